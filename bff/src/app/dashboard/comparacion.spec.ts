import ExcelJS from 'exceljs';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, TITULO_COMPARACION, type AuthResponse, type ComparacionPlantas, type TarjetasPagina, type User } from '@portal/shared/domain';
import { leerPdf } from '../../../test/pdf';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { TARJETA_ROJA } from '../../../test/tarjetas';
import { auditoria, plantas, tarjetas } from '../../db/schema';
import { Clock } from '../common/clock';
import { comoPropietario, enPlanta } from '../database/alcance-planta';
import { DB, type Db } from '../database/database.types';

/** 2026-03-15 12:00 in Buenos Aires (plant 1), 2026-03-16 00:00 in Tokyo (plant 2). */
const NOW = new Date('2026-03-15T15:00:00Z');
class FixedClock extends Clock {
  now() {
    return new Date(NOW);
  }
}
const VENTANA = 'desde=2026-01&hasta=2026-03';
type Carta = Partial<typeof tarjetas.$inferInsert> & Pick<typeof tarjetas.$inferInsert, 'color' | 'fecha'>;

/** 2026-02-28 23:30 UTC: February in Buenos Aires, March in Tokyo. */
const FIN_DE_FEBRERO = new Date('2026-02-28T23:30:00Z');
const PLANTA_1: Carta[] = [
  { color: 'Roja', fecha: FIN_DE_FEBRERO },
  { color: 'Roja', fecha: new Date('2026-01-10T13:00:00Z'), estado: 'Cerrada', finReparacion: new Date('2026-02-10T13:00:00Z'), tiempoEmpleado: 4 },
  { color: 'Azul', fecha: new Date('2026-02-03T13:00:00Z'), estado: 'Cerrada', finReparacion: new Date('2026-02-20T13:00:00Z'), tiempoEmpleado: 2 },
  // Opened before the window, open for 104 days: past Alta's 15.
  { color: 'Amarilla', fecha: new Date('2025-12-01T13:00:00Z') },
];
const PLANTA_2: Carta[] = [
  { color: 'Roja', fecha: FIN_DE_FEBRERO, prioridad: 'Baja' },
  // Closed 2026-01-31 16:00 UTC: February 1st in Tokyo.
  { color: 'Verde', fecha: new Date('2026-01-05T03:00:00Z'), estado: 'Cerrada', finReparacion: new Date('2026-01-31T16:00:00Z'), tiempoEmpleado: 1 },
];

/**
 * Issue 24 §2 and the Corporativo role: the plants comparison puts each plant's indicators side by side, each plant
 * counted in its own calendar; Corporativo reads it (and its own plant) and writes nothing but its own account.
 */
