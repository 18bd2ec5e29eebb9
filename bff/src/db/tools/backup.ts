import { createWriteStream, mkdirSync, readFileSync, rmSync, renameSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { createGzip } from 'node:zlib';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  BackupError,
  backupRecords,
  checkedLines,
  readManifest,
  verifyBackup,
  type Line,
  type Manifest,
  type SchemaVersion,
} from './backup-file';
import { applyMigrations, type RawDb } from './raw-db';
import { StagedUploads, walkFiles } from './staged-uploads';

// The format and its reader moved to backup-file.ts; still importable from here.
export { BACKUP_FORMAT, BACKUP_VERSION, BackupError, readBackup, type SchemaVersion } from './backup-file';

/**
 * Backup and restore in the portable format of backup-file.ts. Tables come in foreign-key order; rows
 * are read with a cursor and written line by line, so memory stays bounded whatever the number of cards.
 */
const FETCH_ROWS = 1000;
const INSERT_ROWS = 500;
const INSERT_BYTES = 4 * 1024 * 1024;

interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}

function readJournal(migrationsDir: string): JournalEntry[] {
  return (JSON.parse(readFileSync(join(migrationsDir, 'meta', '_journal.json'), 'utf8')) as { entries: JournalEntry[] }).entries;
}

const q = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The user tables of schema public, parents before children (self references ignored). */
export async function tablesInFkOrder(db: RawDb): Promise<string[]> {
  const tables = (await db.query<{ name: string }>(`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r','p') and not c.relispartition order by c.relname`)).map((t) => t.name);
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

export interface DumpOptions {
  migrationsDir: string;
  /** DATA_DIR/uploads to include (images stored locally); omitted: no files. */
  uploadsDir?: string;
}

/**
 * The lines of a backup of `db`. Everything is read in one REPEATABLE READ transaction, so a backup of
 * a PostgreSQL server taken while BFF replicas keep writing is still one consistent snapshot.
 */
export async function* dumpLines(db: RawDb, options: DumpOptions): AsyncGenerator<Line> {
  const schema = await appliedSchema(db, options.migrationsDir);
  if (!schema) throw new BackupError('La base de datos no tiene migraciones aplicadas: no hay nada que respaldar / The database was never migrated');
  yield { format: BACKUP_FORMAT, version: BACKUP_VERSION, schema, source: db.kind, createdAt: new Date().toISOString() };
  await db.query('begin isolation level repeatable read read only');
  const counts: Record<string, number> = {};
  let committed = false;
  try {
    for (const table of await tablesInFkOrder(db)) {
      yield { table };
      await db.query(`declare backup_rows no scroll cursor for select row_to_json(t)::text as j from ${q(table)} t`);
      let count = 0;
      for (;;) {
        const rows = await db.query<{ j: string }>(`fetch ${FETCH_ROWS} from backup_rows`);
        for (const row of rows) yield { r: JSON.parse(row.j) as Record<string, unknown> };
        count += rows.length;
        if (rows.length < FETCH_ROWS) break;
      }
      await db.query('close backup_rows');
      counts[table] = count;
      yield { end: table, count };
    }
    await db.query('commit');
    committed = true;
  } finally {
    // Also when the consumer stops early (return()): the snapshot transaction never stays open.
    if (!committed) await db.query('rollback').catch(() => undefined);
  }
  let files = 0;
  if (options.uploadsDir) {
    for (const file of walkFiles(options.uploadsDir)) {
      yield { file: relative(options.uploadsDir, file).split(sep).join('/'), data: readFileSync(file).toString('base64') };
      files++;
    }
  }
  yield { done: true, tables: counts, files };
}

/** Writes a backup file (gzip NDJSON). Returns the row counts per table and the number of files. */
export async function writeBackup(db: RawDb, file: string, options: DumpOptions): Promise<{ tables: Record<string, number>; files: number }> {
  let summary: { tables: Record<string, number>; files: number } = { tables: {}, files: 0 };
  mkdirSync(dirname(resolve(file)), { recursive: true });
  const partial = `${file}.partial`;
  async function* text() {
    for await (const line of dumpLines(db, options)) {
      if ('done' in line) summary = { tables: line.tables, files: line.files };
      yield JSON.stringify(line) + '\n';
    }
  }
  // Written under a temporary name: a failed backup never leaves a file that looks complete.
  try {
    await pipeline(Readable.from(text()), createGzip(), createWriteStream(partial));
    renameSync(partial, file);
  } catch (err) {
    rmSync(partial, { force: true });
    throw err;
  }
  return summary;
}

export interface LoadOptions {
  migrationsDir: string;
  /** Wipe a database that holds data (otherwise refused). */
  force?: boolean;
  /** Where the backup's files go (DATA_DIR/uploads); omitted: files are skipped. */
  uploadsDir?: string;
}

export interface LoadResult {
  schema: SchemaVersion;
  tables: Record<string, number>;
  files: number;
}

/** Every table, function, type and sequence of schema public, and Drizzle's journal. */
async function wipe(db: RawDb) {
  await db.query('drop schema if exists drizzle cascade');
  const objects = await db.query<{ kind: string; name: string }>(`
    select 'table' as kind, format('%I.%I', n.nspname, c.relname) as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r','p') and not c.relispartition
    union all select 'view', format('%I.%I', n.nspname, c.relname) from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('v')
    union all select 'materialized view', format('%I.%I', n.nspname, c.relname) from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('m')`);
  for (const o of objects) await db.query(`drop ${o.kind} if exists ${o.name} cascade`);
  const rest = await db.query<{ kind: string; name: string }>(`
    select 'sequence' as kind, format('%I.%I', n.nspname, c.relname) as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'S'
    union all select case p.prokind when 'p' then 'procedure' else 'function' end, p.oid::regprocedure::text from pg_proc p
      join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'public' and p.prokind in ('f','p')
      and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
    union all select 'type', format('%I.%I', n.nspname, t.typname) from pg_type t join pg_namespace n on n.oid = t.typnamespace
      where n.nspname = 'public' and t.typtype in ('e','d')`);
  for (const o of rest) await db.query(`drop ${o.kind} if exists ${o.name} cascade`);
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

/** The backup's schema must be one of this code's migrations: a newer backup needs newer code. */
function checkSchemaKnown(manifest: Manifest, migrationsDir: string) {
  const known = readJournal(migrationsDir).find((e) => e.when === manifest.schema.when && e.tag === manifest.schema.tag);
  if (!known) {
    throw new BackupError(
      `El respaldo es de una versión del portal más nueva o desconocida (${manifest.schema.tag}): actualice el portal antes de restaurar / ` +
        `The backup comes from a newer or unknown portal version (${manifest.schema.tag}): upgrade first`,
    );
  }
}

const NOT_EMPTY =
  'La base de datos de destino no está vacía: use --force para borrarla y restaurar / The target database is not empty: use --force to wipe it and restore';

/**
 * Loads backup records into `db` in ONE transaction: refuses a database with data unless `force`, wipes
 * it, builds the schema with the migrations up to the backup's, loads every table with user triggers
 * off (audit, events and totals are restored as data, never written twice), checks the records
 * (checkedLines: counts, end record, end of stream) and the row counts, moves sequences and numbering
 * counters past the loaded rows, applies newer migrations, and only then commits. PostgreSQL and PGlite
 * both run DDL inside a transaction, so any failure (a cut file, a row the database refuses) rolls back
 * to the database as it was, wipe included. Images are staged and put in place only after the commit.
 */
export async function loadLines(db: RawDb, records: AsyncIterable<unknown>, options: LoadOptions): Promise<LoadResult> {
  const iterator = checkedLines(records);
  const staged = options.uploadsDir ? new StagedUploads(options.uploadsDir) : undefined;
  try {
    const result = await load(db, iterator, options, staged);
    return { ...result, files: staged?.moveIntoPlace() ?? 0 };
  } finally {
    // Ends the source early on failure (closes its file or its snapshot transaction).
    await iterator.return(undefined);
    staged?.discard();
  }
}

async function load(db: RawDb, iterator: AsyncGenerator<Line>, options: LoadOptions, staged: StagedUploads | undefined): Promise<LoadResult> {
  const first = await iterator.next();
  if (first.done) throw new BackupError('El archivo no es un respaldo del portal / Not a portal backup file');
  const manifest = first.value as Manifest;
  checkSchemaKnown(manifest, options.migrationsDir);

  const expected: Record<string, number> = {};
  let current = '';
  await db.query('begin');
  try {
    // Checked again inside the transaction: nobody can have written in between.
    if (!options.force && (await hasData(db))) throw new BackupError(NOT_EMPTY);
    // An empty database may still hold a schema of another version: always rebuild from the migrations.
    await wipe(db);
    await applyMigrations(db, options.migrationsDir, manifest.schema.when);
    try {
      // Replica role: user triggers (audit, events, totals) and foreign-key triggers stay off during the load.
      await db.query(`set local session_replication_role = replica`);
    } catch (err) {
      throw new BackupError(
        `Restaurar necesita un rol superusuario en PostgreSQL (session_replication_role) / Restore needs a superuser role: ${(err as Error).message}`,
      );
    }
    // The migrations' own default rows (org chart, their audit records) make way for the backup's.
    const loaded = await tablesInFkOrder(db);
    if (loaded.length) await db.query(`truncate ${loaded.map(q).join(', ')}`);
    let table: { name: string; columns: string[]; batch: string[]; bytes: number } | null = null;
    const flush = async () => {
      if (!table || table.batch.length === 0) return;
      const cols = table.columns.map(q).join(', ');
      await db.query(`insert into ${q(table.name)} (${cols}) select ${cols} from json_populate_recordset(null::${q(table.name)}, $1::json)`, [
        `[${table.batch.join(',')}]`,
      ]);
      table.batch = [];
      table.bytes = 0;
    };
    // checkedLines ends only after the end record and a clean end of the source, or throws.
    for await (const line of iteratorOf(iterator)) {
      if ('r' in line) {
        const json = JSON.stringify(line.r);
        table!.batch.push(json);
        table!.bytes += json.length;
        if (table!.batch.length >= INSERT_ROWS || table!.bytes >= INSERT_BYTES) await flush();
      } else if ('table' in line) {
        current = line.table;
        const columns = await db.query<{ name: string }>(
          `select attname as name from pg_attribute where attrelid = to_regclass($1) and attnum > 0 and not attisdropped and attgenerated = '' order by attnum`,
          [q(line.table)],
        );
        if (columns.length === 0) throw new BackupError(`El esquema no tiene la tabla del respaldo / Unknown table in backup: ${line.table}`);
        table = { name: line.table, columns: columns.map((c) => c.name), batch: [], bytes: 0 };
      } else if ('end' in line) {
        await flush();
        expected[line.end] = line.count;
        table = null;
        current = '';
      } else if ('file' in line) {
        staged?.write(line.file, Buffer.from(line.data, 'base64'));
      }
    }
    const actual = await rowCounts(db, Object.keys(expected));
    const wrong = Object.keys(expected).filter((t) => actual[t] !== expected[t]);
    if (wrong.length) throw new BackupError(`Las filas restauradas no coinciden / Row counts differ: ${wrong.map((t) => `${t} ${actual[t]}≠${expected[t]}`).join(', ')}`);
    await resetSequences(db);
    await resetCounters(db);
    // Migrations newer than the backup run with triggers on, like at any upgrade (still in the transaction).
    await db.query(`set local session_replication_role = origin`);
    await applyMigrations(db, options.migrationsDir);
    await db.query('commit');
  } catch (err) {
    await db.query('rollback').catch(() => undefined);
    if (err instanceof BackupError) throw err;
    throw new BackupError(
      `La restauración falló${current ? ` en la tabla ${current}` : ''} y se deshizo: la base quedó como estaba / ` +
        `Restore failed${current ? ` in table ${current}` : ''} and was rolled back, the database is unchanged: ${(err as Error).message}`,
      { cause: err },
    );
  }
  return { schema: manifest.schema, tables: expected, files: 0 };
}

/** The rest of an iterator whose first record was already taken. */
const iteratorOf = <T>(iterator: AsyncIterator<T>): AsyncIterable<T> => ({ [Symbol.asyncIterator]: () => iterator });

/** Every serial column's sequence continues after the highest loaded value. */
async function resetSequences(db: RawDb) {
  const serials = await db.query<{ tbl: string; col: string; seq: string }>(`
    select c.relname as tbl, a.attname as col, pg_get_serial_sequence(format('%I.%I', n.nspname, c.relname), a.attname) as seq
    from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r','p') and a.attnum > 0 and not a.attisdropped
      and pg_get_serial_sequence(format('%I.%I', n.nspname, c.relname), a.attname) is not null`);
  for (const s of serials) {
    await db.query(`select setval($1::regclass, coalesce((select max(${q(s.col)}) from ${q(s.tbl)}), 1), (select max(${q(s.col)}) is not null from ${q(s.tbl)}))`, [s.seq]);
  }
}

/** Numbering never goes back: the per-colour card counters and the Kaizen counter are at least the highest number loaded. */
async function resetCounters(db: RawDb) {
  const [have] = await db.query<{ tc: string | null; kc: string | null }>(
    `select to_regclass('public.tarjeta_contadores')::text as tc, to_regclass('public.kaizen_contador')::text as kc`,
  );
  if (have?.tc) {
    await db.query(`insert into tarjeta_contadores (color, last) select color, max(numero) from tarjetas group by color
      on conflict (color) do update set last = greatest(tarjeta_contadores.last, excluded.last)`);
  }
  if (have?.kc) {
    await db.query(`insert into kaizen_contador (id, last) select 1, max(numero) from kaizens having count(*) > 0
      on conflict (id) do update set last = greatest(kaizen_contador.last, excluded.last)`);
  }
}

/**
 * Restores a backup file into `db`. Before the database is touched: the manifest (format, version, a
 * schema this code knows), the refusal of a database with data without `force`, then a first pass over
 * the WHOLE file (gzip and its CRC, every line JSON, every table's row count, the end record; see
 * checkedLines). Only then loadLines, in one transaction that a failure rolls back.
 */
export async function restoreBackup(db: RawDb, file: string, options: LoadOptions): Promise<LoadResult> {
  checkSchemaKnown(await readManifest(file), options.migrationsDir);
  if (!options.force && (await hasData(db))) throw new BackupError(NOT_EMPTY);
  await verifyBackup(file);
  return loadLines(db, backupRecords(file), options);
}

/**
 * Copies an embedded database into an EMPTY PostgreSQL database: rows stream from one to the other
 * (no file in between); the uploads stay where they are (DATA_DIR/uploads). Counts are verified.
 */
export async function moveDatabase(source: RawDb, target: RawDb, migrationsDir: string): Promise<LoadResult> {
  if (await hasData(target)) {
    throw new BackupError('La base PostgreSQL de destino no está vacía: no se copia nada / The target PostgreSQL database is not empty: nothing copied');
  }
  const result = await loadLines(target, dumpLines(source, { migrationsDir }), { migrationsDir });
  const tables = Object.keys(result.tables);
  const after = await rowCounts(target, tables);
  const source2 = await rowCounts(source, tables);
  const wrong = tables.filter((t) => after[t] !== source2[t]);
  if (wrong.length) throw new BackupError(`Las filas copiadas no coinciden / Row counts differ: ${wrong.join(', ')}`);
  return result;
}
