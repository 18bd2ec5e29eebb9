#!/usr/bin/env node
// The dashboard against the original's way, side by side in one run: 100,000 cards over 5 years (every
// colour, state, priority, equipo…), then for each dashboard endpoint the p50 time and bytes of the
// endpoint versus GET /api/tarjetas (every card) plus computing the same figure in JS, as the original's
// browser did; on PostgreSQL and on PGlite. On PostgreSQL, autocannon with 20 clients per endpoint too.
// Checks the JS figures equal the endpoint's. Needs the built BFF (`npx nx build bff`; BFF_MAIN=path/to/main.js
// measures another build). Not a test: run by hand.
// Usage: node bench/dashboard.mjs [--cards 100000] [--db both|postgres|pglite] [--runs 7] [--original-runs 3]
//          [--connections 20] [--duration 5] [--warmup 2] [--explain /var/log/postgresql/postgresql-15-main.log]
//   --explain: on PostgreSQL, each endpoint's query plans (EXPLAIN ANALYZE through auto_explain, read from the server's
//   log file given) after the side-by-side table: scans, indexes used, rows and times.
//   DATABASE_URL: the server to create a throw-away database on (default postgres://postgres@127.0.0.1:5432/postgres).
import { randomBytes } from 'node:crypto';
import { closeSync, mkdtempSync, openSync, readSync, rmSync, statSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { createBenchDatabase, loginAdmin, startBff, stopBff } from './support.mjs';

const argv = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const CARDS = Number(argv('cards', 100_000));
const DBS = { both: ['postgres', 'pglite'], postgres: ['postgres'], pglite: ['pglite'] }[argv('db', 'both')];
const RUNS = Number(argv('runs', 7));
const ORIGINAL_RUNS = Number(argv('original-runs', 3));
const CONNECTIONS = Number(argv('connections', 20));
const DURATION = Number(argv('duration', 5));
const WARMUP = Number(argv('warmup', 2));
const EXPLAIN_LOG = argv('explain', null);
const serverUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const TZ = 'America/Argentina/Buenos_Aires';
const DAY = 86_400_000;

/** 100k cards over 5 years (one every ~26 min, in a scattered order), consistent with the seeded campos. */
const SEED_SQL = (n) => `
  WITH c AS (
    SELECT g, (ARRAY['Roja','Azul','Verde','Amarilla'])[1 + g % 4] AS color,
      now() - ((g::bigint * 7919) % (5 * 365 * 1440)) * interval '1 minute' AS fecha, (g * 31) % 100 AS r
    FROM generate_series(1, ${n}) g),
  d AS (
    SELECT *, fecha < now() - interval '20 days' AND r < 70 AS cerrada,
      fecha + (1 + g % 15) * interval '1 day' + (g % 8) * interval '1 hour' AS fin,
      CASE WHEN color <> 'Amarilla' THEN 0.5 + (g % 16) * 0.5 END AS horas
    FROM c)
  INSERT INTO tarjetas (numero, color, estado, fecha, descripcion, sugerencia, reparacion, detecto, prioridad, familia,
    maquina, parte_maquina, equipo, riesgo_inicial, tipode_riesgo, riesgo_final, inicio_reparacion, fin_reparacion,
    responsable, tiempo_empleado, causa, tarea_realizada, material_utilizado, tipo_accion, convertida, cerrada_en)
  SELECT 2000000 + g, color, CASE WHEN cerrada THEN 'Cerrada' ELSE 'Abierta' END, fecha,
    'Pérdida de aceite en la zona del reductor, se observa goteo continuo ' || g,
    'Cambiar retén y revisar nivel de aceite', 'Con maquina parada', 'Operario ' || (g % 50),
    (ARRAY['Alta','Media','Baja'])[1 + (g / 5) % 3],
    CASE WHEN color = 'Amarilla' AND (g / 11) % 7 = 6 THEN '8 - Actos Inseguros' ELSE (ARRAY['1 - Pequeñas Deficiencia','2 - Condiciones basicas',
      '3 - Puntos inaccesibles','4 - Focos de contaminacion','5 - Defecto de Calidad','6 - Elementos Innecesarios','7 - Lugares Inseguros'])[1 + (g / 11) % 7] END,
    (ARRAY['Calandra 1','Extrusora 2','Banbury 1','Laminadora 3','Compresor 2','Caldera'])[1 + (g / 3) % 6], 'Motor',
    (ARRAY['Calandrado','Planta de Mezclado','Servicios Auxiliares','Alimentación y Extrusión','Laminadora','Mantenimiento Central'])[1 + (g / 7) % 6],
    (ARRAY['NS: NO SIGNIFICATIVO','PS: POCO SIGNIFICATIVO','MO: MODERADO','SI: SIGNIFICATIVO','IN: INTOLERABLE'])[1 + (g / 13) % 5],
    'R - Riesgo mecánico',
    CASE WHEN cerrada THEN (ARRAY['NS: NO SIGNIFICATIVO','PS: POCO SIGNIFICATIVO','MO: MODERADO'])[1 + (g / 17) % 3] ELSE '' END,
    CASE WHEN cerrada AND horas IS NOT NULL THEN fin - horas * interval '1 hour' END,
    CASE WHEN cerrada THEN fin END,
    CASE WHEN cerrada THEN 'Mantenimiento' ELSE '' END, CASE WHEN cerrada THEN horas END,
    CASE WHEN cerrada THEN 'Desgaste' ELSE '' END, CASE WHEN cerrada THEN 'Cambio de retén' ELSE '' END,
    CASE WHEN cerrada THEN 'Retén 45x62' ELSE '' END, CASE WHEN cerrada THEN 'Eliminar' ELSE '' END,
    cerrada AND color <> 'Azul' AND g % 5 = 0, CASE WHEN cerrada THEN fin END
  FROM d`;

// ---- The original's way: every card in the browser, the figure computed in JS ------------------------------

const mesFmt = new Intl.DateTimeFormat('en-CA', { timeZone: TZ, year: 'numeric', month: '2-digit' });
const mesDe = (iso) => {
  const p = mesFmt.formatToParts(new Date(iso));
  return `${p.find((x) => x.type === 'year').value}-${p.find((x) => x.type === 'month').value}`;
};
const sumarMeses = (mes, n) => {
  const i = Number(mes.slice(0, 4)) * 12 + Number(mes.slice(5)) - 1 + n;
  return `${Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`;
};
const serie = (desde, hasta) => {
  const out = [desde];
  while (out.at(-1) !== hasta) out.push(sumarMeses(out.at(-1), 1));
  return out;
};
const ultimos = (n) => serie(sumarMeses(mesDe(new Date()), -(n - 1)), mesDe(new Date()));
const acumular = (v) => {
  let s = 0;
  return v.map((x) => (s += x));
};
const pct = (a, b) => (b === 0 ? null : (a / b) * 100);
const PESO = { NS: 1, PS: 2, MO: 3, SI: 4, IN: 5 };
const peso = (v) => PESO[(v ?? '').trim().slice(0, 2).toUpperCase()] ?? 0;
const cerrada = (t) => t.estado === 'Cerrada';
const filtro = (f) => (t) => Object.entries(f).every(([k, vals]) => vals.includes(t[k]));
const LIMITE = { Alta: 15, Media: 30, Baja: 60 };
const excedida = (t, ahora) => LIMITE[t.prioridad] !== undefined && ahora - Date.parse(t.fecha) >= (LIMITE[t.prioridad] + 1) * DAY;
const porIndice = (meses) => new Map(meses.map((m, i) => [m, i]));

function evolucionJs(cards, meses, f = {}) {
  const idx = porIndice(meses);
  const abiertas = meses.map(() => 0);
  const cerradas = meses.map(() => 0);
  for (const t of cards.filter(filtro(f))) {
    const a = idx.get(mesDe(t.fecha));
    if (a !== undefined) abiertas[a]++;
    if (cerrada(t) && t.finReparacion) {
      const c = idx.get(mesDe(t.finReparacion));
      if (c !== undefined) cerradas[c]++;
    }
  }
  const aa = acumular(abiertas);
  const ac = acumular(cerradas);
  return meses.map((mes, i) => ({
    mes,
    abiertas: abiertas[i],
    cerradas: cerradas[i],
    acumAbiertas: aa[i],
    acumCerradas: ac[i],
    porcentaje: pct(ac[i], aa[i]),
  }));
}

function autonomiaJs(cards, meses) {
  const idx = porIndice(meses);
  const cerradas = meses.map(() => 0);
  const autonomas = meses.map(() => 0);
  for (const t of cards) {
    if (!cerrada(t) || !t.finReparacion) continue;
    const i = idx.get(mesDe(t.finReparacion));
    if (i === undefined) continue;
    cerradas[i]++;
    if (t.color === 'Azul' || t.convertida) autonomas[i]++;
  }
  const ac = acumular(cerradas);
  const aa = acumular(autonomas);
  return meses.map((mes, i) => ({ mes, cerradas: cerradas[i], autonomas: autonomas[i], indice: pct(aa[i], ac[i]) }));
}

function riesgoJs(cards, meses) {
  const idx = porIndice(meses);
  const porEquipo = new Map();
  const total = { tarjetas: 0, cerradas: 0, riesgoInicial: 0, riesgoFinal: 0 };
  for (const t of cards) {
    if (!idx.has(mesDe(t.fecha))) continue;
    const e = porEquipo.get(t.equipo) ?? { tarjetas: 0, cerradas: 0, riesgoInicial: 0, riesgoFinal: 0 };
    for (const s of [e, total]) {
      s.tarjetas++;
      s.riesgoInicial += peso(t.riesgoInicial);
      if (cerrada(t)) {
        s.cerradas++;
        s.riesgoFinal += peso(t.riesgoFinal);
      } else s.riesgoFinal += peso(t.riesgoInicial);
    }
    porEquipo.set(t.equipo, e);
  }
  return { total, porEquipo: [...porEquipo.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([equipo, s]) => ({ equipo, ...s })) };
}

function paretoJs(cards, por) {
  const grupos = new Map();
  for (const t of cards) if (!cerrada(t)) grupos.set(t[por], (grupos.get(t[por]) ?? 0) + 1);
  const orden = [...grupos.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0], 'es'));
  const total = orden.reduce((s, [, n]) => s + n, 0);
  let acum = 0;
  return orden.map(([valor, cantidad]) => ({ valor, cantidad, porcentajeAcumulado: ((acum += cantidad) / total) * 100 }));
}

