#!/usr/bin/env node
// Backup and restore of a PostgreSQL database with N cards (default 100,000 plus the demo seed and their
// audit trail): wall time, file size and the tool's peak memory (maximum RSS, /usr/bin/time), then the row
// counts of the restored copy against the source. Shows that memory does not grow with the number of cards
// (run with --cards 10000 and --cards 100000). Needs the built BFF (`npx nx build bff`). Not a test: run by hand.
// Usage: node bench/backup.mjs [--cards 100000]
//   DATABASE_URL: the server to create throw-away databases on (default postgres://postgres@127.0.0.1:5432/postgres).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createBenchDatabase, root, seedCardsPostgres, startBff, stopBff } from './support.mjs';

const i = process.argv.indexOf('--cards');
const CARDS = Number(i > 0 ? process.argv[i + 1] : 100_000);
const serverUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const dir = mkdtempSync(join(tmpdir(), 'portal-bench-backup-'));
const file = join(dir, 'bench.ndjson.gz');

/** Runs the bundled tool under /usr/bin/time: seconds and peak RSS in MiB. */
function tool(args, databaseUrl) {
  const started = Date.now();
  const r = spawnSync('/usr/bin/time', ['-f', '%M', process.execPath, join(root, 'dist/bff/db-cli.js'), ...args], {
    env: { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: join(dir, 'data'), CLOUDINARY_URL: 'cloudinary://k:s@bench' },
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(`db-cli ${args[0]} failed: ${r.stderr}`);
  const rssKiB = Number(r.stderr.trim().split('\n').pop());
  return { seconds: (Date.now() - started) / 1000, rssMiB: Math.round(rssKiB / 1024), out: r.stdout.trim() };
}

async function counts(url) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const tables = (await c.query(`select tablename from pg_tables where schemaname = 'public' order by 1`)).rows.map((r) => r.tablename);
    const out = {};
    for (const t of tables) out[t] = Number((await c.query(`select count(*) from "${t}"`)).rows[0].count);
    return out;
  } finally {
    await c.end();
  }
}

const source = await createBenchDatabase(serverUrl);
const target = await createBenchDatabase(serverUrl);
try {
  const bff = await startBff({ DATABASE_URL: source.url, DATA_DIR: join(dir, 'bff') }, { stderr: 'ignore' });
  await stopBff(bff); // migrated and seeded
  await seedCardsPostgres(source.url, CARDS);
  const before = await counts(source.url);
  const backup = tool(['backup', file], source.url);
  const restore = tool(['restore', file], target.url);
  const after = await counts(target.url);
  const differ = Object.keys(before).filter((t) => before[t] !== after[t]);
  const rows = Object.values(before).reduce((a, b) => a + b, 0);
  console.log(`${CARDS} cards + seed: ${rows} rows in ${Object.keys(before).length} tables (tarjetas ${before.tarjetas}, auditoria ${before.auditoria})`);
  console.log(`backup : ${backup.seconds.toFixed(1)} s, peak RSS ${backup.rssMiB} MiB, file ${(statSync(file).size / 1048576).toFixed(1)} MiB`);
  console.log(`restore: ${restore.seconds.toFixed(1)} s, peak RSS ${restore.rssMiB} MiB`);
  console.log(differ.length ? `ROW COUNTS DIFFER: ${differ.join(', ')}` : 'row counts equal in every table');
  if (differ.length) process.exitCode = 1;
} finally {
  await source.drop();
  await target.drop();
  rmSync(dir, { recursive: true, force: true });
}
