import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatCantidad, plural } from '@portal/shared/domain';
import { loadConfig } from '../../app/common/config/app-config';
import { acquireDataDirLock, DataDirLockedError, type DataDirLock } from '../../server/data-dir-lock';
import { runAdminCreate, terminalIo } from './admin-create';
import { moveDatabase, restoreBackup, writeBackup, type LoadResult } from './backup';
import { BackupError, readManifest } from './backup-file';
import { openRawPglite, openRawPostgres, type RawDb } from './raw-db';

/**
 * `node dist/bff/db-cli.js backup <file> | restore <file> [--force] | move-to-postgres <DATABASE_URL>`
 * (run through `npm run db:backup|db:restore|db:move-to-postgres`); `admin-create` is `npm run admin:create`
 * (admin-create.ts). Uses the same DATA_DIR / DATABASE_URL
 * as the BFF. On the embedded database the BFF must be stopped: the DATA_DIR lock is taken, as the BFF does.
 */
const USAGE = `Uso / Usage:
  npm run db:backup -- <archivo.ndjson.gz>
  npm run db:restore -- <archivo.ndjson.gz> [--force]
  npm run db:move-to-postgres -- <DATABASE_URL>`;

export interface CliPaths {
  repoRoot: string;
  migrationsDir: string;
}

export async function runDbCli(argv: string[], env: NodeJS.ProcessEnv, paths: CliPaths, log: (line: string) => void = console.log): Promise<void> {
  const [command, ...rest] = argv;
  const force = rest.includes('--force');
  const args = rest.filter((a) => !a.startsWith('--'));
  const unknownFlags = rest.filter((a) => a.startsWith('--') && a !== '--force');
  if (!command || args.length !== 1 || unknownFlags.length || (force && command !== 'restore')) throw new BackupError(USAGE);
  // NODE_ENV does not matter to these tools (no JWT secret is read).
  const config = loadConfig({ ...env, NODE_ENV: 'development' }, paths);
  const uploadsDir = config.cloudinaryUrl ? undefined : join(config.dataDir, 'uploads');

  let lock: DataDirLock | undefined;
  const embedded = async (): Promise<RawDb> => {
    try {
      lock = acquireDataDirLock(config.dataDir);
    } catch (err) {
      if (err instanceof DataDirLockedError) {
        throw new BackupError(`${err.message}\nDetenga el portal (BFF) antes de usar la base embebida / Stop the BFF before using the embedded database.`);
      }
      throw err;
    }
    return openRawPglite(config.dataDir);
  };
  const open = () => (config.databaseUrl ? openRawPostgres(config.databaseUrl) : embedded());
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite ${config.dataDir}`;
  const dbs: RawDb[] = [];
  try {
    if (command === 'backup') {
      const db = await open();
      dbs.push(db);
      const summary = await writeBackup(db, args[0]!, { migrationsDir: paths.migrationsDir, uploadsDir });
      log(`Respaldo de ${where} en ${args[0]}: ${describe(summary.tables)}; ${plural(summary.files, 'archivo', 'archivos')}`);
    } else if (command === 'restore') {
      if (!existsSync(args[0]!)) throw new BackupError(`No existe el archivo de respaldo / Backup file not found: ${args[0]}`);
      // Not a backup at all: said before the database is opened (or an embedded one created).
      await readManifest(args[0]!);
      const db = await open();
      dbs.push(db);
      const result = await restoreBackup(db, args[0]!, { migrationsDir: paths.migrationsDir, force, uploadsDir });
      log(`Restaurado en ${where} (esquema ${result.schema.tag}): ${summarize(result)}`);
    } else if (command === 'move-to-postgres') {
      if (config.databaseUrl)
        throw new BackupError('Quite DATABASE_URL: el origen es la base embebida de DATA_DIR / Unset DATABASE_URL: the source is the embedded database');
      if (!/^postgres(ql)?:\/\//.test(args[0]!)) throw new BackupError(`Se esperaba una URL postgres://… / Expected a postgres:// URL\n${USAGE}`);
      const source = await embedded();
      dbs.push(source);
      const target = await openRawPostgres(args[0]!);
      dbs.push(target);
      const result = await moveDatabase(source, target, paths.migrationsDir);
      log(`Copiado de PGlite ${config.dataDir} a PostgreSQL: ${summarize(result)}`);
      log('Arranque el portal con DATABASE_URL; las imágenes siguen en DATA_DIR/uploads (o use CLOUDINARY_URL).');
    } else {
      throw new BackupError(USAGE);
    }
  } finally {
    for (const db of dbs.reverse()) await db.close().catch(() => undefined);
    lock?.release();
  }
}

const describe = (tables: Record<string, number>) =>
  `${plural(
    Object.values(tables).reduce((a, b) => a + b, 0),
    'fila',
    'filas',
  )} en ${plural(Object.keys(tables).length, 'tabla', 'tablas')} (tarjetas: ${formatCantidad(tables['tarjetas'] ?? 0)})`;
const summarize = (r: LoadResult) => `${describe(r.tables)}; ${plural(r.files, 'archivo', 'archivos')}; conteos verificados`;

// Entry point when run as the bundled script (dist/bff/db-cli.js sits next to main.js and its migrations).
const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const bundled = here('./migrations');
  const paths = { repoRoot: here('../../'), migrationsDir: existsSync(bundled) ? bundled : here('../migrations') };
  const [command, ...rest] = process.argv.slice(2);
  const run = command === 'admin-create' ? runAdminCreate(rest, process.env, paths, terminalIo()) : runDbCli(process.argv.slice(2), process.env, paths);
  run.catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
