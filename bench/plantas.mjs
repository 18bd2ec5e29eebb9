#!/usr/bin/env node
// Plants (issue 24), side by side in one run on one throw-away PostgreSQL database: plant 1 alone with its
// --cards cards, then the same database after adding plants 2..--plantas with --cards cards each (and their
// row-level security): the card list's page of 50 (plain, filtered, sorted) under autocannon, every dashboard
// tab with its answers' cache off (DASHBOARD_CACHE=off: each request runs its SQL), and EXPLAIN (ANALYZE,
// BUFFERS) of the statements the BFF sends for them, run as the BFF runs them (role portal_app, plant 1's
// alcance). The "1 planta" column is the same measurement before plants 2..N exist, so the ratio is the cost
// of the other plants' rows for a user of plant 1 (both columns run under RLS; its own cost shows in the last
// EXPLAIN lines: the page statements with an explicit planta_id = 1 added). The SQL the BFF sends is read off the wire (a small
// proxy between a BFF started for that only and PostgreSQL), so the plans are those of the real statements.
// The bulk cards are inserted as the owner with the per-row audit trigger disabled (1M audit rows would only
// slow the seeding; nothing measured reads them), then vacuumed and analyzed as autovacuum would. Needs the built BFF
// (`npx nx build bff`).
// Not a test: run by hand.
// Usage: node bench/plantas.mjs [--plantas 30] [--cards 35000] [--connections 20] [--duration 10] [--warmup 3] [--runs 30]
//   [--solo-comparacion] [--importar 100000] [--conservar] [--cambios 20]
// The page of 50 is measured as the BFF serves it (pages kept in memory at their plant's tarjeta_cambios stamp), then
// while --cambios card edits a second go to plant 1 (every edit sends the next requests to the database), then with
// TARJETAS_CACHE=off (the SQL alone).
// The comparison is measured twice: from tarjeta_meses (what the BFF reads), then from the cards (its zone rows
// deleted), side by side.
//   DATABASE_URL: the server to create the throw-away database on (default postgres://postgres@127.0.0.1:5432/postgres);
//   its user must be a superuser (it bypasses RLS to seed every plant, and takes role portal_app for EXPLAIN).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { createBenchDatabase, csv, filasImport, freePort, loginAdmin, postImport, startBff, stopBff } from './support.mjs';

const argv = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const PLANTAS = argv('plantas', 30);
const CARDS = argv('cards', 35_000);
const CONNECTIONS = argv('connections', 20);
const DURATION = argv('duration', 10);
const WARMUP = argv('warmup', 3);
const RUNS = argv('runs', 30);
/** --solo-comparacion: only the plants comparison (no pages, tabs or EXPLAIN): a quicker run for that figure. */
const SOLO_COMPARACION = process.argv.includes('--solo-comparacion');
/** --importar N: then N rows (the original app's CSV export) imported into plant 1 beside the other plants' cards. */
const IMPORTAR = argv('importar', 0);
/** --conservar: keep the database at the end (its URL is printed) to look at plans by hand. */
const CONSERVAR = process.argv.includes('--conservar');
const serverUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

// ---- Data ----------------------------------------------------------------------------------------------------

/**
 * `n` cards of plant `p` (bench/dashboard.mjs's realistic cards), numbered per colour after the plant's highest
 * number (plant 1 already has the demo cards). Each plant differs: its history (2 to 6 years), its share of closed
 * cards, its machines (named after the plant), and the spread of dates, priorities and families.
 */
