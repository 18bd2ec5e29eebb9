import { constants } from 'node:os';

/** A child ended by one of these was stopped on purpose (Ctrl-C, `kill`, a closed terminal): never restarted. */
export const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'];

export const DEFAULT_POLICY = {
  /** Wait before the first restart; doubled after each failure that follows a short run. */
  firstDelayMs: 1_000,
  maxDelayMs: 30_000,
  /** A child that ran this long before failing counts as having worked: the delay and the count start over. */
  stableAfterMs: 60_000,
  /** Give up after this many failures in a row that each came within stableAfterMs of their start. */
  maxRapidFailures: 5,
};

/**
 * Keeps `npm start`'s server running: a child that ends abnormally (a non-zero exit code, or a signal other than
 * a stop signal: SIGKILL from the out-of-memory killer, SIGSEGV, SIGABRT) is started again after a delay that
 * doubles while it keeps failing soon after starting, and after `maxRapidFailures` such failures in a row the
 * supervisor gives up (a wrong setting, a taken port: restarting does not help). SIGINT/SIGTERM to the supervisor
 * are passed to the child, and the supervisor then ends as the child did. Production uses systemd or a container
 * restart policy instead (docs/operations.md).
 *
 * @param {object} o
 * @param {() => import('node:child_process').ChildProcess} o.start spawns the child
 * @param {(outcome: { code?: number, signal?: string }) => void} o.exit ends the supervisor (an exit code, or a signal to die by)
 * @param {(message: string) => void} [o.log]
 * @param {Partial<typeof DEFAULT_POLICY>} [o.policy]
 * @param {{ on: Function, removeListener: Function }} [o.signals] where SIGINT/SIGTERM arrive (the process)
 * @param {() => number} [o.now]
 */
export function supervise({ start, exit, log = (m) => console.error(m), policy = {}, signals = process, now = Date.now }) {
  const p = { ...DEFAULT_POLICY, ...policy };
  let child;
  let startedAt = 0;
  let rapidFailures = 0;
  let restartTimer;
  let stopping = false;

  const finish = (outcome) => {
    for (const signal of ['SIGINT', 'SIGTERM']) signals.removeListener(signal, onSignal);
    exit(outcome);
  };

  function run() {
    restartTimer = undefined;
    startedAt = now();
    child = start();
    child.once('exit', (code, signal) => {
      child = undefined;
      if (stopping || !abnormal(code, signal)) return finish(signal ? { signal } : { code: code ?? 0 });
      const ranFor = now() - startedAt;
      rapidFailures = ranFor < p.stableAfterMs ? rapidFailures + 1 : 0;
      const how = signal ? `señal ${signal} / signal ${signal}` : `código ${code} / exit code ${code}`;
      if (rapidFailures >= p.maxRapidFailures) {
        log(
          `El servidor falló ${rapidFailures} veces seguidas al poco de iniciar (${how}); no se reinicia más / The server failed ${rapidFailures} times in a row soon after starting; giving up`,
        );
        return finish({ code: code || 1 });
      }
      const delay = Math.min(p.maxDelayMs, p.firstDelayMs * 2 ** Math.max(0, rapidFailures - 1));
      log(`El servidor terminó inesperadamente (${how}); se reinicia en ${delay / 1000} s / The server exited unexpectedly; restarting in ${delay / 1000} s`);
      restartTimer = setTimeout(run, delay);
    });
  }

  function onSignal(signal) {
    if (stopping) return;
    stopping = true;
    if (child) return void child.kill(signal);
    // Waiting to restart: nothing runs, stop now.
    clearTimeout(restartTimer);
    finish({ signal });
  }

  for (const signal of ['SIGINT', 'SIGTERM']) signals.on(signal, onSignal);
  run();
}

function abnormal(code, signal) {
  return signal ? !STOP_SIGNALS.includes(signal) : code !== 0;
}

/** Ends this process as the child ended: by the same signal (so a parent sees a Ctrl-C as a Ctrl-C), or its code. */
export function exitLike({ code, signal }) {
  if (!signal) process.exit(code ?? 0);
  process.kill(process.pid, signal);
  // A signal whose default action does not end the process: end with the shell's code for it.
  setTimeout(() => process.exit(128 + (constants.signals[signal] ?? 0)), 1_000);
}
