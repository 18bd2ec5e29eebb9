import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AutonomiaRespuesta, DashboardMeses, EvolucionRespuesta, MttrRespuesta } from '@portal/shared/domain';
import { tarjetas } from '../../db/schema';
import { Clock } from '../common/clock';
import { DB, type Db } from '../database/database.types';
import { startTestApp, type TestApp } from '../../../test/test-app';

/** 2026-11-15 12:00 in Buenos Aires (UTC−3): the current month is 2026-11. */
const NOW = new Date('2026-11-15T15:00:00Z');
class FixedClock extends Clock {
  now() {
    return new Date(NOW);
  }
}

type Carta = Partial<typeof tarjetas.$inferInsert> & Pick<typeof tarjetas.$inferInsert, 'color' | 'prioridad' | 'fecha'>;
const cerrada = (fin: string, extra: Partial<Carta> = {}) => ({ estado: 'Cerrada', finReparacion: new Date(fin), ...extra });

/**
 * A plant migrated from the original app whose last card is from December 2021 (times in UTC; the plant is UTC−3).
 * R1 opens at 23:30 local on 31 March 2019 (UTC is already April: it stays in T1), R2 at 00:30 local on 1 April (T2);
 * the yellow card closes at 23:30 local on 31 December 2021 (UTC is already 2022: it stays in 2021).
 */
const CARTAS: Carta[] = [
  { color: 'Roja', prioridad: 'Alta', equipo: 'Calandrado', fecha: new Date('2019-01-15T13:00:00Z') },
  { color: 'Roja', prioridad: 'Alta', equipo: 'Calandrado', fecha: new Date('2019-04-01T02:30:00Z'), tiempoEmpleado: 2, ...cerrada('2019-05-02T13:00:00Z') },
  {
    color: 'Roja',
    prioridad: 'Media',
    equipo: 'Calandrado',
    fecha: new Date('2019-04-01T03:30:00Z'),
    tiempoEmpleado: 4,
    convertida: true,
    ...cerrada('2019-06-10T13:00:00Z'),
  },
  { color: 'Azul', prioridad: 'Baja', equipo: 'Extrusión', fecha: new Date('2020-07-15T13:00:00Z'), tiempoEmpleado: 1, ...cerrada('2020-08-01T13:00:00Z') },
  { color: 'Amarilla', prioridad: 'Alta', equipo: 'Extrusión', fecha: new Date('2021-06-01T13:00:00Z'), ...cerrada('2022-01-01T02:30:00Z') },
  { color: 'Roja', prioridad: 'Baja', equipo: 'Extrusión', fecha: new Date('2021-12-20T13:00:00Z') },
];

/** The whole history: 2019-01 … 2026-11, 95 months. */
const HISTORIAL = 'desde=2019-01&hasta=2026-11';

