#!/usr/bin/env node
// Live events (issue 12): how many events per second reach the open streams, and the delay from a write to its
// event on ANOTHER instance. PostgreSQL: two built BFF processes on one throw-away database, --streams open
// streams on instance B, --writes card creates on instance A (--concurrency at a time); each create is announced
// by the database (trigger → pg_notify) and fanned out by B. PGlite: one BFF, streams and writes on it.
// Prints, side by side: events written per second, deliveries per second (events × streams), and the delay
// write → event (from sending the POST to the event's arrival on a stream) p50/p95/p99/max over every
// (stream, event) pair, plus the POST's own latency p50 for scale and the event's arrival after the POST's answer
// (negative: the event came first — the commit notifies before the BFF answers). The client runs on the same machine.
// Needs the built BFF (`NX_DAEMON=false NODE_ENV=production npx nx build bff`; BFF_MAIN=… another build).
// Usage: node bench/events.mjs [--db both|postgres|pglite] [--streams 200] [--writes 500] [--concurrency 10]
//   DATABASE_URL: the server to create a throw-away database on (default postgres://postgres@127.0.0.1:5432/postgres).
import { request, Agent } from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createBenchDatabase, loginAdmin, startBff, stopBff } from './support.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const DB = arg('db', 'both');
const STREAMS = Number(arg('streams', 200));
const WRITES = Number(arg('writes', 500));
const CONCURRENCY = Number(arg('concurrency', 10));
const serverUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

/** bff/test/tarjetas.ts TARJETA_ROJA (valid on the seeded field options). */
const CARD = {
  descripcion: 'Pérdida de aceite',
  sugerencia: 'Cambiar retén',
  reparacion: 'Con maquina parada',
  color: 'Roja',
  detecto: 'Carla Ríos',
  prioridad: 'Alta',
  familia: '1 - Pequeñas Deficiencia',
  maquina: 'Calandra 1',
  parteMaquina: 'Reductor',
  equipo: 'Calandrado',
  riesgoInicial: 'MO: MODERADO',
  tipodeRiesgo: 'R - Riesgo mecánico',
};
const agent = new Agent({ keepAlive: true, maxSockets: Infinity });

/** Opens one stream (a ticket first); resolves once `listo` arrived. `onEvent(id, at)` for each portal event. */
async function openStream(base, auth, onEvent) {
  const res = await fetch(`${base}/api/events/ticket`, { method: 'POST', headers: auth });
  if (res.status !== 200) throw new Error(`ticket: ${res.status} ${await res.text()}`);
  const { ticket } = await res.json();
  return new Promise((resolve, reject) => {
    const req = request(`${base}/api/events?ticket=${ticket}`, { agent: new Agent({ keepAlive: false }) }, (answer) => {
      if (answer.statusCode !== 200) return reject(new Error(`stream: ${answer.statusCode}`));
      answer.setEncoding('utf8');
      let buffer = '';
      answer.on('data', (chunk) => {
        buffer += chunk;
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (block.startsWith('event: listo')) resolve(req);
          else if (block.startsWith('event: portal')) {
            const at = performance.now();
            const { id } = JSON.parse(block.slice(block.indexOf('data: ') + 6));
            onEvent(id, at);
          }
        }
      });
    });
    req.on('error', reject);
    req.end();
  });
}

