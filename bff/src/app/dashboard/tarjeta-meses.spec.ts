import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLORES, type ComparacionPlantas, type Tarjeta } from '@portal/shared/domain';
import { FakeClock, startTestApp, type TestApp } from '../../../test/test-app';
import { CIERRE_AMARILLA, CIERRE_ROJA, TARJETA_AMARILLA, TARJETA_ROJA } from '../../../test/tarjetas';
import { plantas, tarjetaMeses, tarjetaMesesZona } from '../../db/schema';
import { prepararTodasSql } from '../../db/tarjeta-meses';
import { APP_CONFIG, type AppConfig } from '../common/config/app-config';
import { comoPropietario, enPlanta } from '../database/alcance-planta';
import { DB, type Db } from '../database/database.types';

const HOUR = 60 * 60 * 1000;
const filas = <T>(r: unknown) => (r as { rows: T[] }).rows;

type Fila = { planta: number; lado: string; mes: string; color: string; estado: string; convertida: boolean; n: number; con_tiempo: number; horas: string };

/** The months as kept, rows at zero aside, and as counted again from the cards in each plant's counted zone. */
async function meses(db: Db): Promise<{ kept: Fila[]; counted: Fila[] }> {
  const columnas = sql`planta_id as planta, lado, to_char(mes, 'YYYY-MM-DD HH24:MI') as mes, color, estado, convertida`;
  const [kept, counted] = await comoPropietario(() =>
    Promise.all([
      db.execute(sql`select ${columnas}, n, con_tiempo, round(horas, 6)::text as horas from ${tarjetaMeses}
        where n <> 0 or con_tiempo <> 0 or horas <> 0 order by 1, 2, 3, 4, 5, 6`),
      db.execute(sql`select ${columnas}, n::int, con_tiempo::int, round(horas, 6)::text as horas from (
          select t.planta_id, l.lado, date_trunc('month', l.momento at time zone z.zona) as mes, t.color, t.estado, t.convertida,
                 count(*) as n, count(t.tiempo_empleado) as con_tiempo, coalesce(sum(t.tiempo_empleado::numeric), 0) as horas
          from tarjetas t join tarjeta_meses_zona z on z.planta_id = t.planta_id
          cross join lateral (values ('alta', t.fecha), ('cierre', t.fin_reparacion)) as l (lado, momento)
          where l.momento is not null group by 1, 2, 3, 4, 5, 6) x
        order by 1, 2, 3, 4, 5, 6`),
    ]),
  );
  return { kept: filas<Fila>(kept), counted: filas<Fila>(counted) };
}

async function expectExactos(db: Db): Promise<number> {
  const { kept, counted } = await meses(db);
  expect(kept).toEqual(counted);
  return kept.length;
}

/**
 * Issue 24 §4: the plants comparison reads each plant's cards per month (tarjeta_meses) instead of its cards. The
 * months must stay exactly what the cards say through every kind of write, follow the plant's zone, and give the
 * comparison the figures the cards give.
 */