function antiguedadJs(cards, ahora) {
  const abiertas = cards.filter((t) => !cerrada(t));
  const porPrioridad = ['Alta', 'Media', 'Baja'].map((prioridad) => {
    const de = abiertas.filter((t) => t.prioridad === prioridad);
    const excedido = de.filter((t) => excedida(t, ahora)).length;
    return { prioridad, enPlazo: de.length - excedido, excedido };
  });
  const masAntiguas = [...abiertas].sort((a, b) => Date.parse(a.fecha) - Date.parse(b.fecha) || (a._id < b._id ? -1 : 1)).slice(0, 10);
  return { porPrioridad, masAntiguas: masAntiguas.map((t) => t._id) };
}

function mttrJs(cards, meses) {
  const idx = porIndice(meses);
  const colores = ['Roja', 'Azul', 'Verde'];
  const filas = meses.map((mes) => ({ mes, porColor: Object.fromEntries(colores.map((c) => [c, { cerradas: 0, horas: 0 }])) }));
  for (const t of cards) {
    if (!cerrada(t) || !t.finReparacion || t.tiempoEmpleado === null || !colores.includes(t.color)) continue;
    const i = idx.get(mesDe(t.finReparacion));
    if (i === undefined) continue;
    const c = filas[i].porColor[t.color];
    c.cerradas++;
    c.horas += t.tiempoEmpleado;
  }
  return filas.map(({ mes, porColor }) => ({
    mes,
    porColor: Object.fromEntries(
      Object.entries(porColor).map(([k, { cerradas, horas }]) => [k, { cerradas, media: cerradas ? Math.round((horas / cerradas) * 100) / 100 : null }]),
    ),
  }));
}