const SEED_PLANTA_SQL = (p, n) => `
  WITH b AS (SELECT coalesce(max(numero), 0) AS base FROM tarjetas WHERE planta_id = ${p}),
  c AS (
    SELECT g, (ARRAY['Roja','Azul','Verde','Amarilla'])[1 + g % 4] AS color,
      now() - ((g::bigint * ${7919 + 2 * p}) % (${2 + (p % 5)} * 365 * 1440)) * interval '1 minute' AS fecha,
      (g * 31 + ${p * 7}) % 100 AS r
    FROM generate_series(1, ${n}) g),
  d AS (
    SELECT *, fecha < now() - interval '20 days' AND r < ${55 + ((p * 7) % 30)} AS cerrada,
      fecha + (1 + g % ${10 + (p % 10)}) * interval '1 day' + (g % 8) * interval '1 hour' AS fin,
      CASE WHEN color <> 'Amarilla' THEN 0.5 + (g % 16) * 0.5 END AS horas
    FROM c)
  INSERT INTO tarjetas (planta_id, numero, color, estado, fecha, descripcion, sugerencia, reparacion, detecto, prioridad, familia,
    maquina, parte_maquina, equipo, riesgo_inicial, tipode_riesgo, riesgo_final, inicio_reparacion, fin_reparacion,
    responsable, tiempo_empleado, causa, tarea_realizada, material_utilizado, tipo_accion, convertida, cerrada_en)
  SELECT ${p}, b.base + 1 + (g - 1) / 4, color, CASE WHEN cerrada THEN 'Cerrada' ELSE 'Abierta' END, fecha,
    'Pérdida de aceite en la zona del reductor, se observa goteo continuo ' || g,
    'Cambiar retén y revisar nivel de aceite', 'Con maquina parada', 'Operario ' || (g % ${20 + p}),
    (ARRAY['Alta','Media','Baja'])[1 + (g / 5 + ${p}) % 3],
    CASE WHEN color = 'Amarilla' AND (g / 11) % 7 = 6 THEN '8 - Actos Inseguros' ELSE (ARRAY['1 - Pequeñas Deficiencia','2 - Condiciones basicas',
      '3 - Puntos inaccesibles','4 - Focos de contaminacion','5 - Defecto de Calidad','6 - Elementos Innecesarios','7 - Lugares Inseguros'])[1 + (g / 11 + ${p}) % 7] END,
    (ARRAY['Calandra 1','Extrusora 2','Banbury 1','Laminadora 3','Compresor 2','Caldera'])[1 + (g / 3 + ${p}) % 6] ${p === 1 ? '' : `|| ' P${p}'`}, 'Motor',
    (ARRAY['Calandrado','Planta de Mezclado','Servicios Auxiliares','Alimentación y Extrusión','Laminadora','Mantenimiento Central'])[1 + (g / 7) % 6],
    (ARRAY['NS: NO SIGNIFICATIVO','PS: POCO SIGNIFICATIVO','MO: MODERADO','SI: SIGNIFICATIVO','IN: INTOLERABLE'])[1 + (g / 13 + ${p}) % 5],
    'R - Riesgo mecánico',
    CASE WHEN cerrada THEN (ARRAY['NS: NO SIGNIFICATIVO','PS: POCO SIGNIFICATIVO','MO: MODERADO'])[1 + (g / 17) % 3] ELSE '' END,
    CASE WHEN cerrada AND horas IS NOT NULL THEN fin - horas * interval '1 hour' END,
    CASE WHEN cerrada THEN fin END,
    CASE WHEN cerrada THEN 'Mantenimiento' ELSE '' END, CASE WHEN cerrada THEN horas END,
    CASE WHEN cerrada THEN 'Desgaste' ELSE '' END, CASE WHEN cerrada THEN 'Cambio de retén' ELSE '' END,
    CASE WHEN cerrada THEN 'Retén 45x62' ELSE '' END, CASE WHEN cerrada THEN 'Eliminar' ELSE '' END,
    cerrada AND color <> 'Azul' AND g % 5 = 0, CASE WHEN cerrada THEN fin END
  FROM d CROSS JOIN b`;

/** bff/src/app/tarjetas/numeracion.ts RECONSTRUIR_CONTADORES_SQL: each plant's colour counter past its highest number. */
const RECONSTRUIR_CONTADORES_SQL = `insert into tarjeta_contadores (planta_id, color, last) select planta_id, color, max(numero) from tarjetas group by planta_id, color
  on conflict (planta_id, color) do update set last = greatest(tarjeta_contadores.last, excluded.last)`;

/** Inserts the cards of `plantas` as the owner (a superuser: no RLS), then the counters and fresh statistics. */
async function seedPlantas(url, plantas) {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    await db.query('ALTER TABLE tarjetas DISABLE TRIGGER auditoria');
    try {
      for (const p of plantas) {
        const t = performance.now();
        await db.query(SEED_PLANTA_SQL(p, CARDS));
        console.error(`  plant ${p}: ${CARDS} cards in ${((performance.now() - t) / 1000).toFixed(1)} s`);
      }
    } finally {
      await db.query('ALTER TABLE tarjetas ENABLE TRIGGER auditoria');
    }
    await db.query(RECONSTRUIR_CONTADORES_SQL);
    // Autovacuum's steady state (PostgreSQL 13+ also vacuums after inserts): the visibility map lets the partial
    // index of open cards answer the comparison's open counts alone, as on a portal that has run a while, rather
    // than the heap of a table loaded a second ago.
    await db.query('VACUUM (ANALYZE)');
    // And flushed: a checkpoint now writes out the gigabyte just loaded, rather than in the middle of a measurement.
    await db.query('CHECKPOINT');
  } finally {
    await db.end();
  }
}

/**
 * What the next BFF start does for plants 2..N (they have no tarjeta_meses_zona yet): count their cards per month.
 * Timed here, as the owner, so the start measured afterwards has nothing left to do.
 */
async function contarMeses(url, zona) {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    const t = performance.now();
    const { rows } = await db.query('SELECT count(*) FILTER (WHERE tarjeta_meses_preparar(id, coalesce(zona, $1)))::int AS n FROM plantas', [zona]);
    return { s: (performance.now() - t) / 1000, plantas: rows[0].n };
  } finally {
    await db.end();
  }
}

/** Forgets which zone every plant's tarjeta_meses are counted in: the comparison reads the cards instead. */
async function sinMeses(url) {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    await db.query('DELETE FROM tarjeta_meses_zona');
  } finally {
    await db.end();
  }
}

