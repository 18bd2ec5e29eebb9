// The shell's web app manifest, icons and service worker (production builds of the host only).
// Remotes are built and deployed apart: only the shell is precached; /mf-remotes.json and the remotes'
// files are cached at run time, so a new deploy of any remote is picked up on the next load.
import { deflateSync } from 'node:zlib';
import { rspack } from '@rspack/core';
import { GenerateSW } from 'workbox-webpack-plugin';

/** The MUI theme's primary colour (libs/shared/ui theme.ts; a spec keeps them equal). */
export const THEME_COLOR = '#1f3a5f';
const BACKGROUND_COLOR = '#ffffff';
/** The four colours of the cards, as in the favicon. */
const COLORES = ['#dc3545', '#007bff', '#28a745', '#F7E91B'];

/** Runtime cache names. API caches start with `portal-api` (= API_CACHE_PREFIX of @portal/shared/offline): logout deletes them. */
export const CACHES = {
  remotes: 'portal-mf-remotes',
  entradas: 'portal-mf-entradas',
  archivos: 'portal-mf-archivos',
  formulario: 'portal-api-formulario',
};

export const ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
];

export const WEB_MANIFEST = {
  id: '/',
  name: 'Portal de Mejora Continua',
  short_name: 'Mejora Continua',
  description: 'Tarjetas de anomalías, Quick Kaizen e indicadores de la planta',
  lang: 'es',
  dir: 'ltr',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  theme_color: THEME_COLOR,
  background_color: BACKGROUND_COLOR,
  icons: ICONS,
};

/** Tags for index.html's <head>. */
export const HEAD_TAGS = `<link rel="manifest" href="/manifest.webmanifest" /><meta name="theme-color" content="${THEME_COLOR}" /><link rel="apple-touch-icon" href="/icons/icon-192.png" />`;

// ---------- icons: the four coloured squares, drawn pixel by pixel into a PNG ----------

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buf) {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'ascii');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

const rgba = (hex) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).concat(255);

/** RGBA PNG of `size`² pixels; `pixel(x, y)` answers [r, g, b, a]. */
export function png(size, pixel) {
  const raw = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) {
    const row = y * (size * 4 + 1);
    for (let x = 0; x < size; x++) raw.set(pixel(x, y), row + 1 + x * 4);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8 bits, RGBA, deflate, no filter, no interlace
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(raw, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}

/**
 * The favicon's 2×2 squares. `maskable`: on the theme colour, squares inside the central 54 % so they stay
 * within the safe circle (80 %) whatever mask the launcher applies.
 */
export function iconPng(size, { maskable = false } = {}) {
  const fondo = maskable ? rgba(THEME_COLOR) : [0, 0, 0, 0];
  const area = maskable ? 0.54 : 1;
  const origen = ((1 - area) / 2) * size;
  const cell = (area * size) / 32;
  const colores = COLORES.map(rgba);
  return png(size, (px, py) => {
    const x = (px + 0.5 - origen) / cell;
    const y = (py + 0.5 - origen) / cell;
    for (const [i, [x0, y0]] of [
      [2, 2],
      [17, 2],
      [2, 17],
      [17, 17],
    ].entries()) {
      const dx = Math.max(x0 + 2 - x, 0, x - (x0 + 11));
      const dy = Math.max(y0 + 2 - y, 0, y - (y0 + 11));
      if (x >= x0 && x <= x0 + 13 && y >= y0 && y <= y0 + 13 && dx * dx + dy * dy <= 4) return colores[i];
    }
    return fondo;
  });
}

/** Emits manifest.webmanifest and the icons (before the service worker's plugin lists the assets). */
export class PwaAssetsPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PwaAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PwaAssetsPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const emit = (name, content) => compilation.emitAsset(name, new rspack.sources.RawSource(content));
        emit('manifest.webmanifest', JSON.stringify(WEB_MANIFEST, null, 2));
        emit('icons/icon-192.png', iconPng(192));
        emit('icons/icon-512.png', iconPng(512));
        emit('icons/maskable-512.png', iconPng(512, { maskable: true }));
      });
    });
  }
}