describe('the plants comparison and the Corporativo role', () => {
  let t: TestApp;
  let db: Db;
  let tokens: { admin: string; jefe: string; operario: string; corporativo: string; adminPlanta: string };
  let operariosPlanta1: number;

  beforeAll(async () => {
    t = await startTestApp({ clock: new FixedClock() });
    db = t.app.get<Db>(DB);
    const roles = await t.roleTokens();
    // Plant 2 in Tokyo, with one Operario (another person).
    await db.insert(plantas).values({ id: 2, nombre: 'Planta Sur', codigo: 'PS', zona: 'Asia/Tokyo' });
    await db.execute(sql`select setval(pg_get_serial_sequence('plantas', 'id'), 2)`);
    await comoPropietario(() =>
      db.execute(sql`
        with p as (insert into personas (id, password_hash) select gen_random_uuid(), password_hash from personas limit 1 returning id)
        insert into users (planta_id, persona_id, legajo, name, role) select 2, p.id, '7001', 'Operario del Sur', 'Operario' from p`),
    );
    await db.delete(tarjetas);
    await db.insert(tarjetas).values(PLANTA_1.map((c, i) => ({ numero: 100 + i, prioridad: 'Alta', ...c })));
    await enPlanta(2, () => db.insert(tarjetas).values(PLANTA_2.map((c, i) => ({ numero: 100 + i, prioridad: 'Alta', ...c }))));
    [{ n: operariosPlanta1 }] = (
      (await db.execute(sql`select count(*)::int as n from users where role = 'Operario'`)) as unknown as { rows: { n: number }[] }
    ).rows;
    expect((await t.post('/api/users', { email: '4801', name: 'Admin de Planta', password: '654321', role: 'Admin' }, { token: roles.admin })).status).toBe(
      201,
    );
    tokens = { ...roles, corporativo: await t.corporativoToken(), adminPlanta: (await t.login('4801', '654321')).token };
  });
  afterAll(() => t?.close());

  const comparar = (token: string, query = VENTANA) => t.get<ComparacionPlantas>(`/api/dashboard/plantas?${query}`, { token });

  it('puts every plant side by side, each counted in its own calendar and with its own alert days', async () => {
    const res = await comparar(tokens.corporativo);
    expect(res.status, res.text).toBe(200);
    const {
      plantas: [norte, sur],
      ...ventana
    } = res.body;
    expect(ventana).toEqual({ desde: '2026-01', hasta: '2026-03', agrupacion: 'mes', meses: ['2026-01', '2026-02', '2026-03'] });
    expect(norte.planta).toEqual({ _id: 1, nombre: 'Planta principal', codigo: 'PP', zonaHoraria: 'America/Argentina/Buenos_Aires' });
    // Plant 1 (Buenos Aires): the end-of-February card is February's.
    expect(norte.porPeriodo).toEqual([
      { mes: '2026-01', abiertas: 1, cerradas: 0 },
      { mes: '2026-02', abiertas: 2, cerradas: 2 },
      { mes: '2026-03', abiertas: 0, cerradas: 0 },
    ]);
    expect(norte.indicadores).toEqual({
      tarjetas: 3,
      cerradas: 2,
      porcentajeCierre: (2 / 3) * 100,
      porColor: [
        { color: 'Roja', tarjetas: 2, cerradas: 1, porcentaje: 50 },
        { color: 'Azul', tarjetas: 1, cerradas: 1, porcentaje: 100 },
        { color: 'Verde', tarjetas: 0, cerradas: 0, porcentaje: null },
        { color: 'Amarilla', tarjetas: 0, cerradas: 0, porcentaje: null },
      ],
      indiceAutonomia: 50,
      operarios: operariosPlanta1,
      tarjetasPorOperario: Math.round((3 / operariosPlanta1) * 100) / 100,
      abiertas: 2,
      excedidas: 1,
      // 104 days 2 h and 14 days 15 h 30 min.
      diasPromedioAbiertas: Math.round(((104 + 2 / 24 + 14 + 15.5 / 24) / 2) * 100) / 100,
      mttrHoras: 3,
    });
    // Plant 2 (Tokyo): the same instant is March's, and the Verde closed on January 31st UTC closed in February.
    expect(sur.planta).toEqual({ _id: 2, nombre: 'Planta Sur', codigo: 'PS', zonaHoraria: 'Asia/Tokyo' });
    expect(sur.porPeriodo).toEqual([
      { mes: '2026-01', abiertas: 1, cerradas: 0 },
      { mes: '2026-02', abiertas: 0, cerradas: 1 },
      { mes: '2026-03', abiertas: 1, cerradas: 0 },
    ]);
    expect(sur.indicadores).toMatchObject({
      tarjetas: 2,
      cerradas: 1,
      porcentajeCierre: 50,
      indiceAutonomia: 0,
      operarios: 1,
      tarjetasPorOperario: 2,
      abiertas: 1,
      // Baja, 14 days open: within its 60.
      excedidas: 0,
      diasPromedioAbiertas: 14.65,
      mttrHoras: 1,
    });
  });

  it("a plant's figures are those of its own dashboard", async () => {
    const propio = await t.get<{ filas: { mes: string; abiertas: number; cerradas: number }[] }>(`/api/dashboard/evolucion?${VENTANA}`, {
      token: tokens.admin,
    });
    const [norte] = (await comparar(tokens.admin)).body.plantas;
    expect(norte.porPeriodo).toEqual(propio.body.filas.map(({ mes, abiertas, cerradas }) => ({ mes, abiertas, cerradas })));
  });

  it('is for Corporativo and company Admins only', async () => {
    expect((await comparar(tokens.admin)).status).toBe(200);
    for (const token of [tokens.adminPlanta, tokens.jefe, tokens.operario]) {
      expect(await comparar(token)).toMatchObject({ status: 403, body: { msg: MSG.sinPermiso } });
    }
    expect(await comparar(tokens.corporativo, 'desde=2026-03&hasta=2026-01')).toMatchObject({ status: 400 });
  });

  it('exports the comparison to Excel with the table’s columns and the cards per period', async () => {
    const res = await t.app
      .getHttpAdapter()
      .getInstance()
      .inject({ method: 'GET', url: `/api/dashboard/plantas/excel?${VENTANA}`, headers: { authorization: `Bearer ${tokens.corporativo}` } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain(encodeURIComponent(`${TITULO_COMPARACION}.xlsx`));
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const hoja = wb.worksheets[0];
    expect(hoja.name).toBe(TITULO_COMPARACION);
    const fila = (n: number) => (hoja.getRow(n).values as unknown[]).slice(1);
    expect(fila(1).slice(0, 6)).toEqual(['Planta', 'Código', 'Zona horaria', 'Tarjetas', 'Cerradas', '% de cierre']);
    expect(fila(2).slice(0, 5)).toEqual(['Planta principal', 'PP', 'America/Argentina/Buenos_Aires', 3, 2]);
    expect(fila(3).slice(0, 5)).toEqual(['Planta Sur', 'PS', 'Asia/Tokyo', 2, 1]);
    const valores = Array.from(hoja.getSheetValues(), (r) => (Array.isArray(r) ? (r as unknown[]).slice(1) : []));
    const abiertas = valores.findIndex((r) => r[0] === 'Abiertas por período');
    expect(valores.slice(abiertas, abiertas + 3)).toEqual([
      ['Abiertas por período', 'Enero 2026', 'Febrero 2026', 'Marzo 2026'],
      ['Planta principal', 1, 2, 0],
      ['Planta Sur', 1, 0, 1],
    ]);
  });

  it("gives each plant's Reporte de avance, named after the plant; an unknown plant is a 404", async () => {
    const res = await t.app
      .getHttpAdapter()
      .getInstance()
      .inject({ method: 'GET', url: '/api/dashboard/plantas/2/reporte', headers: { authorization: `Bearer ${tokens.corporativo}` } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain('Reporte de avance - Todos - PS.pdf');
    const [{ textos: pagina }] = await leerPdf(res.rawPayload);
    expect(pagina[1]).toBe('Todos los equipos');
    expect(pagina[2]).toMatch(/^Planta Sur · Generado el 16\/03\/2026 00:00/);
    expect(pagina.slice(pagina.indexOf('Total'), pagina.indexOf('Total') + 3)).toEqual(['Total', '2', '1']);
    for (const id of ['3', '0', 'abc', '99999999999']) {
      expect(await t.get(`/api/dashboard/plantas/${id}/reporte`, { token: tokens.corporativo }), id).toMatchObject({
        status: 404,
        body: { msg: MSG.plantaNoEncontrada },
      });
    }
  });

  it('Corporativo reads its own plant and writes nothing but its own account', async () => {
    const lista = await t.get<TarjetasPagina>('/api/tarjetas?page=0&pageSize=50', { token: tokens.corporativo });
    expect(lista.status, lista.text).toBe(200);
    expect(lista.body.total).toBe(PLANTA_1.length);
    const contar = async () => ((await db.execute(sql`select count(*)::int as n from tarjetas`)) as unknown as { rows: unknown[] }).rows;
    const antes = await contar();
    expect(await t.post('/api/tarjetas', TARJETA_ROJA, { token: tokens.corporativo })).toMatchObject({ status: 403, body: { msg: MSG.sinPermiso } });
    expect(await contar()).toEqual(antes);
    // Its own pin: allowed, and audited in its plant like anyone's.
    const pin = await t.post<AuthResponse>(
      '/api/auth/pin',
      { pinActual: '490000', pinNuevo: '491234', pinNuevoRepetido: '491234' },
      { token: tokens.corporativo },
    );
    expect(pin.status, pin.text).toBe(200);
    tokens.corporativo = pin.body.token;
    const registro = await db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.actorLegajo, '4900'), eq(auditoria.plantaId, 1)));
    expect(registro.map((r) => r.entidad)).toContain('usuario');
  });

  it('only a company Admin gives or changes the Corporativo role', async () => {
    const nuevo = { email: '4901', name: 'Otro Corporativo', password: '490100', role: 'Corporativo' };
    expect(await t.post('/api/users', nuevo, { token: tokens.adminPlanta })).toMatchObject({ status: 403, body: { msg: MSG.rolDeEmpresa } });
    const creado = await t.post<User>('/api/users', nuevo, { token: tokens.admin });
    expect(creado.status, creado.text).toBe(201);
    const cambiar = (rol: string, token: string) => t.post<User>('/api/users/cambiarrol', { _id: creado.body._id, rol }, { token });
    expect(await cambiar('Operario', tokens.adminPlanta)).toMatchObject({ status: 403, body: { msg: MSG.rolDeEmpresa } });
    expect((await cambiar('Operario', tokens.admin)).body.role).toBe('Operario');
    expect(await cambiar('Corporativo', tokens.adminPlanta)).toMatchObject({ status: 403, body: { msg: MSG.rolDeEmpresa } });
  });
});
