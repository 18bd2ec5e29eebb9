import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@portal/shared/domain';
import { FakeClock, startTestApp, type TestApp } from '../../../test/test-app';
import { tarjetas } from '../../db/schema';
import { DB, type Db } from '../database/database.types';
import { adjunto } from '../common/http/attachment';

const DIA = 24 * 60 * 60 * 1000;
const HORA = 60 * 60 * 1000;
const EQUIPO = 'Mantenimiento Ñandú';
const LARGA = `Fuga de aceite hidráulico en la unidad de potencia ${'con goteo constante '.repeat(12)}fin`;

/** A PDF's pages, each as its lines of text: items on one baseline joined left to right. */
async function leerPdf(pdf: Buffer): Promise<string[][]> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
  const paginas: string[][] = [];
  for (let p = 1; p <= doc.numPages; p++) {
    const { items } = await (await doc.getPage(p)).getTextContent();
    const lineas = new Map<number, { x: number; s: string }[]>();
    for (const item of items) {
      if (!('str' in item) || !item.str.trim()) continue;
      const y = Math.round(item.transform[5]);
      lineas.set(y, [...(lineas.get(y) ?? []), { x: item.transform[4], s: item.str }]);
    }
    paginas.push(
      [...lineas.entries()]
        .sort(([a], [b]) => b - a)
        .map(([, l]) =>
          l
            .sort((a, b) => a.x - b.x)
            .map((i) => i.s)
            .join(' '),
        ),
    );
  }
  await doc.destroy();
  return paginas;
}

