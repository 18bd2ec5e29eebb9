import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { campos, userHours, users } from '../../db/schema';
import { SEED_CAMPOS } from '../../db/seed/campos';
import { ADMIN_USER, DEMO_USERS } from '../../db/seed/demo-users';
import { MIGRATIONS_DIR } from '../../../test/paths';
import { createTestDatabase, startTestApp, usingPostgres, type TestApp } from '../../../test/test-app';
import { isDatabaseUnavailable, isUuid, pgErrorCode } from '../common/db-errors';
import { DB, type Db } from './database.types';
import { comoPropietario } from './alcance-planta';

async function counts(t: TestApp) {
  const db = t.app.get<Db>(DB);
  const [u] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  const [c] = await db.select({ n: sql<number>`count(*)::int` }).from(campos);
  const [h] = await db.select({ n: sql<number>`count(*)::int` }).from(userHours);
  const migrations = await comoPropietario(() => db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`));
  return { users: u.n, campos: c.n, hours: h.n, migrations: (migrations as unknown as { rows: { n: number }[] }).rows[0].n };
}

/**
 * Watches, from another thread (the app's start keeps this one busy), whether DATA_DIR/pglite ever
 * exists without the files PGlite writes last: a crash at that moment would leave a cluster that never opens.
 */
function watchPgliteCreation(dataDir: string) {
  const stop = new Int32Array(new SharedArrayBuffer(4));
  const worker = new Worker(
    `const { workerData: { dir, stop }, parentPort } = require('node:worker_threads');
     const { existsSync } = require('node:fs');
     const last = ['PG_VERSION', 'postgresql.conf', 'postgresql.auto.conf', 'pg_hba.conf', 'pg_ident.conf'];
     const seen = new Set();
     const nap = new Int32Array(new SharedArrayBuffer(4));
     while (Atomics.load(stop, 0) === 0) {
       if (existsSync(dir + '/pglite')) {
         const missing = last.filter((f) => !existsSync(dir + '/pglite/' + f));
         if (missing.length) seen.add(missing.join(' '));
       }
       Atomics.wait(nap, 0, 0, 2);
     }
     parentPort.postMessage([...seen]);`,
    { eval: true, workerData: { dir: dataDir, stop } },
  );
  const result = new Promise<string[]>((resolve) => worker.once('message', resolve));
  return (): Promise<string[]> => {
    Atomics.store(stop, 0, 1);
    return result;
  };
}

// The seed gives two users two hour entries each; every committed migration is applied once.
const migrationCount = (JSON.parse(readFileSync(join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] }).entries.length;
const expected = { users: DEMO_USERS.length, campos: SEED_CAMPOS.length, hours: 4, migrations: migrationCount };

describe('start-up migrations and seed', () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c();
  });

  it(`run once even when the app starts twice (${usingPostgres ? 'concurrently on one PostgreSQL database' : 'a restart on one PGlite data dir, created whole or not at all'})`, async () => {
    if (usingPostgres) {
      const database = await createTestDatabase();
      cleanups.push(() => database.drop());
      const [a, b] = await Promise.all([startTestApp({ database }), startTestApp({ database })]);
      cleanups.push(
        () => a.close(),
        () => b.close(),
      );
      expect(await counts(a)).toEqual(expected);
      const { token } = await a.login(ADMIN_USER.legajo, ADMIN_USER.pin);
      expect((await b.get('/api/auth/user', { token })).status).toBe(200);
    } else {
      const dir = mkdtempSync(join(tmpdir(), 'portal-restart-'));
      cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
      // No JWT_SECRET: the generated one is persisted in DATA_DIR, so tokens survive the restart.
      const env = { DATA_DIR: join(dir, 'data'), JWT_SECRET: undefined };
      // What a start that died while creating the cluster leaves behind: discarded, never opened.
      mkdirSync(join(env.DATA_DIR, 'pglite.creating'), { recursive: true });
      writeFileSync(join(env.DATA_DIR, 'pglite.creating', 'PG_VERSION'), '17\n');
      const incomplete = watchPgliteCreation(env.DATA_DIR);
      cleanups.push(async () => void (await incomplete()));
      const first = await startTestApp({ env });
      expect(await incomplete()).toEqual([]);
      expect(readdirSync(env.DATA_DIR).filter((f) => f.startsWith('pglite'))).toEqual(['pglite']);
      expect(existsSync(join(env.DATA_DIR, 'pglite', 'PG_VERSION'))).toBe(true);
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
    expect(await counts(t)).toEqual({ users: 0, campos: 0, hours: 0, migrations: migrationCount });
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

  it('tells a database that is away from a wrong request', () => {
    const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });
    const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1'), { cause });
    for (const code of ['57P01', '57P02', '57P03', '08006', '08001', '08P01', '53300', 'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE']) {
      expect(isDatabaseUnavailable(withCode(code)), code).toBe(true);
      expect(isDatabaseUnavailable(wrapped(withCode(code))), `wrapped ${code}`).toBe(true);
    }
    for (const message of [
      'Connection terminated unexpectedly',
      'Connection terminated due to connection timeout',
      'timeout exceeded when trying to connect',
      'Client has encountered a connection error and is not queryable',
    ]) {
      expect(isDatabaseUnavailable(new Error(message)), message).toBe(true);
    }
    expect(isDatabaseUnavailable(new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')]))).toBe(true);
    for (const code of ['23505', '22P02', '40001', '57014', '42P01']) expect(isDatabaseUnavailable(wrapped(withCode(code))), code).toBe(false);
    expect(isDatabaseUnavailable(new Error('duplicate key'))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
  });

  it('recognises uuids only', () => {
    expect(isUuid('0620e496-684b-4143-94ea-59844f280cbb')).toBe(true);
    expect(isUuid('0620e496684b414394ea59844f280cbb')).toBe(false);
    expect(isUuid("1' or 1=1")).toBe(false);
    expect(isUuid(undefined)).toBe(false);
  });
});
