import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDITORIA_EXPORT_SHEET_NAME, MSG, type AuditoriaPagina, type Tarjeta, type TarjetasPagina } from '@portal/shared/domain';
import { auditoria, tarjetas } from '../src/db/schema';
import { DB, type Db } from '../src/app/database/database.types';
import { CIERRE_ROJA, TARJETA_ROJA } from './tarjetas';
import { startTestApp, type TestApp } from './test-app';

/**
 * The API with PLANT_TZ=Europe/Madrid (docs/testing.md, "the API suite with PLANT_TZ=Europe/Madrid"): every
 * date the server filters, lists or exports is the configured plant's, never a zone of its own. The cards sit
 * at the January/February 2019 boundary, where Madrid (UTC+1) and the default zone (Buenos Aires, UTC−3)
 * disagree about the day and the month.
 */
const ZONA = 'Europe/Madrid';
/** The card: 31/01/2019 00:10 in Madrid (30/01 20:10 in Buenos Aires). */
const A = '2019-01-30T23:10:00.000Z';
/** 31/01/2019 23:59:59 in Madrid: January's last second. */
const B = '2019-01-31T22:59:59.000Z';
/** 01/02/2019 00:00 in Madrid (31/01 20:00 in Buenos Aires). */
const C = '2019-01-31T23:00:00.000Z';

describe('plant time with PLANT_TZ=Europe/Madrid', () => {
  let t: TestApp;
  let db: Db;
  let token: string;
  let admin: string;
  const cards: Record<'A' | 'B' | 'C', Tarjeta> = {} as never;

  beforeAll(async () => {
    t = await startTestApp({ env: { PLANT_TZ: ZONA } });
    db = t.app.get<Db>(DB);
    ({ operario: token, admin } = await t.roleTokens());
    for (const [k, fecha] of [
      ['A', A],
      ['B', B],
      ['C', C],
    ] as const) {
      const res = await t.post<Tarjeta>('/api/tarjetas', { ...TARJETA_ROJA, descripcion: `Borde de mes ${k}` }, { token });
      expect(res.status, res.text).toBe(201);
      await db
        .update(tarjetas)
        .set({ fecha: new Date(fecha) })
        .where(eq(tarjetas.id, res.body._id));
      cards[k] = { ...res.body, fecha };
    }
  });
  afterAll(() => t?.close());

  it('tells the browser the plant zone, with no session (login page, TV board)', async () => {
    expect(await t.get('/api/auth/config')).toMatchObject({ status: 200, body: { zonaHoraria: ZONA } });
  });

  it('lists the opening days of GET /api/tarjetas/valores in Madrid', async () => {
    const dias = (await t.get<string[]>('/api/tarjetas/valores?columna=fecha', { token })).body;
    expect(dias).toEqual(expect.arrayContaining(['31/01/2019', '01/02/2019']));
    expect(dias).not.toContain('30/01/2019');
  });

  it('filters /tarjetasfiltro (consulta) by Madrid days at the month boundary', async () => {
    const numeros = async (dia: string) =>
      (await t.post<TarjetasPagina>('/api/tarjetas/consulta', { filtros: { fecha: [dia] }, pageSize: -1 }, { token })).body.items.map((c) => c.numero).sort();
    expect(await numeros('31/01/2019')).toEqual([cards.A.numero, cards.B.numero].sort());
    expect(await numeros('01/02/2019')).toEqual([cards.C.numero]);
    expect(await numeros('30/01/2019')).toEqual([]);
  });

  it('exports the opening as the Madrid wall clock, filtered by the Madrid day', async () => {
    const res = await t.app
      .getHttpAdapter()
      .getInstance()
      .inject({
        method: 'POST',
        url: '/api/tarjetas/export',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        payload: JSON.stringify({ selectedOption: ['numero', 'fecha'], filtros: { fecha: ['31/01/2019', '01/02/2019'] } }),
      });
    expect(res.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const filas = new Map<number, string>();
    wb.getWorksheet('Tarjetas')!.eachRow((row, n) => {
      if (n > 1) filas.set(Number(row.getCell(1).value), (row.getCell(2).value as Date).toISOString());
    });
    expect(filas).toEqual(
      new Map([
        [cards.A.numero, '2019-01-31T00:10:00.000Z'],
        [cards.B.numero, '2019-01-31T23:59:59.000Z'],
        [cards.C.numero, '2019-02-01T00:00:00.000Z'],
      ]),
    );
  });

  it('filters the audit trail by Madrid days and shows its dates in Madrid', async () => {
    await db.insert(auditoria).values([
      { at: new Date(B), actorNombre: 'sistema', entidad: 'tarjeta', entidadId: 'madrid', accion: 'editar' },
      { at: new Date(C), actorNombre: 'sistema', entidad: 'tarjeta', entidadId: 'madrid', accion: 'eliminar' },
    ]);
    const acciones = async (desde: string, hasta: string) =>
      (await t.get<AuditoriaPagina>(`/api/auditoria?entidadId=madrid&desde=${desde}&hasta=${hasta}`, { token: admin })).body.items.map((i) => i.accion);
    expect(await acciones('2019-01-31', '2019-01-31')).toEqual(['editar']);
    expect(await acciones('2019-02-01', '2019-02-28')).toEqual(['eliminar']);
    expect(await acciones('2019-01-01', '2019-01-30')).toEqual([]);
    // The last day the schema accepts: its end lies in year 10000, still a bound the database takes.
    expect(await t.get('/api/auditoria?desde=9999-12-31&hasta=9999-12-31', { token: admin })).toMatchObject({ status: 200, body: { total: 0 } });

    const res = await t.app
      .getHttpAdapter()
      .getInstance()
      .inject({
        method: 'GET',
        url: '/api/auditoria/export?entidadId=madrid&desde=2019-01-31&hasta=2019-02-01',
        headers: { authorization: `Bearer ${admin}` },
      });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const fechas: string[] = [];
    wb.getWorksheet(AUDITORIA_EXPORT_SHEET_NAME)!.eachRow((row, n) => {
      if (n > 1) fechas.push(String(row.getCell(1).value));
    });
    expect(fechas).toEqual(['01/02/2019 00:00', '31/01/2019 23:59']);
  });

  it('reads close date-times sent without an offset as the Madrid wall clock, not the server zone', async () => {
    const res = await t.post<Tarjeta>(
      '/api/tarjetas/cerrar',
      {
        _id: cards.A._id,
        // A: 31/01/2019 00:10 in Madrid; repaired 08:00–09:30 Madrid = 07:00–08:30 UTC.
        inicioReparacion: '2019-01-31T08:00',
        finReparacion: '2019-01-31 09:30:00',
        ...CIERRE_ROJA,
      },
      { token },
    );
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ inicioReparacion: '2019-01-31T07:00:00.000Z', finReparacion: '2019-01-31T08:30:00.000Z', tiempoEmpleado: 1.5 });
  });

  it('refuses a close time the Madrid clock skips (31/03/2019 02:30, DST) and changes nothing', async () => {
    const body = { _id: cards.B._id, inicioReparacion: '2019-03-31T02:30', finReparacion: '2019-03-31T04:00', ...CIERRE_ROJA };
    expect(await t.post('/api/tarjetas/cerrar', body, { token })).toMatchObject({ status: 400, body: { msg: MSG.fechaHoraInvalida } });
    expect((await t.get<Tarjeta>(`/api/tarjetas/${cards.B._id}`, { token })).body).toMatchObject({ estado: 'Abierta' });
  });
});