// ---------- service worker routes: each function is copied into sw.js by its source, so none may use a closure ----------

/** The remotes' addresses: always the network's answer while there is one. */
export const esListaDeRemotos = ({ url, sameOrigin }) => sameOrigin && url.pathname === '/mf-remotes.json';

/** A remote's entry (remoteEntry.js, mf-manifest.json), on any origin: never stale while online. */
export const esEntradaDeRemoto = ({ url }) => /\/(?:remoteEntry(?:\.[0-9a-f]{8})?\.js|mf-(?:manifest|stats)(?:\.[\w-]+)?\.json)$/.test(url.pathname);

/** A remote's content-hashed file ([name].[contenthash:8].ext): its name changes with its content. */
export const esArchivoConHash = ({ url, request }) => request.destination !== 'document' && /\.[0-9a-f]{8}\.[a-z0-9]+$/.test(url.pathname);

/**
 * The add form's reference data, the session's user and a machine's CIL routine (run offline at the machine, issue
 * 26): the only API answers ever served from cache.
 */
export const esDatoDelFormulario = ({ url, sameOrigin }) =>
  sameOrigin && (url.pathname === '/api/campos' || url.pathname === '/api/auth/user' || /^\/api\/cil\/maquinas\/[^/]+$/.test(url.pathname));

/**
 * The cached API answers are keyed by the session too (a hash of its Authorization header): on a shared PC
 * another session never gets them, even before the logout deletes them.
 */
export const clavePorSesion = {
  cacheKeyWillBeUsed: async ({ request }) => {
    const auth = new TextEncoder().encode(request.headers.get('Authorization') || '');
    const hash = new Uint8Array(await crypto.subtle.digest('SHA-256', auth));
    const sesion = Array.from(hash.slice(0, 12), (b) => b.toString(16).padStart(2, '0')).join('');
    const url = new URL(request.url);
    url.searchParams.set('sesion', sesion);
    return url.href;
  },
};

const SOLO_200 = { statuses: [200] };

export const SW_OPTIONS = {
  swDest: 'sw.js',
  // One file: the worker's CSP (the page's, see the BFF's security headers) then governs a single script.
  inlineWorkboxRuntime: true,
  sourcemap: false,
  mode: 'production',
  skipWaiting: true,
  clientsClaim: true,
  cleanupOutdatedCaches: true,
  // The shell only: its twins (.br/.gz), its MF manifests (revalidated at run time) and licences stay out.
  exclude: [/\.(?:br|gz|map)$/, /mf-(?:manifest|stats).*\.json$/, /\.LICENSE\.txt$/],
  maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
  dontCacheBustURLsMatching: /\.[0-9a-f]{8}\.[a-z0-9]+$/,
  navigateFallback: '/index.html',
  navigateFallbackDenylist: [/^\/api(?:\/|$)/, /^\/uploads\//, /^\/remotes\//, /\/[^/]+\.[^/]+$/],
  runtimeCaching: [
    { urlPattern: esListaDeRemotos, handler: 'NetworkFirst', options: { cacheName: CACHES.remotes, networkTimeoutSeconds: 5, cacheableResponse: SOLO_200 } },
    { urlPattern: esEntradaDeRemoto, handler: 'NetworkFirst', options: { cacheName: CACHES.entradas, networkTimeoutSeconds: 5, cacheableResponse: SOLO_200 } },
    {
      urlPattern: esArchivoConHash,
      handler: 'CacheFirst',
      options: { cacheName: CACHES.archivos, cacheableResponse: SOLO_200, expiration: { maxEntries: 400, purgeOnQuotaError: true } },
    },
    {
      urlPattern: esDatoDelFormulario,
      handler: 'NetworkFirst',
      options: {
        cacheName: CACHES.formulario,
        networkTimeoutSeconds: 3,
        cacheableResponse: SOLO_200,
        expiration: { maxEntries: 60, purgeOnQuotaError: true },
        plugins: [clavePorSesion],
      },
    },
  ],
};

/** The plugins of the shell's production build. */
export function pwaPlugins() {
  return [new PwaAssetsPlugin(), new GenerateSW(SW_OPTIONS)];
}
