import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError, LOCK_FILE, processStartTime, type DataDirLock, type LockOwner } from './data-dir-lock';

const bootId = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();

function owner(patch: Partial<LockOwner>): LockOwner {
  return { pid: 1, startTime: null, bootId, hostname: 'test', since: new Date().toISOString(), token: 'other', ...patch };
}

/** A process that stays alive until killed. */
async function liveProcess(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  await new Promise((resolve) => child.once('spawn', resolve));
  return child;
}

async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' });
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid!;
}

describe('DATA_DIR lock', () => {
  let dir: string;
  const locks: DataDirLock[] = [];
  const children: ChildProcess[] = [];
  const lockFile = () => join(dir, LOCK_FILE);
  const writeLock = (o: LockOwner | string) => writeFileSync(lockFile(), typeof o === 'string' ? o : JSON.stringify(o));
  const acquire = () => {
    const lock = acquireDataDirLock(dir);
    locks.push(lock);
    return lock;
  };

  beforeEach(() => {
    dir = join(mkdtempSync(join(tmpdir(), 'portal-lock-')), 'data');
    mkdirSync(dir);
  });
  afterEach(() => {
    locks.splice(0).forEach((l) => l.release());
    rmSync(join(dir, '..'), { recursive: true, force: true });
  });
  afterAll(() => children.forEach((c) => c.kill('SIGKILL')));

  it('is taken once, names this process, and frees the directory on release', () => {
    rmSync(dir, { recursive: true });
    const lock = acquire(); // creates DATA_DIR like the first start does
    const recorded = JSON.parse(readFileSync(lockFile(), 'utf8')) as LockOwner;
    expect(recorded).toMatchObject({ pid: process.pid, startTime: processStartTime(process.pid), bootId });
    expect(lock.tookOverFrom).toBeUndefined();
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    lock.release();
    lock.release();
    expect(existsSync(lockFile())).toBe(false);
    acquire();
    expect(readdirSync(dir)).toEqual([LOCK_FILE]);
  });

  it('refuses a directory locked by a live process and leaves its lock alone', async () => {
    const other = await liveProcess();
    children.push(other);
    const held = owner({ pid: other.pid!, startTime: processStartTime(other.pid!) });
    writeLock(held);
    let error: unknown;
    try {
      acquire();
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(DataDirLockedError);
    expect((error as Error).message).toBe(
      `DATA_DIR ya está en uso por otro proceso del portal (pid ${other.pid}) / DATA_DIR is already in use by another portal process (pid ${other.pid}): ${dir}`,
    );
    expect(JSON.parse(readFileSync(lockFile(), 'utf8'))).toEqual(held);
    expect(readdirSync(dir)).toEqual([LOCK_FILE]);
  });

  it('takes over the lock of a process that died (kill -9 leaves it behind)', async () => {
    const pid = await deadPid();
    writeLock(owner({ pid, startTime: '12345' }));
    const lock = acquire();
    expect(lock.tookOverFrom?.pid).toBe(pid);
    expect(JSON.parse(readFileSync(lockFile(), 'utf8')).pid).toBe(process.pid);
    expect(readdirSync(dir)).toEqual([LOCK_FILE]);
  });

  it('takes over a lock whose pid now belongs to another process (pid reused)', async () => {
    const other = await liveProcess();
    children.push(other);
    writeLock(owner({ pid: other.pid!, startTime: String(Number(processStartTime(other.pid!)) - 1) }));
    expect(acquire().tookOverFrom?.pid).toBe(other.pid);
  });

  it('takes over a lock written before the machine rebooted', async () => {
    const other = await liveProcess();
    children.push(other);
    writeLock(owner({ pid: other.pid!, startTime: processStartTime(other.pid!), bootId: 'another-boot' }));
    expect(acquire().tookOverFrom?.pid).toBe(other.pid);
  });

  it('takes over a lock naming this very pid that this process did not take (a restarted container)', () => {
    writeLock(owner({ pid: process.pid, startTime: processStartTime(process.pid) }));
    expect(acquire().tookOverFrom?.pid).toBe(process.pid);
  });

  it.each([
    ['empty', ''],
    ['not JSON', 'garbage'],
    ['without pid', JSON.stringify({ token: 'x' })],
    ['with a non-positive pid', JSON.stringify(owner({ pid: 0 }))],
  ])('takes over a lock file that is %s', (_name, content) => {
    writeLock(content);
    acquire();
    expect(JSON.parse(readFileSync(lockFile(), 'utf8')).pid).toBe(process.pid);
  });

  it('never deletes a lock file that is not its own on release', () => {
    const lock = acquire();
    writeLock(owner({ pid: 1 }));
    lock.release();
    expect(JSON.parse(readFileSync(lockFile(), 'utf8')).token).toBe('other');
  });
});
