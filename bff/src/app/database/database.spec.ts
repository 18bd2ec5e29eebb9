import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { campos, userHours, users } from '../../db/schema';
import { SEED_CAMPOS } from '../../db/seed/campos';
import { ADMIN_USER, DEMO_USERS } from '../../db/seed/demo-users';
import { MIGRATIONS_DIR } from '../../../test/paths';
import { createTestDatabase, startTestApp, usingPostgres, type TestApp } from '../../../test/test-app';
import { isUuid, pgErrorCode } from '../common/db-errors';
import { DB, type Db } from './database.types';

async function counts(t: TestApp) {
  const db = t.app.get<Db>(DB);
  const [u] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  const [c] = await db.select({ n: sql<number>`count(*)::int` }).from(campos);
  const [h] = await db.select({ n: sql<number>`count(*)::int` }).from(userHours);
  const migrations = await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  return { users: u.n, campos: c.n, hours: h.n, migrations: (migrations as unknown as { rows: { n: number }[] }).rows[0].n };
}

const MIGRATIONS = (JSON.parse(readFileSync(join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] }).entries.length;
// The seed gives two users two hour entries each.
const expected = { users: DEMO_USERS.length, campos: SEED_CAMPOS.length, hours: 4, migrations: MIGRATIONS };

describe('start-up migrations and seed', () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c();
  });

  it(`run once even when the app starts twice (${usingPostgres ? 'concurrently on one PostgreSQL database' : 'a restart on one PGlite data dir'})`, async () => {
    if (usingPostgres) {
      const database = await createTestDatabase();
      cleanups.push(() => database.drop());
      const [a, b] = await Promise.all([startTestApp({ database }), startTestApp({ database })]);
      cleanups.push(() => a.close(), () => b.close());
      expect(await counts(a)).toEqual(expected);
      const { token } = await a.login(ADMIN_USER.legajo, ADMIN_USER.pin);
      expect((await b.get('/api/auth/user', { token })).status).toBe(200);
    } else {
      const dir = mkdtempSync(join(tmpdir(), 'portal-restart-'));
      cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
      // No JWT_SECRET: the generated one is persisted in DATA_DIR, so tokens survive the restart.
      const env = { DATA_DIR: join(dir, 'data'), JWT_SECRET: undefined };
      const first = await startTestApp({ env });
      const { token } = await first.login(ADMIN_USER.legajo, ADMIN_USER.pin);
      expect(await counts(first)).toEqual(expected);
      await first.close();
      const second = await startTestApp({ env });
      cleanups.push(() => second.close());
      expect(await counts(second)).toEqual(expected);
      expect((await second.get('/api/auth/user', { token })).status).toBe(200);
    }
  }, 120_000);

  it('leaves the database empty with SEED=false', async () => {
    const t = await startTestApp({ env: { SEED: 'false' } });
    cleanups.push(() => t.close());
    expect(await counts(t)).toEqual({ users: 0, campos: 0, hours: 0, migrations: MIGRATIONS });
    expect((await t.post('/api/auth/demo')).status).toBe(404);
  });
});

describe('db error helpers', () => {
  it('reads the SQLSTATE on the error or on its cause (drizzle wraps driver errors)', () => {
    expect(pgErrorCode({ code: '23505' })).toBe('23505');
    expect(pgErrorCode(Object.assign(new Error('Failed query'), { cause: { code: '23505' } }))).toBe('23505');
    expect(pgErrorCode(new Error('x'))).toBeUndefined();
    expect(pgErrorCode(null)).toBeUndefined();
  });

  it('recognises uuids only', () => {
    expect(isUuid('0620e496-684b-4143-94ea-59844f280cbb')).toBe(true);
    expect(isUuid('0620e496684b414394ea59844f280cbb')).toBe(false);
    expect(isUuid("1' or 1=1")).toBe(false);
    expect(isUuid(undefined)).toBe(false);
  });
});
