import { createReadStream, existsSync } from 'node:fs';
import { constants } from 'node:buffer';
import { createGunzip } from 'node:zlib';
import { plural } from '@portal/shared/domain';

/**
 * Portable backup: one gzip stream of NDJSON records.
 *   {"format":"portal-backup","version":1,"schema":{"tag","when"},"source","createdAt"}   manifest
 *   {"table":"users"}  then  {"r":{…row as row_to_json…}} per row  then  {"end":"users","count":n}
 *   {"file":"<path under DATA_DIR/uploads>","data":"<base64>"}                           uploads
 *   {"done":true,"tables":{name:count},"files":n}                                         end of backup
 * The `done` record is the end marker: a file cut exactly between two lines lacks it (or its counts).
 */
export const BACKUP_FORMAT = 'portal-backup';
export const BACKUP_VERSION = 1;

export interface SchemaVersion {
  /** The last applied migration (journal tag) and its `when` (drizzle's created_at). */
  tag: string;
  when: number;
}

export interface Manifest {
  format: string;
  version: number;
  schema: SchemaVersion;
  source: 'pglite' | 'postgres';
  createdAt: string;
}

export type Line =
  | Manifest
  | { table: string }
  | { r: Record<string, unknown> }
  | { end: string; count: number }
  | { file: string; data: string }
  | { done: true; tables: Record<string, number>; files: number };

export class BackupError extends Error {}

const NOTHING = 'no se restauró nada / nothing was restored';
const corrupt = (where: string, es: string, en: string) => new BackupError(`Respaldo dañado (${where}): ${es}; ${NOTHING} / Corrupt backup (${where}): ${en}`);
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** A path under DATA_DIR/uploads as the backup writes it: relative, '/'-separated, no '.' or '..' segment. */
export function isSafeUploadPath(path: string): boolean {
  return path.length > 0 && !path.includes('\\') && !path.includes('\0') && path.split('/').every((s) => s !== '' && s !== '.' && s !== '..');
}

/**
 * Checks the records of a backup as they pass and throws a BackupError at the first fault: the manifest
 * first (format, version, schema), rows only inside a table, each table's row count equal to its `end`
 * record, image paths and base64, then the `done` record's totals equal to what was seen, and nothing
 * after it. The last `next()` returns only once the source ended cleanly (for a file: the gzip trailer
 * and its CRC were read), so a consumer that reaches the end has seen a whole, consistent backup.
 */
export async function* checkedLines(source: AsyncIterable<unknown>): AsyncGenerator<Line> {
  let n = 0;
  let open: { name: string; rows: number } | null = null;
  const ended = new Map<string, number>();
  let files = 0;
  let done = false;
  for await (const value of source) {
    n++;
    const where = `registro ${n} / record ${n}`;
    if (n === 1) {
      checkManifest(value);
      yield value;
      continue;
    }
    if (done) throw corrupt(where, 'hay datos después del final', 'data after the end record');
    if (!isObject(value)) throw corrupt(where, 'no es un objeto', 'not an object');
    if ('r' in value) {
      if (!open) throw corrupt(where, 'fila fuera de una tabla', 'row outside a table');
      if (!isObject(value['r'])) throw corrupt(where, `fila no válida en ${open.name}`, `bad row in ${open.name}`);
      open.rows++;
    } else if ('table' in value) {
      const name = value['table'];
      if (open) throw corrupt(where, `la tabla ${open.name} no se cerró`, `table ${open.name} was not closed`);
      if (typeof name !== 'string' || !name || ended.has(name))
        throw corrupt(where, `tabla no válida o repetida: ${String(name)}`, `bad or repeated table: ${String(name)}`);
      open = { name, rows: 0 };
    } else if ('end' in value) {
      if (!open || value['end'] !== open.name)
        throw corrupt(where, `fin de una tabla no abierta: ${String(value['end'])}`, `end of a table not open: ${String(value['end'])}`);
      if (value['count'] !== open.rows) {
        throw corrupt(
          where,
          `la tabla ${open.name} trae ${plural(open.rows, 'fila', 'filas')} y declara ${String(value['count'])}`,
          `table ${open.name} holds ${open.rows} rows, declares ${String(value['count'])}`,
        );
      }
      ended.set(open.name, open.rows);
      open = null;
    } else if ('file' in value) {
      const { file, data } = value;
      if (open) throw corrupt(where, `archivo dentro de la tabla ${open.name}`, `file inside table ${open.name}`);
      if (typeof file !== 'string' || !isSafeUploadPath(file))
        throw corrupt(where, `ruta de archivo no válida: ${String(file)}`, `bad file path: ${String(file)}`);
      if (typeof data !== 'string' || data.length % 4 !== 0 || !BASE64.test(data))
        throw corrupt(where, `contenido no válido de ${file}`, `bad content of ${file}`);
      files++;
    } else if ('done' in value) {
      if (open) throw corrupt(where, `la tabla ${open.name} no se cerró`, `table ${open.name} was not closed`);
      const declared = value['tables'];
      const seen = Object.fromEntries(ended);
      const same = isObject(declared) && Object.keys(declared).length === ended.size && [...ended].every(([t, c]) => declared[t] === c);
      if (value['done'] !== true || !same || value['files'] !== files) {
        throw corrupt(
          where,
          `el final declara ${JSON.stringify(declared)} y ${String(value['files'])} archivos, el archivo trae ${JSON.stringify(seen)} y ${files}`,
          `the end record declares ${JSON.stringify(declared)} and ${String(value['files'])} files, the file holds ${JSON.stringify(seen)} and ${files}`,
        );
      }
      done = true;
    } else {
      throw corrupt(where, 'registro desconocido', 'unknown record');
    }
    yield value as Line;
  }
  if (n === 0) throw new BackupError('El archivo no es un respaldo del portal / Not a portal backup file');
  if (!done) throw new BackupError(`Respaldo incompleto (falta el final): ${NOTHING} / Truncated backup (no end record): nothing was restored`);
}

