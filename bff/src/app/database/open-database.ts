import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { Logger } from '@nestjs/common';
import type { AppConfig } from '../common/config/app-config';
import { schema } from '../../db/schema';
import type { DatabaseConnection, Db } from './database.types';
import { ResilientPool } from './postgres-pool';
import { pgliteConAlcance } from './pglite-alcance';
import { comoPropietario } from './alcance-planta';

const logger = new Logger('Database');

/** PostgreSQL when DATABASE_URL is set, otherwise embedded PGlite persisted under DATA_DIR. */
export async function openDatabase(config: AppConfig): Promise<DatabaseConnection> {
  return config.databaseUrl ? openPostgres(config.databaseUrl, config.dbPoolMax, config.dbConnectTimeoutMs) : openPglite(config);
}

async function openPostgres(url: string, max: number, connectionTimeoutMillis: number): Promise<DatabaseConnection> {
  const pool = new ResilientPool({ connectionString: url, max, connectionTimeoutMillis });
  // Without a listener, an idle connection killed by the server (restart, failover) would crash the process.
  pool.on('error', (err) => logger.warn(`Idle PostgreSQL connection lost: ${err.message}`));
  const open = new Set<pg.PoolClient>();
  pool.on('connect', (client) => {
    open.add(client);
    client.once('end', () => open.delete(client));
  });
  const db = drizzlePg(pool, { schema });
  // As the owner: on a new server the portal's roles do not exist until the migrations create them.
  await comoPropietario(() => db.execute(sql`select 1`));
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    async withAdvisoryLock(lockKey, fn) {
      // Session locks belong to one connection, so take one out of the pool for the whole section.
      const client = await pool.connect();
      // A connection whose lock or unlock failed is discarded, not reused: closing it ends its session lock.
      let broken: Error | undefined;
      const query = (text: string) =>
        client.query(text, [lockKey]).catch((err: Error) => {
          broken = err;
          throw err;
        });
      try {
        await query('select pg_advisory_lock($1)');
        try {
          return await fn(drizzlePg(client, { schema }) as unknown as Db);
        } finally {
          await query('select pg_advisory_unlock($1)');
        }
      } finally {
        client.release(broken);
      }
    },
    migrate: (lockedDb, migrationsFolder) => migratePg(lockedDb as never, { migrationsFolder }),
    busy: () => false,
    // pool.end() resolves before the sockets are closed; wait for them so nothing outlives close().
    async close() {
      const closing = [...open].map((client) => new Promise<void>((resolve) => client.once('end', () => resolve())));
      await pool.end();
      await Promise.all(closing);
    },
  };
}

async function openPglite(config: AppConfig): Promise<DatabaseConnection> {
  let client: PGlite;
  if (config.pgliteSnapshot) {
    client = await PGlite.create({ loadDataDir: config.pgliteSnapshot });
  } else {
    client = await openPgliteCluster(config.dataDir);
  }
  const db = drizzlePglite(pgliteConAlcance(client), { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    // PGlite is a single session; the lock still documents the section and keeps the code path shared.
    async withAdvisoryLock(lockKey, fn) {
      await db.execute(sql`select pg_advisory_lock(${lockKey})`);
      try {
        return await fn(db);
      } finally {
        await db.execute(sql`select pg_advisory_unlock(${lockKey})`);
      }
    },
    migrate: (lockedDb, migrationsFolder) => migratePglite(lockedDb as never, { migrationsFolder }),
    busy: () => {
      try {
        return client.isInTransaction();
      } catch {
        return false; // closed: the health ping then reports it down
      }
    },
    close: () => client.close(),
  };
}

/** The embedded cluster under DATA_DIR/pglite, created when missing (the caller holds the DATA_DIR lock). */
export async function openPgliteCluster(baseDir: string): Promise<PGlite> {
  // PGlite does not create parent folders of its data dir.
  mkdirSync(baseDir, { recursive: true });
  const dataDir = join(baseDir, 'pglite');
  if (!existsSync(join(dataDir, 'PG_VERSION'))) await createPgliteCluster(dataDir);
  // relaxedDurability stays off: a commit returns once its WAL is written to the files (survives kill -9).
  return PGlite.create({ dataDir });
}

/**
 * A new cluster is built under a temporary name and renamed into place once complete. PGlite writes
 * a new cluster file by file and takes any folder holding PG_VERSION for a finished one, so a crash
 * while creating it in place could leave a cluster that never opens again.
 * Runs under the DATA_DIR lock (main.ts), so nobody else is creating it.
 */
async function createPgliteCluster(dataDir: string) {
  const staging = `${dataDir}.creating`;
  rmSync(staging, { recursive: true, force: true }); // left by a start that died while creating it
  const staged = await PGlite.create({ dataDir: staging });
  await staged.close();
  if (existsSync(dataDir)) {
    // Never a usable cluster (no PG_VERSION), but not ours to delete either: keep it aside.
    const aside = `${dataDir}.incomplete-${Date.now()}`;
    renameSync(dataDir, aside);
    logger.warn(`${dataDir} held no complete database; moved to ${aside}`);
  }
  renameSync(staging, dataDir);
}
