import { randomBytes } from 'node:crypto';
import { closeSync, fsyncSync, linkSync, mkdirSync, openSync, readFileSync, renameSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

export const LOCK_FILE = 'portal.lock';

/** What a lock file records about the process holding it. */
export interface LockOwner {
  pid: number;
  /** Start time of the process in clock ticks since boot (/proc/<pid>/stat field 22); null off Linux. */
  startTime: string | null;
  bootId: string | null;
  hostname: string;
  since: string;
  /** Random: tells two lock files apart even if pid, start time and inode repeat. */
  token: string;
}

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly owner: LockOwner,
  ) {
    super(
      `DATA_DIR ya está en uso por otro proceso del portal (pid ${owner.pid}) / ` +
        `DATA_DIR is already in use by another portal process (pid ${owner.pid}): ${dataDir}`,
    );
  }
}

export interface DataDirLock {
  readonly file: string;
  /** The owner of the abandoned lock this one replaced (its process had died), if any. */
  readonly tookOverFrom?: LockOwner;
  /** Removes the lock file if it is still ours; safe to call more than once (also from an 'exit' handler). */
  release(): void;
}

/** Lock files held by this process: a lock naming our own pid is only live if we took it. */
const heldHere = new Set<string>();

/**
 * Exclusive lock on a data directory, held for the life of the process (PGlite's files, uploads and
 * the generated JWT secret must never be opened by two processes: PGlite lets a second one open the
 * cluster and both then corrupt it). Linux without native addons, so no flock(): the lock is a file
 * created atomically with link() holding pid + process start time + boot id. A lock is abandoned when
 * its process is gone: pid not alive, pid alive but started at another time (reused), or another boot.
 * A crash (kill -9) therefore never blocks the next start, and a live process is never taken over.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, LOCK_FILE);
  if (heldHere.has(file)) throw new DataDirLockedError(dataDir, readLock(file)?.owner ?? describeSelf(''));
  const me = describeSelf(randomBytes(12).toString('hex'));
  const content = JSON.stringify(me) + '\n';
  // Written and flushed under a private name first: the lock file appears (link) complete or not at all.
  const draft = `${file}.${process.pid}.${me.token}.tmp`;
  writeDurably(draft, content);
  try {
    let tookOverFrom: LockOwner | undefined;
    for (let attempt = 0; attempt < 20; attempt++) {
      try {
        linkSync(draft, file);
        heldHere.add(file);
        return lockHandle(file, content, tookOverFrom);
      } catch (err) {
        if (errno(err) !== 'EEXIST') throw err;
      }
      const current = readLock(file);
      if (!current) continue; // released in the meantime
      if (current.owner && isLive(current.owner)) throw new DataDirLockedError(dataDir, current.owner);
      if (removeIfUnchanged(file, current.raw)) tookOverFrom = current.owner ?? undefined;
    }
    throw new Error(`No se pudo tomar el bloqueo de DATA_DIR (otros procesos compiten por él) / Could not lock DATA_DIR (contended): ${dataDir}`);
  } finally {
    unlinkQuietly(draft);
  }
}

function lockHandle(file: string, content: string, tookOverFrom: LockOwner | undefined): DataDirLock {
  let released = false;
  return {
    file,
    tookOverFrom,
    release() {
      if (released) return;
      released = true;
      heldHere.delete(file);
      try {
        // Only our own lock: never delete one that is not ours (it cannot be while we live, but be strict).
        if (readLock(file)?.raw === content) unlinkQuietly(file);
      } catch {
        // Also runs from an 'exit' handler: a lock left behind names a dead process, so the next start takes it over.
      }
    },
  };
}

/** Whether the recorded process is still the one that took the lock. */
export function isLive(owner: LockOwner): boolean {
  if (!Number.isSafeInteger(owner.pid) || owner.pid <= 0) return false;
  const bootId = currentBootId();
  if (owner.bootId && bootId && owner.bootId !== bootId) return false;
  // Our own pid but not taken by us: a previous incarnation with the same pid (containers restart as pid 1).
  if (owner.pid === process.pid) return false;
  if (!pidAlive(owner.pid)) return false;
  const startTime = processStartTime(owner.pid);
  return !(owner.startTime && startTime && owner.startTime !== startTime);
}

/**
 * Compare-and-delete of an abandoned lock: move it aside (atomic), then check that what was moved is
 * the very file judged abandoned. If another starter replaced it meanwhile, that live lock is put back.
 */
function removeIfUnchanged(file: string, judged: string): boolean {
  const aside = `${file}.stale-${process.pid}-${randomBytes(6).toString('hex')}`;
  try {
    renameSync(file, aside);
  } catch (err) {
    if (errno(err) === 'ENOENT') return false;
    throw err;
  }
  try {
    if (readFileSync(aside, 'utf8') === judged) return true;
    try {
      linkSync(aside, file);
    } catch (err) {
      if (errno(err) !== 'EEXIST') throw err;
      throw new Error(`Varios procesos del portal arrancaron a la vez sobre DATA_DIR / Several portal processes started at once on DATA_DIR: ${file}`);
    }
    return false;
  } finally {
    unlinkQuietly(aside);
  }
}

function readLock(file: string): { raw: string; owner: LockOwner | null } | null {
  let raw: string;
  try {
    raw = readFileSync(file, 'utf8');
  } catch (err) {
    if (errno(err) === 'ENOENT') return null;
    throw err;
  }
  // Unreadable content (e.g. a file emptied by a power loss) names no live process: abandoned.
  return { raw, owner: parseOwner(raw) };
}

function parseOwner(raw: string): LockOwner | null {
  try {
    const o = JSON.parse(raw) as Partial<LockOwner>;
    if (typeof o.pid !== 'number' || typeof o.token !== 'string') return null;
    return {
      pid: o.pid,
      startTime: typeof o.startTime === 'string' ? o.startTime : null,
      bootId: typeof o.bootId === 'string' ? o.bootId : null,
      hostname: String(o.hostname ?? ''),
      since: String(o.since ?? ''),
      token: o.token,
    };
  } catch {
    return null;
  }
}

function describeSelf(token: string): LockOwner {
  return {
    pid: process.pid,
    startTime: processStartTime(process.pid),
    bootId: currentBootId(),
    hostname: hostname(),
    since: new Date().toISOString(),
    token,
  };
}

/** process.kill(pid, 0) checks existence without signalling; EPERM means it exists (another user's). */
function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return errno(err) === 'EPERM';
  }
}

/** Field 22 of /proc/<pid>/stat. The command name (field 2) may hold spaces and ')', so split after the last ')'. */
export function processStartTime(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[19] ?? null;
  } catch {
    return null;
  }
}

function currentBootId(): string | null {
  try {
    return readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim() || null;
  } catch {
    return null;
  }
}

function writeDurably(path: string, content: string) {
  const fd = openSync(path, 'wx', 0o644);
  try {
    writeSync(fd, content);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

function unlinkQuietly(path: string) {
  try {
    unlinkSync(path);
  } catch (err) {
    if (errno(err) !== 'ENOENT') throw err;
  }
}

const errno = (err: unknown) => (err as NodeJS.ErrnoException | null)?.code;
