import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './servers';

export interface PortalProcess {
  readonly pid: number;
  readonly url: string;
  readonly child: ChildProcessWithoutNullStreams;
  /** Everything it printed so far (stdout and stderr). */
  output(): string;
  /** How it ended. */
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Resolves when /api/health answers 200; fails with its output if it exits first. */
  serving(): Promise<void>;
}

/** The production BFF (dist/bff/main.js) on a data dir and port chosen by the test, which owns both. */
export function spawnPortal(dataDir: string, port: number, env: Record<string, string> = {}): PortalProcess {
  const main = join(repoRoot, 'dist', 'bff', 'main.js');
  if (!existsSync(main)) throw new Error('dist/bff/main.js is missing: run `npm run build` first');
  const child = spawn(process.execPath, [main], {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: 'test', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, STATIC_DIR: join(repoRoot, 'dist'), ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout.on('data', (d) => (log += d));
  child.stderr.on('data', (d) => (log += d));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  let ended = false;
  void exited.then(() => (ended = true));
  const url = `http://127.0.0.1:${port}`;
  return {
    pid: child.pid!,
    url,
    child,
    output: () => log,
    exited,
    async serving() {
      for (;;) {
        if (ended) throw new Error(`The BFF exited before serving:\n${log}`);
        try {
          if ((await fetch(`${url}/api/health`)).status === 200) return;
        } catch {
          /* not listening yet */
        }
        await new Promise((r) => setTimeout(r, 100));
      }
    },
  };
}
