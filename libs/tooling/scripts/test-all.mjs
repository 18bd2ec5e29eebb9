#!/usr/bin/env node
// Runs every test of the portal and ends with one line: "N passed, N failed[, N skipped]".
// Steps: Chromium check, lint (formatting, module boundaries), unit tests, API tests on PGlite, API tests on
// PostgreSQL, production build, browser tests on that build. On two cores the steps run two at a time (TEST_JOBS):
// one step alone leaves part of the second core idle, three oversubscribe it and every step slows more than the
// CPU it gets (docs/testing.md, "CI duration"). The build starts first so that e2e, the longest step, starts early.
// Each step's output is printed in one piece when it ends (live in tmp/test-reports/<step>.log).
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ensureChromium } from './lib/chromium.mjs';
import { ensurePostgres } from './lib/postgres.mjs';
import { minutes, runLogged, schedule } from './lib/steps.mjs';

const root = join(import.meta.dirname, '..', '..', '..');
const reports = join(root, 'tmp', 'test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const jobs = Number(process.env.TEST_JOBS) || 2;
// The fuzz suite is about input, not the database: each pass runs half of FUZZ_RUNS (100) per route from its own seed,
// so together they try as many different inputs as one full pass, and each database sees half of them.
const fuzzRuns = String(Math.ceil((Number(process.env.FUZZ_RUNS) || 100) / 2));
const fuzzSeed = Number(process.env.FUZZ_SEED) || 20_261_123;

const totals = { passed: 0, failed: 0, skipped: 0 };
/** Report lines by step, printed in the order the steps are declared. */
const lines = new Map();
const started = Date.now();

/** A step that is not a test suite (lint, build) counts as one check. */
function check(name, ok, ms = 0) {
  totals[ok ? 'passed' : 'failed'] += 1;
  lines.set(name, `${ok ? 'ok  ' : 'FAIL'} ${name} (${minutes(ms)})`);
  return ok;
}

async function command(name, args, env = {}) {
  const r = await runLogged(root, reports, name, 'npx', args, { NX_DAEMON: 'false', ...env });
  return check(name, r.ok, r.ms);
}

async function vitest(name, config, env = {}) {
  const out = join(reports, `${name}.json`);
  const r = await runLogged(
    root,
    reports,
    name,
    'npx',
    ['vitest', 'run', '--config', config, '--reporter=default', '--reporter=json', `--outputFile=${out}`],
    env,
  );
  if (!existsSync(out)) return check(`${name} (did not report)`, false, r.ms);
  const report = JSON.parse(readFileSync(out, 'utf8'));
  const failed = report.numFailedTests + (r.ok || report.numFailedTests > 0 ? 0 : 1);
  totals.passed += report.numPassedTests;
  totals.failed += failed;
  totals.skipped += report.numPendingTests + report.numTodoTests;
  lines.set(
    name,
    [
      `${failed ? 'FAIL' : 'ok  '} ${name}: ${report.numPassedTests} passed, ${failed} failed (${minutes(r.ms)})`,
      ...failures(report),
      ...(name === 'e2e' ? pagesOfFailures() : []),
    ].join('\n'),
  );
  return failed === 0;
}

/**
 * Each failed test with the first line of its error (and, for a browser action, the element it waited for), so the
 * end of the output says what to look at.
 */
function failures(report) {
  const line = (file, what, message) => {
    // Without a terminal's colours (a local run's report has them).
    const lineas = String(message ?? '')
      .replace(/\x1b\[[0-9;]*m/g, '')
      .split('\n');
    // Playwright's call log: what the action waited for, then its last attempts (resolved? covered? hidden?).
    const registro = lineas.filter((l) => /^\s+-\s/.test(l));
    const desde = registro.findIndex((l) => /^\s*-\s*waiting for /.test(l));
    const pasos = desde < 0 ? [] : [registro[desde], ...registro.slice(desde + 1).slice(-4)];
    const donde = lineas.find((l) => /\.e2e\.ts:\d+/.test(l))?.match(/[\w-]+\.e2e\.ts:\d+(:\d+)?/)?.[0];
    return [
      `       ✗ ${relative(root, file.name)}${what}: ${lineas[0].slice(0, 300)}${donde ? ` (${donde})` : ''}`,
      ...pasos.map((l) => `         ${l.trim().slice(0, 300)}`),
    ].join('\n');
  };
  return report.testResults.flatMap((file) => {
    const tests = file.assertionResults.filter((t) => t.status === 'failed').map((t) => line(file, ` › ${t.fullName}`, t.failureMessages?.[0]));
    return tests.length || file.status !== 'failed' ? tests : [line(file, '', file.message)];
  });
}

/** What the pages of a failed browser test showed (e2e/src/support/fallos.ts writes one index per test). */
function pagesOfFailures() {
  const dir = join(reports, 'e2e-fallos');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.indice.txt'))
    .flatMap((f) => readFileSync(join(dir, f), 'utf8').trimEnd().split('\n').slice(1))
    .map((l) => `       ${l.trim()}`);
}

const chromium = ensureChromium();
check('chromium available', Boolean(chromium), Date.now() - started);
const pg = ensurePostgres();

const steps = [
  {
    name: 'lint',
    // After the build: two nx runs at once would both compute the project graph.
    after: ['build'],
    // The formatter first (`npm run format` fixes what it reports), then ESLint with the module boundaries.
    run: async () =>
      (await command('lint format', ['prettier', '--check', '.'])) &&
      command('lint', ['nx', 'run-many', '-t', 'lint', '--outputStyle=static', '--skipNxCache']),
  },
  { name: 'unit', run: () => vitest('unit', 'vitest.config.mts') },
  { name: 'api-pglite', run: () => vitest('api-pglite', 'bff/vitest.config.mts', { FUZZ_RUNS: fuzzRuns, FUZZ_SEED: String(fuzzSeed) }) },
  {
    name: 'api-postgres',
    async run() {
      if (pg.url) return vitest('api-postgres', 'bff/vitest.config.mts', { DATABASE_URL: pg.url, FUZZ_RUNS: fuzzRuns, FUZZ_SEED: String(fuzzSeed + 1) });
      if (process.env.CI) return check(`api-postgres (${pg.reason})`, false);
      totals.skipped += 1;
      lines.set('api-postgres', `skip api-postgres: ${pg.reason}`);
    },
  },
  {
    name: 'build',
    run: () => command('build', ['nx', 'run-many', '-t', 'build', '--outputStyle=static', '--skipNxCache'], { NODE_ENV: 'production' }),
  },
  {
    name: 'e2e',
    after: ['build'],
    run: () =>
      lines.get('build')?.startsWith('ok') && chromium
        ? vitest('e2e', 'e2e/vitest.config.mts', { CHROMIUM_PATH: chromium })
        : check('e2e (needs the build and Chromium)', false),
  },
];
// Longest path first: the build, then e2e (the longest step); the unit pass starts beside the build, and lint and the
// two API passes follow it in the other slot.
const order = ['build', 'e2e', 'unit', 'lint', 'api-pglite', 'api-postgres'];
await schedule(
  order.map((n) => steps.find((s) => s.name === n)),
  jobs,
);

const report = ['chromium available', ...steps.map((s) => s.name)].flatMap((n) =>
  [...lines].filter(([k]) => k === n || k.startsWith(`${n} `)).map(([, v]) => v),
);
console.log('\n' + report.join('\n'));
console.log(`total ${minutes(Date.now() - started)} (${jobs} steps at a time)`);
const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
console.log(`${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exit(totals.failed ? 1 : 0);
