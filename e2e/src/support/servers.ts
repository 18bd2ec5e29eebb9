import { spawn } from 'node:child_process';
import { createReadStream, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { createServer as createHttpServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';

export interface Started {
  url: string;
  stop: () => Promise<void>;
}

export const repoRoot = join(import.meta.dirname, '..', '..', '..');
const dist = join(repoRoot, 'dist');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

async function waitFor(url: string, timeoutMs: number, exited: () => string | null): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const reason = exited();
    if (reason) throw new Error(reason);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** The BFF from dist/, on a free port with a throw-away data dir. */
export async function startPortal(env: Record<string, string> = {}): Promise<Started> {
  const main = join(dist, 'bff', 'main.js');
  if (!existsSync(main)) throw new Error('dist/bff/main.js is missing: run `npm run build` first');
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
  const child = spawn(process.execPath, [main], {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: 'test', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, STATIC_DIR: dist, DEMO_LOGIN: 'true', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout.on('data', (d) => (log += d));
  child.stderr.on('data', (d) => (log += d));
  let stopping = false;
  // A BFF that dies mid-run would only show as refused connections: keep its output in the report.
  child.once('exit', (code) => {
    if (!stopping) console.error(`BFF exited unexpectedly (${code}):\n${log}`);
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/api/health`, 90_000, () => (child.exitCode !== null ? `BFF exited (${child.exitCode}):\n${log}` : null));
  return {
    url,
    stop: async () => {
      stopping = true;
      child.kill('SIGTERM');
      await new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.css': 'text/css',
  '.html': 'text/html',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

/** A plain static host with CORS, standing in for a CDN that serves one remote. */
export async function startStaticServer(folder: string): Promise<Started> {
  const base = join(dist, folder);
  if (!existsSync(base)) throw new Error(`dist/${folder} is missing: run \`npm run build\` first`);
  const server = createHttpServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    const file = join(base, path);
    res.setHeader('Access-Control-Allow-Origin', '*');
    if (!file.startsWith(base) || !existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  const port = await freePort();
  await new Promise<void>((r) => server.listen(port, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${port}`, stop: () => new Promise((r) => server.close(() => r())) };
}
