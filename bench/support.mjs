// Helpers shared by the bench scripts: a free port, the built BFF as a child process, throw-away
// databases and the bulk card rows.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import pg from 'pg';

export const root = join(import.meta.dirname, '..');

export const freePort = () =>
  new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

/** Card rows built in SQL: fast enough for 100k, realistic text lengths, all colours and states. */
export const SEED_SQL = (n) => `
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

/** Starts the built BFF (dist/bff/main.js, or BFF_MAIN to compare builds) on a free port and waits for /api/health. */
export async function startBff(env, { stderr = 'inherit' } = {}) {
  const port = await freePort();
  const child = spawn(process.execPath, [process.env.BFF_MAIN || join(root, 'dist/bff/main.js')], {
    // The load comes from one loopback address: no per-address connection cap (HTTP_MAX_CONNECTIONS_PER_IP).
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', SEED: 'true', HTTP_MAX_CONNECTIONS_PER_IP: '0', ...env },
    stdio: ['ignore', 'ignore', stderr],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`BFF exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { child, url, port };
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill('SIGTERM');
  throw new Error('BFF did not start');
}

export async function stopBff(bff) {
  if (bff.child.exitCode !== null) return;
  const exited = new Promise((r) => bff.child.once('exit', r));
  bff.child.kill('SIGTERM');
  await exited;
}

async function adminQuery(serverUrl, text) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

/** A database of its own on the server at `serverUrl`: `{ url, drop() }`. */
export async function createBenchDatabase(serverUrl) {
  const name = `portal_bench_${Date.now()}_${process.pid}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const u = new URL(serverUrl);
  u.pathname = `/${name}`;
  return { url: u.href, drop: () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** Inserts `n` bulk cards into the PostgreSQL database at `url` and refreshes the planner's statistics. */
export async function seedCardsPostgres(url, n) {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    await db.query(SEED_SQL(n));
    await db.query('ANALYZE tarjetas');
  } finally {
    await db.end();
  }
}

/** Logs in as the seeded Admin; returns the Authorization header. */
export async function loginAdmin(url) {
  const res = await fetch(`${url}/api/auth`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: '1000', password: '100000' }),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  const { token } = await res.json();
  return { Authorization: `Bearer ${token}` };
}

// ---- Card import files (the original app's list export) -----------------------------------------------------

const COLORES = ['Roja', 'Azul', 'Verde', 'Amarilla'];
const PRIORIDADES = ['Alta', 'Media', 'Baja'];
export const HEADER_IMPORT = ['N°', 'Color', 'Equipo Autonomo', 'Prioridad', 'Fecha apertura', 'Descripción anomalia', 'Estado actual'];

/** Rows as the original exported them: numbers per colour, ISO dates, a multi-line description every 10th row. */
export function filasImport(n) {
  const t0 = Date.parse('2019-01-01T10:00:00.000Z');
  return Array.from({ length: n }, (_, i) => {
    const color = COLORES[i % 4];
    const descripcion = `Pérdida de aceite en la zona del reductor, se observa goteo continuo ${i}` + (i % 10 === 0 ? '\nRevisar "retén" y nivel' : '');
    return [
      String(100_000 + Math.floor(i / 4) + 1),
      color,
      '',
      color === 'Amarilla' ? '' : PRIORIDADES[i % 3],
      new Date(t0 + i * 3_600_000).toISOString(),
      descripcion,
      i % 3 === 0 ? 'Cerrada' : 'Abierta',
    ];
  });
}

const q = (v) => `"${v.replace(/"/g, '""')}"`;
export const csv = (rows) => Buffer.from('\uFEFF' + [HEADER_IMPORT, ...rows].map((r) => r.map(q).join(',')).join('\r\n') + '\r\n');

/** One import call (`/importar/tarjetas/analizar` or `/importar/tarjetas`) with default options: seconds and answer. */
export async function postImport(url, path, auth, archivo, filename) {
  const form = new FormData();
  form.append('opciones', JSON.stringify({}));
  form.append('archivo', new Blob([archivo]), filename);
  const t = performance.now();
  const res = await fetch(`${url}/api${path}`, { method: 'POST', headers: auth, body: form });
  const body = await res.json();
  if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(body)}`);
  return { s: (performance.now() - t) / 1000, body };
}