function mesesJs(cards) {
  const primer = cards.reduce((min, t) => (t.fecha < min ? t.fecha : min), cards[0].fecha);
  const primerMes = mesDe(primer);
  return { primerMes, disponibles: serie(primerMes, mesDe(new Date())).length };
}

function reporteJs(cards, ahora) {
  const de = (t, dias, campo) => Date.parse(t[campo]) > ahora - dias * DAY;
  const fila = { tarjetas: 0, cerradas: 0, nuevas7: 0, cerradas7: 0, nuevas30: 0, cerradas30: 0, ri: 0, rf: 0 };
  for (const t of cards) {
    fila.tarjetas++;
    fila.ri += peso(t.riesgoInicial);
    fila.rf += peso(cerrada(t) ? t.riesgoFinal : t.riesgoInicial);
    if (de(t, 7, 'fecha')) fila.nuevas7++;
    if (de(t, 30, 'fecha')) fila.nuevas30++;
    if (cerrada(t)) {
      fila.cerradas++;
      if (t.finReparacion && de(t, 7, 'finReparacion')) fila.cerradas7++;
      if (t.finReparacion && de(t, 30, 'finReparacion')) fila.cerradas30++;
    }
  }
  return { fila, antiguas: antiguedadJs(cards, ahora).masAntiguas };
}