describe('GET /api/dashboard/reporte (Reporte de avance)', () => {
  const clock = new FakeClock();
  let t: TestApp;
  let tokens: { admin: string; jefe: string; operario: string };
  let pdf: { status: number; headers: Record<string, unknown>; raw: Buffer };
  let lineas: string[];

  beforeAll(async () => {
    t = await startTestApp({ clock });
    tokens = await t.roleTokens();
    expect((await t.post('/api/campos', { name: 'equipo', value: EQUIPO }, { token: tokens.admin })).status).toBe(201);
    // Ages are days plus 2 h, so the few seconds the test takes never move a card across a boundary.
    const hace = (dias: number) => new Date(clock.now().getTime() - dias * DIA - 2 * HORA);
    const card = (numero: number, color: string, abierta: number, extra: Partial<typeof tarjetas.$inferInsert> = {}) => ({
      numero,
      color,
      fecha: hace(abierta),
      prioridad: 'Alta',
      equipo: EQUIPO,
      maquina: 'Calandra 1',
      descripcion: `Tarjeta ${numero}`,
      ...extra,
    });
    const cerrada = (dias: number, riesgoFinal: string) => ({ estado: 'Cerrada', finReparacion: hace(dias), cerradaEn: hace(dias), riesgoFinal });
    await t.app
      .get<Db>(DB)
      .insert(tarjetas)
      .values([
        card(9001, 'Roja', 2, { riesgoInicial: 'IN: INTOLERABLE' }),
        card(9002, 'Roja', 20, { riesgoInicial: 'SI: SIGNIFICATIVO', ...cerrada(3, 'NS: NO SIGNIFICATIVO') }),
        card(9003, 'Roja', 100, { prioridad: 'Media', riesgoInicial: 'MO: MODERADO', descripcion: LARGA, maquina: 'Extrusora 2' }),
        card(9001, 'Azul', 5, { riesgoInicial: 'PS: POCO SIGNIFICATIVO', ...cerrada(1, 'NS: NO SIGNIFICATIVO') }),
        card(9002, 'Azul', 40, { riesgoInicial: 'MO: MODERADO', ...cerrada(10, 'PS: POCO SIGNIFICATIVO') }),
        card(9001, 'Verde', 16, { riesgoInicial: 'NS: NO SIGNIFICATIVO' }),
        card(9001, 'Amarilla', 400, { riesgoInicial: 'IN: INTOLERABLE', ...cerrada(380, 'PS: POCO SIGNIFICATIVO') }),
        card(9002, 'Amarilla', 61, { prioridad: 'Baja' }),
      ]);
    const res = await t.app
      .getHttpAdapter()
      .getInstance()
      .inject({ method: 'GET', url: `/api/dashboard/reporte?equipo=${encodeURIComponent(EQUIPO)}`, headers: { authorization: `Bearer ${tokens.jefe}` } });
    pdf = { status: res.statusCode, headers: res.headers, raw: res.rawPayload };
    const paginas = await leerPdf(pdf.raw);
    expect(paginas).toHaveLength(1);
    lineas = paginas[0];
  });
  afterAll(() => t.close());

  it('answers the Jefe de area a one-page PDF named after the equipo', () => {
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(
      `attachment; filename="Reporte de avance - Mantenimiento Nandu.pdf"; filename*=UTF-8''Reporte%20de%20avance%20-%20Mantenimiento%20%C3%91and%C3%BA.pdf`,
    );
    expect(pdf.raw.subarray(0, 4).toString('latin1')).toBe('%PDF');
    expect(lineas.slice(0, 3)).toEqual([
      'Reporte de avance',
      EQUIPO,
      expect.stringMatching(/^Planta principal · Generado el \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/),
    ]);
  });

  it('shows the totals, the last 7 and 30 days by colour and the risk reduction of the equipo only', () => {
    expect(lineas).toContain('Tarjetas Abiertas Cerradas % cerradas');
    expect(lineas).toContain('8 4 4 50 %');
    // Colour, cards, open | opened, closed in 7 days | opened, closed in 30 days.
    expect(lineas).toEqual(expect.arrayContaining(['Roja 3 2 1 1 2 1', 'Azul 2 0 1 1 1 2', 'Verde 1 1 0 0 1 0', 'Amarilla 2 1 0 0 0 0', 'Total 8 4 2 2 4 3']));
    // RI 5+4+3+2+3+1+5+0 = 23; RF open by RI 5+3+1+0, closed by RF 1+1+2+2 = 15; (23 − 15) / 23 = 34,78 %.
    expect(lineas).toContain('23 15 34,78 %');
  });

  it('lists the oldest open cards, oldest first, with the days open and the deadline rule', () => {
    const filas = lineas.filter((l) => / (En plazo|Excedido)$/.test(l));
    expect(filas).toHaveLength(4);
    expect(filas[0]).toMatch(/^Roja 9003 Extrusora 2 Fuga de aceite hidráulico [^…]+… 100 Excedido$/);
    expect(filas.slice(1)).toEqual([
      'Amarilla 9002 Calandra 1 Tarjeta 9002 61 Excedido',
      'Verde 9001 Calandra 1 Tarjeta 9001 16 Excedido',
      'Roja 9001 Calandra 1 Tarjeta 9001 2 En plazo',
    ]);
  });

  it('covers every equipo when none is given, with the equipo of each old card', async () => {
    const res = await t.app
      .getHttpAdapter()
      .getInstance()
      .inject({ method: 'GET', url: '/api/dashboard/reporte', headers: { authorization: `Bearer ${tokens.admin}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(adjunto('Reporte de avance - Todos.pdf'));
    const [pagina, ...mas] = await leerPdf(res.rawPayload);
    expect(mas).toHaveLength(0);
    expect(pagina[1]).toBe('Todos los equipos');
    const [{ total, abiertas }] = await t.app
      .get<Db>(DB)
      .select({ total: sql<number>`count(*)::int`, abiertas: sql<number>`(count(*) filter (where ${tarjetas.estado} <> 'Cerrada'))::int` })
      .from(tarjetas);
    expect(pagina).toContainEqual(expect.stringMatching(new RegExp(`^Total ${total} ${abiertas} `)));
    expect(pagina).toContain('Color N° Equipo Máquina Descripción Días Plazo');
  });

  it('refuses an equipo that is not configured, the Operario and a request without a token', async () => {
    const get = (query: string, token?: string) => t.get(`/api/dashboard/reporte${query}`, { token });
    expect(await get('?equipo=No%20existe', tokens.admin)).toMatchObject({ status: 404, body: { msg: MSG.equipoNoEncontrado } });
    expect(await get('?equipo=Calandra%201', tokens.admin)).toMatchObject({ status: 404, body: { msg: MSG.equipoNoEncontrado } });
    expect(await get('', tokens.operario)).toMatchObject({ status: 403, body: { msg: MSG.sinPermiso } });
    expect(await get('')).toMatchObject({ status: 401, body: { msg: MSG.noAutenticado } });
  });
});
