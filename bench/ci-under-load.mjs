// Runs the whole CI (`.ci/run`) on a fresh clone while busy loops keep every core at 100 %, and prints how long
// it took, its last line (`N passed, N failed`) and the load average: the suite must stay green on a busy machine.
//   node bench/ci-under-load.mjs [--hogs 2] [--ref HEAD] [--keep]
import { spawn, execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { parseArgs } from 'node:util';
import { root } from './support.mjs';

const { values } = parseArgs({
  options: {
    hogs: { type: 'string', default: String(availableParallelism()) },
    ref: { type: 'string', default: 'HEAD' },
    keep: { type: 'boolean', default: false },
  },
});
const hogs = Number(values.hogs);
const dir = mkdtempSync(join(tmpdir(), 'ci-under-load-'));
execFileSync('git', ['clone', '--quiet', root, dir]);
execFileSync('git', ['-C', dir, 'checkout', '--quiet', values.ref]);
const commit = execFileSync('git', ['-C', dir, 'rev-parse', '--short', 'HEAD']).toString().trim();

// A worker per core spinning on the CPU (never yields): the CI competes with them for every core.
const busy = Array.from({ length: hogs }, () => new Worker('for (;;) {}', { eval: true }));
const loads = [];
const sampler = setInterval(() => loads.push(loadavg()[0]), 10_000);
const started = Date.now();
console.log(`fresh clone of ${commit} in ${dir}; ${hogs} busy loop(s) on ${availableParallelism()} cores; CI=true bash .ci/run`);

const child = spawn('bash', ['.ci/run'], { cwd: dir, env: { ...process.env, CI: 'true' }, stdio: ['ignore', 'pipe', 'inherit'] });
let tail = '';
child.stdout.on('data', (chunk) => {
  process.stdout.write(chunk);
  tail = (tail + chunk.toString()).slice(-4000);
});
const code = await new Promise((resolve) => child.on('close', (c) => resolve(c ?? 1)));
clearInterval(sampler);
await Promise.all(busy.map((w) => w.terminate()));

const minutes = (Date.now() - started) / 60_000;
const summary =
  tail
    .trim()
    .split('\n')
    .filter((l) => /passed, \d+ failed/.test(l))
    .pop() ?? '(no summary line)';
const load = loads.length ? `${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}` : 'n/a';
console.log('\n| commit | busy loops | exit | minutes | load (1 min avg) | result |');
console.log('|---|---|---|---|---|---|');
console.log(`| ${commit} | ${hogs} | ${code} | ${minutes.toFixed(1)} | ${load} | ${summary} |`);
if (!values.keep) rmSync(dir, { recursive: true, force: true });
process.exit(code);
