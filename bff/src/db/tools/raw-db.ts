import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { openPgliteCluster } from '../../app/database/open-database';

/**
 * One session on either database, in plain SQL: the backup tools read the catalog and move rows as
 * JSON, so they never depend on the Drizzle schema of the running code (a backup may be older).
 */
export interface RawDb {
  readonly kind: 'pglite' | 'postgres';
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  migrate(migrationsFolder: string): Promise<void>;
  close(): Promise<void>;
}

export async function openRawPglite(dataDir: string): Promise<RawDb> {
  return rawPglite(await openPgliteCluster(dataDir));
}

export function rawPglite(client: PGlite): RawDb {
  return {
    kind: 'pglite',
    query: async <T>(text: string, params?: unknown[]) => (await client.query<T>(text, params)).rows,
    migrate: (folder) => migratePglite(drizzlePglite(client), { migrationsFolder: folder }),
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
    migrate: (folder) => migratePg(drizzlePg(client), { migrationsFolder: folder }),
    close: () => client.end(),
  };
}
