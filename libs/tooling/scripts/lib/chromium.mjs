import { execSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CANDIDATES = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);

/** Path of Debian's Chromium, installing the package when it is missing and we are root. */
export function ensureChromium() {
  const found = CANDIDATES.find((p) => existsSync(p));
  if (found) return found;
  const isRoot = process.getuid?.() === 0;
  const sudo = isRoot ? [] : ['sudo', '-n'];
  console.log('Chromium not found: installing Debian package "chromium"…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = spawnSync(sudo[0] ?? 'apt-get', [...sudo.slice(1), ...(sudo.length ? ['apt-get'] : []), 'update'], { stdio: 'inherit', env });
  if (update.status !== 0) return null;
  const install = spawnSync(
    sudo[0] ?? 'apt-get',
    [...sudo.slice(1), ...(sudo.length ? ['apt-get'] : []), 'install', '-y', '--no-install-recommends', 'chromium'],
    { stdio: 'inherit', env },
  );
  if (install.status !== 0) return null;
  try {
    return execSync('command -v chromium', { encoding: 'utf8' }).trim() || null;
  } catch {
    return null;
  }
}