/** Resident memory of a process, in KiB (Linux). */
const rssKiB = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function run(label, writeBase, streamBff) {
  const streamBase = streamBff.url;
  const auth = await loginAdmin(writeBase);
  // An event may arrive before its POST's answer (the commit notifies, then the BFF answers): arrivals are kept by
  // id and matched with the send times at the end.
  const arrivals = new Map();
  const onEvent = (id, at) => {
    let list = arrivals.get(id);
    if (!list) arrivals.set(id, (list = []));
    list.push(at);
  };
  const streams = [];
  // Memory of the streams' instance before and after opening them (after a settle: tickets' requests done).
  await fetch(`${streamBase}/api/health`);
  const rssBefore = rssKiB(streamBff.child.pid);
  for (let i = 0; i < STREAMS; i += 20) {
    streams.push(...(await Promise.all(Array.from({ length: Math.min(20, STREAMS - i) }, () => openStream(streamBase, auth, onEvent)))));
  }
  await new Promise((r) => setTimeout(r, 500));
  const rssPerStream = ((rssKiB(streamBff.child.pid) - rssBefore) / STREAMS).toFixed(1);
  const sent = new Map();
  const writeLatency = [];
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < WRITES) {
      next++;
      const t0 = performance.now();
      const body = JSON.stringify(CARD);
      const res = await new Promise((resolve, reject) => {
        const req = request(
          `${writeBase}/api/tarjetas`,
          { method: 'POST', agent, headers: { ...auth, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
          (r) => {
            let text = '';
            r.setEncoding('utf8');
            r.on('data', (c) => (text += c));
            r.on('end', () => resolve({ status: r.statusCode, text }));
          },
        );
        req.on('error', reject);
        req.end(body);
      });
      if (res.status !== 201) throw new Error(`create: ${res.status} ${res.text}`);
      const t1 = performance.now();
      sent.set(JSON.parse(res.text)._id, [t0, t1]);
      writeLatency.push(t1 - t0);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const writesDone = performance.now();
  const expected = WRITES * STREAMS;
  const count = () => [...sent.keys()].reduce((n, id) => n + (arrivals.get(id)?.length ?? 0), 0);
  const deadline = Date.now() + 30_000;
  while (count() < expected && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  for (const s of streams) s.destroy();
  const delays = [];
  const afterAnswer = [];
  let lastAt = 0;
  for (const [id, [t0, t1]] of sent) {
    for (const at of arrivals.get(id) ?? []) {
      delays.push(at - t0);
      afterAnswer.push(at - t1);
      lastAt = Math.max(lastAt, at);
    }
  }
  delays.sort((a, b) => a - b);
  afterAnswer.sort((a, b) => a - b);
  writeLatency.sort((a, b) => a - b);
  const seconds = (Math.max(lastAt, writesDone) - started) / 1000;
  return {
    label,
    streams: STREAMS,
    writes: WRITES,
    'writes/s': Math.round(WRITES / ((writesDone - started) / 1000)),
    delivered: `${delays.length}/${expected}`,
    'deliveries/s': Math.round(delays.length / seconds),
    'delay p50 ms': pct(delays, 50)?.toFixed(1),
    'delay p95 ms': pct(delays, 95)?.toFixed(1),
    'delay p99 ms': pct(delays, 99)?.toFixed(1),
    'delay max ms': delays.at(-1)?.toFixed(1),
    'POST p50 ms': pct(writeLatency, 50)?.toFixed(1),
    'RSS KiB/stream': rssPerStream,
    'after answer p50/p99 ms': `${pct(afterAnswer, 50)?.toFixed(1)} / ${pct(afterAnswer, 99)?.toFixed(1)}`,
  };
}

const results = [];
if (DB === 'both' || DB === 'postgres') {
  const database = await createBenchDatabase(serverUrl);
  const env = {
    DATABASE_URL: database.url,
    NODE_ENV: 'production',
    JWT_SECRET: 'bench-secret-0123456789abcdef',
    PUBLIC_URL: 'http://127.0.0.1',
    DEMO_LOGIN: 'true',
    LOGIN_IP_MAX_FAILURES: '1000000',
  };
  const a = await startBff(env);
  const b = await startBff(env);
  try {
    results.push(await run('PostgreSQL: write on A, streams on B', a.url, b));
  } finally {
    await stopBff(a);
    await stopBff(b);
    await database.drop();
  }
}
if (DB === 'both' || DB === 'pglite') {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-events-'));
  const bff = await startBff({
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    JWT_SECRET: 'bench-secret-0123456789abcdef',
    PUBLIC_URL: 'http://127.0.0.1',
    DEMO_LOGIN: 'true',
  });
  try {
    results.push(await run('PGlite: one instance', bff.url, bff));
  } finally {
    await stopBff(bff);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
console.log(
  `load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
console.table(results);