// ---- The endpoints, each with its JS twin and the part of the answer both must agree on ------------------

const custom = () => {
  const hasta = sumarMeses(mesDe(new Date()), -6);
  return { desde: sumarMeses(hasta, -23), hasta };
};
const sinPorcentaje = (filas) => filas.map(({ mes, abiertas, cerradas }) => ({ mes, abiertas, cerradas }));
const ENDPOINTS = [
  { name: 'meses', path: '/api/dashboard/meses', js: mesesJs, same: (api, js) => api.primerMes === js.primerMes && api.disponibles === js.disponibles },
  {
    name: 'evolucion Roja, 12 meses',
    path: '/api/dashboard/evolucion?color=Roja&meses=12',
    js: (c) => evolucionJs(c, ultimos(12), { color: ['Roja'] }),
    same: (api, js) => JSON.stringify(sinPorcentaje(api.filas)) === JSON.stringify(sinPorcentaje(js)),
  },
  {
    name: 'evolucion filtrada (personalizado, 24 meses)',
    path: () => {
      const { desde, hasta } = custom();
      return `/api/dashboard/evolucion?color=Roja&color=Azul&equipo=Calandrado&equipo=Laminadora&prioridad=Alta&prioridad=Media&familia=1%20-%20Peque%C3%B1as%20Deficiencia&familia=2%20-%20Condiciones%20basicas&desde=${desde}&hasta=${hasta}`;
    },
    js: (c) => {
      const { desde, hasta } = custom();
      return evolucionJs(c, serie(desde, hasta), {
        color: ['Roja', 'Azul'],
        equipo: ['Calandrado', 'Laminadora'],
        prioridad: ['Alta', 'Media'],
        familia: ['1 - Pequeñas Deficiencia', '2 - Condiciones basicas'],
      });
    },
    same: (api, js) => JSON.stringify(sinPorcentaje(api.filas)) === JSON.stringify(sinPorcentaje(js)),
  },
  {
    name: 'autonomia, 12 meses',
    path: '/api/dashboard/autonomia?meses=12',
    js: (c) => autonomiaJs(c, ultimos(12)),
    same: (api, js) => JSON.stringify(api.filas.map((f) => [f.cerradas, f.autonomas])) === JSON.stringify(js.map((f) => [f.cerradas, f.autonomas])),
  },
  {
    name: 'riesgo, 12 meses',
    path: '/api/dashboard/riesgo?meses=12',
    js: (c) => riesgoJs(c, ultimos(12)),
    same: (api, js) =>
      ['tarjetas', 'cerradas', 'riesgoInicial', 'riesgoFinal'].every((k) => api.total[k] === js.total[k]) && api.porEquipo.length === js.porEquipo.length,
  },
  {
    name: 'pareto por máquina',
    path: '/api/dashboard/pareto?por=maquina',
    js: (c) => paretoJs(c, 'maquina'),
    same: (api, js) => JSON.stringify(api.items.map((i) => [i.valor, i.cantidad])) === JSON.stringify(js.map((i) => [i.valor, i.cantidad])),
  },
  {
    name: 'antiguedad',
    path: '/api/dashboard/antiguedad',
    js: (c) => antiguedadJs(c, Date.now()),
    same: (api, js) =>
      JSON.stringify(api.porPrioridad) === JSON.stringify(js.porPrioridad) &&
      JSON.stringify(api.masAntiguas.map((t) => t._id)) === JSON.stringify(js.masAntiguas),
  },
  {
    name: 'mttr, 12 meses',
    path: '/api/dashboard/mttr?meses=12',
    js: (c) => mttrJs(c, ultimos(12)),
    same: (api, js) => JSON.stringify(api.filas) === JSON.stringify(js),
  },
  // The file a tab's Excel button downloads: the same SQL as the tab plus the workbook.
  { name: 'excel Roja, 12 meses', path: '/api/dashboard/excel/rojas?meses=12', file: 'PK', js: (c) => evolucionJs(c, ultimos(12), { color: ['Roja'] }) },
  // Not in the goals (a PDF, not a tab): shown for scale.
  { name: 'reporte PDF, todos (no goal)', path: '/api/dashboard/reporte', file: '%PDF', noGoal: true, js: (c) => reporteJs(c, Date.now()) },
];

