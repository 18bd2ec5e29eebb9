import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ALERTA_DIAS,
  calcularAlerta,
  MSG,
  PESTANA_IDS,
  pestanaDashboard,
  type PestanaDashboard,
  type AntiguedadRespuesta,
  type AutonomiaRespuesta,
  type DashboardMeses,
  type EvolucionRespuesta,
  type MttrRespuesta,
  type ParetoRespuesta,
  type RiesgoRespuesta,
} from '@portal/shared/domain';
import { tarjetas } from '../../db/schema';
import { Clock } from '../common/clock';
import { DB, type Db } from '../database/database.types';
import { eventually } from '../../../test/eventually';
import { startTestApp, type TestApp } from '../../../test/test-app';

/** 2026-03-15 12:00 in Buenos Aires (UTC−3): the current month is 2026-03. */
const NOW = new Date('2026-03-15T15:00:00Z');
class FixedClock extends Clock {
  now() {
    return new Date(NOW);
  }
}

type Carta = Partial<typeof tarjetas.$inferInsert> & Pick<typeof tarjetas.$inferInsert, 'color' | 'prioridad' | 'fecha'>;
const cerrada = (fin: string, extra: Partial<Carta> = {}) => ({ estado: 'Cerrada', finReparacion: new Date(fin), ...extra });

/**
 * Hand-built cards (times in UTC; the plant is UTC−3). R1 opens at 23:30 local on 31 October (UTC is already
 * November), A1 at 23:30 local on 31 December and closes at 23:30 local on 31 January; V1 closes at 00:30 local
 * on 1 March; Y3 is exactly 16 days old at NOW (Alta: exceeded), Y4 one second less (within its deadline).
 */
const CARTAS: Carta[] = [
  {
    color: 'Roja',
    prioridad: 'Alta',
    equipo: 'Calandrado',
    familia: 'F1',
    maquina: 'M1',
    fecha: new Date('2025-11-01T02:30:00Z'),
    riesgoInicial: 'MO: MODERADO',
    riesgoFinal: 'NS: NO SIGNIFICATIVO',
    tiempoEmpleado: 2,
    convertida: true,
    ...cerrada('2025-12-10T15:00:00Z'),
  },
  {
    color: 'Roja',
    prioridad: 'Alta',
    equipo: 'Calandrado',
    familia: 'F1',
    maquina: 'M1',
    fecha: new Date('2025-12-01T13:00:00Z'),
    riesgoInicial: 'SI: SIGNIFICATIVO',
    riesgoFinal: 'SI: SIGNIFICATIVO',
    tiempoEmpleado: 5,
    ...cerrada('2025-12-05T13:00:00Z'),
  },
  {
    color: 'Azul',
    prioridad: 'Baja',
    equipo: 'Calandrado',
    familia: 'F1',
    maquina: 'M1',
    fecha: new Date('2026-01-01T02:30:00Z'),
    riesgoInicial: 'SI: SIGNIFICATIVO',
    riesgoFinal: 'PS: POCO SIGNIFICATIVO',
    tiempoEmpleado: 4,
    convertida: true,
    ...cerrada('2026-02-01T02:30:00Z'),
  },
  {
    color: 'Roja',
    prioridad: 'Media',
    equipo: 'Extrusión',
    familia: 'F2',
    maquina: 'M2',
    fecha: new Date('2026-01-05T13:00:00Z'),
    riesgoInicial: 'IN: INTOLERABLE',
  },
  {
    color: 'Verde',
    prioridad: 'Alta',
    equipo: 'Extrusión',
    familia: 'F1',
    maquina: 'M2',
    fecha: new Date('2026-02-10T13:00:00Z'),
    riesgoInicial: 'xx raro',
    riesgoFinal: 'NS: NO SIGNIFICATIVO',
    tiempoEmpleado: 3,
    ...cerrada('2026-03-01T03:30:00Z'),
  },
  {
    color: 'Roja',
    prioridad: 'Baja',
    equipo: 'Extrusión',
    familia: 'F1',
    maquina: 'M3',
    fecha: new Date('2026-02-20T13:00:00Z'),
    riesgoInicial: 'PS: POCO SIGNIFICATIVO',
    riesgoFinal: 'NS: NO SIGNIFICATIVO',
    convertida: true,
    ...cerrada('2026-02-25T13:00:00Z'),
  },
  {
    color: 'Amarilla',
    prioridad: 'Alta',
    equipo: 'Calandrado',
    familia: 'F2',
    maquina: 'M1',
    fecha: new Date('2026-03-02T13:00:00Z'),
    riesgoInicial: 'NS: NO SIGNIFICATIVO',
  },
  {
    color: 'Amarilla',
    prioridad: 'Media',
    equipo: 'Calandrado',
    familia: 'F2',
    maquina: 'M1',
    fecha: new Date('2024-12-20T13:00:00Z'),
    riesgoInicial: 'IN: INTOLERABLE',
  },
  { color: 'Amarilla', prioridad: 'Alta', equipo: 'Pintura', familia: 'F3', maquina: 'M4', fecha: new Date('2026-02-27T15:00:00Z') },
  { color: 'Amarilla', prioridad: 'Alta', equipo: 'Pintura', familia: 'F3', maquina: 'M4', fecha: new Date('2026-02-27T15:00:01Z') },
];

