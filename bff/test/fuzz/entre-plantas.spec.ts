import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PANTALLA_HEADER, type AuthResponse, type PantallaCreada } from '@portal/shared/domain';
import { APP_CONFIG, type AppConfig } from '../../src/app/common/config/app-config';
import { comoPropietario } from '../../src/app/database/alcance-planta';
import { DB, type Db } from '../../src/app/database/database.types';
import { ADMIN_USER } from '../../src/db/seed/demo-users';
import { plantas } from '../../src/db/schema';
import { startTestApp, type TestApp } from '../test-app';
import { EXAMPLES, resolveExample } from './examples';
import { Fixtures } from './fixtures';
import { buildRequest, type ResolvedExample } from './plans';
import { listRoutes, type AppRoute } from './routes';
import { ROUTES as MATRIZ } from '../routes';

const rows = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/**
 * Issue 24, the authorization matrix's cross-plant callers: every route that takes a session, called with its valid
 * example (made of plant 1's data: its cards, Kaizen, users, campos, files…) by plant 2's Admin — the most a caller of
 * another plant can do — reads and writes nothing of plant 1: no answer holds an id of plant 1's rows, and every row
 * of plant 1 is as it was. The same for plant 2's TV pantalla on the board's routes.
 */
describe('every route, called from another plant, reads and writes 0 rows of this one', () => {
  let t: TestApp;
  let db: Db;
  let routes: AppRoute[];
  let fixtures: Fixtures;
  let ajeno: AuthResponse;
  const resueltos = new Map<string, ResolvedExample>();

  /** Every uuid in plant 1's rows (as the owner: every column of type uuid of every plant table). */
  async function idsDePlanta1(): Promise<Set<string>> {
    const columnas = await comoPropietario(() =>
      db
        .execute(
          sql`select c.table_name as tabla, c.column_name as columna from information_schema.columns c
              where c.table_schema = 'public' and c.data_type = 'uuid'
                and exists (select 1 from information_schema.columns p where p.table_schema = 'public' and p.table_name = c.table_name and p.column_name = 'planta_id')`,
        )
        .then(rows<{ tabla: string; columna: string }>),
    );
    const ids = new Set<string>();
    for (const { tabla, columna } of columnas) {
      const valores = await comoPropietario(() =>
        db
          .execute(sql.raw(`select distinct "${columna}"::text as v from "${tabla}" where planta_id = 1 and "${columna}" is not null`))
          .then(rows<{ v: string }>),
      );
      for (const { v } of valores) ids.add(v.toLowerCase());
    }
    return ids;
  }

  /** A digest of every plant table's plant-1 rows, by table. */
  async function huellaDePlanta1(): Promise<Record<string, string>> {
    const tablas = await comoPropietario(() =>
      db
        .execute(sql`select table_name as tabla from information_schema.columns where table_schema = 'public' and column_name = 'planta_id' order by 1`)
        .then(rows<{ tabla: string }>),
    );
    const huella: Record<string, string> = {};
    for (const { tabla } of tablas) {
      const [{ h }] = await comoPropietario(() =>
        db
          .execute(sql.raw(`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h from "${tabla}" t where planta_id = 1`))
          .then(rows<{ h: string }>),
      );
      huella[tabla] = h;
    }
    return huella;
  }

  async function enviar(route: AppRoute, ejemplo: ResolvedExample, token: string, headers: Record<string, string> = {}) {
    const req = buildRequest(route, ejemplo, { kind: 'example' }, token);
    const todos: Record<string, string> = { ...req.headers, ...headers };
    // No user at all (a pantalla's call): no Authorization header.
    if (!token) delete todos.authorization;
    const res = await t.app.getHttpAdapter().getInstance().inject({ method: req.method, url: req.url, headers: todos, payload: req.payload });
    return { status: res.statusCode, text: res.body };
  }

  beforeAll(async () => {
    t = await startTestApp({ env: { UPLOADS_PER_10_MIN: '1000000', UPLOAD_MB_PER_DAY: '1000000', SSE_STREAM_MAX_MS: '20' } });
    db = t.app.get<Db>(DB);
    routes = listRoutes(t.app);
    const admin = (await t.login(ADMIN_USER.legajo, ADMIN_USER.pin)).token;
    fixtures = new Fixtures(t, admin);
    // Plant 2 and its Admin: another person, with the same legajo as plant 1's Admin.
    await db.insert(plantas).values({ id: 2, nombre: 'Planta Sur', codigo: 'PS' });
    // As a plant created by the API would be: the serial moves past it.
    await db.execute(sql`select setval(pg_get_serial_sequence('plantas', 'id'), 2)`);
    await comoPropietario(() =>
      db.execute(sql`
        with p as (insert into personas (id, password_hash)
          select gen_random_uuid(), password_hash from personas where id = (select persona_id from users where planta_id = 1 and legajo = ${ADMIN_USER.legajo})
          returning id)
        insert into users (planta_id, persona_id, legajo, name, role) select 2, p.id, ${ADMIN_USER.legajo}, 'Admin del Sur', 'Admin' from p`),
    );
    const res = await t.post<AuthResponse>('/api/auth', { email: ADMIN_USER.legajo, password: ADMIN_USER.pin, planta: 'PS' });
    expect(res.status).toBe(200);
    ajeno = res.body;
    expect(ajeno.user.planta).toBe(2);
    // Every example's data made first, in plant 1, by plant 1's Admin.
    for (const route of routes) {
      const example = EXAMPLES[route.key];
      if (example && sesion(route)) {
        // Sent with plant 2's session whatever the example's own (the pin change's is a plant-1 session).
        const { token: _suya, ...ejemplo } = await resolveExample(example, fixtures);
        resueltos.set(route.key, ejemplo);
      }
    }
  }, 300_000);

  afterAll(async () => {
    const config = t?.app.get<symbol, AppConfig>(APP_CONFIG);
    if (config) await Promise.all(fixtures.uploaded.map((name) => rm(join(config.dataDir, 'uploads', name), { force: true })));
    await t?.close();
  });

  /** The routes a session reaches (the public ones answer the same to anyone; the matrix tests those). */
  const sesion = (route: AppRoute) => MATRIZ.find((r) => r.method === route.method && r.path === route.path)?.access !== 'public';

  it("plant 2's Admin, on every route with plant 1's data: no id of plant 1 in any answer, no row of plant 1 changed", async () => {
    const ids = await idsDePlanta1();
    expect(ids.size).toBeGreaterThan(100);
    const antes = await huellaDePlanta1();
    const fugas: string[] = [];
    let llamadas = 0;
    for (const route of routes.filter(sesion)) {
      const ejemplo = resueltos.get(route.key);
      if (!ejemplo) continue;
      const res = await enviar(route, ejemplo, ajeno.token);
      llamadas++;
      const vistos = [...new Set((res.text.match(UUID) ?? []).map((id) => id.toLowerCase()))].filter((id) => ids.has(id));
      if (vistos.length) fugas.push(`${route.key} → ${res.status}: ${vistos.length} id(s) of plant 1, e.g. ${vistos[0]}`);
    }
    expect(llamadas).toBeGreaterThan(100);
    expect(fugas).toEqual([]);
    const despues = await huellaDePlanta1();
    expect(Object.keys(despues).filter((tabla) => despues[tabla] !== antes[tabla])).toEqual([]);
  }, 300_000);

  it("plant 2's TV pantalla sees plant 2's board only", async () => {
    const creada = await t.post<PantallaCreada>('/api/pantallas', { nombre: 'TV del Sur' }, { token: ajeno.token });
    expect(creada.status).toBe(201);
    const ids = await idsDePlanta1();
    for (const route of routes.filter((r) => MATRIZ.find((m) => m.method === r.method && m.path === r.path)?.access === 'pantallaOrUser')) {
      const res = await enviar(route, {}, '', { [PANTALLA_HEADER]: creada.body.token });
      expect(res.status, `${route.key}: ${res.text.slice(0, 200)}`).toBeLessThan(300);
      expect((res.text.match(UUID) ?? []).filter((id) => ids.has(id.toLowerCase()))).toEqual([]);
    }
  });
});
