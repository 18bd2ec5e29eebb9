import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR, REPO_ROOT } from '../../../../test/paths';
import { testConfig } from '../../../../test/test-app';
import { createApp } from '../../create-app';
import { ConfigError, loadConfig, parseTrustProxy } from './app-config';
import { resolveJwtKey } from './jwt-secret';

const paths = { repoRoot: REPO_ROOT, migrationsDir: MIGRATIONS_DIR };

describe('loadConfig', () => {
  it('has embedded defaults', () => {
    const c = loadConfig({}, paths);
    expect(c).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      production: false,
      demoLogin: true,
      seed: true,
      jwtExpiresIn: '12h',
      loginIpMaxFailures: 30,
      demoLoginPerMinute: 10,
    });
    expect(c.dataDir).toBe(join(REPO_ROOT, 'data'));
    expect(c.staticDir).toBe(join(REPO_ROOT, 'dist'));
    expect(c.databaseUrl).toBeUndefined();
  });

  it('turns demo login off in production unless DEMO_LOGIN=true', () => {
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) }, paths).demoLogin).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', DEMO_LOGIN: 'true' }, paths).demoLogin).toBe(true);
    expect(loadConfig({ DEMO_LOGIN: 'false', SEED: 'false' }, paths)).toMatchObject({ demoLogin: false, seed: false });
  });

  it('reads the remote overrides, numeric expiry as seconds, and the other variables', () => {
    const c = loadConfig(
      {
        MF_REMOTE_URL_MF_ADMIN: 'https://cdn/mf-admin/mf-manifest.json',
        JWT_EXPIRES_IN: '3600',
        PORT: '8080',
        LOGIN_IP_MAX_FAILURES: '7',
        DEMO_LOGIN_PER_MINUTE: '3',
        CLOUDINARY_URL: 'cloudinary://k:s@c',
      },
      paths,
    );
    expect(c).toMatchObject({
      remoteUrlOverrides: { mf_admin: 'https://cdn/mf-admin/mf-manifest.json' },
      jwtExpiresIn: 3600,
      port: 8080,
      loginIpMaxFailures: 7,
      demoLoginPerMinute: 3,
      cloudinaryUrl: 'cloudinary://k:s@c',
    });
  });

  it('reads PUBLIC_URL as an origin and the upload limits', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://Portal.Example.com/' }, paths).publicUrl).toBe('https://portal.example.com');
    expect(loadConfig({ PUBLIC_URL: 'http://10.0.0.5:8080' }, paths).publicUrl).toBe('http://10.0.0.5:8080');
    expect(loadConfig({ PUBLIC_URL: '' }, paths).publicUrl).toBeUndefined();
    expect(loadConfig({}, paths).uploads).toEqual({ perTenMinutes: 20, bytesPerDay: 200 * 1024 * 1024, graceMs: 24 * 3_600_000, cleanupIntervalMs: 3_600_000 });
    expect(loadConfig({ UPLOADS_PER_10_MIN: '5', UPLOAD_MB_PER_DAY: '50', UPLOAD_GRACE_HOURS: '0.5', UPLOAD_CLEANUP_MINUTES: '0' }, paths).uploads).toEqual({
      perTenMinutes: 5,
      bytesPerDay: 50 * 1024 * 1024,
      graceMs: 1_800_000,
      cleanupIntervalMs: 0,
    });
  });

  it('reads the HTTP server limits, with defaults for slow plant Wi-Fi', () => {
    expect(loadConfig({}, paths).http).toEqual({
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 120_000,
      keepAliveTimeoutMs: 72_000,
      bodyTimeoutMs: 10_000,
      maxConnections: 2_000,
      maxConnectionsPerIp: 200,
    });
    const c = loadConfig(
      {
        HTTP_HEADERS_TIMEOUT_MS: '5000',
        HTTP_REQUEST_TIMEOUT_MS: '30000',
        HTTP_KEEP_ALIVE_TIMEOUT_MS: '65000',
        HTTP_BODY_TIMEOUT_MS: '3000',
        HTTP_MAX_CONNECTIONS: '500',
        HTTP_MAX_CONNECTIONS_PER_IP: '0',
      },
      paths,
    );
    expect(c.http).toEqual({
      headersTimeoutMs: 5_000,
      requestTimeoutMs: 30_000,
      keepAliveTimeoutMs: 65_000,
      bodyTimeoutMs: 3_000,
      maxConnections: 500,
      maxConnectionsPerIp: 0,
    });
    // The short body timeout never outlasts the whole-request one.
    expect(loadConfig({ HTTP_HEADERS_TIMEOUT_MS: '1000', HTTP_REQUEST_TIMEOUT_MS: '1500' }, paths).http.bodyTimeoutMs).toBe(1_500);
  });

  it('sizes the PostgreSQL pool with DB_POOL_MAX (default 10)', () => {
    expect(loadConfig({}, paths).dbPoolMax).toBe(10);
    expect(loadConfig({ DB_POOL_MAX: '4' }, paths).dbPoolMax).toBe(4);
  });

  it('bounds the all-cards downloads: 2 at once on PGlite, 4 with DATABASE_URL, 20 waiting; the variables override', () => {
    expect(loadConfig({}, paths).allCards).toEqual({ maxStreams: 2, maxQueued: 20 });
    expect(loadConfig({ DATABASE_URL: 'postgres://db/portal' }, paths).allCards).toEqual({ maxStreams: 4, maxQueued: 20 });
    expect(loadConfig({ ALL_CARDS_MAX_STREAMS: '8', ALL_CARDS_MAX_QUEUED: '0' }, paths).allCards).toEqual({ maxStreams: 8, maxQueued: 0 });
    expect(() => loadConfig({ ALL_CARDS_MAX_STREAMS: '0' }, paths)).toThrow(ConfigError);
  });

  it('sizes the heavy-job pool (one core left for the event loop) and the import row limit', () => {
    expect(loadConfig({}, paths)).toMatchObject({
      heavy: { maxJobs: Math.max(1, availableParallelism() - 1), queueMax: 32, workerMemoryMb: 512 },
      importMaxFilas: 200_000,
    });
    const c = loadConfig({ HEAVY_JOBS_MAX: '3', HEAVY_QUEUE_MAX: '0', HEAVY_WORKER_MEMORY_MB: '64', IMPORT_MAX_FILAS: '500000' }, paths);
    expect(c).toMatchObject({ heavy: { maxJobs: 3, queueMax: 0, workerMemoryMb: 64 }, importMaxFilas: 500_000 });
    for (const env of [{ HEAVY_JOBS_MAX: '0' }, { HEAVY_WORKER_MEMORY_MB: '8' }, { IMPORT_MAX_FILAS: 'x' }])
      expect(() => loadConfig(env, paths)).toThrow(ConfigError);
  });

  it('reads the live events stream settings (heartbeat, longest stream)', () => {
    expect(loadConfig({}, paths).events).toEqual({ heartbeatMs: 20_000, streamMaxMs: 1_800_000 });
    expect(loadConfig({ SSE_HEARTBEAT_MS: '5000', SSE_STREAM_MAX_MS: '60000' }, paths).events).toEqual({ heartbeatMs: 5_000, streamMaxMs: 60_000 });
  });

  it('reads PLANT_TZ (default Buenos Aires) and refuses a zone Intl does not know', () => {
    expect(loadConfig({}, paths).plantTz).toBe('America/Argentina/Buenos_Aires');
    expect(loadConfig({ PLANT_TZ: 'Europe/Madrid' }, paths).plantTz).toBe('Europe/Madrid');
    expect(() => loadConfig({ PLANT_TZ: 'America/Buenos_Ayres_typo' }, paths)).toThrow(
      'Invalid configuration: PLANT_TZ: PLANT_TZ must be an IANA time zone such as America/Argentina/Buenos_Aires',
    );
  });

  it('names every bad variable in one message, not only the first', () => {
    expect(() => loadConfig({ PLANT_TZ: 'Madrid', PORT: 'ochenta', REPORT_HOUR: '25' }, paths)).toThrow(
      /^Invalid configuration: (?=.*PLANT_TZ: )(?=.*PORT: )(?=.*REPORT_HOUR: ).*$/,
    );
  });

  it('reads the overdue job, SMTP and weekly report settings (job off by default under NODE_ENV=test)', () => {
    expect(loadConfig({}, paths).avisos).toEqual({
      intervalMs: 15 * 60_000,
      smtpUrl: undefined,
      mailFrom: undefined,
      reportRecipients: [],
      reportDay: 1,
      reportHour: 7,
    });
    expect(loadConfig({ NODE_ENV: 'test' }, paths).avisos.intervalMs).toBe(0);
    const c = loadConfig(
      {
        AVISOS_INTERVAL_MINUTES: '5',
        SMTP_URL: 'smtps://u:p@mail.example.com:465',
        MAIL_FROM: 'Portal <portal@example.com>',
        REPORT_RECIPIENTS: 'A@example.com, b@example.com,',
        REPORT_DAY: 'Miércoles',
        REPORT_HOUR: '18',
      },
      paths,
    );
    expect(c.avisos).toEqual({
      intervalMs: 5 * 60_000,
      smtpUrl: 'smtps://u:p@mail.example.com:465',
      mailFrom: 'Portal <portal@example.com>',
      reportRecipients: ['a@example.com', 'b@example.com'],
      reportDay: 3,
      reportHour: 18,
    });
  });

  it.each([
    { AVISOS_INTERVAL_MINUTES: '-1' },
    { SMTP_URL: 'mail.example.com' },
    { REPORT_RECIPIENTS: 'gerencia' },
    { REPORT_DAY: 'monday' },
    { REPORT_HOUR: '24' },
    { DB_POOL_MAX: '0' },
    { DB_POOL_MAX: 'diez' },
    { PORT: 'abc' },
    { DEMO_LOGIN: 'maybe' },
    { DEMO_LOGIN_PER_MINUTE: '0' },
    { JWT_EXPIRES_IN: 'forever' },
    { JWT_SECRET: 'short' },
    { PUBLIC_URL: 'portal.example.com' },
    { PUBLIC_URL: 'https://portal.example.com/portal' },
    { PUBLIC_URL: 'https://portal.example.com/?x=1' },
    { PUBLIC_URL: 'ftp://portal.example.com' },
    { UPLOADS_PER_10_MIN: '0' },
    { UPLOAD_MB_PER_DAY: '9' },
    { UPLOAD_GRACE_HOURS: '0' },
    { UPLOAD_CLEANUP_MINUTES: '-1' },
    { HTTP_MAX_CONNECTIONS: '0' },
    { HTTP_MAX_CONNECTIONS_PER_IP: '-1' },
    { HTTP_BODY_TIMEOUT_MS: '50' },
    { SSE_HEARTBEAT_MS: '0' },
    { SSE_STREAM_MAX_MS: 'una hora' },
    { HTTP_HEADERS_TIMEOUT_MS: '60000', HTTP_REQUEST_TIMEOUT_MS: '30000' },
  ])('refuses %o', (env) => {
    expect(() => loadConfig(env, paths)).toThrow(ConfigError);
  });
});

