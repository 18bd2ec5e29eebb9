import { spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const minutes = (ms) => `${(ms / 60_000).toFixed(1)} min`;
const clock = () => new Date().toISOString().slice(11, 19);

/**
 * Runs a command with its output in `<logDir>/<name>.log` (steps run side by side, so their
 * outputs would interleave) and prints that log in one piece when it ends.
 * Resolves to whether it exited 0 and how long it took.
 */
export function runLogged(root, logDir, name, cmd, args, env = {}) {
  const log = join(logDir, `${name}.log`);
  const command = [cmd, ...args].join(' ');
  const fd = openSync(log, 'w');
  const t0 = Date.now();
  console.log(`[${clock()}] start ${name}: ${command} (live output: ${log})`);
  return new Promise((resolve) => {
    let ended = false;
    const done = (code) => {
      if (ended) return;
      ended = true;
      closeSync(fd);
      const ms = Date.now() - t0;
      console.log(`\n===== ${name}: ${command} =====\n${readFileSync(log, 'utf8')}`);
      console.log(`[${clock()}] end ${name}: exit ${code} after ${minutes(ms)}`);
      resolve({ ok: code === 0, ms });
    };
    const child = spawn(cmd, args, { cwd: root, stdio: ['ignore', fd, fd], env: { ...process.env, ...env } });
    child.once('error', (err) => {
      console.error(`${name}: ${err.message}`);
      done(-1);
    });
    child.once('close', (code) => done(code));
  });
}

/**
 * Runs the steps at most `jobs` at a time, in the order given, each once the steps named in its
 * `after` have finished. A step is `{ name, after?: string[], run: () => Promise<unknown> }`.
 */
export async function schedule(steps, jobs) {
  const finished = new Map();
  const waiting = [...steps];
  const running = new Set();
  await new Promise((resolve, reject) => {
    const next = () => {
      if (!waiting.length && !running.size) return resolve();
      while (running.size < jobs) {
        const i = waiting.findIndex((s) => (s.after ?? []).every((d) => finished.has(d)));
        if (i < 0) break;
        const [step] = waiting.splice(i, 1);
        const p = Promise.resolve()
          .then(() => step.run())
          .then((r) => {
            running.delete(p);
            finished.set(step.name, r);
            next();
          }, reject);
        running.add(p);
      }
      if (!running.size && waiting.length) reject(new Error(`steps never ready: ${waiting.map((s) => s.name).join(', ')}`));
    };
    next();
  });
  return finished;
}