// ---- Measuring -------------------------------------------------------------------------------------------------

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const pathOf = (e) => (typeof e.path === 'function' ? e.path() : e.path);

/** One request, uncompressed (the original had no compression; the bytes are the payload's). */
async function get(url, headers) {
  const t = performance.now();
  const res = await fetch(url, { headers: { ...headers, 'accept-encoding': 'identity' } });
  const buf = Buffer.from(await res.arrayBuffer());
  if (!res.ok) throw new Error(`${url}: ${res.status} ${buf.toString().slice(0, 200)}`);
  const body = res.headers.get('content-type')?.includes('json') ? JSON.parse(buf.toString()) : buf;
  return { ms: performance.now() - t, bytes: buf.length, body };
}

async function sideBySide(bff, auth) {
  const total = (await get(`${bff.url}/api/tarjetas?page=0&pageSize=1`, auth)).body.total;
  console.error(`  original's way: GET /api/tarjetas × ${ORIGINAL_RUNS}…`);
  const originals = [];
  for (let i = 0; i < ORIGINAL_RUNS; i++) originals.push(await get(`${bff.url}/api/tarjetas`, auth));
  const cards = originals.at(-1).body;
  const original = { ms: median(originals.map((o) => o.ms)), bytes: originals[0].bytes };
  const rows = [];
  for (const e of ENDPOINTS) {
    const url = `${bff.url}${pathOf(e)}`;
    await get(url, auth); // warm-up
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await get(url, auth));
    const js = [];
    let figura;
    for (let i = 0; i < RUNS; i++) {
      const t = performance.now();
      figura = e.js(cards);
      js.push(performance.now() - t);
    }
    const api = runs.at(-1).body;
    // A file (xlsx, PDF) is checked by its signature; its figures are the JSON endpoint's, compared above.
    const same = e.file ? (api.subarray(0, e.file.length).toString() === e.file ? 'yes' : 'NO') : e.same(api, figura) ? 'yes' : 'NO';
    rows.push({ name: e.name, ms: median(runs.map((r) => r.ms)), bytes: runs[0].bytes, jsMs: median(js), same, goal: !e.noGoal });
  }
  return { total, original, rows };
}

