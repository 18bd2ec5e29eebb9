#!/usr/bin/env node
// Prints: cold build time of every app, the shell's initial JS (gzip) and each remoteEntry size.
// Usage: node bench/frontend.mjs [--no-build]   (--no-build measures the existing dist/)
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = join(import.meta.dirname, '..');
const dist = join(root, 'dist');
const APPS = ['shell', 'mf-dashboard', 'mf-tarjetas', 'mf-kaizen', 'mf-admin', 'bff'];
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

if (!process.argv.includes('--no-build')) {
  for (const app of APPS) rmSync(join(dist, app), { recursive: true, force: true });
  const started = process.hrtime.bigint();
  const r = spawnSync('npx', ['nx', 'run-many', '-t', 'build', '-p', ...APPS, '--skipNxCache', '--outputStyle=static'], {
    cwd: root,
    stdio: 'ignore',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (r.status !== 0) throw new Error('build failed');
  console.log(`cold build of ${APPS.length} apps (nx, no cache, parallel 2): ${seconds.toFixed(1)} s`);
}

const html = readFileSync(join(dist, 'shell', 'index.html'), 'utf8');
const scripts = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1].replace(/^\//, ''));
const initial = scripts.reduce((sum, s) => sum + gz(join(dist, 'shell', s)), 0);
console.log(`shell initial JS (scripts in index.html, gzip): ${kb(initial)} in ${scripts.length} file(s)`);

const shellJs = readdirSync(join(dist, 'shell'), { recursive: true }).filter((f) => String(f).endsWith('.js'));
const shellAll = shellJs.reduce((sum, f) => sum + gz(join(dist, 'shell', String(f))), 0);
console.log(`shell all JS incl. shared singletons (gzip): ${kb(shellAll)} in ${shellJs.length} files`);

for (const app of APPS.filter((a) => a.startsWith('mf-'))) {
  const entry = join(dist, app, 'remoteEntry.js');
  if (!existsSync(entry)) {
    console.log(`${app} remoteEntry.js: missing`);
    continue;
  }
  console.log(`${app} remoteEntry.js: ${kb(readFileSync(entry).length)} raw, ${kb(gz(entry))} gzip`);
}
