import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { count, ne, sql, type SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLORES, ESTADOS_TARJETA, PRIORIDADES, type Tarjeta, type TarjetasPagina } from '@portal/shared/domain';
import { createTestDatabase, FakeClock, startTestApp, usingPostgres, type TestApp } from '../../../test/test-app';
import { MIGRATIONS_DIR, TEST_TMP } from '../../../test/paths';
import { comoPropietario } from '../database/alcance-planta';
import { DB, type Db } from '../database/database.types';
import { tarjetas, tarjetaTotales } from '../../db/schema';
import { SEED_CAMPOS } from '../../db/seed/campos';
import { CIERRE_AMARILLA } from '../../../test/tarjetas';

const HOUR = 60 * 60 * 1000;
const EQUIPOS = SEED_CAMPOS.filter((c) => c.name === 'equipo').map((c) => c.value);
const base = {
  descripcion: 'Pérdida de aceite',
  sugerencia: 'Cambiar retén',
  reparacion: 'Con maquina parada',
  detecto: 'Carla Ríos',
  familia: '1 - Pequeñas Deficiencia',
  maquina: 'Calandra 1',
  parteMaquina: 'Reductor',
  riesgoInicial: 'MO: MODERADO',
  tipodeRiesgo: 'R - Riesgo mecánico',
};
const tarjeta = (color: string, prioridad: string, equipo: string) =>
  color === 'Amarilla'
    ? { ...base, color, prioridad, equipo, familia: '8 - Actos Inseguros', sustoExperimentado: true }
    : { ...base, color, prioridad, equipo };
// A repair cannot end in the future: the app's clock moves past the closing time first.
const clock = new FakeClock();
const cierre = (t: Tarjeta) => {
  const fin = new Date(Date.parse(t.fecha) + 2 * HOUR).toISOString();
  clock.advanceTo(fin);
  return t.color === 'Amarilla'
    ? { _id: t._id, ...CIERRE_AMARILLA, finReparacion: fin, convertida: false }
    : {
        _id: t._id,
        inicioReparacion: new Date(Date.parse(t.fecha) + 60_000).toISOString(),
        finReparacion: fin,
        responsable: 'Jorge',
        causa: 'Desgaste',
        tareaRealizada: 'Cambio',
        tipoAccion: 'Eliminar',
        riesgoFinal: 'NS: NO SIGNIFICATIVO',
        materialUtilizado: 'Retén',
        convertida: false,
      };
};

type Fila = { plantaId: number; color: string; estado: string; equipo: string; prioridad: string; n: number };
const porClave = (rows: Fila[]) => [...rows].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));

/** tarjeta_totales (rows at 0 aside) must equal a GROUP BY over the cards, per plant, with no negative row. */
async function expectTotalesExactos(db: Db) {
  const totales = await db.select().from(tarjetaTotales).where(ne(tarjetaTotales.n, 0));
  const { plantaId, color, estado, equipo, prioridad } = tarjetas;
  const cuenta = await db.select({ plantaId, color, estado, equipo, prioridad, n: count() }).from(tarjetas).groupBy(plantaId, color, estado, equipo, prioridad);
  expect(porClave(totales)).toEqual(porClave(cuenta));
  expect(totales.every((r) => r.n > 0)).toBe(true);
  return cuenta.length;
}

