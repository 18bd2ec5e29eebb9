import { once } from 'node:events';
import { afterEach, describe, expect, it } from 'vitest';
import { MSG } from '@portal/shared/domain';
import { RetryAfterException } from '../http-errors';
import { HeavyJobOutOfMemoryError, HeavyJobPool, type HeavyJobInfo, type HeavyJobPoolOptions } from './heavy-job-pool';

const ENTRY = new URL('../../../../test/heavy-test-worker.ts', import.meta.url);

describe('HeavyJobPool', () => {
  let pool: HeavyJobPool | undefined;
  const nuevo = (opciones: Partial<HeavyJobPoolOptions> = {}) => {
    pool = new HeavyJobPool({ maxJobs: 1, queueMax: 8, workerMemoryMb: 64, entry: ENTRY, ...opciones });
    const eventos: string[] = [];
    pool.on('start', (j: HeavyJobInfo) => eventos.push(`start ${j.task}`));
    pool.on('end', (j: HeavyJobInfo, ok: boolean) => eventos.push(`end ${j.task} ${ok ? 'ok' : 'error'}`));
    return { pool, eventos };
  };
  afterEach(async () => {
    await pool?.close();
    pool = undefined;
  });

  it('runs a task in a worker and gives its value back (Map, Set, Date and bytes survive)', async () => {
    const { pool } = nuevo();
    const valor = { m: new Map([['a', new Set([1, 2])]]), d: new Date('2020-01-02T03:04:05Z'), b: new Uint8Array([1, 2, 3]) };
    expect(await pool.run('eco', valor)).toEqual(valor);
  });

  it('with one job at a time, a second job starts only after the first ended; beyond the queue a 503 with Retry-After', async () => {
    const { pool, eventos } = nuevo({ maxJobs: 1, queueMax: 1 });
    const senal = new Int32Array(new SharedArrayBuffer(4));
    const primero = pool.run('esperar', { senal });
    expect(eventos).toEqual(['start esperar']);
    const segundo = pool.run('eco', 'segundo');
    expect([pool.running, pool.queued]).toEqual([1, 1]);

    const lleno = await pool.run('eco', 'tercero').catch((e: unknown) => e);
    expect(lleno).toBeInstanceOf(RetryAfterException);
    expect((lleno as RetryAfterException).getStatus()).toBe(503);
    expect((lleno as RetryAfterException).getResponse()).toEqual({ msg: MSG.servidorOcupado });
    expect((lleno as RetryAfterException).retryAfterSeconds).toBeGreaterThan(0);
    expect(() => pool.stream('flujo', { trozos: 1, tamano: 1 })).toThrow(RetryAfterException);

    Atomics.store(senal, 0, 1);
    Atomics.notify(senal, 0);
    expect(await Promise.all([primero, segundo])).toEqual(['liberado', 'segundo']);
    expect(eventos).toEqual(['start esperar', 'end esperar ok', 'start eco', 'end eco ok']);
  });

  it('runs up to maxJobs at once', async () => {
    const { pool } = nuevo({ maxJobs: 2 });
    const senal = new Int32Array(new SharedArrayBuffer(4));
    const trabajos = [pool.run('esperar', { senal }), pool.run('esperar', { senal }), pool.run('eco', 3)];
    expect([pool.running, pool.queued]).toEqual([2, 1]);
    Atomics.store(senal, 0, 1);
    Atomics.notify(senal, 0);
    expect(await Promise.all(trabajos)).toEqual(['liberado', 'liberado', 3]);
  });

  it('a refusal is its 4xx { msg }; an error is an error; the worker goes on serving', async () => {
    const { pool } = nuevo();
    const rechazo = await pool.run('rechazar', null).catch((e: unknown) => e);
    expect(rechazo).toMatchObject({ status: 413, response: { msg: 'Demasiado grande' } });
    await expect(pool.run('fallar', null)).rejects.toThrow('roto');
    expect(await pool.run('eco', 'sigue')).toBe('sigue');
  });

  it('a job beyond the worker heap ends its worker, not the process: out-of-memory error, the next job runs', async () => {
    const { pool, eventos } = nuevo({ workerMemoryMb: 32 });
    await expect(pool.run('memoria', null)).rejects.toBeInstanceOf(HeavyJobOutOfMemoryError);
    expect(await pool.run('eco', 'despues')).toBe('despues');
    expect(eventos).toEqual(['start memoria', 'end memoria error', 'start eco', 'end eco ok']);
  });

  it("streams a task's bytes in order, whole, and a stream the reader drops ends its job", async () => {
    const { pool, eventos } = nuevo();
    const partes: Buffer[] = [];
    for await (const c of pool.stream('flujo', { trozos: 40, tamano: 300_000 })) partes.push(c as Buffer);
    const todo = Buffer.concat(partes);
    expect(todo.length).toBe(40 * 300_000);
    for (let i = 0; i < 40; i++) expect(todo[i * 300_000 + 299_999]).toBe(i % 256);

    const cortado = pool.stream('flujo', { trozos: 1000, tamano: 300_000 });
    await once(cortado, 'readable');
    const fin = once(pool, 'end');
    cortado.destroy();
    expect((await fin)[1]).toBe(false);
    expect(await pool.run('eco', 'otra')).toBe('otra');
    expect(eventos.slice(-4)).toEqual(['start flujo', 'end flujo error', 'start eco', 'end eco ok']);
  });
});