describe('dashboard periods of a migrated history (issue 21 §2)', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp({ clock: new FixedClock() });
    ({ operario: token } = await t.roleTokens());
    const db = t.app.get<Db>(DB);
    await db.delete(tarjetas);
    await db.insert(tarjetas).values(CARTAS.map((c, i) => ({ numero: 3000 + i, ...c })));
  });
  afterAll(() => t.close());

  const get = async <T>(path: string) => {
    const res = await t.get<T>(`/api/dashboard/${path}`, { token });
    expect(res.status, res.text).toBe(200);
    return res.body;
  };
  /** The periods with any figure: period → [opened, closed]. */
  const conTarjetas = (r: EvolucionRespuesta) =>
    Object.fromEntries(r.filas.filter((f) => f.abiertas || f.cerradas).map((f) => [f.mes, [f.abiertas, f.cerradas]]));

  it('meses: the first and last month with cards, overall and per colour, in plant time', async () => {
    expect(await get<DashboardMeses>('meses')).toEqual({
      primerMes: '2019-01',
      ultimoMes: '2021-12',
      porColor: {
        Roja: { primerMes: '2019-01', ultimoMes: '2021-12' },
        Azul: { primerMes: '2020-07', ultimoMes: '2020-08' },
        Amarilla: { primerMes: '2021-06', ultimoMes: '2021-12' },
      },
      mesActual: '2026-11',
      disponibles: 95,
      zonaHoraria: 'America/Argentina/Buenos_Aires',
    });
  });

  it('the default window keeps its 12 months, all empty', async () => {
    const r = await get<EvolucionRespuesta>('evolucion');
    expect([r.desde, r.hasta, r.agrupacion, r.filas.length]).toEqual(['2025-12', '2026-11', 'mes', 12]);
    expect(conTarjetas(r)).toEqual({});
  });

  it('groups by month up to 36 months and by quarter from 37', async () => {
    const r36 = await get<EvolucionRespuesta>('evolucion?desde=2023-12&hasta=2026-11');
    expect([r36.agrupacion, r36.filas.length, r36.filas[0].mes]).toEqual(['mes', 36, '2023-12']);
    const r37 = await get<EvolucionRespuesta>('evolucion?desde=2023-11&hasta=2026-11');
    expect([r37.agrupacion, r37.filas.length, r37.filas[0].mes, r37.filas.at(-1)!.mes]).toEqual(['trimestre', 13, '2023-10', '2026-10']);
  });

  it('the whole history (95 months) by quarter: 32 bars, cards in their local quarter, running sums over the quarters', async () => {
    const rojas = await get<EvolucionRespuesta>(`evolucion?color=Roja&${HISTORIAL}`);
    expect([rojas.desde, rojas.hasta, rojas.agrupacion, rojas.filas.length]).toEqual(['2019-01', '2026-11', 'trimestre', 32]);
    expect(conTarjetas(rojas)).toEqual({ '2019-01': [2, 0], '2019-04': [1, 2], '2021-10': [1, 0] });
    expect(rojas.filas.at(-1)).toMatchObject({ mes: '2026-10', acumAbiertas: 4, acumCerradas: 2, porcentaje: 50 });
    const todas = await get<EvolucionRespuesta>(`evolucion?${HISTORIAL}`);
    expect(conTarjetas(todas)).toEqual({ '2019-01': [2, 0], '2019-04': [1, 2], '2020-07': [1, 1], '2021-04': [1, 0], '2021-10': [1, 1] });
  });

  it('a range starting inside a quarter counts only its own months in it', async () => {
    const r = await get<EvolucionRespuesta>('evolucion?color=Roja&desde=2019-03&hasta=2026-11');
    expect([r.agrupacion, r.filas[0].mes]).toEqual(['trimestre', '2019-01']);
    expect(conTarjetas(r)).toEqual({ '2019-01': [1, 0], '2019-04': [1, 2], '2021-10': [1, 0] });
  });

  it('past 108 months by year: 240 months are 21 bars, a close at 23:30 local on 31 December stays in its year', async () => {
    const r = await get<EvolucionRespuesta>('evolucion?desde=2006-12&hasta=2026-11');
    expect([r.agrupacion, r.filas.length, r.filas[0].mes, r.filas.at(-1)!.mes]).toEqual(['anio', 21, '2006-01', '2026-01']);
    expect(conTarjetas(r)).toEqual({ '2019-01': [3, 2], '2020-01': [1, 1], '2021-01': [2, 1] });
  });

  it('autonomía and MTTR group the same way', async () => {
    const a = await get<AutonomiaRespuesta>(`autonomia?${HISTORIAL}`);
    expect(a.agrupacion).toBe('trimestre');
    expect(a.filas.filter((f) => f.cerradas).map((f) => [f.mes, f.cerradas, f.autonomas, f.indice])).toEqual([
      ['2019-04', 2, 1, 50],
      ['2020-07', 1, 1, (2 / 3) * 100],
      ['2021-10', 1, 0, 50],
    ]);
    const m = await get<MttrRespuesta>(`mttr?${HISTORIAL}`);
    expect([m.agrupacion, m.filas.length]).toEqual(['trimestre', 32]);
    const medias = m.filas.flatMap((f) =>
      Object.entries(f.porColor)
        .filter(([, v]) => v.cerradas)
        .map(([c, v]) => [f.mes, c, v.cerradas, v.media]),
    );
    expect(medias).toEqual([
      ['2019-04', 'Roja', 2, 3],
      ['2020-07', 'Azul', 1, 1],
    ]);
  });

  const hoja = async (path: string) => {
    const res = await t.app
      .getHttpAdapter()
      .getInstance()
      .inject({ method: 'GET', url: `/api/dashboard/excel/${path}`, headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode, res.body).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    return (fila: number, n: number) => Array.from({ length: n }, (_, i) => wb.worksheets[0].getRow(fila).getCell(i + 1).value);
  };

  it('the Excel of a tab follows the grouping: quarters and years as columns or rows', async () => {
    const rojas = await hoja(`rojas?${HISTORIAL}`);
    expect(rojas(1, 4)).toEqual(['', 'T1 2019', 'T2 2019', 'T3 2019']);
    expect(rojas(5, 3)).toEqual(['Por trimestre abiertas', 2, 1]);
    const mttr = await hoja(`mttr?${HISTORIAL}`);
    expect(mttr(1, 2)).toEqual(['Trimestre', 'Roja: cerradas']);
    expect(mttr(3, 3)).toEqual(['T2 2019', 2, 3]);
    const autonomia = await hoja('autonomia?desde=2006-12&hasta=2026-11');
    expect(autonomia(1, 3)).toEqual(['', '2006', '2007']);
    const mttrMeses = await hoja('mttr?desde=2019-04&hasta=2019-06');
    expect(mttrMeses(1, 1)).toEqual(['Mes']);
    expect(mttrMeses(3, 2)).toEqual(['Mayo 2019', 1]);
  });
});
