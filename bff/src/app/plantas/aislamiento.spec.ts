import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENTOS_CANAL, type TarjetasPagina } from '@portal/shared/domain';
import { eventually } from '../../../test/eventually';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { plantas, tarjetas } from '../../db/schema';
import { comoPropietario, conAlcance, enPlanta } from '../database/alcance-planta';
import { DB, type Db } from '../database/database.types';
import { DatabaseNotifications } from '../database/notifications';
import { TarjetasRepository } from '../tarjetas/tarjetas.repository';

/**
 * Tables that are not one plant's: the person (personas: visible through a membership the session sees, its own
 * policies), sign-in bookkeeping, the plants themselves, pairing codes, upload quotas.
 */
const SIN_PLANTA = ['personas', 'login_throttle', 'event_tickets', 'pantalla_codigos', 'subidas', 'plantas', 'sso_ingresos'];

const rows = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * Issue 24: the database keeps each plant's rows to sessions of that plant, whatever the query says. These
 * specs run plain queries with no plant filter at all — what a repository that forgot one would send.
 */
describe('plant isolation in the database (row-level security)', () => {
  let t: TestApp;
  let db: Db;
  let repo: TarjetasRepository;
  let deLaPrimera: number;
  let idPrimera: string;
  const idsSegunda: string[] = [];

  beforeAll(async () => {
    t = await startTestApp();
    db = t.app.get<Db>(DB);
    repo = t.app.get(TarjetasRepository);
    await db.insert(plantas).values({ id: 2, nombre: 'Planta Sur', codigo: 'PS' });
    deLaPrimera = (await enPlanta(1, () => db.select({ n: count() }).from(tarjetas)))[0].n;
    [{ id: idPrimera }] = await enPlanta(1, () => db.select({ id: tarjetas.id }).from(tarjetas).limit(1));
    // Three of the first plant's cards copied into the second, as the tables' owner (the policies do not bind it).
    const copiadas = await comoPropietario(() =>
      db.execute(sql`
        insert into tarjetas
        select (jsonb_populate_record(null::tarjetas, to_jsonb(t) || jsonb_build_object('id', gen_random_uuid(), 'planta_id', 2))).*
        from (select * from tarjetas where planta_id = 1 order by numero limit 3) t
        returning id`),
    );
    idsSegunda.push(...rows<{ id: string }>(copiadas).map((r) => r.id));
  });

  afterAll(() => t?.close());

  it('a query without a plant filter reads the session plant only', async () => {
    expect(idsSegunda).toHaveLength(3);
    expect((await enPlanta(2, () => db.select({ n: count() }).from(tarjetas)))[0].n).toBe(3);
    expect((await enPlanta(1, () => db.select({ n: count() }).from(tarjetas)))[0].n).toBe(deLaPrimera);
    // A repository method (no plant in its SQL) answers for the session's plant.
    expect(await enPlanta(2, () => repo.count())).toBe(3);
    expect(await enPlanta(2, () => repo.findById(idPrimera))).toBeUndefined();
    expect(await enPlanta(1, () => repo.findById(idsSegunda[0]))).toBeUndefined();
    expect((await enPlanta(2, () => repo.findById(idsSegunda[0])))?.plantaId).toBe(2);
  });

  it('a write without a plant filter changes the session plant only, and cannot put a row in another plant', async () => {
    const cambiadas = await enPlanta(2, () => db.execute(sql`update tarjetas set descripcion = 'solo de la segunda' returning id`));
    expect(rows(cambiadas)).toHaveLength(3);
    const [{ n }] = await enPlanta(1, () =>
      db
        .select({ n: count() })
        .from(tarjetas)
        .where(sql`descripcion = 'solo de la segunda'`),
    );
    expect(n).toBe(0);
    expect(rows(await enPlanta(2, () => db.execute(sql`delete from tarjetas where id = ${idPrimera} returning id`)))).toHaveLength(0);
    expect((await enPlanta(1, () => repo.findById(idPrimera)))?.id).toBe(idPrimera);
    await expect(enPlanta(2, () => db.execute(sql`update tarjetas set planta_id = 1 where id = ${idsSegunda[0]}`))).rejects.toThrow();
    await expect(enPlanta(2, () => db.execute(sql`insert into tarjeta_contadores (planta_id, color, last) values (1, 'Roja', 999999)`))).rejects.toThrow();
  });

  it("a change's live event names its plant (the hub sends it to that plant's streams only)", async () => {
    const eventos: string[] = [];
    const quitar = await t.app.get(DatabaseNotifications).subscribe(EVENTOS_CANAL, (payload) => eventos.push(payload));
    try {
      await enPlanta(2, () => db.execute(sql`update tarjetas set descripcion = 'evento de la segunda' where id = ${idsSegunda[1]}`));
      const leidos = () => eventos.map((e) => JSON.parse(e) as { tipo: string; id: string; planta?: number });
      await eventually(() => leidos().some((e) => e.id === idsSegunda[1]));
      expect(leidos().filter((e) => e.id === idsSegunda[1])).toEqual([{ tipo: 'tarjeta.actualizada', id: idsSegunda[1], planta: 2 }]);
    } finally {
      quitar();
    }
  });

  it('a new row takes the session plant', async () => {
    const [{ id }] = await enPlanta(1, () => db.execute(sql`select id from users limit 1`).then(rows<{ id: string }>));
    const [fila] = await enPlanta(2, () =>
      db
        .execute(sql`insert into filtros (user_id, nombre, seleccion) values (${id}::uuid, 'de la segunda', '{}') returning planta_id`)
        .then(rows<{ planta_id: number }>),
    );
    expect(fila.planta_id).toBe(2);
  });

  it('reading several plants (Corporativo) writes none; no alcance reads nothing', async () => {
    const corporativo = { lectura: [1, 2], escritura: [] };
    expect((await conAlcance(corporativo, () => db.select({ n: count() }).from(tarjetas)))[0].n).toBe(deLaPrimera + 3);
    await expect(conAlcance(corporativo, () => db.execute(sql`update tarjetas set descripcion = 'x'`))).rejects.toThrow();
    await expect(conAlcance(corporativo, () => db.execute(sql`delete from tarjetas`))).rejects.toThrow();
    await expect(
      conAlcance(corporativo, () => db.execute(sql`insert into filtros (user_id, nombre, seleccion, planta_id) select id, 'c', '{}', 1 from users limit 1`)),
    ).rejects.toThrow();
    expect((await conAlcance({ lectura: [], escritura: [] }, () => db.select({ n: count() }).from(tarjetas)))[0].n).toBe(0);
    expect((await enPlanta(1, () => db.select({ n: count() }).from(tarjetas)))[0].n).toBe(deLaPrimera);
  });

  it("a plant session's policy pins the plant: a page walks the plant-led index in order, no sort", async () => {
    const plan = await enPlanta(1, () =>
      db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        const r = await tx.execute(sql`explain select id from tarjetas order by fecha desc, id desc limit 50`);
        return rows<{ 'QUERY PLAN': string }>(r)
          .map((x) => x['QUERY PLAN'])
          .join('\n');
      }),
    );
    expect(plan).toContain('tarjetas_fecha_id_idx');
    expect(plan).not.toMatch(/Sort/);
  });

  it("over HTTP a user of the first plant never gets the second plant's cards", async () => {
    const { admin } = await t.roleTokens();
    expect((await t.get(`/api/tarjetas/${idsSegunda[0]}`, { token: admin })).status).toBe(404);
    const lista = await t.get<TarjetasPagina>('/api/tarjetas?page=1&pageSize=100', { token: admin });
    expect(lista.status).toBe(200);
    expect(lista.body.items.map((c) => c._id)).not.toContain(idsSegunda[0]);
    expect(lista.body.total).toBe(deLaPrimera);
  });

  it('every table but the listed ones belongs to a plant, with its policies forced on its owner too', async () => {
    const tablas = rows<{ tabla: string; con_planta: boolean; rls: boolean; forzada: boolean; politicas: number }>(
      await comoPropietario(() =>
        db.execute(sql`
          select c.relname as tabla, c.relrowsecurity as rls, c.relforcerowsecurity as forzada,
            exists (select 1 from information_schema.columns k where k.table_schema = 'public' and k.table_name = c.relname and k.column_name = 'planta_id') as con_planta,
            (select count(*)::int from pg_policies p where p.schemaname = 'public' and p.tablename = c.relname) as politicas
          from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = 'public' and c.relkind = 'r' order by 1`),
      ),
    );
    const deUnaPlanta = tablas.filter((x) => !SIN_PLANTA.includes(x.tabla));
    expect(deUnaPlanta.length).toBeGreaterThan(20);
    for (const x of deUnaPlanta)
      expect({ tabla: x.tabla, con_planta: x.con_planta, rls: x.rls, forzada: x.forzada, politicas: x.politicas }).toEqual({
        tabla: x.tabla,
        con_planta: true,
        rls: true,
        forzada: true,
        politicas: 5,
      });
  });
});
