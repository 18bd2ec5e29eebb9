#!/usr/bin/env node
// Heavy single requests against everyone else (issue 20, finding 4): while one heavy job runs, how long does
// GET /api/health take? A worker thread (its own event loop, so the bench's downloads cannot delay it) probes
// health one request at a time, a new one ~100 ms after the previous started (a probe that takes 15 s counts as
// failed), and reads the BFF's RSS every 100 ms. One row per job: its duration, health p50/p95/p99/max over the
// probes started during it, failed probes (timeout, error or non-200) and the BFF's peak RSS during it
// (VmHWM after resetting it through /proc/<pid>/clear_refs, else the highest VmRSS sampled). Goal: p99 < 500 ms.
//
// Jobs, on one built BFF on PGlite (DATA_DIR in a temp folder) holding --cards bulk cards and --parts machine parts:
//   baseline (no job, 3 s) · QR labels ×5 at once (GET /api/campos/etiquetas) · dry run of a --csv-mb CSV
//   (POST /api/importar/tarjetas/analizar) · team PDF report ×20 at once (GET /api/dashboard/reporte) ·
//   GET /api/tarjetas (all cards) ×10 at once · import of --import-rows rows (POST /api/importar/tarjetas; last, it adds cards).
// With --pg (or --only naming a -pg job) the all-cards job also runs on a PostgreSQL server (DATABASE_URL, default the
// local one; a throw-away database).
// Needs the built BFF (`npx rspack build --config bff/rspack.config.mjs`); BFF_MAIN=…/main.js measures another build.
// Usage: node bench/heavy.mjs [--cards 100000] [--parts 1535] [--csv-mb 20] [--import-rows 100000]
//          [--clients-all 10] [--pg] [--only baseline,etiquetas,dry-run,reporte,tarjetas,import,tarjetas-pg]
//          [--accept-encoding identity]   (what the clients of the heavy jobs send; browsers send 'gzip, deflate, br')
// Quick run: node bench/heavy.mjs --cards 20000 --csv-mb 4 --import-rows 20000
import { writeFileSync, readFileSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { createBenchDatabase, loginAdmin, SEED_SQL, seedCardsPostgres, startBff, stopBff } from './support.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const CARDS = Number(arg('cards', 100_000));
const PARTS = Number(arg('parts', 1_535));
const CSV_MB = Number(arg('csv-mb', 20));
const IMPORT_ROWS = Number(arg('import-rows', 100_000));
const CLIENTS_ALL = Number(arg('clients-all', 10));
const ENCODING = arg('accept-encoding', 'identity');
const ONLY = arg('only', undefined)?.split(',');
const PG = process.argv.includes('--pg') || Boolean(ONLY?.includes('tarjetas-pg'));
const serverUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const PROBE_TIMEOUT_MS = 15_000;
const wanted = (job) => !ONLY || ONLY.includes(job);

// ---------------------------------------------------------------------------------------------- the probe worker
const PROBE = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const { readFileSync } = require('node:fs');
const { url, pid, timeoutMs } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
const rss = () => { try { return Number(/VmRSS:\\s+(\\d+) kB/.exec(readFileSync('/proc/' + pid + '/status', 'utf8'))[1]) / 1024; } catch { return NaN; } };
let stop = false;
parentPort.on('message', (m) => { if (m === 'stop') stop = true; });
const timer = setInterval(() => parentPort.postMessage({ kind: 'rss', at: Date.now(), mb: rss() }), 100);
function probe() {
  return new Promise((resolve) => {
    const t0 = performance.now();
    const at = Date.now();
    let done = false;
    const finish = (ok) => { if (done) return; done = true; resolve({ kind: 'probe', at, ms: performance.now() - t0, ok }); };
    const req = http.get(url + '/api/health', { agent, timeout: timeoutMs }, (res) => {
      res.resume();
      res.on('end', () => finish(res.statusCode === 200));
      res.on('error', () => finish(false));
    });
    req.on('timeout', () => { req.destroy(); finish(false); });
    req.on('error', () => finish(false));
  });
}
(async () => {
  while (!stop) {
    const started = performance.now();
    parentPort.postMessage(await probe());
    const wait = 100 - (performance.now() - started);
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
  }
  clearInterval(timer);
  agent.destroy();
  parentPort.postMessage({ kind: 'stopped' });
})();
`;

class Prober {
  samples = [];
  constructor(url, pid) {
    this.pid = pid;
    this.worker = new Worker(PROBE, { eval: true, workerData: { url, pid, timeoutMs: PROBE_TIMEOUT_MS } });
    this.worker.on('message', (m) => this.samples.push(m));
  }
  /** Waits until a probe started after `t` has answered: every probe of the window before it is then in. */
  async settle(t) {
    while (!this.samples.some((s) => s.kind === 'probe' && s.at > t)) await new Promise((r) => setTimeout(r, 20));
  }
  async stop() {
    this.worker.postMessage('stop');
    await new Promise((r) => this.worker.on('message', (m) => m.kind === 'stopped' && r()));
    await this.worker.terminate();
  }
}

const resetPeak = (pid) => {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
};
const peakMb = (pid) => Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;

const pct = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN);

/** Runs `job` while the prober probes; returns the table row. */
async function measure(name, prober, job) {
  const { pid } = prober;
  const cleared = resetPeak(pid);
  const t0 = Date.now();
  const started = performance.now();
  let detail = '';
  let error;
  try {
    detail = (await job()) ?? '';
  } catch (err) {
    error = err;
  }
  const seconds = (performance.now() - started) / 1000;
  const t1 = Date.now();
  await prober.settle(t1);
  const probes = prober.samples.filter((s) => s.kind === 'probe' && s.at >= t0 && s.at <= t1);
  const ms = probes.map((p) => p.ms).sort((a, b) => a - b);
  const rssSampled = Math.max(...prober.samples.filter((s) => s.kind === 'rss' && s.at >= t0 && s.at <= t1 + 100).map((s) => s.mb));
  const row = {
    job: name,
    seconds,
    probes: probes.length,
    p50: pct(ms, 50),
    p95: pct(ms, 95),
    p99: pct(ms, 99),
    max: ms.at(-1) ?? NaN,
    failed: probes.filter((p) => !p.ok).length,
    peakRss: cleared ? peakMb(pid) : rssSampled,
    detail: error ? `FAILED: ${error.message}` : detail,
  };
  console.error(JSON.stringify(row));
  return row;
}

// ------------------------------------------------------------------------------------------------ the heavy jobs
/** One request over its own connection; the body is counted, not kept. */
function request(url, path, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve) => {
    const req = http.request(`${url}${path}`, { method, headers: { 'accept-encoding': ENCODING, ...headers }, agent: false }, (res) => {
      let bytes = 0;
      const chunks = [];
      const keep = res.statusCode >= 300 || (!String(res.headers['content-type'] ?? '').startsWith('application/pdf') && path !== '/api/tarjetas');
      res.on('data', (c) => {
        bytes += c.length;
        if (keep) chunks.push(c);
      });
      res.on('end', () => resolve({ status: res.statusCode, bytes, text: keep ? Buffer.concat(chunks).toString() : '' }));
      // An answer cut short (the server gave up on the connection) is a failed request, not an error of the bench.
      res.on('error', () => resolve({ status: 'cut', bytes, text: '' }));
      res.on('aborted', () => resolve({ status: 'aborted', bytes, text: '' }));
    });
    req.on('error', (err) => resolve({ status: err.code ?? 'error', bytes: 0, text: '' }));
    req.end(body);
  });
}

const mb = (bytes) => (bytes < 1048576 ? `${Math.round(bytes / 1024)} KB` : `${(bytes / 1048576).toFixed(1)} MB`);
/** 'n × size' of the 2xx answers, then every other status with its count ('408 ×2'). */
function outcome(rs) {
  const ok = rs.filter((r) => r.status >= 200 && r.status < 300);
  const others = new Map();
  for (const r of rs) if (!ok.includes(r)) others.set(r.status, (others.get(r.status) ?? 0) + 1);
  const failed = [...others].map(([s, n]) => `${s} ×${n}`).join(', ');
  return `${ok.length} × ${ok.length ? mb(ok.reduce((n, r) => n + r.bytes, 0) / ok.length) : '-'}${failed ? `; FAILED ${failed}` : ''}`;
}
const json = (r) => (r.status >= 200 && r.status < 300 ? JSON.parse(r.text) : {});

function multipart(filename, data) {
  const boundary = `----bench${Date.now()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="opciones"\r\n\r\n{}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="archivo"; filename="${filename}"\r\nContent-Type: text/csv\r\n\r\n`,
  );
  return { body: Buffer.concat([head, data, Buffer.from(`\r\n--${boundary}--\r\n`)]), type: `multipart/form-data; boundary=${boundary}` };
}

const COLORES = ['Roja', 'Azul', 'Verde', 'Amarilla'];
const PRIORIDADES = ['Alta', 'Media', 'Baja'];
const HEADER = ['N°', 'Color', 'Equipo Autonomo', 'Prioridad', 'Fecha apertura', 'Descripción anomalia', 'Estado actual'];
const q = (v) => `"${v.replace(/"/g, '""')}"`;
/** The original app's list export (as bench/importar.mjs): `rows` rows, or as many as fit in `maxBytes`. */
function csv({ rows = Infinity, maxBytes = Infinity }) {
  const t0 = Date.parse('2019-01-01T10:00:00.000Z');
  const lines = ['\uFEFF' + HEADER.map(q).join(',')];
  let size = Buffer.byteLength(lines[0]) + 2;
  for (let i = 0; i < rows; i++) {
    const color = COLORES[i % 4];
    const descripcion = `Pérdida de aceite en la zona del reductor, se observa goteo continuo ${i}` + (i % 10 === 0 ? '\nRevisar "retén" y nivel' : '');
    const line = [
      String(100_000 + Math.floor(i / 4) + 1),
      color,
      '',
      color === 'Amarilla' ? '' : PRIORIDADES[i % 3],
      new Date(t0 + i * 60_000).toISOString(),
      descripcion,
      i % 3 === 0 ? 'Cerrada' : 'Abierta',
    ]
      .map(q)
      .join(',');
    size += Buffer.byteLength(line) + 2;
    if (size > maxBytes) break;
    lines.push(line);
  }
  return { data: Buffer.from(lines.join('\r\n') + '\r\n'), rows: lines.length - 1 };
}

