import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { inject } from 'vitest';
import type { AuthResponse } from '@portal/shared/domain';
import { loadConfig, type AppConfig } from '../src/app/common/config/app-config';
import type { Clock } from '../src/app/common/clock';
import { createApp } from '../src/app/create-app';
import { MIGRATIONS_DIR, REPO_ROOT, TEST_TMP } from './paths';
import { adminQuery, databaseUrl } from './postgres-admin';
import { fijarAlcancePorDefecto } from '../src/app/database/alcance-planta';
import { PLANTA_PRINCIPAL } from '../src/db/schema/plantas';
import { ADMIN_USER, JEFE_USER, OPERARIO_USER } from '../src/db/seed/demo-users';

export const TEST_JWT_SECRET = 'test-secret-0123456789abcdef';

// A spec's own reads and writes outside a request (its setup, its checks) go to the first plant; production
// code outside a request has no plant and sees nothing (cross-plant specs choose theirs with enPlanta).
fijarAlcancePorDefecto({ lectura: [PLANTA_PRINCIPAL], escritura: [PLANTA_PRINCIPAL] });
export const usingPostgres = Boolean(process.env.DATABASE_URL);

export interface TestDatabase {
  /** Env to point an app at this database (DATABASE_URL on PostgreSQL, nothing on PGlite). */
  env: Record<string, string>;
  drop(): Promise<void>;
}

/**
 * A fresh database of its own on the PostgreSQL server, empty, or `migrated` (a copy of the template
 * the global setup migrated); on PGlite each app gets a fresh in-memory copy anyway.
 */