describe('card totals (tarjeta_totales)', () => {
  let t: TestApp;
  let db: Db;
  let admin: string;
  let jefe: string;
  let operario: string;
  beforeAll(async () => {
    t = await startTestApp({ clock });
    db = t.app.get<Db>(DB);
    ({ admin, jefe, operario } = await t.roleTokens());
  });
  afterAll(() => t.close());

  const crear = async (color: string, prioridad: string, equipo: string) => {
    const res = await t.post<Tarjeta>(color === 'Amarilla' ? '/api/tarjetas/amarilla' : '/api/tarjetas', tarjeta(color, prioridad, equipo), {
      token: operario,
    });
    expect(res.status, res.text).toBe(201);
    return res.body;
  };
  const cerrar = async (card: Tarjeta) => {
    const res = await t.post(card.color === 'Amarilla' ? '/api/tarjetas/cerrar/amarilla' : '/api/tarjetas/cerrar', cierre(card), { token: operario });
    expect(res.status, res.text).toBe(200);
  };
  const editar = async (card: Tarjeta, cambios: Record<string, string>) => {
    const res = await t.post(
      card.color === 'Amarilla' ? '/api/tarjetas/editarAmarilla' : '/api/tarjetas/editar',
      { _id: card._id, ...cambios },
      { token: jefe },
    );
    expect(res.status, res.text).toBe(200);
  };
  const borrar = async (card: Tarjeta) => expect((await t.delete(`/api/tarjetas/${card._id}`, { token: admin })).status).toBe(200);
  const contar = async (where: SQL) => (await db.select({ n: count() }).from(tarjetas).where(where))[0].n;

  it('counts the seeded cards and follows creates, closes, edits and deletes', async () => {
    expect(await expectTotalesExactos(db)).toBeGreaterThan(0);
    const cards: Tarjeta[] = [];
    for (const [i, color] of COLORES.entries()) {
      for (const [j, prioridad] of PRIORIDADES.entries()) cards.push(await crear(color, prioridad, EQUIPOS[(i + j) % EQUIPOS.length]));
    }
    await expectTotalesExactos(db);
    for (const card of cards.slice(0, 6)) await cerrar(card);
    await expectTotalesExactos(db);
    await editar(cards[6], { equipo: EQUIPOS[5], prioridad: 'Baja' });
    await editar(cards[7], { prioridad: cards[7].prioridad === 'Alta' ? 'Media' : 'Alta' });
    await editar(cards[1], { equipo: EQUIPOS[4] }); // a closed one
    await editar(cards[8], { descripcion: 'Sin cambio de clave' });
    await expectTotalesExactos(db);
    await borrar(cards[0]);
    await borrar(cards[9]);
    await expectTotalesExactos(db);
  });

  it('answers every quick-list filter combination with the exact total', async () => {
    for (const color of [undefined, ...COLORES]) {
      for (const estado of [undefined, ...ESTADOS_TARJETA]) {
        for (const prioridad of [undefined, ...PRIORIDADES]) {
          for (const equipo of [undefined, EQUIPOS[0], 'Nadie']) {
            const f = { color, estado, prioridad, equipo };
            const params = new URLSearchParams({ pageSize: '1', ...Object.fromEntries(Object.entries(f).filter(([, v]) => v !== undefined)) });
            const conds = Object.entries(f).map(([k, v]) => (v === undefined ? sql`true` : sql`${sql.identifier(k)} = ${v}`));
            const page = await t.get<TarjetasPagina>(`/api/tarjetas?${params}`, { token: operario });
            expect(page.status).toBe(200);
            expect(page.body.total, params.toString()).toBe(await contar(sql.join(conds, sql` and `)));
          }
        }
      }
    }
  });

  it('counts the other filters exactly: free text, número and /consulta selections', async () => {
    const q = await t.get<TarjetasPagina>('/api/tarjetas?q=aceite&color=Roja', { token: operario });
    expect(q.body.total).toBe(
      await contar(sql`color = 'Roja' and (descripcion ilike '%aceite%' or equipo ilike '%aceite%' or maquina ilike '%aceite%' or detecto ilike '%aceite%')`),
    );
    const numero = await t.get<TarjetasPagina>('/api/tarjetas?numero=2', { token: operario });
    expect(numero.body.total).toBe(await contar(sql`numero = 2`));
    const sel = await t.post<TarjetasPagina>(
      '/api/tarjetas/consulta',
      { filtros: { color: ['Roja', 'Azul'], estado: ['Cerrada'], equipo: EQUIPOS.slice(0, 3) }, pageSize: 1 },
      { token: operario },
    );
    expect(sel.body.total).toBe(
      await contar(
        sql`color in ('Roja', 'Azul') and estado = 'Cerrada' and equipo in (${sql.join(
          EQUIPOS.slice(0, 3).map((e) => sql`${e}`),
          sql`, `,
        )})`,
      ),
    );
    const conOtros = await t.post<TarjetasPagina>(
      '/api/tarjetas/consulta',
      { filtros: { color: ['Verde'], maquina: ['Calandra 1'] }, convertida: true, pageSize: 1 },
      { token: operario },
    );
    expect(conOtros.body.total).toBe(await contar(sql`color = 'Verde' and maquina = 'Calandra 1' and convertida`));
  });

  it('stays exact under concurrent creates, closes, crossed edits and deletes', async () => {
    const [a, b] = [EQUIPOS[1], EQUIPOS[2]];
    const viejas = await Promise.all(Array.from({ length: 24 }, (_, i) => crear(COLORES[i % 4], 'Media', i % 2 ? a : b)));
    await expectTotalesExactos(db);
    const results = await Promise.all([
      ...Array.from({ length: 40 }, (_, i) =>
        t.post(i % 4 === 3 ? '/api/tarjetas/amarilla' : '/api/tarjetas', tarjeta(COLORES[i % 4], 'Alta', a), { token: operario }),
      ),
      // Crossed moves between the same two keys at once (the trigger takes counter rows in key order).
      ...viejas
        .slice(0, 12)
        .map((c) =>
          t.post(
            c.color === 'Amarilla' ? '/api/tarjetas/editarAmarilla' : '/api/tarjetas/editar',
            { _id: c._id, equipo: c.equipo === a ? b : a },
            { token: jefe },
          ),
        ),
      ...viejas
        .slice(12, 18)
        .map((c) => t.post(c.color === 'Amarilla' ? '/api/tarjetas/cerrar/amarilla' : '/api/tarjetas/cerrar', cierre(c), { token: operario })),
      ...viejas.slice(18).map((c) => t.delete(`/api/tarjetas/${c._id}`, { token: admin })),
    ]);
    expect(results.map((r) => r.status).filter((s) => s >= 300)).toEqual([]);
    await expectTotalesExactos(db);
  });

  it('stays exact through bulk statements and a truncate', async () => {
    await db.execute(sql`update tarjetas set estado = 'Cerrada' where color = 'Azul' and estado = 'Abierta'`);
    await db.execute(sql`update tarjetas set prioridad = 'Baja', equipo = ${EQUIPOS[3]} where numero % 2 = 0`);
    await db.execute(sql`delete from tarjetas where color = 'Verde' and numero % 3 = 0`);
    await db.execute(
      sql`insert into tarjetas (numero, color, prioridad, equipo) select 100000 + g, 'Roja', 'Alta', ${EQUIPOS[0]} from generate_series(1, 50) g`,
    );
    await expectTotalesExactos(db);
    // A DBA's statement: the portal's own role may not truncate.
    await comoPropietario(() => db.execute(sql`truncate tarjetas cascade`));
    expect(await expectTotalesExactos(db)).toBe(0);
    expect((await t.get<TarjetasPagina>('/api/tarjetas?page=0&pageSize=10', { token: operario })).body).toMatchObject({ items: [], total: 0 });
  });
});