// -------------------------------------------------------------------------------------------------------- setup
/** The machines with `PARTS` parts in all (a QR label each, plus one per machine). */
const PARTS_SQL = (parts, machines = 40) => `
  INSERT INTO campos (name, value, parte_maquina)
  SELECT 'maquina', 'Máquina bench ' || m,
    ARRAY(SELECT 'Parte ' || m || '-' || p FROM generate_series(1, ${Math.floor(parts / machines)} + CASE WHEN m <= ${parts % machines} THEN 1 ELSE 0 END) p)
  FROM generate_series(1, ${machines}) m
  ON CONFLICT DO NOTHING`;

async function startPglite() {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-heavy-'));
  const env = { DATA_DIR: dataDir, DATABASE_URL: undefined, AVISOS_INTERVAL_MINUTES: '0' };
  let bff = await startBff(env);
  // The BFF created the schema and the demo data; PGlite is in-process, so the bulk rows go in with it stopped.
  await stopBff(bff);
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create(join(dataDir, 'pglite'));
  await db.exec(SEED_SQL(CARDS));
  await db.exec(PARTS_SQL(PARTS));
  await db.exec('ANALYZE');
  await db.close();
  bff = await startBff(env);
  return { bff, cleanup: () => rmSync(dataDir, { recursive: true, force: true }) };
}