async function addPlantas(url, n) {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    const { rows } = await db.query(
      `INSERT INTO plantas (nombre, codigo, dias_alerta_alta, dias_alerta_media, dias_alerta_baja)
       SELECT 'Planta ' || i, 'P' || lpad(i::text, 2, '0'), 10 + i % 10, 25 + i % 10, 50 + i % 20 FROM generate_series(2, $1::int) i
       RETURNING id`,
      [n],
    );
    return rows.map((r) => r.id);
  } finally {
    await db.end();
  }
}

// ---- The SQL the BFF sends, read off the wire ------------------------------------------------------------------

/**
 * A TCP proxy to PostgreSQL that records the statements its clients send (Parse/Bind of the extended protocol,
 * simple Query): `{ url, statements, close() }`. Only for a BFF started to capture them (never the measured one).
 */
async function startSniffer(targetUrl) {
  const target = new URL(targetUrl);
  const statements = [];
  const port = await freePort();
  const server = createServer((client) => {
    const upstream = connect(Number(target.port || 5432), target.hostname);
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    upstream.pipe(client);
    const named = new Map();
    let unnamed = '';
    let buf = Buffer.alloc(0);
    let started = false;
    client.on('data', (chunk) => {
      upstream.write(chunk);
      buf = Buffer.concat([buf, chunk]);
      for (;;) {
        if (!started) {
          // Startup / SSLRequest: no type byte.
          if (buf.length < 8) return;
          const len = buf.readInt32BE(0);
          if (buf.length < len) return;
          if (buf.readInt32BE(4) !== 80877103) started = true;
          buf = buf.subarray(len);
          continue;
        }
        if (buf.length < 5) return;
        const type = String.fromCharCode(buf[0]);
        const len = buf.readInt32BE(1);
        if (buf.length < 1 + len) return;
        const body = buf.subarray(5, 1 + len);
        buf = buf.subarray(1 + len);
        if (type === 'P') {
          const nameEnd = body.indexOf(0);
          const text = body.toString('utf8', nameEnd + 1, body.indexOf(0, nameEnd + 1));
          const name = body.toString('utf8', 0, nameEnd);
          if (name) named.set(name, text);
          else unnamed = text;
        } else if (type === 'B') {
          let o = body.indexOf(0) + 1;
          const stmtEnd = body.indexOf(0, o);
          const name = body.toString('utf8', o, stmtEnd);
          o = stmtEnd + 1;
          const nFormats = body.readInt16BE(o);
          o += 2 + 2 * nFormats;
          const nParams = body.readInt16BE(o);
          o += 2;
          const values = [];
          for (let i = 0; i < nParams; i++) {
            const l = body.readInt32BE(o);
            o += 4;
            values.push(l < 0 ? null : body.toString('utf8', o, o + l));
            if (l > 0) o += l;
          }
          statements.push({ text: name ? named.get(name) : unnamed, values });
        } else if (type === 'Q') {
          statements.push({ text: body.toString('utf8', 0, body.length - 1), values: [] });
        }
      }
    });
  });
  await new Promise((r) => server.listen(port, '127.0.0.1', r));
  const url = new URL(targetUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return { url: url.href, statements, close: () => new Promise((r) => server.close(r)) };
}

/** The statements on tarjetas each URL makes the BFF send (auth, session settings and the like left out). */
async function captureSql(env, urls) {
  const sniffer = await startSniffer(env.DATABASE_URL);
  const bff = await startBff({ ...env, DATABASE_URL: sniffer.url, DASHBOARD_CACHE: 'off', SEED: 'false' });
  try {
    const auth = await loginAdmin(bff.url);
    const out = new Map();
    for (const [key, path] of urls) {
      const from = sniffer.statements.length;
      const res = await fetch(`${bff.url}${path}`, { headers: auth });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`${path}: ${res.status}`);
      out.set(
        key,
        sniffer.statements.slice(from).filter((s) => /\btarjetas\b/.test(s.text) && !/set_config|from "users"/i.test(s.text)),
      );
    }
    return out;
  } finally {
    await stopBff(bff);
    await sniffer.close();
  }
}

// ---- EXPLAIN as the BFF's session runs it ---------------------------------------------------------------------

/** Index name → its leading column, for tarjetas' indexes. */
async function leadingColumns(db) {
  const { rows } = await db.query(`select c.relname as index, a.attname as col from pg_index i join pg_class c on c.oid = i.indexrelid
    join pg_attribute a on a.attrelid = i.indrelid and a.attnum = i.indkey[0] where i.indrelid = 'tarjetas'::regclass`);
  return new Map(rows.map((r) => [r.index, r.col]));
}

