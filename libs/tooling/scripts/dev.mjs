#!/usr/bin/env node
// Dev mode: BFF rebuilt on change and restarted (port 3000), shell dev server on 4200 (proxying the
// BFF) and each remote's dev server on its own port, registered through the runtime manifest.
import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..', '..');
const REMOTE_PORTS = { MF_DASHBOARD: 4201, MF_TARJETAS: 4202, MF_KAIZEN: 4203, MF_ADMIN: 4204 };
const env = { ...process.env };
for (const [name, port] of Object.entries(REMOTE_PORTS)) env[`MF_REMOTE_URL_${name}`] ??= `http://localhost:${port}/mf-manifest.json`;

const children = [];
const run = (cmd, args) => {
  const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', env });
  children.push(child);
  return child;
};
const stopAll = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);

if (spawnSync('npx', ['nx', 'run', 'bff:build', '--outputStyle=static'], { cwd: root, stdio: 'inherit', env }).status !== 0) process.exit(1);
run('npx', ['rspack', 'build', '--watch', '--config', 'bff/rspack.config.mjs']);
run(process.execPath, ['--enable-source-maps', '--watch-path=dist/bff', 'dist/bff/main.js']);
run('npx', ['nx', 'run-many', '-t', 'serve', '-p', 'shell', 'mf-dashboard', 'mf-tarjetas', 'mf-kaizen', 'mf-admin', '--parallel', '5', '--outputStyle=stream']);
