import { createWriteStream, mkdirSync, readFileSync, rmSync, renameSync } from 'node:fs';
import { dirname, relative, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { createGzip } from 'node:zlib';
import { BACKUP_FORMAT, BACKUP_VERSION, BackupError, type Line } from './backup-file';
import { appliedSchema, q, tablesInFkOrder } from './db-catalog';
import type { RawDb } from './raw-db';
import { walkFiles } from './staged-uploads';

/** Rows are read with a cursor and written line by line, so memory stays bounded whatever the number of cards. */
const FETCH_ROWS = 1000;

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