const rows = [];
const log = (s) => console.error(`[heavy] ${s}`);

if (['baseline', 'etiquetas', 'dry-run', 'reporte', 'tarjetas', 'import'].some(wanted)) {
  log(`PGlite: seeding ${CARDS} cards and ${PARTS} machine parts`);
  const { bff, cleanup } = await startPglite();
  const prober = new Prober(bff.url, bff.child.pid);
  try {
    const auth = await loginAdmin(bff.url);
    const pause = () => new Promise((r) => setTimeout(r, 1000));
    if (wanted('baseline')) rows.push(await measure('baseline (no job)', prober, () => new Promise((r) => setTimeout(() => r('3 s idle'), 3000))));
    await pause();
    if (wanted('etiquetas')) {
      rows.push(
        await measure('QR labels ×5 at once', prober, async () => {
          const rs = await Promise.all(Array.from({ length: 5 }, () => request(bff.url, '/api/campos/etiquetas', { headers: auth })));
          return outcome(rs);
        }),
      );
      await pause();
    }
    if (wanted('dry-run')) {
      const file = csv({ maxBytes: CSV_MB * 1048576 - 4096 });
      const { body, type } = multipart('tarjetas.csv', file.data);
      rows.push(
        await measure(`CSV dry run ${mb(file.data.length)}`, prober, async () => {
          const r = await request(bff.url, '/api/importar/tarjetas/analizar', { method: 'POST', headers: { ...auth, 'content-type': type }, body });
          return `${file.rows} rows, aCrear ${json(r).aCrear}; ${outcome([r])}`;
        }),
      );
      await pause();
    }
    if (wanted('reporte')) {
      rows.push(
        await measure('team PDF report ×20 at once', prober, async () => {
          const rs = await Promise.all(Array.from({ length: 20 }, () => request(bff.url, '/api/dashboard/reporte', { headers: auth })));
          return outcome(rs);
        }),
      );
      await pause();
    }
    if (wanted('tarjetas')) {
      rows.push(
        await measure(`GET /api/tarjetas (all) ×${CLIENTS_ALL}, PGlite`, prober, async () => {
          const rs = await Promise.all(Array.from({ length: CLIENTS_ALL }, () => request(bff.url, '/api/tarjetas', { headers: auth })));
          return outcome(rs);
        }),
      );
      await pause();
    }
    if (wanted('import')) {
      const file = csv({ rows: IMPORT_ROWS });
      const { body, type } = multipart('tarjetas.csv', file.data);
      rows.push(
        await measure(`import ${IMPORT_ROWS} rows, PGlite`, prober, async () => {
          const r = await request(bff.url, '/api/importar/tarjetas', { method: 'POST', headers: { ...auth, 'content-type': type }, body });
          return `${mb(file.data.length)} CSV, creadas ${json(r).creadas}; ${outcome([r])}`;
        }),
      );
    }
  } finally {
    await prober.stop();
    await stopBff(bff);
    cleanup();
  }
}

