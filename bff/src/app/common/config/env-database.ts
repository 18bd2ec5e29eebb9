import { z } from 'zod';

/** Env of the data store: where it lives and how connections to it are shared. */
export const databaseEnv = {
  DATA_DIR: z.string().min(1).optional(),
  DATABASE_URL: z.string().min(1).optional(),
  DB_POOL_MAX: z.coerce.number().int().min(1).max(1000).default(10),
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
  ALL_CARDS_MAX_STREAMS: z.coerce.number().int().min(1).max(1000).optional(),
  ALL_CARDS_MAX_QUEUED: z.coerce.number().int().min(0).max(10_000).default(20),
};