async function explainAll(url, captured) {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    const lead = await leadingColumns(db);
    await db.query("set role portal_app; select set_config('portal.planta','1',false)");
    const result = new Map();
    for (const [key, statements] of captured) {
      const plans = [];
      for (const s of statements) {
        const { rows } = await db.query(`EXPLAIN (ANALYZE, BUFFERS) ${s.text}`, s.values);
        const lines = rows.map((r) => r['QUERY PLAN']);
        const scans = lines
          .map((l) =>
            l.match(/(Seq Scan|Parallel Seq Scan|Index Only Scan|Index Scan Backward|Index Scan|Bitmap Index Scan)(?: using| on) (\S+)(?: on (\S+))?/),
          )
          .filter(Boolean)
          .map((m) => {
            const kind = m[1];
            const name = m[2];
            if (/Seq Scan/.test(kind)) return { kind, name, table: name, seqTarjetas: name === 'tarjetas' };
            const table = m[3] ?? (kind === 'Bitmap Index Scan' ? (lead.has(name) ? 'tarjetas' : '?') : '?');
            return { kind, name, table, plantLed: lead.get(name) === 'planta_id', onTarjetas: lead.has(name) };
          });
        const exec = Number(lines.find((l) => l.startsWith('Execution Time'))?.match(/([\d.]+) ms/)[1]);
        const sort = lines.find((l) => /Sort Method/.test(l))?.trim();
        const removed = lines
          .filter((l) => /Rows Removed by Filter/.test(l))
          .map((l) => Number(l.match(/(\d+)/)[1]))
          .reduce((a, b) => a + b, 0);
        // The most rows a scan on tarjetas returned: a page of 50 that reads the plant's every card sorts them all.
        const read = Math.max(
          0,
          ...lines.filter((l) => /Scan .*\btarjetas\b|Bitmap Heap Scan/.test(l)).map((l) => Number(l.match(/actual time=\S+ rows=(\d+)/)?.[1] ?? 0)),
        );
        plans.push({ text: s.text, scans, exec, sort, removed, read, lines });
      }
      result.set(key, plans);
    }
    return result;
  } finally {
    await db.end();
  }
}

// ---- Measuring -------------------------------------------------------------------------------------------------

const PAGES = [
  ['página de 50', '/api/tarjetas?page=0&pageSize=50'],
  ['  … filtrada color=Roja&estado=Abierta', '/api/tarjetas?page=0&pageSize=50&color=Roja&estado=Abierta'],
  ['  … ordenada por número', '/api/tarjetas?page=0&pageSize=50&sort=numero&order=asc'],
];

/**
 * The plain page again: while cards of plant 1 change (each change gives the plant a new tarjeta_cambios stamp, so the
 * pages kept in memory are read again from the database), and from the SQL alone (TARJETAS_CACHE=off: no page kept).
 */
const CAMBIOS_POR_S = argv('cambios', 20);
const PAGE_VARIANTS = [
  [`  … con ${CAMBIOS_POR_S} cambios/s en la planta 1`, { cambiosPorS: CAMBIOS_POR_S }],
  ['  … desde el SQL (TARJETAS_CACHE=off)', { env: { TARJETAS_CACHE: 'off' } }],
];

const mesActual = () => new Date().toISOString().slice(0, 7);
const sumarMeses = (mes, n) => {
  const i = Number(mes.slice(0, 4)) * 12 + Number(mes.slice(5)) - 1 + n;
  return `${Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`;
};
const custom = () => {
  const hasta = sumarMeses(mesActual(), -6);
  return `desde=${sumarMeses(hasta, -23)}&hasta=${hasta}`;
};
const TABS = [
  ['meses', '/api/dashboard/meses'],
  ['evolucion Roja, 12 meses', '/api/dashboard/evolucion?color=Roja&meses=12'],
  [
    'evolucion filtrada (24 meses)',
    `/api/dashboard/evolucion?color=Roja&color=Azul&equipo=Calandrado&equipo=Laminadora&prioridad=Alta&prioridad=Media&familia=1%20-%20Peque%C3%B1as%20Deficiencia&familia=2%20-%20Condiciones%20basicas&${custom()}`,
  ],
  ['autonomia, 12 meses', '/api/dashboard/autonomia?meses=12'],
  ['riesgo, 12 meses', '/api/dashboard/riesgo?meses=12'],
  ['pareto por máquina', '/api/dashboard/pareto?por=maquina'],
  ['antiguedad', '/api/dashboard/antiguedad'],
  ['mttr, 12 meses', '/api/dashboard/mttr?meses=12'],
  ['excel Roja, 12 meses', '/api/dashboard/excel/rojas?meses=12'],
];
/** Issue 24 §2: every plant's indicators side by side (the demo Admin is a company Admin); target < 1 s. */
const COMPARACION = '/api/dashboard/plantas?meses=12';

const cannon = (url, headers, duration) =>
  new Promise((resolve, reject) => autocannon({ url, connections: CONNECTIONS, duration, headers }, (err, r) => (err ? reject(err) : resolve(r))));

/** What a browser sends with every request: its answers come compressed (the BFF's br, as for a browser). */
const COMO_NAVEGADOR = { 'accept-encoding': 'gzip, deflate, br' };

async function loadPage(url, auth) {
  const headers = { ...auth, ...COMO_NAVEGADOR };
  if (WARMUP > 0) await cannon(url, headers, WARMUP);
  const r = await cannon(url, headers, DURATION);
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors + r.timeouts };
}

/**
 * Edits one of plant 1's 50 newest cards `porS` times a second (as the owner, so the triggers run as for any write)
 * until stopped: what a plant's screens and the other replicas would do to the kept pages. Resolves with the rate reached.
 */
