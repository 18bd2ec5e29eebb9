#!/usr/bin/env node
// Throughput under load, side by side in one run: a bare node:http hello world, GET /api/health, an
// authenticated route that only reads the user (GET /api/auth/user), the card list's page of 50 and a
// filtered and a sorted page, with 100,000 cards on a PostgreSQL server. Prints req/s, p50, p99, non-2xx,
// errors and CPU per request for each, and the ratios the issue asks about. Needs the built BFF
// (`npx nx build bff`; BFF_MAIN=path/to/main.js measures another build).
// Usage: node bench/load.mjs [--cards 100000] [--connections 20] [--duration 10] [--warmup 3] [--pool N]
//   DATABASE_URL: the server to create a throw-away database on (default postgres://postgres@127.0.0.1:5432/postgres).
//   --pool N sets the BFF's DB_POOL_MAX (default: the BFF's own default).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { createBenchDatabase, freePort, loginAdmin, seedCardsPostgres, startBff, stopBff } from './support.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const CARDS = arg('cards', 100_000);
const CONNECTIONS = arg('connections', 20);
const DURATION = arg('duration', 10);
const WARMUP = arg('warmup', 3);
const POOL = arg('pool', undefined);
const serverUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

/** The hello world runs in a process of its own, like the BFF, so it never shares a thread with autocannon. */
async function startHello() {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['-e', `require('node:http').createServer((q, s) => s.end('hello world')).listen(${port}, '127.0.0.1', () => console.log('up'))`],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise((resolve, reject) => {
    child.stdout.once('data', resolve);
    child.once('exit', (code) => reject(new Error(`hello world exited (${code})`)));
  });
  return { child, url: `http://127.0.0.1:${port}` };
}

/** CPU seconds (user + system) a process has used so far; Linux clock ticks are 1/100 s. */
const cpuSeconds = (pid) => {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0; // the process has ended
  }
};

/** The PostgreSQL backends serving the bench database (the BFF's pool), this monitoring session aside. */
async function backendPids(monitor) {
  const { rows } = await monitor.query('select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()');
  return rows.map((r) => r.pid);
}

const cannon = (url, headers, duration) =>
  new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration, headers }, (err, result) => (err ? reject(err) : resolve(result)));
  });

/**
 * Warm-up (JIT, pool, caches), then the measured run. Besides latency and throughput, the CPU time the
 * server process and its PostgreSQL backends spent per request: on a shared machine req/s moves with the
 * neighbours' load, CPU per request much less.
 */
async function measure(name, url, { headers = {}, pid, monitor } = {}) {
  if (WARMUP > 0) await cannon(url, headers, WARMUP);
  const backends = monitor ? await backendPids(monitor) : [];
  const cpu = () => [cpuSeconds(pid), ...backends.map(cpuSeconds)];
  const before = cpu();
  const r = await cannon(url, headers, DURATION);
  // A backend the pool closed during the run (idle timeout) reads 0: count it as unchanged, never negative.
  const after = cpu().map((s, i) => Math.max(s, before[i]));
  before.splice(
    1,
    Infinity,
    before.slice(1).reduce((a, b) => a + b, 0),
  );
  after.splice(
    1,
    Infinity,
    after.slice(1).reduce((a, b) => a + b, 0),
  );
  const perRequest = (i) => (1000 * (after[i] - before[i])) / r.requests.total;
  const row = {
    name,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
    nodeMs: perRequest(0),
    pgMs: monitor ? perRequest(1) : undefined,
  };
  console.error(`  ${name}: ${Math.round(row.rps)} req/s, p99 ${row.p99} ms`);
  return row;
}