export async function createTestDatabase(options: { migrated?: boolean } = {}): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return { env: {}, drop: async () => undefined };
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const template = options.migrated ? inject('postgresTemplate') : '';
  await adminQuery(serverUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  return { env: { DATABASE_URL: databaseUrl(serverUrl, name) }, drop: () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`) };
}

let snapshot: Blob | undefined;
function pgliteSnapshot(): Blob {
  snapshot ??= new Blob([readFileSync(inject('pgliteSnapshot'))]);
  return snapshot;
}

/** Test configuration: the real loader, plus the migrated PGlite snapshot when no server is used. */
export function testConfig(env: Record<string, string | undefined> = {}): AppConfig {
  const config = loadConfig(
    { NODE_ENV: 'test', JWT_SECRET: TEST_JWT_SECRET, DATA_DIR: `${TEST_TMP}/data-unused`, STATIC_DIR: `${TEST_TMP}/no-static`, ...env },
    { repoRoot: REPO_ROOT, migrationsDir: MIGRATIONS_DIR },
  );
  if (!config.databaseUrl && !env.DATA_DIR && inject('pgliteSnapshot')) config.pgliteSnapshot = pgliteSnapshot();
  return config;
}

/** Default body type when a test does not name one. */
export type ApiBody = Record<string, unknown>;

export interface RequestOptions {
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
  /** The caller's address (default 127.0.0.1): per-address limits. */
  remoteAddress?: string;
}

export interface Response<T = unknown> {
  status: number;
  body: T;
  headers: Record<string, string | string[] | number | undefined>;
  text: string;
}

export class TestApp {
  constructor(
    readonly app: NestFastifyApplication,
    private readonly database?: TestDatabase,
  ) {}

  async request<T = ApiBody>(method: 'GET' | 'POST' | 'DELETE' | 'PUT' | 'PATCH' | 'HEAD', url: string, options: RequestOptions = {}): Promise<Response<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const payload = options.body === undefined ? undefined : typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    if (payload !== undefined && !headers['content-type']) headers['content-type'] = 'application/json';
    const res = await this.app.getHttpAdapter().getInstance().inject({ method, url, headers, payload, remoteAddress: options.remoteAddress });
    let body: unknown = res.body;
    if (String(res.headers['content-type'] ?? '').includes('application/json')) body = res.json();
    return { status: res.statusCode, body: body as T, headers: res.headers, text: res.body };
  }

  get = <T = ApiBody>(url: string, options?: RequestOptions) => this.request<T>('GET', url, options);
  post = <T = ApiBody>(url: string, body?: unknown, options?: RequestOptions) => this.request<T>('POST', url, { ...options, body: body ?? {} });
  delete = <T = ApiBody>(url: string, options?: RequestOptions) => this.request<T>('DELETE', url, options);

  async login(legajo: string, pin: string): Promise<AuthResponse> {
    const res = await this.post<AuthResponse>('/api/auth', { email: legajo, password: pin });
    if (res.status !== 200) throw new Error(`login ${legajo} failed: ${res.status} ${res.text}`);
    return res.body;
  }

  /** Tokens of the seeded Admin, Jefe de area and Operario. */
  async roleTokens(): Promise<{ admin: string; jefe: string; operario: string }> {
    const [admin, jefe, operario] = await Promise.all([ADMIN_USER, JEFE_USER, OPERARIO_USER].map(async (u) => (await this.login(u.legajo, u.pin)).token));
    return { admin, jefe, operario };
  }

  /**
   * A Corporativo of the first plant (issue 24: reads every plant, writes nothing), made by the seeded company Admin
   * on first call: legajo 4900, pin 490000.
   */
  async corporativoToken(): Promise<string> {
    const existe = await this.post<AuthResponse>('/api/auth', { email: '4900', password: '490000' });
    if (existe.status === 200) return existe.body.token;
    const { admin } = await this.roleTokens();
    const creado = await this.post('/api/users', { email: '4900', name: 'Corporativo de Prueba', password: '490000', role: 'Corporativo' }, { token: admin });
    if (creado.status !== 201) throw new Error(`Corporativo not created: ${creado.status} ${creado.text}`);
    return (await this.login('4900', '490000')).token;
  }

  async close() {
    await this.app.close();
    await this.database?.drop();
  }
}

export interface StartOptions {
  env?: Record<string, string | undefined>;
  clock?: Clock;
  /** Share a database created by the caller (it then drops it itself). */
  database?: TestDatabase;
  /** A DATA_DIR of its own (local uploads) while keeping the in-memory database; DATA_DIR in env means PGlite on disk. */
  dataDir?: string;
  /** What the OIDC client fetches with (single sign-on specs: a man in the middle before a real provider). */
  oidcFetch?: AppConfig['oidcFetch'];
}

/**
 * Boots a full app on a database of its own (seeded unless env.SEED='false'). Its own database on
 * PostgreSQL starts migrated, as on PGlite: the start-up migrations themselves are proven by the specs
 * that pass an empty `database` (database.spec.ts, the two-instance specs).
 */
export async function startTestApp(options: StartOptions = {}): Promise<TestApp> {
  const owned = options.database ? undefined : await createTestDatabase({ migrated: true });
  const database = options.database ?? owned!;
  try {
    const config = testConfig({ ...database.env, ...options.env });
    if (options.dataDir) config.dataDir = options.dataDir;
    if (options.oidcFetch) config.oidcFetch = options.oidcFetch;
    const app = await createApp(config, { clock: options.clock, logger: ['error'] });
    return new TestApp(app, owned);
  } catch (err) {
    await owned?.drop();
    throw err;
  }
}

/**
 * A clock tests can move forward. It runs with real time unless frozen: a test that checks a boundary to the
 * second freezes it, or a slow machine's real seconds would move it past the boundary.
 */
export class FakeClock implements Clock {
  private offsetMs = 0;
  private frozenAt: number | undefined;
  now() {
    return new Date((this.frozenAt ?? Date.now()) + this.offsetMs);
  }
  /** Stops real time from moving the clock; only advance() moves it from now on. */
  freeze() {
    this.frozenAt ??= Date.now();
    return this;
  }
  advance(ms: number) {
    this.offsetMs += ms;
  }
  /** Moves the clock forward to `at`, never back. */
  advanceTo(at: Date | string) {
    this.offsetMs = Math.max(this.offsetMs, new Date(at).getTime() - (this.frozenAt ?? Date.now()));
  }
}
