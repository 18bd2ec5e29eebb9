import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProveedorOidc } from '@portal/shared/oidc-prueba';
import { ADMIN_USER } from '../../src/db/seed/demo-users';
import { APP_CONFIG, type AppConfig } from '../../src/app/common/config/app-config';
import { FakeClock, startTestApp, usingPostgres, type TestApp } from '../test-app';
import { startSmtp, type SmtpDePrueba } from '../smtp';
import { EXAMPLES, resolveExample, type RouteExample } from './examples';
import { changedTables, DbFingerprint, DigestFingerprint, type Fingerprint } from './fingerprint';
import { CUENTA_SSO, Fixtures, GRUPO_SSO } from './fixtures';
import { buildRequest, planArbitrary, type FuzzRequest, type Plan, type ResolvedExample } from './plans';
import { listRoutes, type AppRoute } from './routes';

/**
 * Every route, as the Admin (so authorization is never what refuses), with its valid example mutated
 * by fast-check: wrong types, NUL and other controls, lone surrogates, huge strings, impossible and
 * far dates, huge/negative/fractional numbers, operator objects, prototype keys, arrays, raw bodies,
 * content types, query strings and path parameters. Properties: no status ≥ 500; an error is exactly
 * `{ msg: string }`; a refused request (≥ 400) leaves every table as it was.
 * FUZZ_RUNS (default 100 per route) and FUZZ_SEED replay or lengthen a run (see bench/fuzz.mjs).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 100);
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123);
const REPORT = process.env.FUZZ_REPORT;
const LOCKOUT_MS = 16 * 60_000;
/** The portal as the fuzz suite's OpenID provider knows it (PUBLIC_URL): the app itself is reached by inject. */
const PORTAL_URL = 'http://portal.test';

interface RouteStats {
  requests: number;
  statuses: Record<string, number>;
  ms: number;
}
const stats: Record<string, RouteStats> = {};

/** A stable per-route seed: adding a route does not change the others' sequences. */
const seedFor = (key: string) => [...key].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) | 0, SEED);

function describeRequest(req: FuzzRequest): string {
  const payload = req.payload === undefined ? '' : Buffer.isBuffer(req.payload) ? `<${req.payload.length} bytes multipart>` : req.payload;
  const cut = (s: string) => (s.length > 300 ? `${s.slice(0, 300)}…(${s.length} chars)` : s);
  return `${req.method} ${cut(req.url)} content-type=${req.headers['content-type'] ?? '-'} body=${cut(payload)}`;
}

