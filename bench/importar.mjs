#!/usr/bin/env node
// Card import (issue 13): 10,000 rows in the original app's list export format, as CSV and as .xlsx, imported
// into an empty embedded database (PGlite) and into a PostgreSQL server. For each: the dry run's and the
// import's seconds (the import analyses again and writes everything in one transaction) and the BFF's peak
// RSS (VmHWM) — a fresh BFF per run (demo seed), so each peak is that run's own. Needs the built BFF (`npx nx build bff`).
// Figures (2026-11-26, 2 shared cores, load ≈ 10): PGlite CSV dry run 0.2 s / import 2.7 s / peak RSS 887 MB,
// PGlite xlsx 1.7 / 5.7 s / 918 MB, PostgreSQL CSV 0.8 / 3.3 s / 307 MB, PostgreSQL xlsx 1.3 / 4.1 s / 304 MB
// (docs/decisions.md, 'Card import').
// Usage: node bench/importar.mjs [--rows 10000] [--only pglite|postgres]
//   DATABASE_URL: the server to create a throw-away database on (default postgres://postgres@127.0.0.1:5432/postgres).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { createBenchDatabase, csv, filasImport as filas, HEADER_IMPORT as HEADER, loginAdmin, postImport, startBff, stopBff } from './support.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const ROWS = Number(arg('rows', 10_000));
const ONLY = arg('only', undefined);
const serverUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
async function xlsx(rows) {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Tarjetas');
  ws.addRow(HEADER);
  for (const r of rows) ws.addRow([Number(r[0]), r[1], r[2], r[3], r[4], r[5], r[6]]);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

const peakMb = (pid) => {
  const m = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Math.round(Number(m[1]) / 1024) : NaN;
};
const rssMb = (pid) => {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Math.round(Number(m[1]) / 1024) : NaN;
};

async function medir(db, formato, archivo) {
  let env;
  let cleanup;
  if (db === 'pglite') {
    const dir = mkdtempSync(join(tmpdir(), 'portal-bench-import-'));
    env = { DATA_DIR: dir, DATABASE_URL: undefined };
    cleanup = async () => rmSync(dir, { recursive: true, force: true });
  } else {
    const d = await createBenchDatabase(serverUrl);
    env = { DATABASE_URL: d.url };
    cleanup = d.drop;
  }
  const bff = await startBff(env);
  try {
    const auth = await loginAdmin(bff.url);
    const antes = rssMb(bff.child.pid);
    const nombre = formato === 'csv' ? 'tarjetas.csv' : 'tarjetas.xlsx';
    const analisis = await postImport(bff.url, '/importar/tarjetas/analizar', auth, archivo, nombre);
    const imp = await postImport(bff.url, '/importar/tarjetas', auth, archivo, nombre);
    return {
      db,
      formato,
      mb: (archivo.length / 1048576).toFixed(1),
      analizar: analisis.s.toFixed(2),
      importar: imp.s.toFixed(2),
      creadas: imp.body.creadas,
      rechazadas: imp.body.rechazadas,
      rssAntes: antes,
      pico: peakMb(bff.child.pid),
    };
  } finally {
    await stopBff(bff);
    await cleanup();
  }
}

const rows = filas(ROWS);
const archivos = { csv: csv(rows), xlsx: await xlsx(rows) };
const resultados = [];
for (const db of ['pglite', 'postgres']) {
  if (ONLY && ONLY !== db) continue;
  for (const formato of ['csv', 'xlsx']) {
    const r = await medir(db, formato, archivos[formato]);
    console.error(JSON.stringify(r));
    resultados.push(r);
  }
}
console.log(`\nImport of ${ROWS} rows (node ${process.version}, ${new Date().toISOString()})`);
console.log('db        format  file MB  dry run s  import s  created  rejected  RSS before MB  peak RSS MB');
for (const r of resultados) {
  console.log(
    `${r.db.padEnd(9)} ${r.formato.padEnd(7)} ${String(r.mb).padStart(7)}  ${String(r.analizar).padStart(9)}  ${String(r.importar).padStart(8)}  ${String(r.creadas).padStart(7)}  ${String(r.rechazadas).padStart(8)}  ${String(r.rssAntes).padStart(13)}  ${String(r.pico).padStart(11)}`,
  );
}
