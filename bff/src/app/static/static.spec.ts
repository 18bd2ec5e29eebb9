import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, REMOTE_NAMES } from '@portal/shared/domain';
import { startTestApp, type TestApp } from '../../../test/test-app';

const INDEX = '<!doctype html><title>Portal</title><div id="root"></div>';
const MAIN_JS = `console.log("shell");${' '.repeat(2000)}`;
const IMMUTABLE = 'public, max-age=31536000, immutable';
const SW_JS = `self.addEventListener('fetch', () => {});${' '.repeat(2000)}`;

function fakeFrontend(): string {
  const dir = mkdtempSync(join(tmpdir(), 'portal-static-'));
  const write = (path: string, content: string | Buffer) => {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), content);
  };
  write('shell/index.html', INDEX);
  write('shell/index.html.br', brotliCompressSync(INDEX));
  write('shell/assets/main.1234abcd.js', MAIN_JS);
  write('shell/assets/main.1234abcd.js.br', brotliCompressSync(MAIN_JS));
  write('shell/assets/main.1234abcd.js.gz', gzipSync(MAIN_JS));
  write('shell/assets/main.1234abcd.js.map', '{"version":3}');
  write('shell/sw.js', SW_JS);
  write('shell/sw.js.br', brotliCompressSync(SW_JS));
  write('shell/manifest.webmanifest', '{"name":"Portal de Mejora Continua"}');
  write('mf-tarjetas/remoteEntry.js', 'var mf_tarjetas;');
  write('mf-tarjetas/mf-manifest.json', '{"name":"mf_tarjetas"}');
  write('mf-tarjetas/static/js/chunk.456789ab.js', 'chunk');
  write('mf-tarjetas/static/js/chunk.456789ab.js.map', '{"version":3}');
  return dir;
}