describe(`API fuzz (${RUNS} runs per route, seed ${SEED}, ${usingPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  const clock = new FakeClock();
  let t: TestApp;
  let smtp: SmtpDePrueba | undefined;
  let proveedor: ProveedorOidc | undefined;
  let admin: string;
  let routes: AppRoute[];
  let fixtures: Fixtures;
  let fingerprint: DbFingerprint | DigestFingerprint;
  const uploaded: string[] = [];

  beforeAll(async () => {
    // Fixtures upload an image per run: the per-user upload limits would refuse them long before the end.
    // An accepted GET /api/events is a stream: it must end for inject() to answer (SSE_STREAM_MAX_MS).
    // A real SMTP server: 'send the weekly report now' succeeds (issue 12).
    smtp = await startSmtp();
    // A real OpenID provider: single sign-on's routes are fuzzed on their success path (issue 24 §3).
    proveedor = await ProveedorOidc.iniciar(PORTAL_URL);
    proveedor.cuentas.set(CUENTA_SSO, { email: 'fuzz@planta.test', name: 'Fuzz SSO', groups: [GRUPO_SSO] });
    t = await startTestApp({
      clock,
      env: {
        ...proveedor.entornoDelPortal(),
        UPLOADS_PER_10_MIN: '1000000',
        UPLOAD_MB_PER_DAY: '1000000',
        SMTP_URL: smtp.url,
        MAIL_FROM: 'portal@example.com',
        REPORT_RECIPIENTS: 'gerencia@example.com',
        SSE_STREAM_MAX_MS: '20',
      },
    });
    admin = (await t.login(ADMIN_USER.legajo, ADMIN_USER.pin)).token;
    expect((await t.post('/api/sso/grupos', { grupo: GRUPO_SSO, role: 'Operario' }, { token: admin })).status).toBe(201);
    routes = listRoutes(t.app);
    fixtures = new Fixtures(t, admin, proveedor);
    fingerprint = process.env.FUZZ_FINGERPRINT === 'digest' ? new DigestFingerprint(t.app) : new DbFingerprint(t.app);
  });

  afterAll(async () => {
    const config = t?.app.get<symbol, AppConfig>(APP_CONFIG);
    if (config) await Promise.all([...fixtures.uploaded, ...uploaded].map((name) => rm(join(config.dataDir, 'uploads', name), { force: true })));
    if (REPORT) await writeFile(REPORT, JSON.stringify({ runs: RUNS, seed: SEED, database: usingPostgres ? 'postgres' : 'pglite', routes: stats }, null, 2));
    await t?.close();
    await smtp?.close();
    await proveedor?.cerrar();
  });

  const resolve = (example: RouteExample) => resolveExample(example, fixtures);

  async function send(req: FuzzRequest) {
    const res = await t.app.getHttpAdapter().getInstance().inject({ method: req.method, url: req.url, headers: req.headers, payload: req.payload });
    return { status: res.statusCode, contentType: String(res.headers['content-type'] ?? ''), text: res.body };
  }

  /** Why an answer breaks the contract, or null. */
  function violation(res: { status: number; contentType: string; text: string }): string | null {
    if (res.status >= 500) return `status ${res.status}`;
    if (res.status < 400) return null;
    if (!res.contentType.includes('application/json')) return `error without a JSON body (${res.contentType || 'no content-type'})`;
    let body: unknown;
    try {
      body = JSON.parse(res.text);
    } catch {
      return 'error body is not JSON';
    }
    const ok =
      body !== null &&
      typeof body === 'object' &&
      !Array.isArray(body) &&
      Object.keys(body).join() === 'msg' &&
      typeof (body as { msg: unknown }).msg === 'string' &&
      (body as { msg: string }).msg.length > 0;
    return ok ? null : 'error body is not exactly { msg: string }';
  }

  it('every route has a fuzz example, and every example names a route', () => {
    const keys = routes.map((r) => r.key);
    expect(
      keys.filter((k) => !(k in EXAMPLES)),
      'routes without an entry in bff/test/fuzz/examples.ts',
    ).toEqual([]);
    expect(
      Object.keys(EXAMPLES).filter((k) => !keys.includes(k)),
      'examples of routes that do not exist',
    ).toEqual([]);
  });

  it('the fingerprint sees a committed change and not a write that was rolled back', async () => {
    const before = await fingerprint.take();
    const campo = await fixtures.campo();
    const created = await fingerprint.take();
    expect(changedTables(before, created)).toContain('campos');
    const duplicate = await t.post('/api/campos', { name: campo.name, value: campo.value }, { token: admin });
    expect(duplicate.status).toBe(400);
    expect(changedTables(created, await fingerprint.take())).toEqual([]);
  });

  it('every example is a valid request (2xx), so the mutations start from the success path', async () => {
    const failures: string[] = [];
    for (const route of routes) {
      const example = EXAMPLES[route.key];
      if (!example) continue;
      const res = await send(buildRequest(route, await resolve(example), { kind: 'example' }, admin));
      if (res.status >= 300 && !(example.redirige && res.status === 302)) failures.push(`${route.key} → ${res.status} ${res.text.slice(0, 200)}`);
    }
    expect(failures).toEqual([]);
  }, 300_000); // one request per route: a timed-out loop would keep writing beside the next tests

  for (const [key, example] of Object.entries(EXAMPLES)) {
    it(
      key,
      async () => {
        const route = routes.find((r) => r.key === key);
        if (!route) throw new Error(`${key}: no such route (remove its example)`);
        const s: RouteStats = { requests: 0, statuses: {}, ms: 0 };
        stats[key] = s;
        const started = performance.now();
        let current: ResolvedExample | undefined;
        let before: Fingerprint | undefined;

        const property = fc.asyncProperty(planArbitrary(route, Boolean(example.file)), async (plan: Plan) => {
          // Fresh data when the last request may have consumed it; the fingerprint after any write.
          if (!current) {
            current = await resolve(example);
            before = undefined;
          }
          before ??= await fingerprint.take();
          const req = buildRequest(route, current, plan, admin);
          const res = await send(req);
          s.requests++;
          s.statuses[res.status] = (s.statuses[res.status] ?? 0) + 1;
          const broken = violation(res);
          if (broken) throw new Error(`${broken}: ${describeRequest(req)} → ${res.status} ${res.text.slice(0, 300)}`);
          if (res.status === 429) clock.advance(LOCKOUT_MS);
          if (res.status < 400) {
            if (route.key === 'POST /api/uploads') uploaded.push(JSON.parse(res.text).secure_url.split('/').pop());
            current = undefined;
            return;
          }
          const after = await fingerprint.take();
          const changed = changedTables(before, after, example.refusedMayWrite);
          if (changed.length)
            throw new Error(`refused with ${res.status} but changed ${changed.join(', ')}: ${describeRequest(req)} → ${res.text.slice(0, 300)}`);
          before = after;
        });
        try {
          await fc.assert(property, { numRuns: RUNS, seed: seedFor(key) });
        } finally {
          s.ms = Math.round(performance.now() - started);
        }
      },
      Math.max(120_000, RUNS * 2_000),
    );
  }

  afterAll(() => {
    const rows = Object.entries(stats).map(
      ([route, r]) =>
        `${route.padEnd(42)} ${String(r.requests).padStart(6)} ${String(r.ms).padStart(7)} ms  ${Object.entries(r.statuses)
          .map(([k, v]) => `${k}:${v}`)
          .join(' ')}`,
    );
    const total = Object.values(stats).reduce((n, r) => n + r.requests, 0);
    const fivexx = Object.values(stats).reduce(
      (n, r) =>
        n +
        Object.entries(r.statuses)
          .filter(([k]) => Number(k) >= 500)
          .reduce((m, [, v]) => m + v, 0),
      0,
    );
    console.log(`API fuzz: ${total} requests, ${fivexx} answered ≥ 500\n${rows.join('\n')}`);
  });
});
