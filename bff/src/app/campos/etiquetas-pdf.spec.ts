import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { etiquetasDeMaquinas, type Etiqueta } from '@portal/shared/domain';
import { contarPaginas, leerPdf } from '../../../test/pdf';
import { ETIQUETAS_POR_PAGINA, LADO_QR, paginasDeEtiquetas, posicionEtiqueta, streamEtiquetasPdf, tramosQr } from './etiquetas-pdf';

const MM = 72 / 25.4;

async function pdfDe(etiquetas: Etiqueta[]): Promise<Buffer> {
  const partes: Buffer[] = [];
  await pipeline(
    streamEtiquetasPdf(etiquetas, (err) => {
      throw err;
    }),
    new Writable({ write: (c: Buffer, _e, cb) => (partes.push(c), cb()) }),
  );
  return Buffer.concat(partes);
}

const etiquetas = (n: number, origin = 'https://p.example') =>
  etiquetasDeMaquinas(
    [{ _id: '6f1d2c3b-4a59-4e8f-9a0b-1c2d3e4f5a6b', value: 'Prensa', parteMaquina: Array.from({ length: n - 1 }, (_, i) => `Parte ${i + 1}`) }],
    origin,
  );

describe('QR label sheets', () => {
  it('draws QR runs that a reader decodes back to the link, at 4 px a module with a quiet zone', () => {
    const url = 'https://portal.example.com/agregartarjeta?maquina=6f1d2c3b-4a59-4e8f-9a0b-1c2d3e4f5a6b&parte=Motor+%26+reductor+%C3%B1';
    const { lado, tramos } = tramosQr(url);
    const px = 4;
    const borde = 4 * px;
    const ancho = lado * px + 2 * borde;
    const rgba = new Uint8ClampedArray(ancho * ancho * 4).fill(255);
    for (const t of tramos) {
      for (let y = borde + t.fila * px; y < borde + (t.fila + 1) * px; y++) {
        for (let x = borde + t.col * px; x < borde + (t.col + t.largo) * px; x++) rgba.fill(0, (y * ancho + x) * 4, (y * ancho + x) * 4 + 3);
      }
    }
    expect(jsQR(rgba, ancho, ancho)?.data).toBe(url);
    // Error correction M: the link of a long part name still fits a module of about a millimetre.
    expect(LADO_QR / lado / MM).toBeGreaterThan(0.6);
  });

  it('lays 10 labels a page on A4 in cells that do not overlap and stay inside the page', () => {
    expect(ETIQUETAS_POR_PAGINA).toBe(10);
    expect([0, 1, 10, 11, 1000].map(paginasDeEtiquetas)).toEqual([0, 1, 1, 2, 100]);
    const celdas = Array.from({ length: 10 }, (_, i) => posicionEtiqueta(i));
    expect(new Set(celdas.map((c) => `${c.x},${c.y}`)).size).toBe(10);
    for (const c of celdas) {
      expect(c.pagina).toBe(0);
      expect(c.x).toBeGreaterThanOrEqual(10 * MM - 0.01);
      expect(c.y + LADO_QR).toBeLessThan(841.89 - 10 * MM);
    }
    expect(posicionEtiqueta(10)).toEqual({ ...celdas[0], pagina: 1 });
    expect(LADO_QR).toBeGreaterThanOrEqual(30 * MM);
  });

  it("writes one page per 10 labels, with each label's names, the portal's name and its link", async () => {
    const lista = etiquetas(12);
    const pdf = await pdfDe(lista);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(contarPaginas(pdf)).toBe(2);
    const paginas = await leerPdf(pdf);
    expect(paginas.flatMap((p) => p.enlaces)).toEqual(lista.map((e) => e.url));
    expect(paginas[1].enlaces).toHaveLength(2);
    const textos = paginas.flatMap((p) => p.textos).join('\n');
    for (const e of lista) expect(textos).toContain(e.parte ?? e.maquina);
    expect(paginas[1].textos.filter((t) => t === 'Portal de Mejora Continua')).toHaveLength(2);
  });

  it('keeps a name with any character and cuts a very long one instead of spilling onto another page', async () => {
    const nombre = 'Horno ✓ Ω ≥ € Ł — línea «Ñ»';
    const larga = `Parte ${'muy larga '.repeat(40)}`;
    const pdf = await pdfDe(etiquetasDeMaquinas([{ _id: 'a', value: nombre, parteMaquina: [larga] }], 'https://p.example'));
    expect(contarPaginas(pdf)).toBe(1);
    const [pagina] = await leerPdf(pdf);
    expect(pagina.textos.join(' ')).toContain('Horno ✓ Ω ≥ € Ł');
    expect(pagina.textos.join(' ')).toContain('…');
  });

  it('draws a page only when the reader has taken the previous ones (no whole file in memory)', async () => {
    const lista = etiquetas(300);
    const stream = streamEtiquetasPdf(lista, (err) => {
      throw err;
    });
    for (let i = 0; i < 20; i++) await new Promise((r) => setImmediate(r));
    // Unread: a page or two is waiting, not the 30 pages.
    const retenido = stream.readableLength;
    expect(retenido).toBeGreaterThan(0);
    let total = 0;
    await pipeline(stream, new Writable({ write: (c: Buffer, _e, cb) => ((total += c.length), cb()) }));
    expect(retenido).toBeLessThan(total / 5);
  });
});