describe('tarjeta_totales migration', () => {
  it('counts the cards that existed before it', async () => {
    // The migrations folder cut just before the totals' SQL migration, then the whole folder.
    const dir = mkdtempSync(join(TEST_TMP, 'migrations-'));
    cpSync(MIGRATIONS_DIR, dir, { recursive: true });
    const journalFile = join(dir, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
    const cut = journal.entries.findIndex((e) => e.tag.endsWith('_tarjeta_totales_sql'));
    expect(cut).toBeGreaterThan(0);
    writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, cut) }));

    const database = usingPostgres ? await createTestDatabase() : undefined;
    const pool = database ? new pg.Pool({ connectionString: database.env.DATABASE_URL }) : undefined;
    const lite = pool ? undefined : await PGlite.create();
    const db = (pool ? drizzlePg(pool) : drizzlePglite(lite!)) as unknown as Db;
    const migrate = (folder: string) =>
      pool ? migratePg(db as never, { migrationsFolder: folder }) : migratePglite(db as never, { migrationsFolder: folder });
    try {
      await migrate(dir);
      await db.execute(sql`insert into tarjetas (numero, color, estado, prioridad, equipo)
        select g, (array['Roja','Azul','Verde','Amarilla'])[1 + g % 4], (array['Abierta','Cerrada'])[1 + g % 2], (array['Alta','Media','Baja'])[1 + g % 3], 'E' || (g % 5)
        from generate_series(1, 500) g`);
      await migrate(MIGRATIONS_DIR);
      expect(await expectTotalesExactos(db)).toBe(4 * 3 * 5);
      await db.execute(sql`delete from tarjetas where numero <= 100`);
      await expectTotalesExactos(db);
    } finally {
      await pool?.end();
      await lite?.close();
      await database?.drop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
