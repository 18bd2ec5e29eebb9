import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
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
    expect(c).toMatchObject({ port: 3000, host: '0.0.0.0', production: false, demoLogin: true, seed: true, jwtExpiresIn: '12h', loginIpMaxFailures: 30 });
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
      { MF_REMOTE_URL_MF_ADMIN: 'https://cdn/mf-admin/mf-manifest.json', JWT_EXPIRES_IN: '3600', PORT: '8080', LOGIN_IP_MAX_FAILURES: '7', CLOUDINARY_URL: 'cloudinary://k:s@c' },
      paths,
    );
    expect(c).toMatchObject({ remoteUrlOverrides: { mf_admin: 'https://cdn/mf-admin/mf-manifest.json' }, jwtExpiresIn: 3600, port: 8080, loginIpMaxFailures: 7, cloudinaryUrl: 'cloudinary://k:s@c' });
  });

  it('sizes the PostgreSQL pool with DB_POOL_MAX (default 10)', () => {
    expect(loadConfig({}, paths).dbPoolMax).toBe(10);
    expect(loadConfig({ DB_POOL_MAX: '4' }, paths).dbPoolMax).toBe(4);
  });

  it.each([{ PORT: 'abc' }, { DEMO_LOGIN: 'maybe' }, { JWT_EXPIRES_IN: 'forever' }, { JWT_SECRET: 'short' }, { DB_POOL_MAX: '0' }, { DB_POOL_MAX: 'diez' }])('refuses %o', (env) => {
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
    const config = testConfig({ NODE_ENV: 'production', JWT_SECRET: undefined });
    await expect(createApp(config, { logger: false })).rejects.toThrow(/JWT_SECRET is required/);
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
