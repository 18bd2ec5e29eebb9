import { Logger } from '@nestjs/common';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PeriodicJob } from './periodic-job';

const silencio = () => {
  const logger = new Logger('prueba');
  vi.spyOn(logger, 'error').mockImplementation(() => undefined);
  return logger;
};

describe('PeriodicJob', () => {
  afterEach(() => vi.useRealTimers());

  it('runs queued tasks one after another, never overlapping, each result to its caller', async () => {
    const job = new PeriodicJob(silencio());
    const orden: string[] = [];
    let soltar!: () => void;
    const primera = job.enqueue(() => new Promise<string>((r) => (soltar = () => r('a'))).then((v) => (orden.push('a'), v)));
    const segunda = job.enqueue(async () => (orden.push('b'), 'b'));
    await Promise.resolve();
    expect(orden).toEqual([]);
    soltar();
    expect(await Promise.all([primera, segunda])).toEqual(['a', 'b']);
    expect(orden).toEqual(['a', 'b']);
  });

  it('a failed task rejects for its caller and the next one still runs', async () => {
    const job = new PeriodicJob(silencio());
    await expect(job.enqueue(() => Promise.reject(new Error('caída')))).rejects.toThrow('caída');
    await expect(job.enqueue(async () => 'sigue')).resolves.toBe('sigue');
  });

  it('ticks every interval and once after the first delay, logging a failure instead of stopping', async () => {
    vi.useFakeTimers();
    const logger = silencio();
    const job = new PeriodicJob(logger);
    const task = vi.fn().mockRejectedValueOnce(new Error('sin base')).mockResolvedValue(undefined);
    job.start(60_000, task, { firstAfterMs: 1_000 });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(task).toHaveBeenCalledTimes(1);
    expect(logger.error).toHaveBeenCalledWith('Error: sin base');
    await vi.advanceTimersByTimeAsync(120_000);
    expect(task).toHaveBeenCalledTimes(3);
    await job.stop();
    await vi.advanceTimersByTimeAsync(600_000);
    expect(task).toHaveBeenCalledTimes(3);
  });

  it('an interval of 0 never runs; stop waits for the running task and then says closing', async () => {
    vi.useFakeTimers();
    const job = new PeriodicJob(silencio());
    const task = vi.fn().mockResolvedValue(undefined);
    job.start(0, task, { firstAfterMs: 10 });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(task).not.toHaveBeenCalled();
    let terminada = false;
    void job.enqueue(() => new Promise<void>((r) => setTimeout(() => ((terminada = true), r()), 500)));
    const parada = job.stop();
    expect(job.closing).toBe(true);
    await vi.advanceTimersByTimeAsync(500);
    await parada;
    expect(terminada).toBe(true);
  });
});
