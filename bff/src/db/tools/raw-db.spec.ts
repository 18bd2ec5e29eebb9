import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { fingerprintOf } from '../../../test/backup';
import { MIGRATIONS_DIR } from '../../../test/paths';
import { tablesInFkOrder } from './backup';
import { applyMigrations, rawPglite } from './raw-db';

/**
 * The schema part of a fingerprint and each table's row count (default rows carry creation times;
 * sequences jump by their 32 pre-logged values in a cluster loaded from a dump, like the test snapshot).
 */
const schemaOf = async (client: PGlite) => {
  const print = await fingerprintOf(async () => ({ ...rawPglite(client), close: async () => undefined }));
  delete print['sequences'];
  return Object.fromEntries(Object.entries(print).map(([k, v]) => [k, k.startsWith('table ') ? v.split(' ')[0] : v]));
};

describe('applyMigrations (the restore applies migrations inside its own transaction)', () => {
  const clients: PGlite[] = [];
  const fresh = async (loadDataDir?: Blob) => {
    const c = await PGlite.create(loadDataDir ? { loadDataDir } : {});
    clients.push(c);
    return c;
  };
  afterAll(async () => {
    for (const c of clients) await c.close();
  });

  it('builds, in two steps inside one transaction, the schema and journal Drizzle builds; and a rollback undoes all of it', async () => {
    // Migrated by Drizzle: the test run's migrated snapshot when there is one (PGlite pass), else here.
    const snapshot = inject('pgliteSnapshot');
    const byDrizzle = await fresh(snapshot ? new Blob([readFileSync(snapshot)]) : undefined);
    if (!snapshot) await migrate(drizzle(byDrizzle), { migrationsFolder: MIGRATIONS_DIR });

    const ours = await fresh();
    const db = rawPglite(ours);
    // All of it inside a transaction that rolls back: nothing is left, not even Drizzle's journal.
    await db.query('begin');
    await applyMigrations(db, MIGRATIONS_DIR);
    expect((await tablesInFkOrder(db)).length).toBeGreaterThan(10);
    await db.query('rollback');
    expect(await tablesInFkOrder(db)).toEqual([]);
    expect(await db.query(`select to_regclass('drizzle.__drizzle_migrations')::text as t`)).toEqual([{ t: null }]);

    const middle = readMigrationFiles({ migrationsFolder: MIGRATIONS_DIR })[10]!.folderMillis;
    await db.query('begin');
    await applyMigrations(db, MIGRATIONS_DIR, middle);
    expect(await db.query(`select created_at::text from drizzle.__drizzle_migrations order by id desc limit 1`)).toEqual([{ created_at: String(middle) }]);
    await applyMigrations(db, MIGRATIONS_DIR);
    await db.query('commit');
    expect(await schemaOf(ours)).toEqual(await schemaOf(byDrizzle));
    // Drizzle's migrator, run afterwards as the BFF does at start, finds nothing to do.
    await migrate(drizzle(ours), { migrationsFolder: MIGRATIONS_DIR });
    expect(await schemaOf(ours)).toEqual(await schemaOf(byDrizzle));
  }, 120_000);
});
