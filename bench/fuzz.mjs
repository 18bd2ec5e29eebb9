#!/usr/bin/env node
// Long run of the API fuzz suite (bff/test/fuzz/api-fuzz.spec.ts): every route with N fast-check runs,
// then the figures per route — requests, statuses, time — and the totals (requests, ≥ 500 answers,
// refused requests that changed data: both must be 0, else the suite fails and prints the case).
// Usage: node bench/fuzz.mjs [--runs 3000] [--seed 20261123]   (DATABASE_URL → that server, else PGlite)
// --compare: the same runs twice, side by side — the refused-request check by a content digest of every table
// (`FUZZ_FINGERPRINT=digest`) and by the per-table change counter the suite uses — wall seconds and the ratio.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const arg = (name, fallback) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : fallback);
const runs = Number(arg('--runs', 3000));
const seed = Number(arg('--seed', 20_261_123));
const dir = mkdtempSync(join(tmpdir(), 'portal-fuzz-'));
const report = join(dir, 'report.json');

/** One run of the fuzz file: exit code and wall seconds. */
async function pasada(env = {}) {
  const started = performance.now();
  const code = await new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [join(root, 'node_modules/vitest/vitest.mjs'), 'run', '--config', 'bff/vitest.config.mts', 'bff/test/fuzz/api-fuzz.spec.ts'],
      {
        cwd: root,
        env: { ...process.env, NX_DAEMON: 'false', FUZZ_RUNS: String(runs), FUZZ_SEED: String(seed), FUZZ_REPORT: report, ...env },
        stdio: process.argv.includes('--compare') ? 'ignore' : 'inherit',
      },
    );
    child.on('exit', (c) => resolve(c ?? 1));
  });
  return { code, seconds: (performance.now() - started) / 1000 };
}

if (process.argv.includes('--compare')) {
  const digest = await pasada({ FUZZ_FINGERPRINT: 'digest' });
  const contador = await pasada();
  rmSync(dir, { recursive: true, force: true });
  const fmt = (p) => `${p.seconds.toFixed(0)} s${p.code ? ' FAIL' : ''}`;
  console.log(`API fuzz file, ${runs} runs per route, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`);
  console.log(`${'content digest'.padStart(16)} ${'change counter'.padStart(16)} ${'ratio'.padStart(8)}`);
  console.log(`${fmt(digest).padStart(16)} ${fmt(contador).padStart(16)} ${`${(digest.seconds / contador.seconds).toFixed(2)}×`.padStart(8)}`);
  process.exit(digest.code || contador.code);
}

const { code, seconds: segundos } = await pasada();
const seconds = segundos.toFixed(0);

let data;
try {
  data = JSON.parse(readFileSync(report, 'utf8'));
} catch {
  console.error(`No report: the suite did not finish (exit ${code}). Run it with vitest to see why.`);
  process.exit(1);
} finally {
  rmSync(dir, { recursive: true, force: true });
}

const rows = Object.entries(data.routes);
const total = { requests: 0, statuses: {} };
for (const [, r] of rows) {
  total.requests += r.requests;
  for (const [s, n] of Object.entries(r.statuses)) total.statuses[s] = (total.statuses[s] ?? 0) + n;
}
const histogram = (statuses) =>
  Object.entries(statuses)
    .map(([s, n]) => `${s}:${n}`)
    .join(' ');
const over499 = Object.entries(total.statuses)
  .filter(([s]) => Number(s) >= 500)
  .reduce((n, [, v]) => n + v, 0);

console.log(`API fuzz, ${data.runs} runs per route, seed ${data.seed}, ${data.database}, ${rows.length} routes, ${seconds} s`);
console.log(`${'route'.padEnd(44)}${'requests'.padStart(9)}${'ms'.padStart(9)}  statuses`);
for (const [route, r] of rows) console.log(`${route.padEnd(44)}${String(r.requests).padStart(9)}${String(r.ms).padStart(9)}  ${histogram(r.statuses)}`);
console.log(`${'total'.padEnd(44)}${String(total.requests).padStart(9)}${''.padStart(9)}  ${histogram(total.statuses)}`);
console.log(
  `answers ≥ 500: ${over499}; suite ${code === 0 ? 'passed (no 5xx, every error { msg }, no refused request stored anything)' : `FAILED (exit ${code}): see the failing case above`}`,
);
process.exit(code);
