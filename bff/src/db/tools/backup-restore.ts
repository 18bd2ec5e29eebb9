import { BackupError, backupRecords, checkedLines, readManifest, verifyBackup, type Line, type Manifest, type SchemaVersion } from './backup-file';
import { resetCounters, resetSequences } from './backup-numbering';
import { hasData, q, readJournal, rowCounts, tablesInFkOrder } from './db-catalog';
import { applyMigrations, type RawDb } from './raw-db';
import { StagedUploads } from './staged-uploads';

const INSERT_ROWS = 500;
const INSERT_BYTES = 4 * 1024 * 1024;

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
    if (wrong.length)
      throw new BackupError(`Las filas restauradas no coinciden / Row counts differ: ${wrong.map((t) => `${t} ${actual[t]}≠${expected[t]}`).join(', ')}`);
    await resetSequences(db);
    // Migrations newer than the backup run with triggers on, like at any upgrade (still in the transaction).
    await db.query(`set local session_replication_role = origin`);
    await applyMigrations(db, options.migrationsDir);
    // The counters in the schema as it now is (an older backup's counters had no plant).
    await resetCounters(db);
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
