// Entry of a heavy-job worker started from the TypeScript sources: registers the .ts hooks, then loads the real
// entry (workerData.tsEntry). See ts-worker-hooks.mjs; the production bundle starts dist/bff/heavy-worker.js directly.
import { register } from 'node:module';
import { workerData } from 'node:worker_threads';

register(new URL('./ts-worker-hooks.mjs', import.meta.url));
await import(workerData.tsEntry);
