// The unit pass with the test document's styles emptied after each test (as the suite runs) beside the same pass
// keeping every style emotion ever inserted (as it ran before): wall and CPU seconds, and the ratios, in one run.
//   node bench/estilos.mjs [--unit 'mf-kaizen*,mf-tarjetas*']
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { root } from './support.mjs';

const { values } = parseArgs({ options: { unit: { type: 'string', default: 'mf-kaizen*,mf-tarjetas*' } } });
const tmp = mkdtempSync(join(tmpdir(), 'estilos-'));

/** One vitest run under GNU time: wall and CPU seconds, tests passed, whether it passed. */
function pasada(env) {
  const tiempos = join(tmp, 'time.txt');
  const args = ['--config', 'vitest.config.mts', ...values.unit.split(',').flatMap((p) => ['--project', p])];
  const r = spawnSync('/usr/bin/time', ['-f', '%e %U %S', '-o', tiempos, 'npx', 'vitest', 'run', ...args], {
    cwd: root,
    env: { ...process.env, NX_DAEMON: 'false', ...env },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const [wall, user, sys] = readFileSync(tiempos, 'utf8').trim().split('\n').pop().split(' ').map(Number);
  const salida = r.stdout.replace(/\x1b\[[0-9;]*m/g, '');
  const tests = /Tests\s+.*?(\d+) passed/.exec(salida)?.[1] ?? '?';
  // A failed pass names its failures: a ratio over a pass that stopped early means nothing.
  if (r.status !== 0)
    console.log(
      salida
        .split('\n')
        .filter((l) => /FAIL|✗|×/.test(l))
        .join('\n'),
    );
  return { wall, cpu: user + sys, tests, ok: r.status === 0 };
}

const fmt = (p) => `${p.wall.toFixed(0)} s / ${p.cpu.toFixed(0)} s${p.ok ? '' : ' FAIL'}`;
const antes = pasada({ BENCH_KEEP_STYLES: '1' });
const ahora = pasada({});
console.log(`${'unit pass'.padEnd(50)} ${'styles kept: wall / CPU'.padStart(24)} ${'emptied per test: wall / CPU'.padStart(30)} ${'ratio'.padStart(14)}`);
console.log(
  `${`${values.unit}, ${ahora.tests} tests`.padEnd(50)} ${fmt(antes).padStart(24)} ${fmt(ahora).padStart(30)} ${`${(antes.wall / ahora.wall).toFixed(2)}× / ${(antes.cpu / ahora.cpu).toFixed(2)}×`.padStart(14)}`,
);
rmSync(tmp, { recursive: true, force: true });
