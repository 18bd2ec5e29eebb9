import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM build script without types
import { createAppConfig } from './app-config.mjs';
// @ts-expect-error plain ESM build script without types
import * as pwa from './pwa.mjs';

/** Read from the sources (a build script does not import the browser libs): */
const fuente = (path: string) => readFileSync(resolve(import.meta.dirname, '../../../shared', path), 'utf8');
/** the prefix the logout deletes (libs/shared/offline) */
const API_CACHE_PREFIX = /API_CACHE_PREFIX = '([^']+)'/.exec(fuente('offline/src/lib/cachesApi.ts'))![1];
/** and the MUI theme's primary colour (libs/shared/ui). */
const PRIMARY = /primary: \{ main: '(#[0-9a-fA-F]{6})' \}/.exec(fuente('ui/src/lib/theme.ts'))![1];

type Matcher = (o: { url: URL; sameOrigin: boolean; request: { destination: string } }) => boolean;
const ORIGIN = 'https://portal.planta';
const probar = (m: Matcher, href: string, destination = 'script') => {
  const url = new URL(href, ORIGIN);
  return m({ url, sameOrigin: url.origin === ORIGIN, request: { destination } });
};

/** Width, height and the RGBA of one pixel of an 8-bit RGBA PNG without filters (as pwa.mjs writes them). */
const inflados = new WeakMap<Buffer, Buffer>();
function leerPng(buf: Buffer, x: number, y: number) {
  expect(buf.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  const width = buf.readUInt32BE(16);
  const height = buf.readUInt32BE(20);
  const idatLen = buf.readUInt32BE(33);
  expect(buf.toString('ascii', 37, 41)).toBe('IDAT');
  const raw = inflados.get(buf) ?? inflateSync(buf.subarray(41, 41 + idatLen));
  inflados.set(buf, raw);
  const at = y * (width * 4 + 1) + 1 + x * 4;
  return { width, height, pixel: [...raw.subarray(at, at + 4)] };
}

describe('web app manifest and icons', () => {
  it('names the portal in Spanish, opens standalone at / with the theme colour', () => {
    expect(pwa.WEB_MANIFEST).toMatchObject({
      name: 'Portal de Mejora Continua',
      short_name: 'Mejora Continua',
      lang: 'es',
      start_url: '/',
      display: 'standalone',
    });
    expect(pwa.WEB_MANIFEST.theme_color).toBe(PRIMARY);
    expect(pwa.ICONS.map((i: { sizes: string; purpose: string }) => `${i.sizes} ${i.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  });

  it('draws real PNGs: the red square top left, the yellow one bottom right; maskable on the theme colour', () => {
    const icon = pwa.iconPng(192);
    expect(leerPng(icon, 30, 30)).toEqual({ width: 192, height: 192, pixel: [0xdc, 0x35, 0x45, 255] });
    expect(leerPng(icon, 160, 160).pixel).toEqual([0xf7, 0xe9, 0x1b, 255]);
    expect(leerPng(icon, 96, 96).pixel[3]).toBe(0); // the gap between squares is transparent
    const maskable = pwa.iconPng(512, { maskable: true });
    expect(leerPng(maskable, 10, 10).pixel).toEqual([0x1f, 0x3a, 0x5f, 255]);
    // Every square's pixel stays inside the safe circle (radius 40 % of the icon), and there are squares.
    let dentro = 0;
    for (let y = 0; y < 512; y += 2) {
      for (let x = 0; x < 512; x += 2) {
        if (leerPng(maskable, x, y).pixel.join() === '31,58,95,255') continue;
        expect(Math.hypot(x + 0.5 - 256, y + 0.5 - 256), `${x},${y}`).toBeLessThanOrEqual(0.4 * 512);
        dentro++;
      }
    }
    expect(dentro).toBeGreaterThan(10_000);
  });
});

describe('service worker routes', () => {
  it('never serves the remotes list or a remote entry from cache while the network answers', () => {
    const network = pwa.SW_OPTIONS.runtimeCaching
      .filter((r: { handler: string }) => r.handler === 'NetworkFirst')
      .map((r: { urlPattern: Matcher }) => r.urlPattern);
    expect(network).toEqual([pwa.esListaDeRemotos, pwa.esEntradaDeRemoto, pwa.esDatoDelFormulario]);
    expect(probar(pwa.esListaDeRemotos, '/mf-remotes.json')).toBe(true);
    expect(probar(pwa.esListaDeRemotos, 'https://cdn.x/mf-remotes.json')).toBe(false);
    for (const entry of ['/remotes/mf-tarjetas/remoteEntry.js', '/remotes/mf-tarjetas/mf-manifest.json', 'https://cdn.x/mf-dashboard/mf-manifest.json']) {
      expect(probar(pwa.esEntradaDeRemoto, entry), entry).toBe(true);
      expect(probar(pwa.esArchivoConHash, entry), entry).toBe(false);
    }
  });

  it('keeps content-hashed files cache-first', () => {
    expect(probar(pwa.esArchivoConHash, '/remotes/mf-tarjetas/npm.mui-material.1a2b3c4d.js')).toBe(true);
    expect(probar(pwa.esArchivoConHash, '/remotes/mf-tarjetas/assets/logo.1a2b3c4d.png', 'image')).toBe(true);
    expect(probar(pwa.esArchivoConHash, '/remotes/mf-tarjetas/main.js')).toBe(false);
  });

  it('caches only the add form’s reference data and the user from the API, keyed by session', async () => {
    expect(probar(pwa.esDatoDelFormulario, '/api/campos', '')).toBe(true);
    expect(probar(pwa.esDatoDelFormulario, '/api/auth/user', '')).toBe(true);
    expect(probar(pwa.esDatoDelFormulario, '/api/cil/maquinas/9b2f4c1e-0000-4000-8000-000000000000', '')).toBe(true);
    for (const other of [
      '/api/tarjetas',
      '/api/campos/parteMaquina',
      '/api/notificaciones',
      'https://otro/api/campos',
      '/api/cil/maquinas/x/estandar',
      '/api/cil/pendientes',
      '/api/cil/cumplimiento',
    ])
      expect(probar(pwa.esDatoDelFormulario, other, ''), other).toBe(false);
    const clave = (auth: string) =>
      pwa.clavePorSesion.cacheKeyWillBeUsed({ request: new Request(`${ORIGIN}/api/campos`, { headers: { Authorization: auth } }) });
    expect(await clave('Bearer a')).toBe(await clave('Bearer a'));
    expect(await clave('Bearer a')).not.toBe(await clave('Bearer b'));
    expect(Object.values(pwa.CACHES).filter((n) => (n as string).startsWith(API_CACHE_PREFIX))).toEqual([pwa.CACHES.formulario]);
  });

  it('falls back to the shell for navigations, never for the API, uploads or files', () => {
    const deny: RegExp[] = pwa.SW_OPTIONS.navigateFallbackDenylist;
    const negada = (path: string) => deny.some((re) => re.test(path));
    for (const path of ['/api', '/api/tarjetas', '/uploads/a.jpg', '/remotes/mf-x/index.html', '/sw.js']) expect(negada(path), path).toBe(true);
    for (const path of ['/', '/agregartarjeta', '/pendientes', '/tarjeta/abc']) expect(negada(path), path).toBe(false);
  });

  it('precaches the shell but not its MF manifests nor the compressed twins', () => {
    const excluded = (name: string) => pwa.SW_OPTIONS.exclude.some((re: RegExp) => re.test(name));
    for (const name of ['mf-manifest.json', 'mf-manifest-stats.json', 'main.1a2b3c4d.js.br', 'index.html.gz']) expect(excluded(name), name).toBe(true);
    for (const name of ['index.html', 'main.1a2b3c4d.js', 'manifest.webmanifest', 'icons/icon-192.png']) expect(excluded(name), name).toBe(false);
  });

  it('is part of the shell’s production build only', () => {
    const names = (kind: 'host' | 'remote', mode: string) =>
      createAppConfig({ project: kind === 'host' ? 'shell' : 'mf-x', name: 'x', kind, port: 1 })({}, { mode }).plugins.map((p: object) => p.constructor.name);
    expect(names('host', 'production')).toEqual(expect.arrayContaining(['GenerateSW', 'PwaAssetsPlugin']));
    expect(names('host', 'development')).not.toContain('GenerateSW');
    expect(names('remote', 'production')).not.toContain('GenerateSW');
  });
});