function printSideBySide(kind, { total, original, rows }) {
  const w = Math.max(...rows.map((r) => r.name.length)) + 2;
  const num = (s, n) => String(s).padStart(n);
  console.log(
    `\n${kind}: ${total} cards. Original's way = GET /api/tarjetas (p50 ${original.ms.toFixed(0)} ms, ${(original.bytes / 1e6).toFixed(1)} MB) + the figure in JS.`,
  );
  console.log(
    `${'endpoint'.padEnd(w)}${num('p50 ms', 9)}${num('bytes', 9)}${num('orig. ms', 10)}${num('(JS ms)', 9)}${num('faster', 9)}${num('fewer bytes', 13)}${num('same', 6)}  goals`,
  );
  let ok = true;
  for (const r of rows) {
    const origMs = original.ms + r.jsMs;
    const faster = origMs / r.ms;
    const fewer = original.bytes / r.bytes;
    const met = faster >= 100 && fewer >= 1000;
    if (r.goal) ok &&= met && r.same === 'yes';
    console.log(
      `${r.name.padEnd(w)}${num(r.ms.toFixed(1), 9)}${num(r.bytes, 9)}${num(origMs.toFixed(0), 10)}${num(r.jsMs.toFixed(0), 9)}${num(`${Math.round(faster)}×`, 9)}${num(`${Math.round(fewer)}×`, 13)}${num(r.same, 6)}  ${r.goal ? (met ? '✓' : '✗') : '–'}`,
    );
  }
  console.log(`goals (≥100× faster, ≥1,000× fewer bytes, same figures) on ${kind}: ${ok ? 'met' : 'NOT met'}`);
}

const cannon = (url, headers, duration) =>
  new Promise((resolve, reject) => autocannon({ url, connections: CONNECTIONS, duration, headers }, (err, r) => (err ? reject(err) : resolve(r))));

async function underLoad(bff, auth) {
  const rows = [];
  for (const e of ENDPOINTS) {
    const url = `${bff.url}${pathOf(e)}`;
    if (WARMUP > 0) await cannon(url, auth, WARMUP);
    const r = await cannon(url, auth, DURATION);
    console.error(`  ${e.name}: ${Math.round(r.requests.average)} req/s, p99 ${r.latency.p99} ms`);
    // No answer inside the run (a request slower than the run itself): autocannon reports 0 ms.
    const slow = r.requests.total === 0 ? `>${DURATION * 1000}` : undefined;
    rows.push({
      name: e.name,
      rps: r.requests.average,
      p50: slow ?? r.latency.p50,
      p99: slow ?? r.latency.p99,
      non2xx: r.non2xx,
      errors: r.errors + r.timeouts,
      goal: !e.noGoal,
    });
  }
  return rows;
}

function printUnderLoad(modo, rows) {
  const w = Math.max(...rows.map((r) => r.name.length)) + 2;
  const num = (s, n) => String(s).padStart(n);
  console.log(`\nPostgreSQL, ${modo}: autocannon ${CONNECTIONS} connections, ${DURATION} s each after ${WARMUP} s warm-up`);
  console.log(`${'endpoint'.padEnd(w)}${num('req/s', 8)}${num('p50 ms', 8)}${num('p99 ms', 8)}${num('non-2xx', 9)}${num('errors', 8)}  p99 < 100 ms`);
  for (const r of rows) {
    console.log(
      `${r.name.padEnd(w)}${num(Math.round(r.rps), 8)}${num(r.p50, 8)}${num(r.p99, 8)}${num(r.non2xx, 9)}${num(r.errors, 8)}  ${r.goal ? (typeof r.p99 === 'number' && r.p99 < 100 && !r.non2xx && !r.errors ? '✓' : '✗') : '–'}`,
    );
  }
}

// ---- Query plans (PostgreSQL): auto_explain logs every statement's EXPLAIN ANALYZE to the server's log -------------

/** The text appended to `file` since byte `from`. */
function readFrom(file, from) {
  const size = statSync(file).size;
  const buf = Buffer.alloc(Math.max(0, size - from));
  const fd = openSync(file, 'r');
  try {
    readSync(fd, buf, 0, buf.length, from);
  } finally {
    closeSync(fd);
  }
  return buf.toString('utf8');
}

/** The plan lines worth reading: the statement's time, its scans/joins/aggregates with rows, and the index used. */
const resumenPlan = (texto) =>
  texto
    .split('\n')
    .filter((l) => /duration: .* plan:|Scan|Join|Aggregate|Sort  |Execution Time|Index Cond|Buffers: shared/.test(l))
    .map(
      (l) =>
        `    ${l
          .replace(/^.*?(duration:)/, '$1')
          .replace(/^\s*/, '')
          .slice(0, 150)}`,
    )
    .join('\n');

