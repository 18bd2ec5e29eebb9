#!/usr/bin/env node
// npm run db:backup|db:restore|db:move-to-postgres|admin:create: builds the BFF bundle (Nx cache makes it instant)
// and runs dist/bff/db-cli.js with the same DATA_DIR / DATABASE_URL the BFF uses.
import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..', '..');
const build = spawnSync('npx', ['nx', 'run', 'bff:build', '--outputStyle=static'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, NODE_ENV: 'production' },
});
if (build.status !== 0) process.exit(build.status ?? 1);

const tool = spawn(process.execPath, ['--enable-source-maps', join(root, 'dist/bff/db-cli.js'), ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => tool.kill(signal));
tool.on('exit', (code) => process.exit(code ?? 1));
