#!/usr/bin/env node
// Runs every test of the portal and ends with one line: "N passed, N failed[, N skipped]".
// Order: Chromium check → lint (module boundaries) → unit tests → API tests on PGlite →
// API tests on PostgreSQL → production build → browser tests on that build.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureChromium } from './lib/chromium.mjs';
import { ensurePostgres } from './lib/postgres.mjs';

const root = join(import.meta.dirname, '..', '..', '..');
const reports = join(root, 'tmp', 'test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const lines = [];

function run(cmd, args, env = {}) {
  console.log(`\n$ ${[cmd, ...args].join(' ')}`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return r.status === 0;
}

/** A step that is not a test suite (lint, build) counts as one check. */
function check(name, ok) {
  totals[ok ? 'passed' : 'failed'] += 1;
  lines.push(`${ok ? 'ok  ' : 'FAIL'} ${name}`);
  return ok;
}

function vitest(name, config, env = {}) {
  const out = join(reports, `${name}.json`);
  const ok = run('npx', ['vitest', 'run', '--config', config, '--reporter=default', '--reporter=json', `--outputFile=${out}`], env);
  if (!existsSync(out)) return check(`${name} (did not report)`, false);
  const r = JSON.parse(readFileSync(out, 'utf8'));
  const failed = r.numFailedTests + (ok || r.numFailedTests > 0 ? 0 : 1);
  totals.passed += r.numPassedTests;
  totals.failed += failed;
  totals.skipped += r.numPendingTests + r.numTodoTests;
  lines.push(`${failed ? 'FAIL' : 'ok  '} ${name}: ${r.numPassedTests} passed, ${failed} failed`);
  return failed === 0;
}

const chromium = ensureChromium();
check('chromium available', Boolean(chromium));

check('lint (module boundaries)', run('npx', ['nx', 'run-many', '-t', 'lint', '--outputStyle=static', '--skipNxCache']));
vitest('unit', 'vitest.config.mts');
vitest('api-pglite', 'bff/vitest.config.mts');

const pg = ensurePostgres();
if (pg.url) {
  vitest('api-postgres', 'bff/vitest.config.mts', { DATABASE_URL: pg.url });
} else if (process.env.CI) {
  check(`api-postgres (${pg.reason})`, false);
} else {
  totals.skipped += 1;
  lines.push(`skip api-postgres: ${pg.reason}`);
}

const built = check('production build', run('npx', ['nx', 'run-many', '-t', 'build', '--outputStyle=static', '--skipNxCache'], { NODE_ENV: 'production' }));
if (built && chromium) vitest('e2e', 'e2e/vitest.config.mts', { CHROMIUM_PATH: chromium });
else check('e2e (needs the build and Chromium)', false);

console.log('\n' + lines.join('\n'));
const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
console.log(`${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exit(totals.failed ? 1 : 0);
