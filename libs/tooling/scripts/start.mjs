#!/usr/bin/env node
// One-port start: builds every app (Nx cache makes rebuilds instant) and runs the BFF,
// which serves the API, the shell and the four remotes. Embedded PGlite + demo data by default.
// The server is restarted after a crash (lib/supervise.mjs); production uses systemd or a container
// restart policy instead (docs/operations.md, "Keeping it running").
import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { exitLike, supervise } from './lib/supervise.mjs';

const root = join(import.meta.dirname, '..', '..', '..');
// Bundles are always production builds; the server keeps the caller's NODE_ENV: unset means the
// embedded setup (generated JWT secret, demo login on), NODE_ENV=production needs JWT_SECRET.
const buildEnv = { ...process.env, NODE_ENV: 'production' };
const build = spawnSync('npx', ['nx', 'run-many', '-t', 'build', '--outputStyle=static'], { cwd: root, stdio: 'inherit', env: buildEnv });
if (build.status !== 0) process.exit(build.status ?? 1);

supervise({
  start: () => spawn(process.execPath, ['--enable-source-maps', join(root, 'dist/bff/main.js')], { cwd: root, stdio: 'inherit', env: process.env }),
  exit: exitLike,
});
