import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CIERRE_PERIODO,
  EXPLICACION_SIN_TIEMPO_EMPLEADO,
  SIN_FECHA_CIERRE,
  textoSinFechaCierre,
  type AutonomiaRespuesta,
  type EvolucionRespuesta,
  type MttrRespuesta,
  type RiesgoRespuesta,
} from '@portal/shared/domain';
import { tarjetas } from '../../db/schema';
import { Clock } from '../common/clock';
import { DB, type Db } from '../database/database.types';
import { leerPdf } from '../../../test/pdf';
import { startTestApp, type TestApp } from '../../../test/test-app';

/** 2026-03-15 12:00 in Buenos Aires: the window 2025-12 … 2026-03 is the current month and the three before. */
const NOW = new Date('2026-03-15T15:00:00Z');
class FixedClock extends Clock {
  now() {
    return new Date(NOW);
  }
}
const VENTANA = 'desde=2025-12&hasta=2026-03';

type Carta = Partial<typeof tarjetas.$inferInsert> & Pick<typeof tarjetas.$inferInsert, 'color' | 'fecha'>;
/** As the original's list export imports them: Cerrada, no closing date. */
const importada = { estado: 'Cerrada', finReparacion: null };
const CARTAS: Carta[] = [
  { color: 'Roja', equipo: 'Calandrado', fecha: new Date('2025-12-05T13:00:00Z'), tiempoEmpleado: 2, ...importada },
  { color: 'Roja', equipo: 'Calandrado', fecha: new Date('2025-12-20T13:00:00Z'), ...importada },
  { color: 'Azul', equipo: 'Extrusión', fecha: new Date('2026-01-10T13:00:00Z'), tiempoEmpleado: 3, convertida: true, ...importada },
  { color: 'Amarilla', equipo: 'Calandrado', fecha: new Date('2026-01-12T13:00:00Z'), ...importada },
  {
    color: 'Roja',
    equipo: 'Extrusión',
    fecha: new Date('2026-01-15T13:00:00Z'),
    tiempoEmpleado: 4,
    estado: 'Cerrada',
    finReparacion: new Date('2026-02-10T13:00:00Z'),
  },
  { color: 'Roja', equipo: 'Calandrado', fecha: new Date('2026-02-03T13:00:00Z'), estado: 'Cerrada', finReparacion: new Date('2026-02-20T13:00:00Z') },
  { color: 'Roja', equipo: 'Calandrado', fecha: new Date('2026-02-05T13:00:00Z') },
  // Opened before the window: in no figure of it.
  { color: 'Roja', equipo: 'Calandrado', fecha: new Date('2024-06-01T13:00:00Z'), tiempoEmpleado: 1, ...importada },
];

