import { BackupError } from './backup-file';
import { loadLines, type LoadResult } from './backup-restore';
import { dumpLines } from './backup-write';
import { hasData, rowCounts } from './db-catalog';
import type { RawDb } from './raw-db';

/**
 * Backup and restore in the portable format of backup-file.ts. Tables come in foreign-key order; rows
 * are read with a cursor and written line by line, so memory stays bounded whatever the number of cards.
 * Writing is backup-write.ts, restoring backup-restore.ts (the sequences and numbering counters after it
 * backup-numbering.ts), what both read of a database db-catalog.ts; all still importable from here.
 */
export { BACKUP_FORMAT, BACKUP_VERSION, BackupError, readBackup, type SchemaVersion } from './backup-file';
export { dumpLines, writeBackup, type DumpOptions } from './backup-write';
export { loadLines, restoreBackup, type LoadOptions, type LoadResult } from './backup-restore';
export { appliedSchema, hasData, rowCounts, tablesInFkOrder } from './db-catalog';

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
