import { execSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

function ready(url) {
  const r = spawnSync('psql', [url, '-tAc', 'select 1'], { encoding: 'utf8', timeout: 10_000 });
  return r.status === 0 && r.stdout.trim() === '1';
}

/**
 * The PostgreSQL server the API tests also run against: TEST_DATABASE_URL, or the local
 * cluster (started with pg_ctlcluster when it is down).
 */
export function ensurePostgres() {
  const url = process.env.TEST_DATABASE_URL || DEFAULT_URL;
  if (ready(url)) return { url };
  if (existsSync('/etc/postgresql')) {
    for (const version of readdirSync('/etc/postgresql')) {
      try {
        execSync(`pg_ctlcluster --skip-systemctl-redirect ${version} main start`, { stdio: 'inherit' });
      } catch {
        /* reported below when still unreachable */
      }
    }
    for (let i = 0; i < 20 && !ready(url); i++) execSync('sleep 0.5');
    if (ready(url)) return { url };
  }
  return { url: null, reason: `PostgreSQL not reachable at ${url}` };
}