describe('dashboard API', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp({ clock: new FixedClock() });
    ({ operario: token } = await t.roleTokens());
    const db = t.app.get<Db>(DB);
    await db.delete(tarjetas);
    await db.insert(tarjetas).values(CARTAS.map((c, i) => ({ numero: 1000 + i, ...c })));
  });
  afterAll(() => t.close());

  const get = async <T>(path: string) => {
    const res = await t.get<T>(`/api/dashboard/${path}`, { token });
    expect(res.status, res.text).toBe(200);
    return res.body;
  };
  const series = (r: EvolucionRespuesta) => ({
    meses: r.filas.map((f) => f.mes),
    abiertas: r.filas.map((f) => f.abiertas),
    cerradas: r.filas.map((f) => f.cerradas),
  });

  it('meses: first card month in the plant zone, current month from the clock', async () => {
    expect(await get<DashboardMeses>('meses')).toEqual({
      primerMes: '2024-12',
      ultimoMes: '2026-03',
      porColor: {
        Roja: { primerMes: '2025-10', ultimoMes: '2026-02' },
        Azul: { primerMes: '2025-12', ultimoMes: '2026-01' },
        Verde: { primerMes: '2026-02', ultimoMes: '2026-03' },
        Amarilla: { primerMes: '2024-12', ultimoMes: '2026-03' },
      },
      mesActual: '2026-03',
      disponibles: 16,
      zonaHoraria: 'America/Argentina/Buenos_Aires',
    });
  });

  it('evolucion: a colour over the last 6 months, by local month, empty months 0, running sums and %', async () => {
    const r = await get<EvolucionRespuesta>('evolucion?color=Roja&meses=6');
    expect(r.desde).toBe('2025-10');
    expect(r.hasta).toBe('2026-03');
    expect(series(r)).toEqual({
      meses: ['2025-10', '2025-11', '2025-12', '2026-01', '2026-02', '2026-03'],
      abiertas: [1, 0, 1, 1, 1, 0],
      cerradas: [0, 0, 2, 0, 1, 0],
    });
    expect(r.filas.map((f) => [f.acumAbiertas, f.acumCerradas, f.porcentaje])).toEqual([
      [1, 0, 0],
      [1, 0, 0],
      [2, 2, 100],
      [3, 2, (2 / 3) * 100],
      [4, 3, 75],
      [4, 3, 75],
    ]);
    expect((await get<EvolucionRespuesta>('evolucion')).filas.map((f) => f.mes)[0]).toBe('2025-04');
  });

  it('evolucion: a window starting mid-history, and each filter', async () => {
    const rango = 'desde=2026-01&hasta=2026-03';
    const todas = await get<EvolucionRespuesta>(`evolucion?${rango}`);
    expect(series(todas)).toEqual({ meses: ['2026-01', '2026-02', '2026-03'], abiertas: [1, 4, 1], cerradas: [1, 1, 1] });
    expect(todas.filas.map((f) => f.porcentaje)).toEqual([100, 40, 50]);
    const conFiltro = async (q: string) => {
      const s = series(await get<EvolucionRespuesta>(`evolucion?${rango}&${q}`));
      return [s.abiertas, s.cerradas];
    };
    expect(await conFiltro('equipo=Extrusi%C3%B3n')).toEqual([
      [1, 2, 0],
      [0, 1, 1],
    ]);
    expect(await conFiltro('prioridad=Alta')).toEqual([
      [0, 3, 1],
      [0, 0, 1],
    ]);
    expect(await conFiltro('maquina=M1')).toEqual([
      [0, 0, 1],
      [1, 0, 0],
    ]);
    expect(await conFiltro('familia=F2')).toEqual([
      [1, 0, 1],
      [0, 0, 0],
    ]);
    expect(await conFiltro('color=Amarilla&color=Verde')).toEqual([
      [0, 3, 1],
      [0, 0, 1],
    ]);
  });

  it('answers a reversed range with the spec message and refuses anonymous calls', async () => {
    const res = await t.get('/api/dashboard/evolucion?desde=2026-03&hasta=2026-01', { token });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ msg: 'End date must be greated than start date.' });
    expect((await t.get('/api/dashboard/riesgo?desde=2026-03&hasta=2026-02', { token })).status).toBe(400);
    expect((await t.get('/api/dashboard/meses')).status).toBe(401);
  });

  it('autonomia: Azul or convertida, a card counted once, by close month', async () => {
    const r = await get<AutonomiaRespuesta>('autonomia?desde=2025-12&hasta=2026-03');
    expect(r.filas.map((f) => [f.mes, f.cerradas, f.autonomas, f.acumCerradas, f.acumAutonomas, f.indice])).toEqual([
      ['2025-12', 2, 1, 2, 1, 50],
      ['2026-01', 1, 1, 3, 2, (2 / 3) * 100],
      ['2026-02', 1, 1, 4, 3, 75],
      ['2026-03', 1, 0, 5, 3, 60],
    ]);
    const extrusion = await get<AutonomiaRespuesta>('autonomia?desde=2025-12&hasta=2026-03&equipo=Extrusi%C3%B3n');
    expect(extrusion.filas.map((f) => f.indice)).toEqual([null, null, 100, 50]);
  });

  it('riesgo: total and per equipo over cards opened in the window, weights by prefix', async () => {
    const r = await get<RiesgoRespuesta>('riesgo');
    expect(r.total).toEqual({ tarjetas: 9, cerradas: 5, riesgoInicial: 19, riesgoFinal: 15, porcentajeCerradas: (5 / 9) * 100, reduccion: 21.05 });
    expect(r.porEquipo.map((e) => [e.equipo, e.tarjetas, e.cerradas, e.riesgoInicial, e.riesgoFinal, e.reduccion])).toEqual([
      ['Calandrado', 4, 3, 12, 8, 33.33],
      ['Extrusión', 3, 2, 7, 7, 0],
      ['Pintura', 2, 0, 0, 0, null],
    ]);
    const f1 = await get<RiesgoRespuesta>('riesgo?familia=F1');
    expect([f1.total.tarjetas, f1.total.riesgoInicial, f1.total.riesgoFinal, f1.total.reduccion]).toEqual([5, 13, 9, 30.77]);
    expect(f1.porEquipo.map((e) => [e.equipo, e.riesgoInicial, e.riesgoFinal])).toEqual([
      ['Calandrado', 11, 7],
      ['Extrusión', 2, 2],
    ]);
    const pintura = await get<RiesgoRespuesta>('riesgo?desde=2026-02&hasta=2026-03&equipo=Pintura');
    expect(pintura.total).toMatchObject({ tarjetas: 2, riesgoInicial: 0, reduccion: null });
  });

  it('pareto: open cards, ties by name, cumulative 100', async () => {
    const r = await get<ParetoRespuesta>('pareto?por=maquina');
    expect(r).toEqual({
      por: 'maquina',
      total: 5,
      items: [
        { valor: 'M1', cantidad: 2, porcentaje: 40, porcentajeAcumulado: 40 },
        { valor: 'M4', cantidad: 2, porcentaje: 40, porcentajeAcumulado: 80 },
        { valor: 'M2', cantidad: 1, porcentaje: 20, porcentajeAcumulado: 100 },
      ],
    });
    expect((await get<ParetoRespuesta>('pareto?por=equipo')).items.map((i) => [i.valor, i.cantidad])).toEqual([
      ['Calandrado', 2],
      ['Pintura', 2],
      ['Extrusión', 1],
    ]);
    expect((await get<ParetoRespuesta>('pareto?por=familia&color=Roja')).items.map((i) => [i.valor, i.cantidad])).toEqual([['F2', 1]]);
  });

  it("pareto: the equipo filter keeps that equipo's open cards only", async () => {
    const pintura = await get<ParetoRespuesta>('pareto?por=maquina&equipo=Pintura');
    expect([pintura.total, pintura.items.map((i) => [i.valor, i.cantidad, i.porcentaje])]).toEqual([2, [['M4', 2, 100]]]);
    const dos = await get<ParetoRespuesta>('pareto?por=familia&equipo=Extrusi%C3%B3n&equipo=Calandrado');
    expect([dos.total, dos.items.map((i) => [i.valor, i.cantidad])]).toEqual([3, [['F2', 3]]]);
    expect((await get<ParetoRespuesta>('pareto?por=maquina&equipo=Pintura&color=Roja')).items).toEqual([]);
  });

  it('antiguedad: en plazo / excedido at the deadline boundary as calcularAlerta, oldest first', async () => {
    const r = await get<AntiguedadRespuesta>('antiguedad');
    expect(r.porPrioridad).toEqual([
      { prioridad: 'Alta', enPlazo: 2, excedido: 1 },
      { prioridad: 'Media', enPlazo: 0, excedido: 2 },
      { prioridad: 'Baja', enPlazo: 0, excedido: 0 },
    ]);
    expect(r.masAntiguas.map((c) => [c.numero, c.dias, c.excedido])).toEqual([
      [1007, 450, true],
      [1003, 69, true],
      [1008, 16, true],
      [1009, 15, false],
      [1006, 13, false],
    ]);
    for (const c of r.masAntiguas) expect(c.excedido).toBe(calcularAlerta(c.fecha, c.prioridad, ALERTA_DIAS, NOW).excedido);
    const rojas = await get<AntiguedadRespuesta>('antiguedad?color=Roja');
    expect(rojas.porPrioridad[1]).toEqual({ prioridad: 'Media', enPlazo: 0, excedido: 1 });
    expect(rojas.masAntiguas.map((c) => c.numero)).toEqual([1003]);
    const pintura = await get<AntiguedadRespuesta>('antiguedad?equipo=Pintura');
    expect(pintura.porPrioridad).toEqual([
      { prioridad: 'Alta', enPlazo: 1, excedido: 1 },
      { prioridad: 'Media', enPlazo: 0, excedido: 0 },
      { prioridad: 'Baja', enPlazo: 0, excedido: 0 },
    ]);
    expect(pintura.masAntiguas.map((c) => c.numero)).toEqual([1008, 1009]);
    const calandrado = await get<AntiguedadRespuesta>('antiguedad?equipo=Calandrado');
    expect(calandrado.porPrioridad.map((p) => [p.enPlazo, p.excedido])).toEqual([
      [1, 0],
      [0, 1],
      [0, 0],
    ]);
    expect(calandrado.masAntiguas.map((c) => c.numero)).toEqual([1007, 1006]);
  });

  it('mttr: closed non-yellow cards with tiempoEmpleado, per close month and colour', async () => {
    const r = await get<MttrRespuesta>('mttr?desde=2025-12&hasta=2026-03');
    const nada = { cerradas: 0, media: null };
    expect(r.filas).toEqual([
      { mes: '2025-12', porColor: { Roja: { cerradas: 2, media: 3.5 }, Azul: nada, Verde: nada } },
      { mes: '2026-01', porColor: { Roja: nada, Azul: { cerradas: 1, media: 4 }, Verde: nada } },
      { mes: '2026-02', porColor: { Roja: nada, Azul: nada, Verde: nada } },
      { mes: '2026-03', porColor: { Roja: nada, Azul: nada, Verde: { cerradas: 1, media: 3 } } },
    ]);
    const calandrado = await get<MttrRespuesta>('mttr?desde=2025-12&hasta=2026-03&equipo=Calandrado');
    expect(calandrado.filas[3].porColor.Verde).toEqual(nada);
  });

  const libro = async (path: string) => {
    const res = await t.app
      .getHttpAdapter()
      .getInstance()
      .inject({ method: 'GET', url: `/api/dashboard/excel/${path}`, headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode, res.body).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    return { wb, disposition: res.headers['content-disposition'] };
  };

  it('excel: one sheet named after the tab, numbers as numbers, Spanish months, bold header', async () => {
    const { wb, disposition } = await libro('rojas?meses=6');
    expect(disposition).toBe(`attachment; filename="Tarjetas Rojas.xlsx"; filename*=UTF-8''Tarjetas%20Rojas.xlsx`);
    expect(wb.worksheets.map((w) => w.name)).toEqual(['Tarjetas Rojas']);
    const hoja = wb.worksheets[0];
    const fila = (n: number) => (hoja.getRow(n).values as unknown[]).slice(1);
    expect(fila(1).slice(1)).toEqual(['Octubre 2025', 'Noviembre 2025', 'Diciembre 2025', 'Enero 2026', 'Febrero 2026', 'Marzo 2026']);
    expect(hoja.getRow(1).getCell(2).font?.bold).toBe(true);
    expect(fila(2)).toEqual(['Acumuladas (abiertas)', 1, 1, 2, 3, 4, 4]);
    expect(fila(4)).toEqual(['Porcentaje (cerradas)', 0, 0, 100, 66.67, 75, 75]);
    expect(fila(6)).toEqual(['Por mes cerradas', 0, 0, 2, 0, 1, 0]);

    const riesgo = await libro('riesgo?familia=F1');
    expect(riesgo.wb.worksheets[0].name).toBe('Mapas de riesgo');
    expect((riesgo.wb.worksheets[0].getRow(5).values as unknown[]).slice(1)).toEqual(['Nivel Riesgo Inicial', 13, 11, 2]);

    const antiguedad = await libro('antiguedad');
    expect(antiguedad.disposition).toBe(`attachment; filename="Antiguedad.xlsx"; filename*=UTF-8''Antig%C3%BCedad.xlsx`);
  });

  const VENTANA = 'desde=2025-12&hasta=2026-03';
  /** Every tab: its query, a row of its sheet and that row's cells as the fixture gives them (null = blank cell). */
  const EXCEL: [PestanaDashboard, string, number, unknown[]][] = [
    ['amarillas', VENTANA, 5, ['Por mes abiertas', 0, 0, 2, 1]],
    ['rojas', VENTANA, 6, ['Por mes cerradas', 2, 0, 1, 0]],
    ['verdes', VENTANA, 6, ['Por mes cerradas', 0, 0, 0, 1]],
    ['azules', VENTANA, 2, ['Acumuladas (abiertas)', 1, 1, 1, 1]],
    ['autonomia', VENTANA, 4, ['Índice de autonomía (%)', 50, 66.67, 75, 60]],
    ['riesgo', 'familia=F1', 5, ['Nivel Riesgo Inicial', 13, 11, 2]],
    ['personalizado', 'desde=2026-01&hasta=2026-03&equipo=Extrusi%C3%B3n', 5, ['Por mes abiertas', 1, 2, 0]],
    ['pareto', 'por=maquina', 2, ['M1', 2, 40, 40]],
    ['antiguedad', '', 3, ['Media', 0, 2, 2]],
    ['mttr', VENTANA, 2, ['Diciembre 2025', 2, 3.5, 0, null, 0, null]],
  ];
  /** A row's first `n` cells as stored (a blank cell is null). */
  const celdas = (hoja: ExcelJS.Worksheet, fila: number, n: number) => Array.from({ length: n }, (_, i) => hoja.getRow(fila).getCell(i + 1).value);

  it("excel: every tab opens as one sheet named after it, with the fixture's numbers", async () => {
    expect(EXCEL.map(([id]) => id).sort()).toEqual([...PESTANA_IDS].sort());
    for (const [id, query, fila, esperado] of EXCEL) {
      const { wb } = await libro(`${id}?${query}`);
      expect(
        wb.worksheets.map((w) => w.name),
        id,
      ).toEqual([pestanaDashboard(id).titulo]);
      expect(celdas(wb.worksheets[0], fila, esperado.length), id).toEqual(esperado);
    }
  });

  it('excel: the equipo filter changes the Pareto and ageing sheets as the fixture says', async () => {
    const pareto = (await libro('pareto?por=maquina&equipo=Pintura')).wb.worksheets[0];
    expect(pareto.rowCount).toBe(2);
    expect(celdas(pareto, 2, 4)).toEqual(['M4', 2, 100, 100]);
    const antiguedad = (await libro('antiguedad?equipo=Pintura')).wb.worksheets[0];
    expect([2, 3, 4].map((f) => celdas(antiguedad, f, 4))).toEqual([
      ['Alta', 1, 1, 2],
      ['Media', 0, 0, 0],
      ['Baja', 0, 0, 0],
    ]);
    expect([7, 8].map((f) => celdas(antiguedad, f, 2))).toEqual([
      ['Amarilla', 1008],
      ['Amarilla', 1009],
    ]);
    expect(antiguedad.rowCount).toBe(8);
  });

  it('excel: a 0/0 percentage or mean is a blank cell, never 0 or text', async () => {
    const amarillas = (await libro(`amarillas?${VENTANA}`)).wb.worksheets[0];
    expect(celdas(amarillas, 4, 5)).toEqual(['Porcentaje (cerradas)', null, null, 0, 0]);
    expect(amarillas.getRow(4).getCell(2).type).toBe(ExcelJS.ValueType.Null);
    expect(amarillas.getRow(4).getCell(4).type).toBe(ExcelJS.ValueType.Number);
    const autonomia = (await libro(`autonomia?${VENTANA}&equipo=Extrusi%C3%B3n`)).wb.worksheets[0];
    expect(celdas(autonomia, 4, 5)).toEqual(['Índice de autonomía (%)', null, null, 100, 50]);
    const riesgo = (await libro('riesgo?equipo=Pintura')).wb.worksheets[0];
    expect(celdas(riesgo, 7, 3)).toEqual(['% de Reducción de Riesgo', null, null]);
    expect(riesgo.getRow(7).getCell(2).type).toBe(ExcelJS.ValueType.Null);
  });

  it('excel: an unknown tab is 404, a bad query of the tab 400', async () => {
    const res = await t.get('/api/dashboard/excel/nada', { token });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ msg: MSG.pestanaNoEncontrada });
    expect((await t.get('/api/dashboard/excel/mttr?desde=2026-03&hasta=2026-01', { token })).body).toEqual({ msg: MSG.rangoMesesInvalido });
  });
  it('answers from memory until cards change, then the next answer has the change (any writer: the trigger notifies)', async () => {
    const cerradasMarzo = async () => (await get<EvolucionRespuesta>('evolucion?color=Roja&meses=6')).filas.at(-1)!.cerradas;
    expect(await cerradasMarzo()).toBe(0);
    const db = t.app.get<Db>(DB);
    await db
      .insert(tarjetas)
      .values({ numero: 2000, color: 'Roja', prioridad: 'Alta', fecha: new Date('2026-03-02T13:00:00Z'), ...cerrada('2026-03-10T13:00:00Z') });
    await eventually(async () => (await cerradasMarzo()) === 1);
    await db.delete(tarjetas).where(eq(tarjetas.numero, 2000));
    await eventually(async () => (await cerradasMarzo()) === 0);
  });
});
