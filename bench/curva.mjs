#!/usr/bin/env node
// The tag curve (issue 25 §4) against the original's way, side by side in one run: N cards of one plant over 540 days,
// then the p50 time of GET /api/programa/curva (a team per week, the plant per month) versus downloading every card
// (GET /api/tarjetas?pageSize=-1) and computing the same curve in JS. Checks the JS points equal the endpoint's.
// On PostgreSQL. Needs the built BFF (`npx nx build bff`). Not a test: run by hand.
// Usage: node bench/curva.mjs [--cards 100000,1000000] [--runs 7] [--original-runs 2]
//   DATABASE_URL: the server to create a throw-away database on (default postgres://postgres@127.0.0.1:5432/postgres).
import { loadavg, cpus } from 'node:os';
import pg from 'pg';
import { createBenchDatabase, loginAdmin, SEED_SQL, startBff, stopBff } from './support.mjs';

const argv = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const SIZES = String(argv('cards', '100000,1000000')).split(',').map(Number);
const RUNS = Number(argv('runs', 7));
const ORIGINAL_RUNS = Number(argv('original-runs', 2));
const serverUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const TZ = 'America/Argentina/Buenos_Aires';

const p50 = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const fmt = (ms) => (ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms.toFixed(1)} ms`);

// ---- The original's way: every card in the browser, the curve computed in JS ---------------------------------

const diaFmt = new Intl.DateTimeFormat('en-CA', { timeZone: TZ, year: 'numeric', month: '2-digit', day: '2-digit' });
const diaDe = (iso) => diaFmt.format(new Date(iso));
const lunesDe = (dia) => {
  const t = new Date(`${dia}T00:00:00Z`);
  t.setUTCDate(t.getUTCDate() + 1 - (t.getUTCDay() || 7));
  return t.toISOString().slice(0, 10);
};
const bucket = (periodo, iso) => (periodo === 'mes' ? `${diaDe(iso).slice(0, 7)}-01` : lunesDe(diaDe(iso)));

/** The curve's points from the downloaded cards: for each period start, hung and removed up to its end. */
function curvaEnJs(cards, periodo, inicios, equipo) {
  const colg = new Map();
  const ret = new Map();
  for (const c of cards) {
    if (equipo && c.equipo !== equipo) continue;
    const b = bucket(periodo, c.fecha);
    colg.set(b, (colg.get(b) ?? 0) + 1);
    if (c.estado === 'Cerrada' && c.finReparacion) {
      const r = bucket(periodo, c.finReparacion);
      ret.set(r, (ret.get(r) ?? 0) + 1);
    }
  }
  const antes = (m, b) => [...m].reduce((n, [k, v]) => (k <= b ? n + v : n), 0);
  return inicios.map((b) => ({ inicio: b, colgadas: antes(colg, b), retiradas: antes(ret, b) }));
}

async function timed(fn) {
  const t0 = performance.now();
  const r = await fn();
  return { ms: performance.now() - t0, r };
}

async function medir(n) {
  const db = await createBenchDatabase(serverUrl);
  let bff;
  try {
    // First start: migrations and the seeded plant (users, campos).
    bff = await startBff({ DATABASE_URL: db.url }, { stderr: 'ignore' });
    await stopBff(bff);
    bff = undefined;
    const client = new pg.Client({ connectionString: db.url });
    client.on('error', () => undefined);
    await client.connect();
    const t0 = performance.now();
    // The per-row audit trail is the slow part of a bulk insert and plays no part in the curve: off while seeding.
    await client.query('ALTER TABLE tarjetas DISABLE TRIGGER auditoria');
    // The cards are plant 1's (the column's default reads the session's plant).
    await client.query("select set_config('portal.planta', '1', false)");
    for (let hecho = 0; hecho < n; hecho += 100_000) {
      const lote = Math.min(100_000, n - hecho);
      await client.query(SEED_SQL(lote).replace('generate_series(1, ' + lote + ')', `generate_series(${hecho + 1}, ${hecho + lote})`));
    }
    await client.query('ALTER TABLE tarjetas ENABLE TRIGGER auditoria');
    // Autovacuum's steady state (the visibility map set): what a plant's database looks like between bulk loads.
    await client.query('VACUUM ANALYZE tarjetas');
    await client.end();
    console.log(`  ${n.toLocaleString('en')} cards seeded in ${fmt(performance.now() - t0)}`);

    bff = await startBff({ DATABASE_URL: db.url, NODE_OPTIONS: '--max-old-space-size=8192' }, { stderr: 'ignore' });
    const auth = await loginAdmin(bff.url);
    const get = async (path) => {
      const res = await fetch(`${bff.url}${path}`, { headers: auth });
      if (!res.ok) throw new Error(`${path}: ${res.status} ${(await res.text()).slice(0, 200)}`);
      return res.json();
    };
    const campos = await get('/api/campos');
    const calandrado = campos.find((c) => c.name === 'equipo' && c.value === 'Calandrado');
    const hasta = diaDe(new Date().toISOString());
    const desdeSemana = new Date(Date.parse(`${hasta}T00:00:00Z`) - 539 * 86_400_000).toISOString().slice(0, 10);
    const casos = [
      {
        nombre: 'team per week',
        path: `/api/programa/curva?equipo=${calandrado._id}&periodo=semana&desde=${desdeSemana}&hasta=${hasta}`,
        equipo: 'Calandrado',
        periodo: 'semana',
      },
      { nombre: 'plant per month', path: `/api/programa/curva?periodo=mes&desde=${desdeSemana}&hasta=${hasta}`, equipo: null, periodo: 'mes' },
    ];
    const filas = [];
    for (const caso of casos) {
      await get(caso.path); // warm-up
      const tiempos = [];
      let curva;
      for (let i = 0; i < RUNS; i++) {
        const { ms, r } = await timed(() => get(caso.path));
        tiempos.push(ms);
        curva = r;
      }
      const originales = [];
      let iguales = null;
      let fallo = null;
      for (let i = 0; i < ORIGINAL_RUNS && !fallo; i++) {
        try {
          const { ms, r } = await timed(async () => {
            const pagina = await get('/api/tarjetas?pageSize=-1');
            return curvaEnJs(
              pagina.items,
              caso.periodo,
              curva.puntos.map((p) => p.inicio),
              caso.equipo,
            );
          });
          originales.push(ms);
          iguales = JSON.stringify(r) === JSON.stringify(curva.puntos.map(({ inicio, colgadas, retiradas }) => ({ inicio, colgadas, retiradas })));
        } catch (err) {
          // At a million cards the download itself fails (one JSON text past what a process holds): say so.
          fallo = err instanceof Error ? err.message.slice(0, 80) : String(err);
        }
      }
      filas.push({
        caso: caso.nombre,
        endpoint: p50(tiempos),
        original: fallo ? null : p50(originales),
        fallo,
        iguales,
        puntos: curva.puntos.length,
        ultimo: curva.puntos.at(-1),
      });
    }
    console.log(`  ${'curve'.padEnd(30)} ${'endpoint p50'.padStart(13)} ${'download+JS p50'.padStart(16)} ${'ratio'.padStart(8)}  same points`);
    for (const f of filas) {
      const original = f.original === null ? 'failed' : fmt(f.original);
      const ratio = f.original === null ? '—' : `${Math.round(f.original / f.endpoint)}×`;
      const iguales = f.original === null ? `download failed: ${f.fallo}` : f.iguales ? 'yes' : 'NO';
      console.log(
        `  ${f.caso.padEnd(30)} ${fmt(f.endpoint).padStart(13)} ${original.padStart(16)} ${ratio.padStart(8)}  ${iguales} (${f.puntos} points, last ${f.ultimo.colgadas} hung / ${f.ultimo.retiradas} removed)`,
      );
    }
    return filas;
  } catch (err) {
    console.error(err);
    throw err;
  } finally {
    if (bff) await stopBff(bff);
    await db.drop();
  }
}

console.log(
  `bench/curva.mjs — ${cpus().length} cores, load ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}, runs ${RUNS} (original ${ORIGINAL_RUNS})`,
);
for (const n of SIZES) {
  console.log(`\n${n.toLocaleString('en')} cards on PostgreSQL`);
  await medir(n);
}