describe('the cards per month (tarjeta_meses)', () => {
  const clock = new FakeClock().freeze();
  let t: TestApp;
  let db: Db;
  let config: AppConfig;
  let tokens: { admin: string; jefe: string; operario: string };

  beforeAll(async () => {
    // Every comparison runs its SQL: the same frozen instant each time, so the figures that count from now agree.
    t = await startTestApp({ clock, env: { DASHBOARD_CACHE: 'off' } });
    db = t.app.get<Db>(DB);
    config = t.app.get<AppConfig>(APP_CONFIG);
    tokens = await t.roleTokens();
  });
  afterAll(() => t?.close());

  const crear = async (color: string) => {
    const res = await t.post<Tarjeta>(
      color === 'Amarilla' ? '/api/tarjetas/amarilla' : '/api/tarjetas',
      color === 'Amarilla' ? TARJETA_AMARILLA : { ...TARJETA_ROJA, color },
      {
        token: tokens.operario,
      },
    );
    expect(res.status, res.text).toBe(201);
    return res.body;
  };
  const cerrar = async (card: Tarjeta, horas: number) => {
    const fin = new Date(Date.parse(card.fecha) + horas * HOUR);
    clock.advanceTo(fin);
    const amarilla = card.color === 'Amarilla';
    const body = amarilla
      ? { _id: card._id, ...CIERRE_AMARILLA, finReparacion: fin.toISOString(), convertida: true }
      : {
          _id: card._id,
          ...CIERRE_ROJA,
          inicioReparacion: new Date(Date.parse(card.fecha) + 60_000).toISOString(),
          finReparacion: fin.toISOString(),
          convertida: false,
        };
    const res = await t.post(amarilla ? '/api/tarjetas/cerrar/amarilla' : '/api/tarjetas/cerrar', body, { token: tokens.operario });
    expect(res.status, res.text).toBe(200);
  };

  it('counts every plant at start-up, one without a zone of its own in the configuration\u2019s', async () => {
    const [zona] = await comoPropietario(() => db.select().from(tarjetaMesesZona));
    expect(zona).toEqual({ plantaId: 1, zona: config.plantTz });
    // The demo seed's cards are all counted.
    expect(await expectExactos(db)).toBeGreaterThan(0);
  });

  it('follows creates, closes, edits and deletes through the API, across a month end', async () => {
    // Three hours before the month ends in UTC: the closes fall in the next month somewhere.
    clock.advanceTo(new Date(Date.UTC(clock.now().getUTCFullYear(), clock.now().getUTCMonth() + 1, 1) - 3 * HOUR));
    const cards: Tarjeta[] = [];
    for (const color of [...COLORES, ...COLORES]) cards.push(await crear(color));
    await expectExactos(db);
    for (const [i, card] of cards.slice(0, 5).entries()) await cerrar(card, 2 + i);
    await expectExactos(db);
    const editada = await t.post('/api/tarjetas/editar', { _id: cards[5]._id, color: 'Verde' }, { token: tokens.jefe });
    expect(editada.status, editada.text).toBe(200);
    expect((await t.delete(`/api/tarjetas/${cards[0]._id}`, { token: tokens.admin })).status).toBe(200);
    expect((await t.delete(`/api/tarjetas/${cards[6]._id}`, { token: tokens.admin })).status).toBe(200);
    await expectExactos(db);
  });

  it('stays exact under concurrent writes and bulk statements', async () => {
    const abiertas = await Promise.all(Array.from({ length: 12 }, (_, i) => crear(COLORES[i % 4])));
    const results = await Promise.all([
      ...Array.from({ length: 20 }, (_, i) => t.post('/api/tarjetas', { ...TARJETA_ROJA, color: COLORES[i % 3] }, { token: tokens.operario })),
      ...abiertas.slice(0, 6).map((c) => t.delete(`/api/tarjetas/${c._id}`, { token: tokens.admin })),
    ]);
    expect(results.map((r) => r.status).filter((s) => s >= 300)).toEqual([]);
    await expectExactos(db);
    await db.execute(sql`update tarjetas set fecha = fecha - interval '40 days' where numero % 3 = 0`);
    await db.execute(
      sql`update tarjetas set estado = 'Cerrada', fin_reparacion = fecha + interval '1 day', tiempo_empleado = 1.25 where estado = 'Abierta' and numero % 2 = 0`,
    );
    await db.execute(sql`update tarjetas set tiempo_empleado = null, convertida = not convertida where numero % 5 = 0`);
    await db.execute(sql`update tarjetas set descripcion = descripcion || '.'`);
    await db.execute(
      sql`insert into tarjetas (numero, color, prioridad, equipo, fecha) select 100000 + g, 'Roja', 'Alta', 'E', now() - g * interval '9 days' from generate_series(1, 60) g`,
    );
    await db.execute(sql`delete from tarjetas where color = 'Verde' and numero % 2 = 1`);
    expect(await expectExactos(db)).toBeGreaterThan(10);
  });

  it('counts a plant again in its new zone when an Admin changes it, and follows it from then on', async () => {
    const cambio = await t.request('PATCH', '/api/plantas/1', { body: { zona: 'Asia/Tokyo' }, token: tokens.admin });
    expect(cambio.status, cambio.text).toBe(200);
    expect(await comoPropietario(() => db.select().from(tarjetaMesesZona))).toEqual([{ plantaId: 1, zona: 'Asia/Tokyo' }]);
    await expectExactos(db);
    await crear('Azul');
    await expectExactos(db);
    // Back to none: the configuration's zone again.
    expect((await t.request('PATCH', '/api/plantas/1', { body: { zona: null }, token: tokens.admin })).status).toBe(200);
    expect(await comoPropietario(() => db.select().from(tarjetaMesesZona))).toEqual([{ plantaId: 1, zona: config.plantTz }]);
    await expectExactos(db);
  });

  it('gives the plants comparison the figures the cards give, and is what it reads', async () => {
    const comparar = async () => {
      const res = await t.get<ComparacionPlantas>('/api/dashboard/plantas?meses=12', { token: tokens.admin });
      expect(res.status, res.text).toBe(200);
      return res.body.plantas;
    };
    const desdeMeses = await comparar();
    expect(desdeMeses[0].porPeriodo.reduce((s, p) => s + p.abiertas + p.cerradas, 0)).toBeGreaterThan(20);
    // A count the cards do not have shows: the months are what the comparison reads.
    await comoPropietario(() => db.execute(sql`update tarjeta_meses set n = n + 1000 where lado = 'alta' and mes = (select max(mes) from tarjeta_meses)`));
    expect((await comparar())[0].porPeriodo.at(-1)!.abiertas).toBeGreaterThanOrEqual(1000);
    // Without the plant's zone row the cards are read, and they say what the months said.
    await comoPropietario(() => db.delete(tarjetaMesesZona));
    expect(await comparar()).toEqual(desdeMeses);
    // A zone row of another zone than the plant's is not trusted either.
    await comoPropietario(() => db.insert(tarjetaMesesZona).values({ plantaId: 1, zona: 'Pacific/Kiritimati' }));
    expect(await comparar()).toEqual(desdeMeses);
    const [planta] = await comoPropietario(() => db.select({ zona: plantas.zona }).from(plantas));
    expect(planta.zona).toBeNull();
    // What a start does: counted again in the zone in force.
    await comoPropietario(() => db.execute(prepararTodasSql(config.plantTz)));
    await expectExactos(db);
    expect(await comparar()).toEqual(desdeMeses);
  });

  it('counts a plant a company Admin creates from its first card', async () => {
    const res = await t.post<{ _id: number }>('/api/plantas', { nombre: 'Planta Norte', codigo: 'PN' }, { token: tokens.admin });
    expect(res.status, res.text).toBe(201);
    expect(await comoPropietario(() => db.select().from(tarjetaMesesZona).where(eq(tarjetaMesesZona.plantaId, res.body._id)))).toEqual([
      { plantaId: res.body._id, zona: config.plantTz },
    ]);
    await enPlanta(res.body._id, () => db.execute(sql`insert into tarjetas (numero, color, prioridad, equipo) values (1, 'Roja', 'Alta', 'E')`));
    await expectExactos(db);
  });

  it('is emptied by a truncate of the cards', async () => {
    // A DBA's statement: the portal's own role may not truncate.
    await comoPropietario(() => db.execute(sql`truncate tarjetas cascade`));
    expect(await expectExactos(db)).toBe(0);
  });
});
