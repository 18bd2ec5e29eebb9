#!/usr/bin/env node
// CIL routines at scale (issue 26 §4), side by side in one run on PostgreSQL: 10,000 machines in 500 teams with 10
// daily points each (100,000 points, in force for a year, a year of weekly compliance counters), then the p50 time of
//   - a team's due list (GET /api/cil/pendientes?equipo=…, 20 machines)    goal < 100 ms
//     beside the whole plant's due list (the same rule over all 100,000 points)
//   - the plant-year compliance (GET /api/cil/cumplimiento, 52 weeks)     goal < 500 ms
//     beside counting the same due windows by materialising every window (generate_series per point and day).
// Needs the built BFF (`npx nx build bff`). Not a test: run by hand.
// Usage: node bench/cil.mjs [--runs 7] [--keep]
//   DATABASE_URL: the server to create a throw-away database on (default postgres://postgres@127.0.0.1:5432/postgres).
import pg from 'pg';
import { createBenchDatabase, loginAdmin, startBff, stopBff } from './support.mjs';

const argv = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const RUNS = Number(argv('runs', 7));
const serverUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const EQUIPOS = 500;
const MAQUINAS = 10_000;
const PUNTOS = 10;

const p50 = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const fmt = (ms) => (ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms.toFixed(1)} ms`);

async function timed(fn) {
  const t0 = performance.now();
  const r = await fn();
  return { ms: performance.now() - t0, r };
}

const SEED = `
  select set_config('portal.planta', '1', false);
  alter table campos disable trigger auditoria;
  alter table cil_puntos disable trigger auditoria;
  insert into campos (name, value) select 'equipo', 'Equipo bench ' || g from generate_series(1, ${EQUIPOS}) g;
  insert into campos (name, value, equipo)
    select 'maquina', 'Máquina bench ' || g, 'Equipo bench ' || (1 + (g - 1) % ${EQUIPOS}) from generate_series(1, ${MAQUINAS}) g;
  insert into cil_puntos (maquina_id, numero, tipo, parte, tarea, minutos, frecuencia, desde, ultima_dia, ultima_turno)
    select c.id, n, 'inspeccion', 'Parte ' || n, 'Verificar ' || n, 5, 'diaria', current_date - 364, current_date - (random() * 3)::int, 0
      from campos c cross join generate_series(1, ${PUNTOS}) n where c.name = 'maquina' and c.value like 'Máquina bench %';
  insert into cil_cumplimiento_maquina (maquina_id, semana, cumplidas)
    select c.id, w::date, 60 + (random() * 10)::int
      from campos c cross join generate_series(date_trunc('week', current_date - 364), current_date, interval '7 days') w
     where c.name = 'maquina' and c.value like 'Máquina bench %';
  insert into cil_cumplimiento_persona (operario_id, semana, cumplidas)
    select u.id, w::date, 500 from users u cross join generate_series(date_trunc('week', current_date - 364), current_date, interval '7 days') w;
  alter table campos enable trigger auditoria;
  alter table cil_puntos enable trigger auditoria;
`;
// Autovacuum's steady state (the visibility map set), each on its own: VACUUM runs outside a transaction.
const VACUUM = ['campos', 'cil_puntos', 'cil_cumplimiento_maquina', 'cil_cumplimiento_persona'].map((t) => `vacuum analyze ${t}`);

// The due windows of the span counted one by one: every point × every day it was due (what the arithmetic avoids).
const MATERIALIZADO = (desde, hasta) => `
  select count(*)::int as debidas
    from cil_puntos p
    cross join lateral generate_series(greatest(p.desde, '${desde}'::date), least('${hasta}'::date, current_date) - 1, interval '1 day') d
   where p.frecuencia = 'diaria'`;

const db = await createBenchDatabase(serverUrl);
let bff;
try {
  bff = await startBff({ DATABASE_URL: db.url }, { stderr: 'ignore' });
  await stopBff(bff);
  bff = undefined;
  const client = new pg.Client({ connectionString: db.url });
  client.on('error', () => undefined);
  await client.connect();
  const { ms: sembrado } = await timed(async () => {
    await client.query(SEED);
    for (const q of VACUUM) await client.query(q);
  });
  console.log(`${MAQUINAS.toLocaleString('en')} machines × ${PUNTOS} daily points in ${EQUIPOS} teams, a year of counters: seeded in ${fmt(sembrado)}`);

  bff = await startBff({ DATABASE_URL: db.url, NODE_OPTIONS: '--max-old-space-size=4096' }, { stderr: 'ignore' });
  const auth = await loginAdmin(bff.url);
  const get = async (path) => {
    const res = await fetch(`${bff.url}${path}`, { headers: auth });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${(await res.text()).slice(0, 200)}`);
    return res.json();
  };
  const medir = async (path) => {
    const r = await get(path); // warm-up
    const tiempos = [];
    for (let i = 0; i < RUNS; i++) tiempos.push((await timed(() => get(path))).ms);
    return { ms: p50(tiempos), r };
  };
  const campos = await get('/api/campos');
  const equipo = campos.find((c) => c.name === 'equipo' && c.value === 'Equipo bench 7');
  const hoy = new Date().toISOString().slice(0, 10);
  const desde = new Date(Date.now() - 364 * 86_400_000).toISOString().slice(0, 10);

  const equipoLista = await medir(`/api/cil/pendientes?equipo=${equipo._id}`);
  const plantaLista = await medir('/api/cil/pendientes');
  const cumplimiento = await medir(`/api/cil/cumplimiento?desde=${desde}&hasta=${hoy}`);
  const materializado = [];
  let contadas = 0;
  for (let i = 0; i < Math.min(RUNS, 3); i++) {
    const { ms, r } = await timed(() => client.query(MATERIALIZADO(cumplimiento.r.desde, cumplimiento.r.hasta)));
    materializado.push(ms);
    contadas = r.rows[0].debidas;
  }
  await client.end();

  console.log(`${'case'.padEnd(58)} ${'p50'.padStart(10)} ${'beside'.padStart(12)} ${'ratio'.padStart(8)}`);
  console.log(
    `${`team due list (${equipoLista.r.length} machines) vs the plant's (${plantaLista.r.length})`.padEnd(58)} ${fmt(equipoLista.ms).padStart(10)} ${fmt(plantaLista.ms).padStart(12)} ${`${(plantaLista.ms / equipoLista.ms).toFixed(1)}×`.padStart(8)}`,
  );
  console.log(
    `${`plant-year compliance (${cumplimiento.r.semanas.length} weeks) vs windows one by one`.padEnd(58)} ${fmt(cumplimiento.ms).padStart(10)} ${fmt(p50(materializado)).padStart(12)} ${`${(p50(materializado) / cumplimiento.ms).toFixed(1)}×`.padStart(8)}`,
  );
  console.log(
    `  compliance total: ${cumplimiento.r.total.cumplidas.toLocaleString('en')} of ${cumplimiento.r.total.debidas.toLocaleString('en')} due (${cumplimiento.r.total.porcentaje} %); windows counted one by one: ${contadas.toLocaleString('en')} (the ended ones of the span)`,
  );
  console.log(
    `  goals: team due list < 100 ms ${equipoLista.ms < 100 ? 'met' : 'NOT met'}; plant-year compliance < 500 ms ${cumplimiento.ms < 500 ? 'met' : 'NOT met'}`,
  );
} finally {
  if (bff) await stopBff(bff);
  // --keep leaves the database for EXPLAIN (its URL printed).
  if (process.argv.includes('--keep')) console.log(`kept: ${db.url}`);
  else await db.drop();
}