if (PG && wanted('tarjetas-pg')) {
  log(`PostgreSQL: seeding ${CARDS} cards`);
  const database = await createBenchDatabase(serverUrl);
  const bff = await startBff({ DATABASE_URL: database.url, AVISOS_INTERVAL_MINUTES: '0' });
  const prober = new Prober(bff.url, bff.child.pid);
  try {
    await seedCardsPostgres(database.url, CARDS);
    const auth = await loginAdmin(bff.url);
    rows.push(
      await measure(`GET /api/tarjetas (all) ×${CLIENTS_ALL}, PostgreSQL`, prober, async () => {
        const rs = await Promise.all(Array.from({ length: CLIENTS_ALL }, () => request(bff.url, '/api/tarjetas', { headers: auth })));
        return outcome(rs);
      }),
    );
  } finally {
    await prober.stop();
    await stopBff(bff);
    await database.drop();
  }
}

const f = (n, d = 0) => (Number.isFinite(n) ? n.toFixed(d) : '-');
console.log(`\nHeavy jobs vs GET /api/health (${CARDS} cards, ${PARTS} parts; node ${process.version}, ${new Date().toISOString()}; goal p99 < 500 ms)`);
console.log('| job | duration s | probes | health p50 / p95 / p99 / max ms | failed | peak RSS MB | detail |');
console.log('|---|---|---|---|---|---|---|');
for (const r of rows) {
  console.log(
    `| ${r.job} | ${f(r.seconds, 1)} | ${r.probes} | ${f(r.p50)} / ${f(r.p95)} / ${f(r.p99)} / ${f(r.max)} | ${r.failed} | ${f(r.peakRss)} | ${r.detail} |`,
  );
}