describe('serving the built frontend', () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = fakeFrontend();
    t = await startTestApp({ env: { SEED: 'false', STATIC_DIR: dir, MF_REMOTE_URL_MF_TARJETAS: 'https://other-host/mf-tarjetas/mf-manifest.json' } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves the shell index at / and its assets', async () => {
    const root = await t.get('/');
    expect(root.status).toBe(200);
    expect(root.text).toBe(INDEX);
    const asset = await t.get('/assets/main.1234abcd.js');
    expect(asset).toMatchObject({ status: 200, text: MAIN_JS });
  });

  it('keeps content-hashed files a year and revalidates the entry points (304 while unchanged)', async () => {
    expect((await t.get('/assets/main.1234abcd.js')).headers['cache-control']).toBe(IMMUTABLE);
    for (const path of ['/', '/index.html', '/tarjetas']) {
      const first = await t.get(path);
      expect(first.headers['cache-control']).toBe('no-cache');
      expect(first.headers.etag).toBeTruthy();
      const again = await t.get(path, { headers: { 'if-none-match': String(first.headers.etag) } });
      expect(again.status).toBe(304);
      expect(again.text).toBe('');
    }
  });

  it('sends the precompressed twin the browser accepts, varying on Accept-Encoding', async () => {
    const br = await t.get('/assets/main.1234abcd.js', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers).toMatchObject({ 'content-encoding': 'br', 'cache-control': IMMUTABLE, 'content-type': expect.stringMatching(/javascript/) });
    expect(br.headers.vary).toContain('accept-encoding');
    expect(Buffer.from(br.text, 'binary').length).toBeLessThan(MAIN_JS.length);
    const gz = await t.get('/assets/main.1234abcd.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await t.get('/assets/main.1234abcd.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');
    // Without a twin (too small to be worth one), the file goes as it is.
    const small = await t.get('/remotes/mf-tarjetas/remoteEntry.js', { headers: { 'accept-encoding': 'br' } });
    expect(small).toMatchObject({ status: 200, text: 'var mf_tarjetas;' });
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('answers deep links with the precompressed index.html too', async () => {
    const br = await t.get('/tarjetas', { headers: { 'accept-encoding': 'gzip;q=0.5, br' } });
    expect(br.headers).toMatchObject({ 'content-encoding': 'br', 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
    const gzipOnly = await t.get('/tarjetas', { headers: { 'accept-encoding': 'gzip, br;q=0' } });
    expect(gzipOnly).toMatchObject({ status: 200, text: INDEX });
    expect(gzipOnly.headers['content-encoding']).toBeUndefined();
  });

  it('never publishes source maps', async () => {
    expect(await t.get('/assets/main.1234abcd.js.map')).toMatchObject({ status: 404, body: { msg: MSG.recursoNoEncontrado } });
    expect(await t.get('/remotes/mf-tarjetas/static/js/chunk.456789ab.js.map')).toMatchObject({ status: 404, body: { msg: MSG.recursoNoEncontrado } });
  });

  it("sends the portal's CSP with the pages (304s included) and a strict one with the files", async () => {
    for (const path of ['/', '/index.html', '/tarjetas']) {
      const res = await t.get(path);
      const again = await t.get(path, { headers: { 'if-none-match': String(res.headers.etag) } });
      for (const r of [res, again]) {
        expect(r.headers['content-security-policy']).toContain("frame-ancestors 'none'");
        expect(r.headers['content-security-policy']).toContain("script-src 'self' https://other-host");
        expect(r.headers['x-content-type-options']).toBe('nosniff');
        expect(r.headers['x-frame-options']).toBe('DENY');
      }
    }
    for (const path of ['/assets/main.1234abcd.js', '/remotes/mf-tarjetas/remoteEntry.js']) {
      const res = await t.get(path);
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('revalidates the service worker on every check and lets it fetch the portal and the remotes (the pages’ CSP)', async () => {
    for (const headers of [{ 'accept-encoding': 'identity' }, { 'accept-encoding': 'br' }]) {
      const sw = await t.get('/sw.js', { headers });
      expect(sw.status).toBe(200);
      expect(sw.headers['cache-control']).toBe('no-cache');
      expect(sw.headers['content-type']).toMatch(/javascript/);
      expect(sw.headers['content-security-policy']).toContain("connect-src 'self' https://other-host");
      expect(sw.headers['content-security-policy']).not.toContain("default-src 'none'");
    }
    const manifest = await t.get('/manifest.webmanifest');
    expect(manifest.status).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
  });

  it('answers SPA deep links with index.html', async () => {
    for (const path of ['/tarjeta/123', '/admin', '/kaizen?x=1']) {
      const res = await t.get(path);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.text).toBe(INDEX);
    }
  });

  it('keeps 404 { msg } for unknown API routes and missing files', async () => {
    expect(await t.get('/api/nada')).toMatchObject({ status: 404, body: { msg: MSG.recursoNoEncontrado } });
    expect(await t.get('/assets/missing.js')).toMatchObject({ status: 404, body: { msg: MSG.recursoNoEncontrado } });
    expect(await t.get('/remotes/mf-tarjetas/missing.js')).toMatchObject({ status: 404, body: { msg: MSG.recursoNoEncontrado } });
  });

  it('serves remote files with CORS open and no-cache on the entry points', async () => {
    const entry = await t.get('/remotes/mf-tarjetas/remoteEntry.js');
    expect(entry).toMatchObject({ status: 200, text: 'var mf_tarjetas;' });
    expect(entry.headers['access-control-allow-origin']).toBe('*');
    expect(entry.headers['cache-control']).toBe('no-cache');
    const manifest = await t.get('/remotes/mf-tarjetas/mf-manifest.json');
    expect(manifest.headers['access-control-allow-origin']).toBe('*');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    const chunk = await t.get('/remotes/mf-tarjetas/static/js/chunk.456789ab.js');
    expect(chunk).toMatchObject({ status: 200, text: 'chunk' });
    expect(chunk.headers['access-control-allow-origin']).toBe('*');
    expect(chunk.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('GET /mf-remotes.json lists every remote, with the env override applied, uncached', async () => {
    const res = await t.get('/mf-remotes.json');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toEqual({
      mf_dashboard: '/remotes/mf-dashboard/mf-manifest.json',
      mf_tarjetas: 'https://other-host/mf-tarjetas/mf-manifest.json',
      mf_kaizen: '/remotes/mf-kaizen/mf-manifest.json',
      mf_admin: '/remotes/mf-admin/mf-manifest.json',
    });
    expect(Object.keys(res.body)).toEqual(REMOTE_NAMES);
    expect((await t.get('/api/mf-remotes.json')).status).toBe(404);
    const again = await t.get('/mf-remotes.json', { headers: { 'if-none-match': String(res.headers.etag) } });
    expect(again).toMatchObject({ status: 304, text: '' });
    expect(again.headers['cache-control']).toBe('no-cache');
  });
});

describe('without a frontend build', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { SEED: 'false', STATIC_DIR: join(tmpdir(), 'portal-no-such-dir') } });
  });
  afterAll(() => t.close());

  it('still serves the API and the manifest, and 404s the pages', async () => {
    expect((await t.get('/api/health')).status).toBe(200);
    expect((await t.get('/mf-remotes.json')).body.mf_tarjetas).toBe('/remotes/mf-tarjetas/mf-manifest.json');
    expect(await t.get('/tarjeta/1')).toMatchObject({ status: 404, body: { msg: MSG.recursoNoEncontrado } });
  });
});