describe('JWT secret', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const d = mkdtempSync(join(tmpdir(), 'portal-secret-'));
    dirs.push(d);
    return join(d, 'nested', 'data');
  };
  afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

  it('refuses to start in production without JWT_SECRET', async () => {
    const config = testConfig({ NODE_ENV: 'production', JWT_SECRET: undefined, PUBLIC_URL: 'https://portal.example.com' });
    await expect(createApp(config, { logger: false })).rejects.toThrow(/JWT_SECRET is required/);
  });

  it('refuses to start in production without PUBLIC_URL', async () => {
    const config = testConfig({ NODE_ENV: 'production' });
    await expect(createApp(config, { logger: false })).rejects.toThrow(/PUBLIC_URL is required when NODE_ENV=production/);
  });

  it('generates one on the first embedded start, stores it with mode 600 and reuses it', () => {
    const dataDir = tempDir();
    const config = { ...loadConfig({ DATA_DIR: dataDir }, paths) };
    const first = resolveJwtKey(config);
    const file = join(dataDir, 'jwt-secret');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8').trim().length).toBeGreaterThanOrEqual(32);
    expect(resolveJwtKey(config).equals(first)).toBe(true);
    expect(resolveJwtKey(loadConfig({ DATA_DIR: tempDir() }, paths)).equals(first)).toBe(false);
  });

  it('uses JWT_SECRET when given', () => {
    const a = resolveJwtKey(loadConfig({ JWT_SECRET: 'a'.repeat(32), DATA_DIR: tempDir() }, paths));
    const b = resolveJwtKey(loadConfig({ JWT_SECRET: 'a'.repeat(32), NODE_ENV: 'production' }, paths));
    expect(a.equals(b)).toBe(true);
    expect(a.type).toBe('secret');
  });
});

describe('parseTrustProxy', () => {
  it('reads TRUST_PROXY as off, all, a hop count or a list of proxies', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.1, 192.168.0.0/16')).toEqual(['10.0.0.1', '192.168.0.0/16']);
  });
});
