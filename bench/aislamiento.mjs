// The test passes with every file in a module graph of its own (vitest's default) and as the suite runs them
// (unit: specs sharing one graph per worker, those that replace modules apart; API: one graph per worker), side by
// side in one run: wall and CPU seconds (user + system, all processes), and the ratios.
//   node bench/aislamiento.mjs [--unit 'mf-kaizen*,mf-dashboard*,shell*'] [--api 'src/app/horas,src/app/campos']
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { root } from './support.mjs';

const { values } = parseArgs({
  options: {
    unit: { type: 'string', default: 'mf-kaizen*,mf-dashboard*,shell*' },
    api: { type: 'string', default: 'src/app/horas,src/app/campos,src/app/filters,src/app/organigrama,src/app/health' },
  },
});
const tmp = mkdtempSync(join(tmpdir(), 'aislamiento-'));

/** One vitest run under GNU time: wall and CPU seconds, tests passed, whether it passed. */
function pasada(args) {
  const tiempos = join(tmp, 'time.txt');
  const r = spawnSync('/usr/bin/time', ['-f', '%e %U %S', '-o', tiempos, 'npx', 'vitest', 'run', ...args], {
    cwd: root,
    env: { ...process.env, NX_DAEMON: 'false' },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const [wall, user, sys] = readFileSync(tiempos, 'utf8').trim().split('\n').pop().split(' ').map(Number);
  const tests = /Tests\s+.*?(\d+) passed/.exec(r.stdout.replace(/\x1b\[[0-9;]*m/g, ''))?.[1] ?? '?';
  return { wall, cpu: user + sys, tests, ok: r.status === 0 };
}

const comparaciones = [
  { nombre: `unit (${values.unit})`, args: ['--config', 'vitest.config.mts', ...values.unit.split(',').flatMap((p) => ['--project', p])] },
  { nombre: `API on PGlite (${values.api})`, args: ['--config', 'bff/vitest.config.mts', ...values.api.split(',')] },
];

const fmt = (p) => `${p.wall.toFixed(0)} s / ${p.cpu.toFixed(0)} s${p.ok ? '' : ' FAIL'}`;
console.log(`${'pass'.padEnd(78)} ${'isolated: wall / CPU'.padStart(22)} ${'as the suite: wall / CPU'.padStart(26)} ${'ratio'.padStart(12)}`);
for (const c of comparaciones) {
  const aislada = pasada([...c.args, '--isolate=true']);
  const suite = pasada(c.args);
  console.log(
    `${`${c.nombre}, ${suite.tests} tests`.padEnd(78)} ${fmt(aislada).padStart(22)} ${fmt(suite).padStart(26)} ${`${(aislada.wall / suite.wall).toFixed(2)}× / ${(aislada.cpu / suite.cpu).toFixed(2)}×`.padStart(12)}`,
  );
}
rmSync(tmp, { recursive: true, force: true });
