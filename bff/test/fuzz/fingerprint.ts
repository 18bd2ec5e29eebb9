import { sql } from 'drizzle-orm';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { comoPropietario } from '../../src/app/database/alcance-planta';
import { DB, type Db } from '../../src/app/database/database.types';

export type Fingerprint = Record<string, string>;

/**
 * Bookkeeping any authenticated request may write (the activity bump, at most every 5 minutes per user,
 * refused request or not), left out; every other column counts.
 */
const IGNORED_COLUMNS: Record<string, readonly string[]> = { users: ['ultima_actividad'] };

/** The test database's own change counter (never in the app's schema: created here, in the fuzz app's database). */
const COUNTER = 'fuzz_cambios';

/** Reads every table of the app's own database (found in the catalog, so tables added later are covered). */
async function appTables(db: Db): Promise<string[]> {
  const result = (await db.execute(
    sql`select table_name as t from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> ${COUNTER} order by 1`,
  )) as unknown as { rows: { t: string }[] };
  if (!result.rows.length) throw new Error('no tables to fingerprint');
  return result.rows.map((r) => r.t);
}

const ident = (t: string) => `"${t.replace(/"/g, '""')}"`;
const literal = (t: string) => `'${t.replace(/'/g, "''")}'`;
/** A row as jsonb without the ignored columns (jsonb has equality for every column type, json included). */
const jsonSin = (t: string, row: string) => `(to_jsonb(${row})${(IGNORED_COLUMNS[t] ?? []).map((c) => ` - ${literal(c)}`).join('')})`;

/**
 * What every committed change to the app's tables leaves behind: a counter per table, bumped by a trigger on each
 * inserted, deleted or really changed row (an UPDATE that leaves the row as it was, ignored columns aside, does not
 * count) and on TRUNCATE. The counter is written in the writer's transaction, so a write rolled back (a duplicate key
 * refused by a constraint) leaves it as it was. One small read per take, however large the tables grow — hashing
 * every row of every table after each refused request was most of the fuzz suite's time (`node bench/fuzz.mjs
 * --compare`). `DigestFingerprint` is that content digest, kept to cross-check this one.
 */
export class DbFingerprint {
  private readonly db: Db;
  private installed?: Promise<void>;

  constructor(app: NestFastifyApplication) {
    this.db = app.get<symbol, Db>(DB);
  }

  async take(): Promise<Fingerprint> {
    this.installed ??= this.install();
    await this.installed;
    const result = (await comoPropietario(() => this.db.execute(sql.raw(`select tabla as t, n from ${COUNTER}`)))) as unknown as {
      rows: { t: string; n: number | string }[];
    };
    return Object.fromEntries(result.rows.map((r) => [r.t, String(r.n)]));
  }

  private async install(): Promise<void> {
    const statements = [
      `create table if not exists ${COUNTER} (tabla text primary key, n bigint not null)`,
      // Security definer: the app's sessions (plant roles) count their writes without any grant on the counter.
      `create or replace function ${COUNTER}_contar() returns trigger language plpgsql security definer as $$
         begin
           insert into ${COUNTER} as c (tabla, n) values (tg_table_name, 1) on conflict (tabla) do update set n = c.n + 1;
           return null;
         end $$`,
      ...(await comoPropietario(() => appTables(this.db))).flatMap((t) => [
        `create trigger ${COUNTER}_filas after insert or delete on ${ident(t)} for each row execute function ${COUNTER}_contar()`,
        `create trigger ${COUNTER}_cambios after update on ${ident(t)} for each row when (${jsonSin(t, 'old')} is distinct from ${jsonSin(t, 'new')}) execute function ${COUNTER}_contar()`,
        `create trigger ${COUNTER}_vaciar after truncate on ${ident(t)} for each statement execute function ${COUNTER}_contar()`,
      ]),
    ];
    // DDL: as the tables' owner.
    await comoPropietario(async () => {
      for (const s of statements) await this.db.execute(sql.raw(s));
    });
  }
}

/**
 * Tables a trigger keeps append-only (auditoria_solo_agregar refuses UPDATE, DELETE and TRUNCATE): only a
 * committed insert can change them, and it changes the count.
 */
const APPEND_ONLY = new Set(['auditoria']);

/**
 * Row count and an order-independent digest of the content of every table: exact about what is stored, but it reads
 * every row on each take. The fuzz suite uses `DbFingerprint`; `FUZZ_FINGERPRINT=digest` runs it with this one
 * (bench/fuzz.mjs --compare).
 */
export class DigestFingerprint {
  private readonly db: Db;
  private query?: string;

  constructor(app: NestFastifyApplication) {
    this.db = app.get<symbol, Db>(DB);
  }

  async take(): Promise<Fingerprint> {
    this.query ??= (await comoPropietario(() => appTables(this.db)))
      .map((t) => {
        if (APPEND_ONLY.has(t)) return `select ${literal(t)} as t, count(*) as n, '' as h from ${ident(t)}`;
        const row = (IGNORED_COLUMNS[t] ?? []).length ? `${jsonSin(t, 'x')}::text` : 'x::text';
        return `select ${literal(t)} as t, count(*) as n, md5(coalesce(string_agg(md5(${row}), '' order by md5(${row})), '')) as h from ${ident(t)} x`;
      })
      .join(' union all ');
    const query = this.query;
    const result = (await comoPropietario(() => this.db.execute(sql.raw(query)))) as unknown as { rows: { t: string; n: number | string; h: string }[] };
    return Object.fromEntries(result.rows.map((r) => [r.t, `${r.n}:${r.h}`]));
  }
}

/** Tables whose fingerprints differ, ignoring `allowed`. */
export function changedTables(before: Fingerprint, after: Fingerprint, allowed: readonly string[] = []): string[] {
  const tables = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...tables].filter((t) => !allowed.includes(t) && before[t] !== after[t]).sort();
}
