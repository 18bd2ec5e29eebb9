/** What backup and restore read of a database: its tables in foreign-key order, its schema version, its rows. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SchemaVersion } from './backup-file';
import type { RawDb } from './raw-db';

export interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}

export function readJournal(migrationsDir: string): JournalEntry[] {
  return (JSON.parse(readFileSync(join(migrationsDir, 'meta', '_journal.json'), 'utf8')) as { entries: JournalEntry[] }).entries;
}

/** A quoted SQL identifier. */
export const q = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The user tables of schema public, parents before children (self references ignored). */
export async function tablesInFkOrder(db: RawDb): Promise<string[]> {
  const tables = (
    await db.query<{ name: string }>(`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r','p') and not c.relispartition order by c.relname`)
  ).map((t) => t.name);
  const fks = await db.query<{ child: string; parent: string }>(`select c.relname as child, p.relname as parent from pg_constraint k
      join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid join pg_namespace n on n.oid = c.relnamespace
      where k.contype = 'f' and n.nspname = 'public'`);
  const parents = new Map(tables.map((t) => [t, new Set<string>()]));
  for (const fk of fks) if (fk.child !== fk.parent) parents.get(fk.child)?.add(fk.parent);
  const ordered: string[] = [];
  const done = new Set<string>();
  const visit = (t: string, path: Set<string>) => {
    if (done.has(t) || path.has(t)) return;
    path.add(t);
    for (const p of parents.get(t) ?? []) visit(p, path);
    path.delete(t);
    done.add(t);
    ordered.push(t);
  };
  for (const t of tables) visit(t, new Set());
  return ordered;
}

/** The last migration applied to this database, or null when it was never migrated. */
export async function appliedSchema(db: RawDb, migrationsDir: string): Promise<SchemaVersion | null> {
  const [exists] = await db.query<{ t: string | null }>(`select to_regclass('drizzle.__drizzle_migrations')::text as t`);
  if (!exists?.t) return null;
  const [last] = await db.query<{ when: string | null }>(`select max(created_at)::text as when from drizzle.__drizzle_migrations`);
  if (!last?.when) return null;
  const when = Number(last.when);
  const entry = readJournal(migrationsDir).find((e) => e.when === when);
  return { tag: entry?.tag ?? `desconocida-${when}`, when };
}

export async function rowCounts(db: RawDb, tables: string[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const t of tables) counts[t] = Number((await db.query<{ n: string }>(`select count(*)::text as n from ${q(t)}`))[0]?.n ?? 0);
  return counts;
}

/** Tables whose rows only a plant in use has: a database migrated but never used holds just the migrations' defaults (org chart, their audit rows). */
const PLANT_TABLES = ['users', 'tarjetas', 'kaizens'];

/**
 * Whether the database holds data worth protecting: a portal database with users, cards or Kaizens
 * (demo users included), or any row at all in a database the portal never migrated.
 */
export async function hasData(db: RawDb): Promise<boolean> {
  const tables = await tablesInFkOrder(db);
  const [migrated] = await db.query<{ t: string | null }>(`select to_regclass('drizzle.__drizzle_migrations')::text as t`);
  const checked = migrated?.t ? tables.filter((t) => PLANT_TABLES.includes(t)) : tables;
  for (const t of checked) {
    if ((await db.query(`select 1 from ${q(t)} limit 1`)).length > 0) return true;
  }
  return false;
}