function checkManifest(value: unknown): asserts value is Manifest {
  if (!isObject(value) || value['format'] !== BACKUP_FORMAT) throw new BackupError('El archivo no es un respaldo del portal / Not a portal backup file');
  if (value['version'] !== BACKUP_VERSION) throw new BackupError(`Versión de respaldo no soportada / Unsupported backup version: ${String(value['version'])}`);
  const schema = value['schema'];
  if (!isObject(schema) || typeof schema['tag'] !== 'string' || typeof schema['when'] !== 'number') {
    throw corrupt('manifiesto / manifest', 'sin versión de esquema', 'no schema version');
  }
}

/**
 * The parsed JSON lines of a gzip file, one at a time (memory: one line, at most the longest string V8
 * can hold). Read, gzip and JSON errors become BackupErrors naming the line.
 */
async function* parsedLines(file: string): AsyncGenerator<unknown> {
  if (!existsSync(file)) throw new BackupError(`No existe el archivo de respaldo / Backup file not found: ${file}`);
  const source = createReadStream(file);
  const gunzip = createGunzip();
  // pipe() does not forward a read error: end the gunzip stream with it.
  source.on('error', (err) => gunzip.destroy(err));
  source.pipe(gunzip);
  let lineNo = 0;
  let pieces: Buffer[] = [];
  let pending = 0;
  const parse = (bytes: Buffer) => {
    lineNo++;
    try {
      return JSON.parse(bytes.toString('utf8')) as unknown;
    } catch {
      throw corrupt(`línea ${lineNo} / line ${lineNo}`, 'no es JSON', 'not JSON');
    }
  };
  try {
    const chunks = gunzip[Symbol.asyncIterator]();
    for (;;) {
      let next: IteratorResult<Buffer>;
      try {
        next = (await chunks.next()) as IteratorResult<Buffer>;
      } catch (err) {
        throw new BackupError(
          `Respaldo dañado o cortado (${(err as Error).message}, tras la línea ${lineNo}): ${NOTHING} / ` +
            `Corrupt or truncated backup file (${(err as Error).message}, after line ${lineNo})`,
        );
      }
      if (next.done) break;
      const chunk = next.value;
      let start = 0;
      for (let nl = chunk.indexOf(10); nl >= 0; nl = chunk.indexOf(10, start)) {
        pieces.push(chunk.subarray(start, nl));
        const line = Buffer.concat(pieces);
        pieces = [];
        pending = 0;
        start = nl + 1;
        if (line.length) yield parse(line);
      }
      if (start < chunk.length) {
        pieces.push(chunk.subarray(start));
        pending += chunk.length - start;
        if (pending > constants.MAX_STRING_LENGTH) throw corrupt(`línea ${lineNo + 1} / line ${lineNo + 1}`, 'línea demasiado larga', 'line too long');
      }
    }
    if (pending) yield parse(Buffer.concat(pieces));
  } finally {
    source.destroy();
    gunzip.destroy();
  }
}

/** The records of a backup file, checked one at a time (see checkedLines). */
export function readBackup(file: string): AsyncGenerator<Line> {
  return checkedLines(parsedLines(file));
}

/** The unchecked records of a backup file, for a consumer that checks them itself (loadLines). */
export const backupRecords = parsedLines;

/** The manifest of a backup file (its first record, checked). */
export async function readManifest(file: string): Promise<Manifest> {
  for await (const line of readBackup(file)) return line as Manifest;
  throw new BackupError('El archivo no es un respaldo del portal / Not a portal backup file');
}

/** Reads a whole backup file and checks it (see checkedLines), keeping one record at a time in memory. */
export async function verifyBackup(file: string): Promise<{ tables: Record<string, number>; files: number }> {
  let summary = { tables: {} as Record<string, number>, files: 0 };
  for await (const line of readBackup(file)) if ('done' in line) summary = { tables: line.tables, files: line.files };
  return summary;
}
