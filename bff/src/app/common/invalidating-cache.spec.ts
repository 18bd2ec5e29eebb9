import { beforeEach, describe, expect, it } from 'vitest';
import { InvalidatingCache } from './invalidating-cache';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (err: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

describe('InvalidatingCache', () => {
  let now: number;
  let cache: InvalidatingCache<string>;
  let loads: number;
  let source: Record<string, string | undefined>;
  const load = (key: string) => () => {
    loads++;
    return Promise.resolve(source[key]);
  };

  beforeEach(() => {
    now = 0;
    loads = 0;
    source = { a: 'a1', b: 'b1', c: 'c1' };
    cache = new InvalidatingCache<string>({ maxEntries: 2, ttlMs: 1_000, changeGraceMs: 5_000, now: () => now });
    cache.setActive(true);
  });

  it('serves a value from memory after the first read', async () => {
    expect(await cache.get('a', load('a'))).toBe('a1');
    source.a = 'a2';
    expect(await cache.get('a', load('a'))).toBe('a1');
    expect(loads).toBe(1);
  });

  it('reads everything from the source while inactive, and forgets what it had', async () => {
    await cache.get('a', load('a'));
    cache.setActive(false);
    source.a = 'a2';
    expect(await cache.get('a', load('a'))).toBe('a2');
    expect(await cache.get('a', load('a'))).toBe('a2');
    expect(loads).toBe(3);
    expect(cache.size).toBe(0);
    cache.setActive(true);
    expect(await cache.get('a', load('a'))).toBe('a2');
  });

  it('does not remember a missing value', async () => {
    expect(await cache.get('x', load('x'))).toBeUndefined();
    source.x = 'x1';
    expect(await cache.get('x', load('x'))).toBe('x1');
  });

  it('reloads after the time to live', async () => {
    await cache.get('a', load('a'));
    source.a = 'a2';
    now = 999;
    expect(await cache.get('a', load('a'))).toBe('a1');
    now = 1_000;
    expect(await cache.get('a', load('a'))).toBe('a2');
  });

  it('drops the least recently used entry beyond its size', async () => {
    await cache.get('a', load('a'));
    await cache.get('b', load('b'));
    await cache.get('a', load('a')); // a is now more recent than b
    await cache.get('c', load('c'));
    expect(cache.size).toBe(2);
    loads = 0;
    await cache.get('a', load('a'));
    await cache.get('c', load('c'));
    expect(loads).toBe(0);
    await cache.get('b', load('b'));
    expect(loads).toBe(1);
  });

  it('drops a key when it changed', async () => {
    await cache.get('a', load('a'));
    source.a = 'a2';
    cache.changed('a');
    expect(await cache.get('a', load('a'))).toBe('a2');
  });

  it('drops every key when everything changed, and never stores a read started before', async () => {
    await cache.get('a', load('a'));
    await cache.get('b', load('b'));
    const slow = deferred<string>();
    cache.changed('c');
    const reading = cache.get('c', () => slow.promise);
    source.a = 'a2';
    source.b = 'b2';
    cache.changedAll();
    slow.resolve('c-old');
    await reading;
    expect([await cache.get('a', load('a')), await cache.get('b', load('b')), await cache.get('c', load('c'))]).toEqual(['a2', 'b2', 'c1']);
    expect(loads).toBe(5);
  });

  it('never stores a value read before an invalidation', async () => {
    const slow = deferred<string>();
    const reading = cache.get('a', () => slow.promise);
    cache.changed('a'); // the notification arrives while the old row is on its way
    slow.resolve('a-old');
    expect(await reading).toBe('a-old');
    expect(await cache.get('a', load('a'))).toBe('a1');
    expect(loads).toBe(1);
  });

  it('never stores a value read before it became active again (reconnected)', async () => {
    const slow = deferred<string>();
    const reading = cache.get('a', () => slow.promise);
    cache.setActive(false);
    cache.setActive(true);
    slow.resolve('a-old');
    await reading;
    expect(await cache.get('a', load('a'))).toBe('a1');
  });

  it('shares one read between simultaneous misses of a key', async () => {
    const slow = deferred<string>();
    let slowLoads = 0;
    const reader = () => {
      slowLoads++;
      return slow.promise;
    };
    const reads = [cache.get('a', reader), cache.get('a', reader), cache.get('a', reader)];
    slow.resolve('a1');
    expect(await Promise.all(reads)).toEqual(['a1', 'a1', 'a1']);
    expect(slowLoads).toBe(1);
  });

  it('does not share a read started before an invalidation', async () => {
    const slow = deferred<string>();
    const first = cache.get('a', () => slow.promise);
    cache.changed('a');
    expect(await cache.get('a', load('a'))).toBe('a1');
    slow.resolve('a-old');
    expect(await first).toBe('a-old');
  });

  it('reads a key being changed from the source until its change is notified', async () => {
    await cache.get('a', load('a'));
    cache.changing('a');
    source.a = 'a2'; // the write, not yet committed or committed: either way read the source
    expect(await cache.get('a', load('a'))).toBe('a2');
    expect(await cache.get('a', load('a'))).toBe('a2');
    expect(loads).toBe(3);
    cache.changed('a');
    await cache.get('a', load('a'));
    await cache.get('a', load('a'));
    expect(loads).toBe(4);
  });

  it('caches a key again after the grace period when its change never came (rolled back)', async () => {
    cache.changing('a');
    await cache.get('a', load('a'));
    now = 5_000;
    await cache.get('a', load('a'));
    await cache.get('a', load('a'));
    expect(loads).toBe(2);
  });

  it('passes a failed read on and does not remember it', async () => {
    await expect(cache.get('a', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.get('a', load('a'))).toBe('a1');
  });
});