async function expectJson(url, headers, check) {
  const res = await fetch(url, { headers });
  const body = await res.json();
  if (!res.ok || !check(body)) throw new Error(`unexpected answer from ${url}: ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
  return body;
}

const database = await createBenchDatabase(serverUrl);
const dataDir = mkdtempSync(join(tmpdir(), 'portal-load-'));
const hello = await startHello();
let bff;
try {
  const env = {
    NODE_ENV: 'production',
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    PUBLIC_URL: 'http://127.0.0.1',
    ...(POOL ? { DB_POOL_MAX: String(POOL) } : {}),
    // Each page from its SQL, as these figures always were (bench/plantas.mjs measures the pages kept in memory too).
    TARJETAS_CACHE: 'off',
  };
  // First start: migrations and demo data; then the bulk cards (with fresh statistics) and a fresh
  // start, so the measured process never saw the empty table.
  bff = await startBff(env);
  await stopBff(bff);
  console.error(`seeding ${CARDS} cards…`);
  await seedCardsPostgres(database.url, CARDS);
  bff = await startBff(env);
  const auth = await loginAdmin(bff.url);

  const page = `${bff.url}/api/tarjetas?page=0&pageSize=50&sort=fecha&order=desc`;
  const filtered = `${bff.url}/api/tarjetas?page=0&pageSize=50&sort=fecha&order=desc&color=Roja&estado=Abierta`;
  const sorted = `${bff.url}/api/tarjetas?page=0&pageSize=50&sort=numero&order=asc`;
  const all = await expectJson(page, auth, (b) => b.items?.length === 50 && b.total >= CARDS);
  const rojas = await expectJson(filtered, auth, (b) => b.items?.length === 50 && b.items.every((c) => c.color === 'Roja' && c.estado === 'Abierta'));
  await expectJson(`${bff.url}/api/auth/user`, auth, (b) => b.email === '1000');

  console.error(`measuring: ${CONNECTIONS} connections, ${WARMUP} s warm-up + ${DURATION} s each`);
  const load = loadavg()[0];
  const monitor = new pg.Client({ connectionString: database.url });
  await monitor.connect();
  const server = { pid: bff.child.pid, monitor };
  const rows = [
    await measure('node:http hello world', hello.url, { pid: hello.child.pid }),
    await measure('GET /api/health', `${bff.url}/api/health`, server),
    await measure('GET /api/auth/user', `${bff.url}/api/auth/user`, { ...server, headers: auth }),
    await measure(`GET /api/tarjetas page of 50 (total ${all.total})`, page, { ...server, headers: auth }),
    await measure(`  … color=Roja&estado=Abierta (total ${rojas.total})`, filtered, { ...server, headers: auth }),
    await measure('  … sorted by número', sorted, { ...server, headers: auth }),
  ];
  await monitor.end();
  // Let requests autocannon left in flight finish before the BFF is stopped.
  await new Promise((r) => setTimeout(r, 1000));

  const pad = (s, n) => String(s).padEnd(n);
  const num = (s, n) => String(s).padStart(n);
  const width = Math.max(...rows.map((r) => r.name.length)) + 2;
  console.log(
    `\n${CARDS} bulk cards on PostgreSQL, ${CONNECTIONS} connections, ${DURATION} s each after ${WARMUP} s warm-up; ${cpus().length} cores, load ${load.toFixed(1)} at start; DB_POOL_MAX ${POOL ?? 'default'}`,
  );
  console.log(
    `${pad('route', width)}${num('req/s', 9)}${num('p50 ms', 9)}${num('p99 ms', 9)}${num('non-2xx', 9)}${num('errors', 8)}${num('server CPU ms/req', 19)}${num('PG CPU ms/req', 15)}`,
  );
  const ms = (v) => (v === undefined ? '–' : v.toFixed(3));
  for (const r of rows) {
    console.log(
      `${pad(r.name, width)}${num(Math.round(r.rps), 9)}${num(r.p50, 9)}${num(r.p99, 9)}${num(r.non2xx, 9)}${num(r.errors, 8)}${num(ms(r.nodeMs), 19)}${num(ms(r.pgMs), 15)}`,
    );
  }
  const [helloRow, health, user, pageRow, filteredRow] = rows;
  const pct = (a, b) => `${((100 * a.rps) / b.rps).toFixed(1)} %`;
  console.log(
    `\nauth/user ÷ health: ${pct(user, health)}   health ÷ hello: ${pct(health, helloRow)}   page ÷ hello: ${pct(pageRow, helloRow)}   filtered page ÷ hello: ${pct(filteredRow, helloRow)}`,
  );
} finally {
  if (bff) await stopBff(bff);
  hello.child.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
  await database.drop();
}