async function explain(env, databaseUrl) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const name = (await db.query('SELECT current_database() AS n')).rows[0].n;
  for (const s of [
    "session_preload_libraries = 'auto_explain'",
    'auto_explain.log_min_duration = 0',
    'auto_explain.log_analyze = on',
    'auto_explain.log_buffers = on',
    'auto_explain.log_timing = on',
  ])
    await db.query(`ALTER DATABASE ${name} SET ${s}`);
  await db.end();
  const bff = await startBff({ ...env, DASHBOARD_CACHE: 'off' });
  try {
    const auth = await loginAdmin(bff.url);
    console.log(`\nPostgreSQL query plans (auto_explain, EXPLAIN ANALYZE of each statement the endpoint runs on the cards):`);
    for (const e of ENDPOINTS) {
      const from = statSync(EXPLAIN_LOG).size;
      await get(`${bff.url}${pathOf(e)}`, auth);
      await new Promise((r) => setTimeout(r, 300)); // the server writes its log asynchronously
      const planes = readFrom(EXPLAIN_LOG, from)
        .split(/(?=^\S.*LOG: {2}duration: )/m)
        .filter((p) => /tarjetas/.test(p) && !/FROM "users"|from users/i.test(p));
      console.log(`  ${e.name}: ${planes.length} statement(s) on tarjetas`);
      for (const p of planes) console.log(resumenPlan(p));
    }
  } finally {
    await stopBff(bff);
  }
}

// ---- One database after the other ---------------------------------------------------------------------------

/** Creates the schema and demo data with a first start, adds the bulk cards, then starts the BFF measured. */
async function prepare(kind, dataDir) {
  const env = { NODE_ENV: 'production', DATA_DIR: dataDir, JWT_SECRET: randomBytes(32).toString('hex'), PUBLIC_URL: 'http://127.0.0.1' };
  let database;
  if (kind === 'postgres') {
    database = await createBenchDatabase(serverUrl);
    env.DATABASE_URL = database.url;
  }
  await stopBff(await startBff(env));
  console.error(`${kind}: seeding ${CARDS} cards…`);
  if (kind === 'postgres') {
    const db = new pg.Client({ connectionString: database.url });
    await db.connect();
    await db.query(SEED_SQL(CARDS));
    await db.query('ANALYZE tarjetas');
    await db.end();
  } else {
    // PGlite is in-process: the bulk insert runs with the BFF stopped, on its data directory.
    const { PGlite } = await import('@electric-sql/pglite');
    const db = await PGlite.create(join(dataDir, 'pglite'));
    await db.exec(SEED_SQL(CARDS));
    await db.exec('ANALYZE tarjetas');
    await db.close();
  }
  // The side-by-side figures are the SQL's own: the dashboard's in-memory answers are off.
  return { env, databaseUrl: database?.url, bff: await startBff({ ...env, DASHBOARD_CACHE: 'off' }), drop: async () => database?.drop() };
}

console.error(`${cpus().length} cores, load ${loadavg()[0].toFixed(1)} at start`);
for (const kind of DBS) {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-dashboard-'));
  let run;
  try {
    run = await prepare(kind, dataDir);
    const auth = await loginAdmin(run.bff.url);
    const label = kind === 'postgres' ? 'PostgreSQL' : 'PGlite';
    printSideBySide(label, await sideBySide(run.bff, auth));
    if (kind === 'postgres') {
      printUnderLoad('every request runs its SQL (DASHBOARD_CACHE=off)', await underLoad(run.bff, auth));
      await stopBff(run.bff);
      run.bff = await startBff(run.env);
      printUnderLoad('answers kept until cards change (DASHBOARD_CACHE on, the default)', await underLoad(run.bff, await loginAdmin(run.bff.url)));
      if (EXPLAIN_LOG) {
        await stopBff(run.bff);
        await explain(run.env, run.databaseUrl);
        run.bff = await startBff(run.env);
      }
    }
  } finally {
    if (run) {
      await stopBff(run.bff);
      await run.drop();
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}
