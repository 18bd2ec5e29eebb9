import type { PGlite } from '@electric-sql/pglite';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import pg from 'pg';
import { openPgliteCluster } from '../../app/database/open-database';

/**
 * One session on either database, in plain SQL: the backup tools read the catalog and move rows as
 * JSON, so they never depend on the Drizzle schema of the running code (a backup may be older).
 */
export interface RawDb {
  readonly kind: 'pglite' | 'postgres';
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

export async function openRawPglite(dataDir: string): Promise<RawDb> {
  return rawPglite(await openPgliteCluster(dataDir));
}

export function rawPglite(client: PGlite): RawDb {
  return {
    kind: 'pglite',
    query: async <T>(text: string, params?: unknown[]) => (await client.query<T>(text, params)).rows,
    close: () => client.close(),
  };
}

export async function openRawPostgres(url: string): Promise<RawDb> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  // A server-side failure of the idle connection must not crash the tool with an unhandled 'error'.
  client.on('error', () => undefined);
  return {
    kind: 'postgres',
    query: async <T>(text: string, params?: unknown[]) => (await client.query(text, params)).rows as T[],
    close: () => client.end(),
  };
}

/**
 * Applies the migrations of `migrationsDir` not yet in drizzle.__drizzle_migrations, up to the one
 * created at `upTo`, exactly as Drizzle's migrator does (same statements, same journal rows and hashes,
 * so the BFF finds nothing to do at its start), but in the caller's transaction: Drizzle's migrator
 * opens and commits a transaction of its own, which would commit a restore half-way.
 */
export async function applyMigrations(db: RawDb, migrationsDir: string, upTo = Number.POSITIVE_INFINITY): Promise<void> {
  await db.query('create schema if not exists drizzle');
  await db.query('create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)');
  const [last] = await db.query<{ created_at: string }>('select created_at::text from drizzle.__drizzle_migrations order by created_at desc limit 1');
  for (const migration of readMigrationFiles({ migrationsFolder: migrationsDir })) {
    if (migration.folderMillis > upTo || (last && Number(last.created_at) >= migration.folderMillis)) continue;
    for (const statement of migration.sql) await db.query(statement);
    await db.query('insert into drizzle.__drizzle_migrations (hash, created_at) values ($1, $2)', [migration.hash, migration.folderMillis]);
  }
}
