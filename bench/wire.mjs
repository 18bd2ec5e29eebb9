#!/usr/bin/env node
// What the browser moves over the network (Chromium, measured through the DevTools protocol):
//  - first visit to /login with an empty cache: requests, bytes on the wire (headers + encoded bodies),
//    requests started before the first contentful paint;
//  - then, logged in, the first visit to /tarjetas (its remote loads): requests, bytes;
//  - warm reload of /tarjetas: requests that still reach the server, bytes, 304s, and what came
//    straight from the browser cache.
// Needs a production build (`NODE_ENV=production npm run build`). `--compare <dir>` measures another
// build too (a folder holding dist/ and a node_modules link, e.g. main's build) and prints both side by side.
// Usage: node bench/wire.mjs [--compare /tmp/before] [--verbose]
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';

const root = join(import.meta.dirname, '..');
const arg = (name) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
const compareRoot = arg('--compare');
const verbose = process.argv.includes('--verbose');
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const ADMIN = { legajo: '1000', pin: '100000' };

const freePort = () =>
  new Promise((done) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => done(port));
    });
  });

async function startPortal(repoRoot) {
  const dist = join(repoRoot, 'dist');
  const main = join(dist, 'bff', 'main.js');
  if (!existsSync(main)) throw new Error(`${main} is missing: run \`NODE_ENV=production npm run build\` first`);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-wire-'));
  const child = spawn(process.execPath, [main], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_DIR: dist,
      JWT_SECRET: 'bench-wire-secret-0123456789',
      PUBLIC_URL: url,
      DEMO_LOGIN: 'true',
      SEED: 'true',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`BFF exited (${child.exitCode})`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    url,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Records every http(s) request of a page: status, bytes on the wire, whether the cache answered. */
async function recordNetwork(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  let requests = new Map();
  const entry = (id) => requests.get(id);
  cdp.on('Network.requestWillBeSent', ({ requestId, request }) => {
    if (!/^https?:/.test(request.url)) return;
    // A redirect reuses the id: keep the first hop's bytes in the total.
    const previous = entry(requestId);
    requests.set(requestId, { url: request.url, bytes: previous?.bytes ?? 0, status: 0, cached: false });
  });
  cdp.on('Network.requestServedFromCache', ({ requestId }) => entry(requestId) && (entry(requestId).cached = true));
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    const e = entry(requestId);
    if (!e) return;
    e.status = response.status;
    e.encoding = response.headers['content-encoding'] ?? response.headers['Content-Encoding'];
    if (response.fromDiskCache || response.fromPrefetchCache || response.fromServiceWorker) e.cached = true;
  });
  // What the server really answered: a revalidated file shows as the cached 200 in responseReceived.
  cdp.on('Network.responseReceivedExtraInfo', ({ requestId, statusCode }) => {
    const e = entry(requestId);
    if (e) e.wireStatus = statusCode;
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const e = entry(requestId);
    if (e) e.bytes += encodedDataLength;
  });
  return {
    reset: () => (requests = new Map()),
    summary() {
      const all = [...requests.values()];
      const network = all.filter((r) => !r.cached);
      return {
        all,
        requests: network.length,
        bytes: network.reduce((sum, r) => sum + r.bytes, 0),
        notModified: network.filter((r) => (r.wireStatus ?? r.status) === 304).length,
        fromCache: all.length - network.length,
        compressed: network.filter((r) => r.encoding).length,
      };
    },
  };
}

/** Resources the page had started fetching before its first contentful paint (document included). */
const requestsBeforeFirstPaint = (page) =>
  page.evaluate(() => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0];
    if (!fcp) return NaN;
    return 1 + performance.getEntriesByType('resource').filter((r) => r.startTime < fcp.startTime).length;
  });

async function measure(repoRoot, browser) {
  const portal = await startPortal(repoRoot);
  const context = await browser.newContext({ baseURL: portal.url, locale: 'es-AR', viewport: { width: 1366, height: 900 } });
  try {
    const page = await context.newPage();
    const net = await recordNetwork(context, page);

    await page.goto('/login');
    await page.getByLabel('N° Legajo').waitFor();
    await page.waitForLoadState('networkidle');
    const login = net.summary();
    login.beforePaint = await requestsBeforeFirstPaint(page);

    await page.getByLabel('N° Legajo').fill(ADMIN.legajo);
    await page.getByLabel('Pin').fill(ADMIN.pin);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByTestId('nav-user-name').waitFor();
    await page.getByRole('heading', { name: 'Dashboard', exact: true }).waitFor();
    await page.waitForLoadState('networkidle');

    net.reset();
    await page.goto('/tarjetas');
    await page.getByRole('heading', { name: 'Tarjetas', exact: true }).waitFor();
    await page.waitForLoadState('networkidle');
    const tarjetas = net.summary();

    net.reset();
    await page.reload();
    await page.getByRole('heading', { name: 'Tarjetas', exact: true }).waitFor();
    await page.waitForLoadState('networkidle');
    const reload = net.summary();
    reload.beforePaint = await requestsBeforeFirstPaint(page);
    return { login, tarjetas, reload };
  } finally {
    await context.close();
    await portal.stop();
  }
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

function printTable(columns) {
  const rows = [
    ['first visit /login: requests', (m) => m.login.requests],
    ['first visit /login: on the wire', (m) => kb(m.login.bytes)],
    ['first visit /login: compressed responses', (m) => m.login.compressed],
    ['first visit /login: requests before first paint', (m) => m.login.beforePaint],
    ['then /tarjetas (remote not yet loaded): requests', (m) => m.tarjetas.requests],
    ['then /tarjetas (remote not yet loaded): on the wire', (m) => kb(m.tarjetas.bytes)],
    ['warm reload /tarjetas: requests to the server', (m) => m.reload.requests],
    ['warm reload /tarjetas: on the wire', (m) => kb(m.reload.bytes)],
    ['warm reload /tarjetas: 304 Not Modified', (m) => m.reload.notModified],
    ['warm reload /tarjetas: served by the browser cache', (m) => m.reload.fromCache],
  ];
  const names = Object.keys(columns);
  const width = Math.max(...rows.map(([label]) => label.length)) + 2;
  console.log(''.padEnd(width) + names.map((n) => n.padStart(14)).join(''));
  for (const [label, get] of rows) console.log(label.padEnd(width) + names.map((n) => String(get(columns[n])).padStart(14)).join(''));
}

function printRequests(name, m) {
  for (const [scenario, s] of Object.entries(m)) {
    console.log(`\n${name} — ${scenario}:`);
    for (const r of s.all) console.log(`  ${r.cached ? 'cache' : (r.wireStatus ?? r.status)} ${kb(r.bytes).padStart(10)} ${r.encoding ?? ''} ${r.url}`);
  }
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: CHROMIUM_ARGS });
try {
  const columns = {};
  if (compareRoot) columns.compared = await measure(resolve(compareRoot), browser);
  columns['this build'] = await measure(root, browser);
  if (verbose) for (const [name, m] of Object.entries(columns)) printRequests(name, m);
  printTable(columns);
} finally {
  await browser.close();
}
