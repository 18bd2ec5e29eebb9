import { spawn } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { supervise } from './supervise.mjs';

/** A child process as the supervisor sees it: it can be told to die, and the test decides how it ends. */
class FakeChild extends EventEmitter {
  killedWith: string[] = [];
  kill(signal: string) {
    this.killedWith.push(signal);
    return true;
  }
  end(code: number | null, signal: string | null = null) {
    this.emit('exit', code, signal);
  }
}

const policy = { firstDelayMs: 1_000, maxDelayMs: 8_000, stableAfterMs: 60_000, maxRapidFailures: 4 };

function harness() {
  const children: FakeChild[] = [];
  const exits: { code?: number; signal?: string }[] = [];
  const signals = new EventEmitter();
  supervise({
    start: () => {
      const c = new FakeChild();
      children.push(c);
      return c as never;
    },
    exit: (outcome: { code?: number; signal?: string }) => exits.push(outcome),
    log: () => undefined,
    policy,
    signals,
    now: () => Date.now(),
  });
  return { children, exits, signals, current: () => children[children.length - 1] };
}

describe('supervise (npm start keeps the server running)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts the server again after a crash or an out-of-memory kill, once the delay has passed', () => {
    const h = harness();
    h.current().end(1);
    vi.advanceTimersByTime(999);
    expect(h.children).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(h.children).toHaveLength(2);

    vi.advanceTimersByTime(policy.stableAfterMs);
    h.current().end(null, 'SIGKILL');
    vi.advanceTimersByTime(1_000);
    expect(h.children).toHaveLength(3);
    expect(h.exits).toEqual([]);
  });

  it.each([
    [0, null, { code: 0 }],
    [null, 'SIGINT', { signal: 'SIGINT' }],
    [null, 'SIGTERM', { signal: 'SIGTERM' }],
    [null, 'SIGHUP', { signal: 'SIGHUP' }],
  ])('does not restart a server that ended normally or was stopped (code %s, signal %s)', (code, signal, outcome) => {
    const h = harness();
    h.current().end(code, signal);
    vi.advanceTimersByTime(policy.maxDelayMs * 10);
    expect(h.children).toHaveLength(1);
    expect(h.exits).toEqual([outcome]);
  });

  it('waits longer after each failure soon after starting, and gives up after several in a row', () => {
    const h = harness();
    const delays: number[] = [];
    for (let i = 0; i < policy.maxRapidFailures - 1; i++) {
      const before = h.children.length;
      h.current().end(1);
      let waited = 0;
      while (h.children.length === before) {
        vi.advanceTimersByTime(250);
        waited += 250;
      }
      delays.push(waited);
    }
    expect(delays).toEqual([1_000, 2_000, 4_000]);
    h.current().end(7);
    vi.advanceTimersByTime(policy.maxDelayMs * 10);
    expect(h.children).toHaveLength(policy.maxRapidFailures);
    expect(h.exits).toEqual([{ code: 7 }]);
  });

  it('starts counting again after a server that ran for a while', () => {
    const h = harness();
    for (let i = 0; i < policy.maxRapidFailures - 1; i++) {
      h.current().end(1);
      vi.advanceTimersByTime(policy.maxDelayMs);
    }
    vi.advanceTimersByTime(policy.stableAfterMs);
    h.current().end(1);
    vi.advanceTimersByTime(1_000);
    expect(h.children).toHaveLength(policy.maxRapidFailures + 1);
    expect(h.exits).toEqual([]);
  });

  it('passes Ctrl-C / SIGTERM to the server and ends as it did, even if it then exits with an error', () => {
    const h = harness();
    h.signals.emit('SIGINT', 'SIGINT');
    h.signals.emit('SIGINT', 'SIGINT');
    expect(h.current().killedWith).toEqual(['SIGINT']);
    h.current().end(1);
    vi.advanceTimersByTime(policy.maxDelayMs * 10);
    expect(h.children).toHaveLength(1);
    expect(h.exits).toEqual([{ code: 1 }]);
  });

  it('stops at once when told to while waiting to restart', () => {
    const h = harness();
    h.current().end(null, 'SIGSEGV');
    h.signals.emit('SIGTERM', 'SIGTERM');
    vi.advanceTimersByTime(policy.maxDelayMs * 10);
    expect(h.children).toHaveLength(1);
    expect(h.exits).toEqual([{ signal: 'SIGTERM' }]);
  });
});

describe('supervise with a real child process', () => {
  it('restarts a server killed by SIGKILL and ends when it exits normally', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-supervise-'));
    // First run: dies by SIGKILL (what the out-of-memory killer sends); second run: leaves a mark and exits 0.
    const script = `const fs = require('node:fs'); const f = ${JSON.stringify(join(dir, 'ran'))};
      if (!fs.existsSync(f)) { fs.writeFileSync(f, ''); process.kill(process.pid, 'SIGKILL'); } else process.exit(0);`;
    let starts = 0;
    const outcome = await new Promise((resolve) =>
      supervise({
        start: () => {
          starts++;
          return spawn(process.execPath, ['-e', script], { stdio: 'ignore' });
        },
        exit: resolve,
        log: () => undefined,
        policy: { firstDelayMs: 10 },
        signals: new EventEmitter(),
      }),
    );
    rmSync(dir, { recursive: true, force: true });
    expect(starts).toBe(2);
    expect(outcome).toEqual({ code: 0 });
  });
});
