import { createRequire } from 'node:module';
import type { Readable } from 'node:stream';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { NOMBRE_PORTAL, type Etiqueta } from '@portal/shared/domain';

/** DejaVu Sans covers every character a machine or part name may hold (as in the dashboard's report). */
const require = createRequire(import.meta.url);
const FUENTE = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FUENTE_NEGRITA = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

type Doc = InstanceType<typeof PDFDocument>;

const MM = 72 / 25.4;
const A4 = { ancho: 595.28, alto: 841.89 };
const MARGEN = 10 * MM;
export const COLUMNAS = 2;
export const FILAS = 5;
export const ETIQUETAS_POR_PAGINA = COLUMNAS * FILAS;
const CELDA = { ancho: (A4.ancho - 2 * MARGEN) / COLUMNAS, alto: (A4.alto - 2 * MARGEN) / FILAS };
/** 40 mm: a phone reads it from well beyond 30 cm (about ten times its side). */
export const LADO_QR = 40 * MM;
const RELLENO = 4 * MM;
const GRIS = '#5f6368';
const CORTE = '#9aa0a6';

export const paginasDeEtiquetas = (n: number) => Math.ceil(n / ETIQUETAS_POR_PAGINA);

/** Top-left corner of label `i` (0-based) on its page, filled row by row. */
export function posicionEtiqueta(i: number): { pagina: number; x: number; y: number } {
  const enPagina = i % ETIQUETAS_POR_PAGINA;
  return {
    pagina: Math.floor(i / ETIQUETAS_POR_PAGINA),
    x: MARGEN + (enPagina % COLUMNAS) * CELDA.ancho,
    y: MARGEN + Math.floor(enPagina / COLUMNAS) * CELDA.alto,
  };
}

/** A QR's dark modules as horizontal runs (one rectangle per run instead of per module: a smaller, faster page). */
export function tramosQr(texto: string): { lado: number; tramos: { fila: number; col: number; largo: number }[] } {
  const { size, data } = QRCode.create(texto, { errorCorrectionLevel: 'M' }).modules;
  const tramos: { fila: number; col: number; largo: number }[] = [];
  for (let fila = 0; fila < size; fila++) {
    let col = 0;
    while (col < size) {
      if (!data[fila * size + col]) {
        col++;
        continue;
      }
      const inicio = col;
      while (col < size && data[fila * size + col]) col++;
      tramos.push({ fila, col: inicio, largo: col - inicio });
    }
  }
  return { lado: size, tramos };
}

function dibujarQr(doc: Doc, url: string, x: number, y: number) {
  const { lado, tramos } = tramosQr(url);
  const m = LADO_QR / lado;
  // A hair of overlap so viewers do not show seams between rows.
  for (const t of tramos) doc.rect(x + t.col * m, y + t.fila * m, t.largo * m + 0.05, m + 0.05);
  doc.fillColor('#000000').fill();
  // Clicking the QR in a PDF viewer opens the same link (and the link is readable in the file).
  doc.link(x, y, LADO_QR, LADO_QR, url);
}

/** Dashed cut lines around the used cells of a page. */
function lineasDeCorte(doc: Doc, usadas: number) {
  doc.save().lineWidth(0.5).dash(3, { space: 3 }).strokeColor(CORTE);
  for (let i = 0; i < usadas; i++) {
    const { x, y } = posicionEtiqueta(i);
    doc.rect(x, y, CELDA.ancho, CELDA.alto);
  }
  doc.stroke().undash().restore();
}

function dibujarEtiqueta(doc: Doc, e: Etiqueta, x: number, y: number) {
  const qrY = y + (CELDA.alto - LADO_QR) / 2;
  dibujarQr(doc, e.url, x + RELLENO, qrY);
  const tx = x + 2 * RELLENO + LADO_QR;
  const ancho = x + CELDA.ancho - RELLENO - tx;
  // Each text has a height: pdfkit cuts it with '…' there instead of wrapping onto a new page.
  doc.font(FUENTE_NEGRITA).fontSize(13).fillColor('#000000');
  doc.text(e.maquina, tx, qrY, { width: ancho, height: 50, ellipsis: true });
  if (e.parte) {
    doc
      .font(FUENTE)
      .fontSize(8)
      .fillColor(GRIS)
      .text('Parte', tx, qrY + 54, { width: ancho, lineBreak: false });
    doc
      .font(FUENTE)
      .fontSize(11)
      .fillColor('#000000')
      .text(e.parte, tx, qrY + 64, { width: ancho, height: 28, ellipsis: true });
  }
  doc.font(FUENTE).fontSize(7).fillColor(GRIS);
  doc.text('Escanee para agregar una tarjeta', tx, qrY + LADO_QR - 18, { width: ancho, height: 9, ellipsis: true });
  doc.text(NOMBRE_PORTAL, tx, qrY + LADO_QR - 8, { width: ancho, height: 9, ellipsis: true });
}

/**
 * The labels' A4 sheets as a stream: a page is drawn only when the reader has taken the previous ones
 * (pdfkit pushes without backpressure, so a slow download would otherwise hold the whole file in memory).
 */
export function streamEtiquetasPdf(etiquetas: readonly Etiqueta[], onError: (err: unknown) => void): Readable {
  const doc = new PDFDocument({ size: 'A4', margin: 0, autoFirstPage: false, font: FUENTE, info: { Title: 'Etiquetas QR', Author: NOMBRE_PORTAL } });
  let despertar: (() => void) | undefined;
  const seguir = () => {
    despertar?.();
    despertar = undefined;
  };
  // Readable asks for more through _read (a no-op in pdfkit): that is when the next page may be drawn.
  (doc as unknown as { _read: () => void })._read = seguir;
  doc.once('close', seguir);
  const leido = () => (doc.readableLength < doc.readableHighWaterMark ? Promise.resolve() : new Promise<void>((r) => (despertar = r)));

  (async () => {
    for (let desde = 0; desde < Math.max(etiquetas.length, 1); desde += ETIQUETAS_POR_PAGINA) {
      await leido();
      if (doc.destroyed) return;
      const pagina = etiquetas.slice(desde, desde + ETIQUETAS_POR_PAGINA);
      doc.addPage();
      lineasDeCorte(doc, pagina.length);
      pagina.forEach((e, i) => {
        const { x, y } = posicionEtiqueta(i);
        dibujarEtiqueta(doc, e, x, y);
      });
    }
    doc.end();
  })().catch((err: unknown) => {
    onError(err);
    doc.destroy(err instanceof Error ? err : new Error(String(err)));
  });
  return doc;
}
