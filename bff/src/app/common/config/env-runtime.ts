import { z } from 'zod';
import { SSE_HEARTBEAT_MS } from '@portal/shared/domain';
import { flag } from './env-fields';

/** Env of the process: mode, seed, static files, caches, live events and heavy jobs. */
export const runtimeEnv = {
  NODE_ENV: z.string().default('development'),
  SEED: flag,
  STATIC_DIR: z.string().min(1).optional(),
  DASHBOARD_CACHE: flag,
  TARJETAS_CACHE: flag,
  SSE_HEARTBEAT_MS: z.coerce.number().int().min(10).max(600_000).default(SSE_HEARTBEAT_MS),
  SSE_STREAM_MAX_MS: z.coerce
    .number()
    .int()
    .min(10)
    .max(24 * 3_600_000)
    .default(30 * 60_000),
  HEAVY_JOBS_MAX: z.coerce.number().int().min(1).max(256).optional(),
  HEAVY_QUEUE_MAX: z.coerce.number().int().min(0).max(10_000).default(32),
  HEAVY_WORKER_MEMORY_MB: z.coerce
    .number()
    .int()
    .min(16)
    .max(64 * 1024)
    .default(512),
  IMPORT_MAX_FILAS: z.coerce.number().int().min(1).max(10_000_000).default(200_000),
};

export interface HeavyJobsConfig {
  /** Jobs running at once in this instance (HEAVY_JOBS_MAX, default: one core left for the event loop). */
  maxJobs: number;
  /** Jobs waiting beyond those (HEAVY_QUEUE_MAX); one more is answered 503 with Retry-After. */
  queueMax: number;
  /** Heap of each worker (HEAVY_WORKER_MEMORY_MB): a job that needs more ends its worker, not the portal. */
  workerMemoryMb: number;
}

export interface EventsLimits {
  /** A `ping` on every open stream this often (SSE_HEARTBEAT_MS): proxies keep it, clients notice a dead one. */
  heartbeatMs: number;
  /**
   * A stream is closed (without `fin`: the client reconnects with a new ticket) after this long (SSE_STREAM_MAX_MS):
   * its access is checked again and streams spread over the instances after a scale-out.
   */
  streamMaxMs: number;
}
