import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, REMOTE_NAMES } from '@portal/shared/domain';
import { startTestApp, type TestApp } from '../../../test/test-app';

const INDEX = '<!doctype html><title>Portal</title><div id="root"></div>';

function fakeFrontend(): string {
  const dir = mkdtempSync(join(tmpdir(), 'portal-static-'));
  const write = (path: string, content: string) => {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), content);
  };
  write('shell/index.html', INDEX);
  write('shell/assets/main.123.js', 'console.log("shell")');
  write('mf-tarjetas/remoteEntry.js', 'var mf_tarjetas;');
  write('mf-tarjetas/mf-manifest.json', '{"name":"mf_tarjetas"}');
  write('mf-tarjetas/static/js/chunk.456.js', 'chunk');
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
    const asset = await t.get('/assets/main.123.js');
    expect(asset).toMatchObject({ status: 200, text: 'console.log("shell")' });
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
    const chunk = await t.get('/remotes/mf-tarjetas/static/js/chunk.456.js');
    expect(chunk).toMatchObject({ status: 200, text: 'chunk' });
    expect(chunk.headers['access-control-allow-origin']).toBe('*');
    expect(chunk.headers['cache-control']).not.toBe('no-cache');
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
