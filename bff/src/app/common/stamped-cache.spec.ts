import { describe, expect, it } from 'vitest';
import { StampedCache } from './stamped-cache';

const cache = (maxEntries = 10, maxWeight = 100) => new StampedCache<string>({ maxEntries, maxWeight, weight: (v) => v.length });

/** A load that counts its calls and resolves when told. */
function cargas() {
  const llamadas: string[] = [];
  const pendientes: ((v: string) => void)[] = [];
  return {
    llamadas,
    inmediata: (v: string) => () => {
      llamadas.push(v);
      return Promise.resolve(v);
    },
    diferida: (v: string) => () => {
      llamadas.push(v);
      return new Promise<string>((resolve) => pendientes.push(() => resolve(v)));
    },
    resolverTodas: () => pendientes.splice(0).forEach((r) => r('')),
  };
}

describe('StampedCache', () => {
  it('serves a value only at the stamp it was loaded at', async () => {
    const c = cache();
    const l = cargas();
    expect(await c.get('k', 's1', l.inmediata('a'))).toBe('a');
    expect(await c.get('k', 's1', l.inmediata('b'))).toBe('a');
    expect(await c.get('k', 's2', l.inmediata('c'))).toBe('c');
    // The older stamp's value is gone: a reader still at s1 (its read began before the change) loads again.
    expect(await c.get('k', 's1', l.inmediata('d'))).toBe('d');
    expect(l.llamadas).toEqual(['a', 'c', 'd']);
  });

  it('concurrent misses of one key and stamp share one load; another stamp loads on its own', async () => {
    const c = cache();
    const l = cargas();
    const a = c.get('k', 's1', l.diferida('a'));
    const b = c.get('k', 's1', l.diferida('b'));
    const otro = c.get('k', 's2', l.diferida('x'));
    l.resolverTodas();
    expect(await Promise.all([a, b, otro])).toEqual(['a', 'a', 'x']);
    expect(l.llamadas).toEqual(['a', 'x']);
  });

  it('a failed load is not kept and the next asks again', async () => {
    const c = cache();
    await expect(c.get('k', 's1', () => Promise.reject(new Error('caída')))).rejects.toThrow('caída');
    expect(c.size).toBe(0);
    expect(await c.get('k', 's1', () => Promise.resolve('v'))).toBe('v');
  });

  it('drops the least recently used beyond its entries or its weight, and keeps no value heavier than the whole', async () => {
    const c = cache(2, 10);
    await c.get('a', 's', () => Promise.resolve('aaaa'));
    await c.get('b', 's', () => Promise.resolve('bbbb'));
    await c.get('a', 's', () => Promise.reject(new Error('a is kept')));
    await c.get('c', 's', () => Promise.resolve('cc'));
    // 'b' was the least recently used.
    expect(await c.get('b', 's', () => Promise.resolve('B'))).toBe('B');
    expect(c.size).toBe(2);
    expect(c.weight).toBe(3);
    // Over the weight: the oldest go until it fits.
    await c.get('d', 's', () => Promise.resolve('dddddddd'));
    expect(c.size).toBe(2);
    expect(c.weight).toBe(9);
    await c.get('e', 's', () => Promise.resolve('e'.repeat(11)));
    expect(c.size).toBe(2);
    expect(await c.get('e', 's', () => Promise.resolve('again'))).toBe('again');
  });
});