function cambiarTarjetas(databaseUrl, porS) {
  let parar = false;
  const hecho = (async () => {
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    const t0 = performance.now();
    let n = 0;
    try {
      while (!parar) {
        await db.query(
          'update tarjetas set comentario1 = $1 where id = (select id from tarjetas where planta_id = 1 order by fecha desc, id desc limit 1 offset $2)',
          [`cambio ${n}`, n % 50],
        );
        n++;
        // Paced on the clock (not a pause after each edit), so the rate is the one asked for.
        await new Promise((r) => setTimeout(r, Math.max(0, t0 + (n * 1000) / porS - performance.now())));
      }
    } finally {
      await db.end();
    }
    return n / ((performance.now() - t0) / 1000);
  })();
  return async () => {
    parar = true;
    return hecho;
  };
}

async function loadPageVariant(bffUrl, auth, databaseUrl, env, variant) {
  const path = PAGES[0][1];
  if (variant.cambiosPorS) {
    const parar = cambiarTarjetas(databaseUrl, variant.cambiosPorS);
    const r = await loadPage(`${bffUrl}${path}`, auth);
    return { ...r, cambiosPorS: await parar() };
  }
  const otro = await startBff({ ...env, DASHBOARD_CACHE: 'off', ...variant.env });
  try {
    await hastaQuieto(otro, databaseUrl);
    const suyo = await loginAdmin(otro.url);
    await cannon(`${otro.url}${path}`, { ...suyo, ...COMO_NAVEGADOR }, 10);
    return await loadPage(`${otro.url}${path}`, suyo);
  } finally {
    await stopBff(otro);
  }
}

const percentile = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};

