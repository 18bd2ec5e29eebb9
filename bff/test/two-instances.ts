import { request as httpRequest, Agent, createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestDatabase, startTestApp, usingPostgres, type TestApp, type TestDatabase } from './test-app';

export interface HttpAnswer<T = unknown> {
  status: number;
  body: T;
  headers: Record<string, string | string[] | undefined>;
}

export interface Instances {
  /** Each instance, for in-process calls to one of them in particular (t.post, t.get…). */
  apps: TestApp[];
  /** Each instance's own http://127.0.0.1:<port>. */
  urls: string[];
  /** A round-robin proxy in front of them: consecutive requests go to consecutive instances. */
  proxyUrl: string;
  /** How many requests the proxy sent to each instance. */
  forwarded: number[];
  database: TestDatabase;
  /** A JSON request through the proxy (or to `base`). */
  request<T = unknown>(method: string, path: string, options?: { body?: unknown; token?: string; base?: string }): Promise<HttpAnswer<T>>;
  close(): Promise<void>;
}

/**
 * Several BFF instances on one fresh PostgreSQL database, each listening on its own port, behind a
 * trivial round-robin proxy — a deployment of stateless replicas in miniature. They start at the same
 * moment (migrations and seed race under the advisory lock). The instances share this process, so
 * anything an instance must not share lives in its Nest providers, never in module-level variables.
 */
export async function startInstances(count = 2, env: Record<string, string | undefined> = {}): Promise<Instances> {
  if (!usingPostgres) throw new Error('Several instances share one database only on PostgreSQL (DATABASE_URL)');
  const database = await createTestDatabase();
  const apps: TestApp[] = [];
  let proxy: Server | undefined;
  const close = async () => {
    if (proxy) {
      const closing = new Promise((resolve) => proxy!.close(resolve));
      proxy.closeAllConnections();
      await closing;
    }
    await Promise.all(apps.map((a) => a.close()));
    await database.drop();
  };
  try {
    const started = await Promise.allSettled(Array.from({ length: count }, () => startTestApp({ database, env })));
    for (const s of started) if (s.status === 'fulfilled') apps.push(s.value);
    const failed = started.find((s) => s.status === 'rejected');
    if (failed) throw failed.reason;
    const urls: string[] = [];
    for (const t of apps) {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      urls.push(`http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`);
    }
    const forwarded = urls.map(() => 0);
    proxy = roundRobinProxy(urls, forwarded);
    await new Promise<void>((resolve) => proxy!.listen(0, '127.0.0.1', resolve));
    const proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
    return {
      apps,
      urls,
      proxyUrl,
      forwarded,
      database,
      async request<T>(method: string, path: string, options: { body?: unknown; token?: string; base?: string } = {}) {
        const headers: Record<string, string> = {};
        if (options.token) headers.authorization = `Bearer ${options.token}`;
        if (options.body !== undefined) headers['content-type'] = 'application/json';
        const res = await fetch(`${options.base ?? proxyUrl}${path}`, {
          method,
          headers,
          body: options.body === undefined ? undefined : JSON.stringify(options.body),
        });
        const text = await res.text();
        const body = (res.headers.get('content-type') ?? '').includes('application/json') ? JSON.parse(text) : text;
        return { status: res.status, body: body as T, headers: Object.fromEntries(res.headers) };
      },
      close,
    };
  } catch (err) {
    await close();
    throw err;
  }
}

/** Forwards each request, in turn, to the next upstream; 502 { msg } if that one does not answer. */
function roundRobinProxy(upstreams: string[], forwarded: number[]): Server {
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  let next = 0;
  const server = createServer((req, res) => {
    const index = next++ % upstreams.length;
    forwarded[index]++;
    const target = new URL(req.url ?? '/', upstreams[index]);
    const upstream = httpRequest(target, { method: req.method, headers: req.headers, agent }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ msg: 'proxy: upstream unavailable' }));
    });
    req.pipe(upstream);
  });
  server.on('close', () => agent.destroy());
  return server;
}
