import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, testConfig, type TestApp } from '../../../../test/test-app';
import { contentSecurityPolicy, isDocumentPath } from './security-headers';

const directives = (csp: string) => Object.fromEntries(csp.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));

describe('contentSecurityPolicy', () => {
  it('allows only the portal itself by default and forbids framing, plugins and foreign forms', () => {
    expect(directives(contentSecurityPolicy(testConfig()))).toEqual({
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      'connect-src': ["'self'"],
      'img-src': ["'self'", 'data:', 'blob:'],
      'style-src': ["'self'", "'unsafe-inline'"],
      'font-src': ["'self'", 'data:'],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
    });
  });

  it('lets the shell load the remotes deployed elsewhere, and shows images from PUBLIC_URL and Cloudinary', () => {
    const csp = directives(
      contentSecurityPolicy(
        testConfig({
          MF_REMOTE_URL_MF_TARJETAS: 'https://cdn.example:8443/mf-tarjetas/mf-manifest.json',
          MF_REMOTE_URL_MF_KAIZEN: 'https://cdn.example:8443/mf-kaizen/mf-manifest.json',
          MF_REMOTE_URL_MF_ADMIN: '/otra-ruta/mf-admin/mf-manifest.json',
          PUBLIC_URL: 'https://portal.planta.example',
          CLOUDINARY_URL: 'cloudinary://key:secret@nube',
        }),
      ),
    );
    expect(csp['script-src']).toEqual(["'self'", 'https://cdn.example:8443']);
    expect(csp['connect-src']).toEqual(["'self'", 'https://cdn.example:8443']);
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://cdn.example:8443', 'https://portal.planta.example', 'https://res.cloudinary.com']);
  });
});

describe('isDocumentPath', () => {
  it.each([
    ['/', true],
    ['/login', true],
    ['/tarjeta/6f1c2b1e?x=1.2', true],
    ['/index.html', true],
    ['/remotes/mf-admin/index.html', true],
    ['/main.1234abcd.js', false],
    ['/mf-remotes.json', false],
    ['/remotes/mf-tarjetas/remoteEntry.js', false],
    ['/uploads/abc.png', false],
    ['/api/health', false],
    ['/api/tarjetas/123', false],
  ])('%s → %s', (path, document) => expect(isDocumentPath(path)).toBe(document));
});

describe('security headers on every response', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { SEED: 'false', TRUST_PROXY: 'true' } });
  });
  afterAll(() => t.close());

  it.each([
    ['an API answer', '/api/health', 200],
    ['an unknown API path', '/api/nada', 404],
    ['an unauthenticated call', '/api/users', 401],
    ['the remotes manifest', '/mf-remotes.json', 200],
  ])('%s: nothing in it may run or be framed', async (_what, path, status) => {
    const res = await t.get(path);
    expect(res.status).toBe(status);
    expect(res.headers).toMatchObject({
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
    });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it("a page (here a 404, no build) gets the portal's policy", async () => {
    const res = await t.get('/login');
    expect(res.headers).toMatchObject({
      'content-security-policy': contentSecurityPolicy(testConfig()),
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'no-referrer',
      'cross-origin-opener-policy': 'same-origin',
    });
  });

  it('sends HSTS only when the request came over TLS (as told by a trusted proxy)', async () => {
    const res = await t.get('/api/health', { headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000');
  });
});

describe('HSTS with an https PUBLIC_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { SEED: 'false', PUBLIC_URL: 'https://portal.planta.example' } });
  });
  afterAll(() => t.close());

  it('is sent on every response', async () => {
    expect((await t.get('/api/health')).headers['strict-transport-security']).toBe('max-age=31536000');
    expect((await t.get('/api/nada')).headers['strict-transport-security']).toBe('max-age=31536000');
  });
});