describe('dashboard: closed cards without a closing date (issue 21 §2)', () => {
  let t: TestApp;
  let tokens: { admin: string; operario: string };
  beforeAll(async () => {
    t = await startTestApp({ clock: new FixedClock() });
    tokens = await t.roleTokens();
    const db = t.app.get<Db>(DB);
    await db.delete(tarjetas);
    await db.insert(tarjetas).values(CARTAS.map((c, i) => ({ numero: 3000 + i, prioridad: 'Alta', ...c })));
  });
  afterAll(() => t.close());

  const get = async <T>(path: string) => {
    const res = await t.get<T>(`/api/dashboard/${path}`, { token: tokens.operario });
    expect(res.status, res.text).toBe(200);
    return res.body;
  };
  const hoja = async (path: string) => {
    const res = await t.app
      .getHttpAdapter()
      .getInstance()
      .inject({ method: 'GET', url: `/api/dashboard/excel/${path}`, headers: { authorization: `Bearer ${tokens.operario}` } });
    expect(res.statusCode, res.body).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const h = wb.worksheets[0];
    return (fila: number, n = 2) => Array.from({ length: n }, (_, i) => h.getRow(fila).getCell(i + 1).value);
  };

  it('colour tab: the months count closes by month; the period counts them as closed and says how many have no date', async () => {
    const r = await get<EvolucionRespuesta>(`evolucion?color=Roja&${VENTANA}`);
    expect(r.filas.map((f) => [f.abiertas, f.cerradas])).toEqual([
      [2, 0],
      [1, 0],
      [2, 2],
      [0, 0],
    ]);
    expect(r.periodo).toEqual({ tarjetas: 5, cerradas: 4, sinFechaCierre: 2, porcentaje: 80 });
    expect((await get<EvolucionRespuesta>(`evolucion?color=Roja&${VENTANA}&equipo=Extrusi%C3%B3n`)).periodo).toEqual({
      tarjetas: 1,
      cerradas: 1,
      sinFechaCierre: 0,
      porcentaje: 100,
    });
    expect((await get<EvolucionRespuesta>('evolucion?color=Roja&desde=2026-03&hasta=2026-03')).periodo).toEqual({
      tarjetas: 0,
      cerradas: 0,
      sinFechaCierre: 0,
      porcentaje: null,
    });
  });

  it("the custom chart's period and the risk map of the same window say the same: one definition", async () => {
    const evolucion = await get<EvolucionRespuesta>(`evolucion?${VENTANA}`);
    const riesgo = await get<RiesgoRespuesta>(`riesgo?${VENTANA}`);
    expect(evolucion.periodo).toEqual({ tarjetas: 7, cerradas: 6, sinFechaCierre: 4, porcentaje: (6 / 7) * 100 });
    expect([riesgo.total.tarjetas, riesgo.total.cerradas, riesgo.total.porcentajeCerradas, riesgo.sinFechaCierre]).toEqual([7, 6, (6 / 7) * 100, 4]);
    expect(riesgo.porEquipo.map((e) => [e.equipo, e.tarjetas, e.cerradas])).toEqual([
      ['Calandrado', 5, 4],
      ['Extrusión', 2, 2],
    ]);
  });

  it('autonomía: says how many closed cards of the window it cannot count', async () => {
    const r = await get<AutonomiaRespuesta>(`autonomia?${VENTANA}`);
    expect(r.filas.map((f) => f.cerradas)).toEqual([0, 0, 2, 0]);
    expect(r.sinFechaCierre).toBe(4);
    expect((await get<AutonomiaRespuesta>(`autonomia?${VENTANA}&equipo=Extrusi%C3%B3n`)).sinFechaCierre).toBe(1);
  });

  it('MTTR: says how many it leaves out for no closing date (yellow never counts) and for no repair time', async () => {
    const r = await get<MttrRespuesta>(`mttr?${VENTANA}`);
    expect(r.filas[2].porColor.Roja).toEqual({ cerradas: 1, media: 4 });
    expect([r.sinFechaCierre, r.sinTiempoEmpleado]).toEqual([3, 1]);
    const calandrado = await get<MttrRespuesta>(`mttr?${VENTANA}&equipo=Calandrado`);
    expect([calandrado.sinFechaCierre, calandrado.sinTiempoEmpleado]).toEqual([2, 1]);
  });

  it('Excel: each tab carries the same lines under its table', async () => {
    const rojas = await hoja(`rojas?${VENTANA}`);
    expect(rojas(7)).toEqual([null, null]);
    expect([8, 9, 10, 11, 12].map((f) => rojas(f))).toEqual([
      ['Cierre del período', 'Tarjetas'],
      ['Abiertas en el período', 5],
      ['Cerradas (con o sin fecha de cierre)', 4],
      [SIN_FECHA_CIERRE.etiqueta, 2],
      [CIERRE_PERIODO.etiqueta, 80],
    ]);
    expect([rojas(13, 1), rojas(14, 1)]).toEqual([[CIERRE_PERIODO.explicacion], [SIN_FECHA_CIERRE.explicacion]]);

    const autonomia = await hoja(`autonomia?${VENTANA}`);
    expect([8, 9, 10].map((f) => autonomia(f))).toEqual([
      ['Fuera del índice', 'Tarjetas'],
      [SIN_FECHA_CIERRE.etiqueta, 4],
      [SIN_FECHA_CIERRE.explicacion, null],
    ]);

    const mttr = await hoja(`mttr?${VENTANA}`);
    expect([7, 8, 9, 10, 11].map((f) => mttr(f))).toEqual([
      ['Fuera de la media', 'Tarjetas'],
      [SIN_FECHA_CIERRE.etiqueta, 3],
      ['Cerradas sin tiempo empleado', 1],
      [EXPLICACION_SIN_TIEMPO_EMPLEADO, null],
      [SIN_FECHA_CIERRE.explicacion, null],
    ]);

    const riesgo = await hoja(`riesgo?${VENTANA}`);
    expect([3, 10].map((f) => riesgo(f))).toEqual([
      ['Tarjetas cerradas', 6],
      [SIN_FECHA_CIERRE.etiqueta, 4],
    ]);
  });

  it('PDF report: counts them as closed and says they are in no "last N days"', async () => {
    const res = await t.app
      .getHttpAdapter()
      .getInstance()
      .inject({ method: 'GET', url: '/api/dashboard/reporte', headers: { authorization: `Bearer ${tokens.admin}` } });
    expect(res.statusCode).toBe(200);
    const [pagina, ...mas] = await leerPdf(res.rawPayload);
    expect(mas).toHaveLength(0);
    // Totales: Tarjetas, Abiertas, Cerradas, % cerradas.
    expect(pagina.textos).toEqual(expect.arrayContaining(['8', '1', '7', '87,5 %']));
    expect(pagina.textos).toContain(`${textoSinFechaCierre(5)} (cuentan como cerradas, no en los últimos 7 ni 30 días).`);
  });
});
