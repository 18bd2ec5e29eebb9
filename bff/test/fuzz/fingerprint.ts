import { sql } from 'drizzle-orm';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DB, type Db } from '../../src/app/database/database.types';

export type Fingerprint = Record<string, string>;

/**
 * Bookkeeping any authenticated request may write (the activity bump, at most every 5 minutes per user,
 * refused request or not), left out of the digest; every other column counts.
 */
const IGNORED_COLUMNS: Record<string, readonly string[]> = { users: ['ultima_actividad'] };

/**
 * Tables a trigger keeps append-only (auditoria_solo_agregar refuses UPDATE, DELETE and TRUNCATE): only a
 * committed insert can change them, and it changes the count. Counting them instead of hashing every row
 * keeps each take flat while the suite's writes pile up (the trail is the largest table by far).
 */
const APPEND_ONLY = new Set(['auditoria']);

/**
 * Row count and an order-independent digest of the content of every table of the app's own database
 * (found in the catalog, so tables added later are covered). Exact about what is stored: a write
 * rolled back (a duplicate key refused by a constraint) leaves it unchanged, any committed change
 * does not. Safe on the shared PostgreSQL server too, where other test files write only to their own
 * databases; transaction ids would not be (they are cluster-wide), nor would they ignore rollbacks.
 */
export class DbFingerprint {
  private readonly db: Db;
  private query?: string;

  constructor(app: NestFastifyApplication) {
    this.db = app.get<symbol, Db>(DB);
  }

  async take(): Promise<Fingerprint> {
    this.query ??= await this.buildQuery();
    const result = (await this.db.execute(sql.raw(this.query))) as unknown as { rows: { t: string; n: number | string; h: string }[] };
    return Object.fromEntries(result.rows.map((r) => [r.t, `${r.n}:${r.h}`]));
  }

  private async buildQuery(): Promise<string> {
    const result = (await this.db.execute(
      sql`select table_name as t from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    )) as unknown as { rows: { t: string }[] };
    if (!result.rows.length) throw new Error('no tables to fingerprint');
    return result.rows
      .map(({ t }) => {
        const table = `"${t.replace(/"/g, '""')}"`;
        const literal = `'${t.replace(/'/g, "''")}'`;
        if (APPEND_ONLY.has(t)) return `select ${literal} as t, count(*) as n, '' as h from ${table}`;
        const ignored = IGNORED_COLUMNS[t] ?? [];
        const row = ignored.length ? `(to_jsonb(x) ${ignored.map((c) => `- '${c}'`).join(' ')})::text` : 'x::text';
        return `select ${literal} as t, count(*) as n, md5(coalesce(string_agg(md5(${row}), '' order by md5(${row})), '')) as h from ${table} x`;
      })
      .join(' union all ');
  }
}

/** Tables whose fingerprints differ, ignoring `allowed`. */
export function changedTables(before: Fingerprint, after: Fingerprint, allowed: readonly string[] = []): string[] {
  const tables = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...tables].filter((t) => !allowed.includes(t) && before[t] !== after[t]).sort();
}
