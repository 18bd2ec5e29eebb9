import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Schema } from '../../db/schema';

/** The common base of the PGlite and node-postgres drivers: repositories never know which one runs. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DriverKind = 'pglite' | 'postgres';

export const DB = Symbol('DB');

export interface DatabaseConnection {
  db: Db;
  kind: DriverKind;
  /** Runs fn on a dedicated session holding the given session-level advisory lock. */
  withAdvisoryLock<T>(lockKey: number, fn: (db: Db) => Promise<T>): Promise<T>;
  migrate(db: Db, migrationsFolder: string): Promise<void>;
  /**
   * PGlite: a transaction holds the embedded database's only session now (an import), so any other query
   * waits for its end. Always false on PostgreSQL, where other connections answer meanwhile.
   */
  busy(): boolean;
  close(): Promise<void>;
}

/** Advisory lock keys; one constant per critical section so they never collide. */
export const LOCKS = {
  migrateAndSeed: 72_010_001,
  adminCount: 72_010_002,
  /** With hashtext(user id) as the second key: one upload reservation per user at a time. */
  uploadQuota: 72_010_301,
  uploadCleanup: 72_010_302,
  /** Every org chart write: the cycle and children checks see the tree as it is when the write commits. */
  organigrama: 72_010_401,
  /** With the plant as the second key: card creation takes it shared, an import exclusive (numeracion.ts). */
  numeracion: 72_010_501,
} as const;
