import { execFile, execFileSync } from 'node:child_process';
import { appendFileSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface PrivatePostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres (trust auth). */
  url: string;
  start(): Promise<void>;
  /** `pg_ctl stop -m fast`: sessions are terminated (57P01), new connections refused. */
  stop(): Promise<void>;
  /** `pg_ctl restart -m fast`, what an operator or a package upgrade does. */
  restart(): Promise<void>;
  /** Stops it at once and deletes its files. */
  destroy(): Promise<void>;
}

/** The newest installed server's binaries (Debian: /usr/lib/postgresql/<version>/bin), or PG_BIN_DIR. */
function serverBinDir(): string {
  if (process.env.PG_BIN_DIR) return process.env.PG_BIN_DIR;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((v) => existsSync(join(root, v, 'bin', 'initdb'))) : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  if (!newest) throw new Error('PostgreSQL server binaries not found: install postgresql or set PG_BIN_DIR');
  return join(root, newest, 'bin');
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/**
 * A PostgreSQL cluster of its own (temporary directory, free port, socket in that directory), for tests
 * that stop or restart the server: the shared server on 127.0.0.1:5432 is used by other test files at
 * the same time and must never be touched. The server refuses to run as root, so as root every command
 * runs as the `postgres` user. Commands run asynchronously: the app under test keeps serving meanwhile.
 */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = serverBinDir();
  const root = mkdtempSync(join(tmpdir(), 'portal-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const [uid, gid] = ['-u', '-g'].map((flag) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim()));
    chownSync(root, uid, gid);
  }
  const command = (name: string, args: string[]): [string, string[]] =>
    asRoot ? ['runuser', ['-u', 'postgres', '--', join(bin, name), ...args]] : [join(bin, name), args];
  const pgCommand = (name: string, args: string[]) => run(...command(name, args));
  const data = join(root, 'data');
  const log = join(root, 'server.log');
  const port = await freePort();
  const pgCtl = (...args: string[]) => pgCommand('pg_ctl', ['-D', data, '-l', log, '-w', '-t', '60', ...args]);

  await pgCommand('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
  appendFileSync(
    join(data, 'postgresql.conf'),
    [
      `port = ${port}`,
      `listen_addresses = '127.0.0.1'`,
      `unix_socket_directories = '${root}'`,
      'max_connections = 50',
      'shared_buffers = 16MB',
      // A fast shutdown checkpoints everything anyway; fsync only matters for OS crashes, not for these tests.
      'fsync = off',
    ].join('\n') + '\n',
  );
  await pgCtl('start');
  // A worker that exits without destroy() must not leave a server running (tests call destroy() in afterAll first).
  let destroyed = false;
  const stopOnExit = () => {
    if (destroyed) return;
    try {
      execFileSync(...command('pg_ctl', ['-D', data, 'stop', '-m', 'immediate']), { stdio: 'ignore' });
    } catch {
      /* already stopped */
    }
    rmSync(root, { recursive: true, force: true });
  };
  process.once('exit', stopOnExit);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start: async () => void (await pgCtl('start')),
    stop: async () => void (await pgCtl('stop', '-m', 'fast')),
    restart: async () => void (await pgCtl('restart', '-m', 'fast')),
    async destroy() {
      destroyed = true;
      process.removeListener('exit', stopOnExit);
      await pgCtl('stop', '-m', 'immediate').catch(() => undefined);
      rmSync(root, { recursive: true, force: true });
    },
  };
}
