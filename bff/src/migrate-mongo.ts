/**
 * `npm run migrate:mongo -- <folder> [report.json]`: imports the original app's `mongoexport` dump into the configured
 * database (PGlite under DATA_DIR, or DATABASE_URL), migrating it first as the BFF does. Prints the report and writes
 * it as JSON (default `<folder>/informe-migracion.json`). Re-runnable: documents imported before are skipped.
 */
import 'reflect-metadata';
import { existsSync, statSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from './app/common/config/app-config';
import { connectDatabase } from './app/database/database.module';
import { importarDumpMongo, informeComoTexto } from './db/tools/mongo-import/mongo-import';
import { acquireDataDirLock, type DataDirLock } from './server/data-dir-lock';
import { enPlanta } from './app/database/alcance-planta';
import { PLANTA_PRINCIPAL } from './db/schema/plantas';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const bundledMigrations = here('./migrations');

async function run() {
  const [carpetaArg, informeArg] = process.argv.slice(2);
  if (!carpetaArg) throw new Error('Uso: npm run migrate:mongo -- <carpeta del mongoexport> [informe.json]');
  const carpeta = resolve(carpetaArg);
  if (!existsSync(carpeta) || !statSync(carpeta).isDirectory()) throw new Error(`No existe la carpeta ${carpeta}`);
  const config = loadConfig(process.env, {
    repoRoot: here('../../'),
    migrationsDir: existsSync(bundledMigrations) ? bundledMigrations : here('./db/migrations'),
  });
  // The plant's own users come from the dump: no demo users with documented pins.
  config.seed = false;
  let lock: DataDirLock | undefined;
  // PGlite is one process's: refuses while the portal runs on the same DATA_DIR.
  if (!config.databaseUrl) lock = acquireDataDirLock(config.dataDir);
  try {
    const conn = await connectDatabase(config);
    try {
      // The original app was one plant's: it becomes the first plant.
      const informe = await enPlanta(PLANTA_PRINCIPAL, () => importarDumpMongo(conn.db, carpeta, { plantTz: config.plantTz }));
      const archivo = resolve(informeArg ?? resolve(carpeta, 'informe-migracion.json'));
      writeFileSync(archivo, JSON.stringify(informe, null, 2));
      console.log(informeComoTexto(informe));
      console.log(`Informe completo: ${archivo}`);
    } finally {
      await conn.close();
    }
  } finally {
    lock?.release();
  }
}

run().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
