#!/usr/bin/env node
// Seeds 100,000 cards and prints, side by side: GET /api/tarjetas (all cards, the original app's way)
// versus the paginated page the UI asks for, and the time and the BFF's peak memory of a
// 100,000-row xlsx export (20 columns). Needs the built BFF (`npm run build`).
// Usage: node bench/tarjetas.mjs [--cards 100000]   (DATABASE_URL → that server, else PGlite)
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SEED_SQL, createBenchDatabase, loginAdmin, seedCardsPostgres, startBff, stopBff } from './support.mjs';

const CARDS = Number(process.argv[process.argv.indexOf('--cards') + 1]) || 100_000;
const adminUrl = process.env.DATABASE_URL;

const rssMb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;

/** Highest RSS of the BFF while `fn` runs, sampled every 20 ms. */
async function peakRssDuring(pid, fn) {
  let peak = rssMb(pid);
  const timer = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 20);
  try {
    return { result: await fn(), peak };
  } finally {
    clearInterval(timer);
    peak = Math.max(peak, rssMb(pid));
  }
}

async function timed(fn) {
  const t = process.hrtime.bigint();
  const r = await fn();
  return { ms: Number(process.hrtime.bigint() - t) / 1e6, r };
}

let dataDir;
let database;
let env = {};
if (adminUrl) {
  database = await createBenchDatabase(adminUrl);
  env = { DATABASE_URL: database.url };
} else {
  dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
  env = { DATA_DIR: dataDir };
}

let bff = await startBff(env);
// The BFF created the schema and the demo data; add the bulk cards. PGlite is in-process, so the
// bulk insert goes through a throw-away endpoint-free path: stop the BFF, insert with PGlite, restart.
if (adminUrl) {
  await seedCardsPostgres(database.url, CARDS);
} else {
  await stopBff(bff);
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create(join(dataDir, 'pglite'));
  await db.exec(SEED_SQL(CARDS));
  await db.exec('ANALYZE tarjetas');
  await db.close();
  bff = await startBff(env);
}

const auth = await loginAdmin(bff.url);
const total = (await (await fetch(`${bff.url}/api/tarjetas?page=0&pageSize=1`, { headers: auth })).json()).total;

// The export first, so its memory figure is not inflated by the all-cards JSON.
const rssBefore = rssMb(bff.child.pid);
const columns = [
  'numero',
  'color',
  'prioridad',
  'equipo',
  'fecha',
  'descripcion',
  'estado',
  'maquina',
  'detecto',
  'familia',
  'tipodeRiesgo',
  'riesgoInicial',
  'riesgoFinal',
  'tipoAccion',
  'responsable',
  'tiempoEmpleado',
  'causa',
  'tareaRealizada',
  'materialUtilizado',
  'finReparacion',
];
const exported = await peakRssDuring(bff.child.pid, () =>
  timed(async () =>
    (
      await fetch(`${bff.url}/api/tarjetas/export`, {
        method: 'POST',
        headers: { ...auth, 'Content-Type': 'application/json' },
        body: JSON.stringify({ selectedOption: columns, filtros: {}, alerta: false, qrcode: false, convertida: false, planificacion: false }),
      })
    ).arrayBuffer(),
  ),
);
const xlsx = exported.result;
const rssPeak = exported.peak;
const all = await timed(async () => (await fetch(`${bff.url}/api/tarjetas`, { headers: auth })).arrayBuffer());
const pages = [];
for (let i = 0; i < 20; i++) {
  pages.push(await timed(async () => (await fetch(`${bff.url}/api/tarjetas?page=${i}&pageSize=10&sort=fecha&order=desc`, { headers: auth })).arrayBuffer()));
}
const pageMs = pages.map((p) => p.ms).sort((a, b) => a - b);

console.log(`database: ${adminUrl ? 'PostgreSQL' : 'PGlite'}, cards: ${total}`);
console.log(`GET /api/tarjetas (all, old way):        ${(all.ms / 1000).toFixed(2)} s, ${(all.r.byteLength / 1e6).toFixed(1)} MB`);
console.log(
  `GET /api/tarjetas?page&pageSize=10 (UI): median ${pageMs[10].toFixed(1)} ms, max ${pageMs[19].toFixed(1)} ms, ${(pages[0].r.byteLength / 1e3).toFixed(1)} KB`,
);
console.log(
  `xlsx export ${total} rows × 20 columns:   ${(xlsx.ms / 1000).toFixed(1)} s, ${(xlsx.r.byteLength / 1e6).toFixed(1)} MB file, BFF RSS peak ${rssPeak.toFixed(0)} MB during the export (${rssBefore.toFixed(0)} MB before)`,
);

await stopBff(bff);
if (dataDir) rmSync(dataDir, { recursive: true, force: true });
await database?.drop();
