// A heavy-job worker with tasks for the pool's own tests (heavy-job-pool.spec.ts).
import { Readable } from 'node:stream';
import { HeavyRefusal } from '../src/app/common/heavy/heavy-protocol';
import { serveHeavyTasks } from '../src/app/common/heavy/heavy-worker-runtime';

serveHeavyTasks({
  eco: (x: unknown) => x,
  /** Holds its worker until the test stores a non-zero value at index 0 of the shared array. */
  esperar: ({ senal }: { senal: Int32Array }) => {
    Atomics.wait(senal, 0, 0);
    return 'liberado';
  },
  rechazar: () => {
    throw new HeavyRefusal(413, 'Demasiado grande');
  },
  fallar: () => {
    throw new Error('roto');
  },
  /** Fills the heap until the worker's resourceLimits end it. */
  memoria: () => {
    const retenido: number[][] = [];
    for (;;) retenido.push(Array.from({ length: 100_000 }, (_, i) => i + retenido.length));
  },
  /** `trozos` chunks of `tamano` bytes, chunk i filled with i % 256. */
  flujo: ({ trozos, tamano }: { trozos: number; tamano: number }) =>
    Readable.from(
      (function* () {
        for (let i = 0; i < trozos; i++) yield Buffer.alloc(tamano, i % 256);
      })(),
    ),
});
