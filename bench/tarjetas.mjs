#!/usr/bin/env node
// Seeds 100,000 cards and prints, side by side: GET /api/tarjetas (all cards, the original app's way)
// versus the paginated page the UI asks for, and the time and the BFF's peak memory of a
// 100,000-row xlsx export (20 columns). Needs the built BFF (`npm run build`).
// Usage: node bench/tarjetas.mjs [--cards 100000]   (DATABASE_URL → that server, else PGlite)
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

const root = join(import.meta.dirname, '..');
const CARDS = Number(process.argv[process.argv.indexOf('--cards') + 1]) || 100_000;
const adminUrl = process.env.DATABASE_URL;

const freePort = () =>
  new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

/** Card rows built in SQL: fast enough for 100k, realistic text lengths, all colours and states. */
const SEED_SQL = (n) => `
  WITH c AS (SELECT g, (ARRAY['Roja','Azul','Verde','Amarilla'])[1 + g % 4] AS color FROM generate_series(1, ${n}) g)
  INSERT INTO tarjetas (numero, color, estado, fecha, descripcion, sugerencia, reparacion, detecto, prioridad, familia,
    maquina, parte_maquina, equipo, riesgo_inicial, tipode_riesgo, riesgo_final, inicio_reparacion, fin_reparacion,
    responsable, tiempo_empleado, causa, tarea_realizada, material_utilizado, tipo_accion, convertida, cerrada_en)
  SELECT 1000000 + g, color, CASE WHEN g % 3 = 0 THEN 'Cerrada' ELSE 'Abierta' END,
    now() - (g % 540) * interval '1 day',
    'Pérdida de aceite en la zona del reductor, se observa goteo continuo ' || g,
    'Cambiar retén y revisar nivel de aceite', 'Con maquina parada', 'Operario ' || (g % 50),
    (ARRAY['Alta','Media','Baja'])[1 + g % 3], '1 - Pequeñas Deficiencia', 'Calandra 1', 'Reductor', 'Calandrado',
    'MO: MODERADO', 'R - Riesgo mecánico', CASE WHEN g % 3 = 0 THEN 'NS: NO SIGNIFICATIVO' ELSE '' END,
    CASE WHEN g % 3 = 0 THEN now() - (g % 540) * interval '1 day' + interval '1 hour' END,
    CASE WHEN g % 3 = 0 THEN now() - (g % 540) * interval '1 day' + interval '3 hours' END,
    CASE WHEN g % 3 = 0 THEN 'Mantenimiento' ELSE '' END, CASE WHEN g % 3 = 0 THEN 2 END,
    CASE WHEN g % 3 = 0 THEN 'Desgaste' ELSE '' END, CASE WHEN g % 3 = 0 THEN 'Cambio de retén' ELSE '' END,
    CASE WHEN g % 3 = 0 THEN 'Retén 45x62' ELSE '' END, CASE WHEN g % 3 = 0 THEN 'Eliminar' ELSE '' END,
    g % 7 = 0, CASE WHEN g % 3 = 0 THEN now() - (g % 540) * interval '1 day' + interval '3 hours' END
  FROM c`;

async function startBff(env) {
  const port = await freePort();
  const child = spawn(process.execPath, [join(root, 'dist/bff/main.js')], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', SEED: 'true', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { child, url };
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('BFF did not start');
}

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
let dbName;
let env = {};
if (adminUrl) {
  dbName = `portal_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  await admin.end();
  const u = new URL(adminUrl);
  u.pathname = `/${dbName}`;
  env = { DATABASE_URL: u.href };
} else {
  dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
  env = { DATA_DIR: dataDir };
}

let bff = await startBff(env);
// The BFF created the schema and the demo data; add the bulk cards. PGlite is in-process, so the
// bulk insert goes through a throw-away endpoint-free path: stop the BFF, insert with PGlite, restart.
if (adminUrl) {
  const db = new pg.Client({ connectionString: env.DATABASE_URL });
  await db.connect();
  await db.query(SEED_SQL(CARDS));
  await db.query('ANALYZE tarjetas');
  await db.end();
} else {
  bff.child.kill('SIGTERM');
  await new Promise((r) => bff.child.once('exit', r));
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create(join(dataDir, 'pglite'));
  await db.exec(SEED_SQL(CARDS));
  await db.exec('ANALYZE tarjetas');
  await db.close();
  bff = await startBff(env);
}

const login = await fetch(`${bff.url}/api/auth`, {
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify({ email: '1000', password: '100000' }),
});
const { token } = await login.json();
const auth = { Authorization: `Bearer ${token}` };
const total = (await (await fetch(`${bff.url}/api/tarjetas?page=0&pageSize=1`, { headers: auth })).json()).total;

// The export first, so its memory figure is not inflated by the all-cards JSON.
const rssBefore = rssMb(bff.child.pid);
const columns = ['numero', 'color', 'prioridad', 'equipo', 'fecha', 'descripcion', 'estado', 'maquina', 'detecto', 'familia', 'tipodeRiesgo', 'riesgoInicial', 'riesgoFinal', 'tipoAccion', 'responsable', 'tiempoEmpleado', 'causa', 'tareaRealizada', 'materialUtilizado', 'finReparacion'];
const exported = await peakRssDuring(bff.child.pid, () => timed(async () =>
  (
    await fetch(`${bff.url}/api/tarjetas/export`, {
      method: 'POST',
      headers: { ...auth, 'Content-Type': 'application/json' },
      body: JSON.stringify({ selectedOption: columns, filtros: {}, alerta: false, qrcode: false, convertida: false, planificacion: false }),
    })
  ).arrayBuffer(),
));
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
console.log(`GET /api/tarjetas?page&pageSize=10 (UI): median ${pageMs[10].toFixed(1)} ms, max ${pageMs[19].toFixed(1)} ms, ${(pages[0].r.byteLength / 1e3).toFixed(1)} KB`);
console.log(`xlsx export ${total} rows × 20 columns:   ${(xlsx.ms / 1000).toFixed(1)} s, ${(xlsx.r.byteLength / 1e6).toFixed(1)} MB file, BFF RSS peak ${rssPeak.toFixed(0)} MB during the export (${rssBefore.toFixed(0)} MB before)`);

bff.child.kill('SIGTERM');
await new Promise((r) => bff.child.once('exit', r));
if (dataDir) rmSync(dataDir, { recursive: true, force: true });
if (dbName) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE ${dbName}`);
  await admin.end();
}