async function sequential(url, auth) {
  const once = async () => {
    const t = performance.now();
    const res = await fetch(url, { headers: auth });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${url}: ${res.status}`);
    return performance.now() - t;
  };
  await once();
  await once(); // warm-up
  const ms = [];
  for (let i = 0; i < RUNS; i++) ms.push(await once());
  return { p50: percentile(ms, 50), p99: percentile(ms, 99) };
}

/** The page totals must be plant 1's: the other plants' cards are invisible to its user. */
async function checkPlant1(bff, auth, expectedMin, expectedMax) {
  const res = await fetch(`${bff.url}/api/tarjetas?page=0&pageSize=50`, { headers: auth });
  const body = await res.json();
  if (!res.ok || body.items?.length !== 50 || body.total < expectedMin || body.total > expectedMax)
    throw new Error(`unexpected page: ${res.status} total ${body.total} (expected ${expectedMin}..${expectedMax})`);
  return body.total;
}

/** CPU seconds a process has used (Linux /proc). */
const cpuDe = (pid) => {
  const campos = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(campos[11]) + Number(campos[12])) / 100;
};

/**
 * Waits until a freshly started BFF has finished its start-up work (the first run of the notices job over every plant's
 * seeded cards, which inserts a notice per overdue card and level: ~600,000 at 30 plants, minutes of PostgreSQL; the
 * months of new plants): three seconds in a row with under 5 % of a core used by the BFF and no other session of the
 * database running a statement or inside a transaction. Why 'idle in transaction' counts: between the statements of
 * one plant's notices the job's session is idle in its transaction while the BFF reads the rows, and a check that saw
 * only 'active' once took that moment for the end and measured the pages beside the rest of the run.
 * Resolves with the seconds it took.
 */
async function hastaQuieto(bff, databaseUrl) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const t0 = performance.now();
  try {
    let quietos = 0;
    for (let i = 0; i < 1200 && quietos < 3; i++) {
      const cpu = cpuDe(bff.child.pid);
      await new Promise((r) => setTimeout(r, 1000));
      const { rows } = await db.query(
        "select count(*)::int as n from pg_stat_activity where datname = current_database() and state in ('active', 'idle in transaction', 'idle in transaction (aborted)') and pid <> pg_backend_pid()",
      );
      quietos = cpuDe(bff.child.pid) - cpu < 0.05 && rows[0].n === 0 ? quietos + 1 : 0;
    }
    if (quietos < 3) throw new Error('the BFF never went quiet');
    const s = (performance.now() - t0) / 1000;
    // Then the database as after a while: what that work wrote vacuumed, analyzed and flushed now, rather than by
    // autovacuum and a checkpoint in the middle of a measurement.
    await db.query('VACUUM (ANALYZE)');
    await db.query('CHECKPOINT');
    return s;
  } finally {
    await db.end();
  }
}

async function measurePhase(label, env, captured, databaseUrl) {
  console.error(`${label}: EXPLAIN…`);
  const plans = await explainAll(databaseUrl, captured);
  const bff = await startBff({ ...env, DASHBOARD_CACHE: 'off' });
  try {
    const inicio = await hastaQuieto(bff, databaseUrl);
    console.error(`  ${label}: the BFF's start-up work (the notices' first run, the months) done in ${inicio.toFixed(0)} s`);
    const auth = await loginAdmin(bff.url);
    const total = await checkPlant1(bff, auth, CARDS, CARDS + 1000);
    const pages = [];
    // A fresh BFF's pool opens its connections under the first load, and each new PostgreSQL backend then warms its
    // caches: measured on its own, the first page read half the rate of the next ones.
    if (!SOLO_COMPARACION) await cannon(`${bff.url}${PAGES[0][1]}`, { ...auth, ...COMO_NAVEGADOR }, 10);
    for (const [name, path] of SOLO_COMPARACION ? [] : PAGES) {
      pages.push(await loadPage(`${bff.url}${path}`, auth));
      console.error(`  ${label} ${name.trim()}: ${Math.round(pages.at(-1).rps)} req/s, p99 ${pages.at(-1).p99} ms`);
    }
    for (const [name, variant] of SOLO_COMPARACION ? [] : PAGE_VARIANTS) {
      pages.push(await loadPageVariant(bff.url, auth, databaseUrl, env, variant));
      console.error(`  ${label} ${name.trim()}: ${Math.round(pages.at(-1).rps)} req/s, p99 ${pages.at(-1).p99} ms`);
    }
    await new Promise((r) => setTimeout(r, 1000)); // requests autocannon left in flight
    const tabs = [];
    for (const [name, path] of SOLO_COMPARACION ? [] : TABS) {
      tabs.push(await sequential(`${bff.url}${path}`, auth));
      console.error(`  ${label} ${name}: p50 ${tabs.at(-1).p50.toFixed(1)} ms, p99 ${tabs.at(-1).p99.toFixed(1)} ms`);
    }
    const comparacion = await sequential(`${bff.url}${COMPARACION}`, auth);
    console.error(`  ${label} comparación: p50 ${comparacion.p50.toFixed(1)} ms, p99 ${comparacion.p99.toFixed(1)} ms`);
    // The same request reading every plant's cards: without its zone row a plant's months are not trusted (the next
    // BFF start counts them again).
    await sinMeses(databaseUrl);
    const comparacionTarjetas = await sequential(`${bff.url}${COMPARACION}`, auth);
    console.error(`  ${label} comparación desde las tarjetas: p50 ${comparacionTarjetas.p50.toFixed(1)} ms, p99 ${comparacionTarjetas.p99.toFixed(1)} ms`);
    return { total, inicio, pages, tabs, plans, comparacion, comparacionTarjetas };
  } finally {
    await stopBff(bff);
  }
}

// ---- Printing --------------------------------------------------------------------------------------------------

const num = (s, n) => String(s).padStart(n);
const ratio = (a, b) => (b ? `${(a / b).toFixed(2)}×` : '–');

function printTable(before, after, dbBytes, importacion) {
  const w = 44;
  console.log(
    `\nPlantas (issue 24) on PostgreSQL: ${CARDS} cards per plant; "1 planta" = plant 1 alone (${before.total} cards in the database), "${PLANTAS} plantas" = the same database after adding plants 2..${PLANTAS} (${dbBytes.tarjetas} cards, tarjetas ${dbBytes.size}). User of plant 1 (RLS).`,
  );
  console.log(
    `${cpus().length} cores, load ${loadavg()[0].toFixed(1)} now; pages: autocannon ${CONNECTIONS} connections, ${DURATION} s after ${WARMUP} s warm-up; tabs: ${RUNS} sequential requests, DASHBOARD_CACHE=off`,
  );
  console.log(
    `each measured BFF once its start-up work was done (the notices' first run over the plants' overdue cards, the months): ${before.inicio.toFixed(0)} s at 1 planta, ${after.inicio.toFixed(0)} s at ${PLANTAS} plantas`,
  );
  console.log(
    `\n${'page (GET /api/tarjetas, plant 1)'.padEnd(w)}${num('1 planta req/s', 15)}${num('p50', 6)}${num('p99', 6)}${num(`${PLANTAS} pl. req/s`, 14)}${num('p50', 6)}${num('p99', 6)}${num('non-2xx', 8)}${num('req/s ratio', 13)}${num('p99 ratio', 11)}  ≥1000 req/s, p99<50`,
  );
  (SOLO_COMPARACION ? [] : [...PAGES, ...PAGE_VARIANTS]).forEach(([name], i) => {
    const a = before.pages[i];
    const b = after.pages[i];
    const ok = b.rps >= 1000 && b.p99 < 50 && !b.non2xx && !b.errors;
    console.log(
      `${name.padEnd(w)}${num(Math.round(a.rps), 15)}${num(a.p50, 6)}${num(a.p99, 6)}${num(Math.round(b.rps), 14)}${num(b.p50, 6)}${num(b.p99, 6)}${num(b.non2xx + b.errors, 8)}${num(ratio(b.rps, a.rps), 13)}${num(ratio(b.p99, a.p99), 11)}  ${i === 0 ? (ok ? '✓' : '✗') : ok ? '(✓)' : '(✗)'}${b.cambiosPorS ? ` (${a.cambiosPorS.toFixed(0)} / ${b.cambiosPorS.toFixed(0)} cambios/s hechos)` : ''}`,
    );
  });
  console.log(
    `\n${'dashboard tab (SQL alone, cache off)'.padEnd(w)}${num('1 planta p50', 13)}${num('p99', 8)}${num(`${PLANTAS} pl. p50`, 12)}${num('p99', 8)}${num('p99 ratio', 11)}  p99<150 ms`,
  );
  (SOLO_COMPARACION ? [] : TABS).forEach(([name], i) => {
    const a = before.tabs[i];
    const b = after.tabs[i];
    console.log(
      `${name.padEnd(w)}${num(a.p50.toFixed(1), 13)}${num(a.p99.toFixed(1), 8)}${num(b.p50.toFixed(1), 12)}${num(b.p99.toFixed(1), 8)}${num(ratio(b.p99, a.p99), 11)}  ${b.p99 < 150 ? '✓' : '✗'}`,
    );
  });
  const [a, b] = [before.comparacion, after.comparacion];
  console.log(
    `\n${`comparación de plantas (1 vs ${PLANTAS}, cache off)`.padEnd(w)}${num(a.p50.toFixed(1), 13)}${num(a.p99.toFixed(1), 8)}${num(b.p50.toFixed(1), 12)}${num(b.p99.toFixed(1), 8)}${num(ratio(b.p99, a.p99), 11)}  p99<1000 ms ${b.p99 < 1000 ? '✓' : '✗'}`,
  );
  const [c, d] = [before.comparacionTarjetas, after.comparacionTarjetas];
  console.log(
    `${'  la misma, desde las tarjetas (sin tarjeta_meses)'.padEnd(w)}${num(c.p50.toFixed(1), 13)}${num(c.p99.toFixed(1), 8)}${num(d.p50.toFixed(1), 12)}${num(d.p99.toFixed(1), 8)}${num(ratio(d.p99, c.p99), 11)}  tarjeta_meses: ${ratio(d.p99, b.p99)} faster at ${PLANTAS} plants`,
  );
  const filaImport = `importación de ${IMPORTAR || 'N'} filas a la planta 1 (< 60 s)`.padEnd(w);
  if (!importacion) console.log(`${filaImport}no medida (--importar 100000)`);
  else
    console.log(
      `${filaImport}análisis ${importacion.analisis.toFixed(1)} s, importación ${importacion.importacion.toFixed(1)} s ${importacion.importacion < 60 ? '✓' : '✗'} (${importacion.creadas} creadas, ${importacion.rechazadas} rechazadas, CSV ${importacion.mb} MB)`,
    );
}

function printPlans(label, plans) {
  console.log(`\nEXPLAIN (ANALYZE, BUFFERS), ${label}, as portal_app with portal.planta = '1':`);
  for (const [key, list] of plans) {
    for (const p of list) {
      const scans = p.scans
        .filter((s) => s.table === 'tarjetas' || s.onTarjetas)
        .map((s) => `${s.kind} ${s.name}${s.seqTarjetas ? ' ⚠ SEQ SCAN ON tarjetas' : s.plantLed ? ' (planta_id-led)' : ' ⚠ NOT planta_id-led'}`);
      const other = p.scans.filter((s) => !(s.table === 'tarjetas' || s.onTarjetas)).map((s) => `${s.kind} ${s.name}`);
      console.log(
        `  ${key}: ${p.exec.toFixed(2)} ms; tarjetas: ${scans.join(', ') || '–'}${other.length ? `; other: ${other.join(', ')}` : ''}${p.sort ? `; ${p.sort}` : ''}${p.removed ? `; rows removed by filter ${p.removed}` : ''}; rows read from tarjetas ${p.read}${PAGES.some(([k]) => k === key) && p.read > 1000 ? ' ⚠ READS THE PLANT’S CARDS FOR A PAGE OF 50' : ''}`,
      );
    }
  }
}

/** The statement with an explicit `planta_id = 1` (what the BFF could add for a one-plant alcance), planned and run the same way. */
async function explainWithPlant(url, statement) {
  const text = /\bwhere\b/i.test(statement.text)
    ? statement.text.replace(/\bwhere\b/i, 'where "tarjetas"."planta_id" = 1 and')
    : statement.text.replace(/\border by\b/i, 'where "tarjetas"."planta_id" = 1 order by');
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    await db.query("set role portal_app; select set_config('portal.planta','1',false)");
    const { rows } = await db.query(`EXPLAIN (ANALYZE, BUFFERS) ${text}`, statement.values);
    return rows.map((r) => r['QUERY PLAN']);
  } finally {
    await db.end();
  }
}

function printFullPlan(label, plans, key) {
  console.log(`\nFull plan of "${key}" (${label}):`);
  for (const p of plans.get(key) ?? []) {
    console.log(`  SQL: ${p.text.replace(/select .* from "tarjetas"/is, 'select <the card DTO columns> from "tarjetas"').replace(/\s+/g, ' ')}`);
    for (const l of p.lines) console.log(`    ${l}`);
  }
}

/** The import of IMPORTAR rows into plant 1 (the Admin's) of the full database: its dry run and the import itself. */
async function medirImport(env) {
  const archivo = csv(filasImport(IMPORTAR));
  console.error(`importing ${IMPORTAR} rows into plant 1…`);
  const bff = await startBff(env);
  try {
    const auth = await loginAdmin(bff.url);
    const analisis = await postImport(bff.url, '/importar/tarjetas/analizar', auth, archivo, 'tarjetas.csv');
    const imp = await postImport(bff.url, '/importar/tarjetas', auth, archivo, 'tarjetas.csv');
    return {
      analisis: analisis.s,
      importacion: imp.s,
      creadas: imp.body.creadas,
      rechazadas: imp.body.rechazadas,
      mb: (archivo.length / 1048576).toFixed(1),
    };
  } finally {
    await stopBff(bff);
  }
}

// ---- Run -------------------------------------------------------------------------------------------------------

const database = await createBenchDatabase(serverUrl);
const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-plantas-'));
const env = {
  NODE_ENV: 'production',
  DATABASE_URL: database.url,
  DATA_DIR: dataDir,
  JWT_SECRET: randomBytes(32).toString('hex'),
  PLANT_TZ: 'America/Argentina/Buenos_Aires',
  PUBLIC_URL: 'http://127.0.0.1',
};
try {
  console.error(`${cpus().length} cores, load ${loadavg()[0].toFixed(1)} at start; ${PLANTAS} plants × ${CARDS} cards`);
  // First start: migrations and the demo data (plant 1).
  await stopBff(await startBff(env));
  console.error('seeding plant 1…');
  await seedPlantas(database.url, [1]);
  const urls = [...PAGES, ...TABS.filter(([name]) => !name.startsWith('excel'))];
  console.error('capturing the SQL the BFF sends…');
  const captured = SOLO_COMPARACION ? new Map() : await captureSql(env, urls);
  for (const [key, list] of captured) if (!list.length) console.error(`  (no statement on tarjetas captured for ${key})`);

  const before = await measurePhase('1 planta', env, captured, database.url);

  console.error(`adding plants 2..${PLANTAS}…`);
  const ids = await addPlantas(database.url, PLANTAS);
  const t = performance.now();
  await seedPlantas(database.url, ids);
  console.error(`  ${ids.length} plants seeded in ${((performance.now() - t) / 1000).toFixed(0)} s`);
  const conteo = await contarMeses(database.url, env.PLANT_TZ);
  console.error(`  tarjeta_meses counted from the cards in ${conteo.s.toFixed(1)} s`);
  const after = await measurePhase(`${PLANTAS} plantas`, env, captured, database.url);

  const db = new pg.Client({ connectionString: database.url });
  await db.connect();
  const { rows } = await db.query("select count(*)::int as n, pg_size_pretty(pg_total_relation_size('tarjetas')) as size from tarjetas");
  await db.end();
  const importacion = IMPORTAR ? await medirImport(env) : undefined;
  printTable(before, after, { tarjetas: rows[0].n, size: rows[0].size }, importacion);
  console.log(
    `tarjeta_meses of ${conteo.plantas} plants (${conteo.plantas * CARDS} cards) counted from their cards, as a start does, in ${conteo.s.toFixed(1)} s`,
  );
  if (!SOLO_COMPARACION) {
    printPlans('1 planta', before.plans);
    printPlans(`${PLANTAS} plantas`, after.plans);
    printFullPlan(`${PLANTAS} plantas`, after.plans, PAGES[0][0]);
    console.log('\nFor comparison (not what the BFF runs): the same page statements with an explicit "tarjetas"."planta_id" = 1 added:');
    for (const [key] of PAGES) {
      for (const s of captured.get(key) ?? []) {
        const lines = await explainWithPlant(database.url, s);
        const scan = lines
          .find((l) => /Scan/.test(l))
          ?.trim()
          .replace(/\s+\(cost.*$/, '');
        const exec = lines.find((l) => l.startsWith('Execution Time'));
        const sort = lines.find((l) => /Sort Method/.test(l))?.trim();
        console.log(`  ${key}: ${exec}; ${scan}${sort ? `; ${sort}` : '; no Sort'}`);
      }
    }
    const wholePlant = PAGES.filter(([k]) => (after.plans.get(k) ?? []).some((p) => p.read > 1000)).map(([k]) => k.trim());
    if (wholePlant.length)
      console.log(
        `\n⚠ page statements that read the plant's every card and sort them (RLS's planta_id = ANY (portal_lectura()) cannot give the index's order): ${wholePlant.join('; ')}`,
      );
    const seq = [...after.plans.values()].flat().some((p) => p.scans.some((s) => s.seqTarjetas));
    const notLed = [...after.plans.values()].flat().some((p) => p.scans.some((s) => s.onTarjetas && !s.plantLed));
    console.log(
      `\nplans on tarjetas (${PLANTAS} plantas): ${seq ? 'a Seq Scan on tarjetas ⚠' : 'no Seq Scan on tarjetas'}; ${notLed ? 'an index NOT led by planta_id ⚠' : 'every index used is led by planta_id'}`,
    );
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
  if (CONSERVAR) console.log(`database kept: ${database.url}`);
  else await database.drop();
}
