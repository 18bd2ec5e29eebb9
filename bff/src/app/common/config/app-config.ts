import { resolve } from 'node:path';
import { z } from 'zod';
import { REMOTE_NAMES, type RemoteName } from '@portal/shared/domain';

/** Env flags: 'true'/'1'/'on' vs 'false'/'0'/'off'. (z.coerce.boolean() would read "false" as true.) */
const flag = z
  .enum(['true', 'false', '1', '0', 'on', 'off', 'yes', 'no'])
  .transform((v) => ['true', '1', 'on', 'yes'].includes(v))
  .optional();

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  NODE_ENV: z.string().default('development'),
  DATA_DIR: z.string().min(1).optional(),
  DATABASE_URL: z.string().min(1).optional(),
  JWT_SECRET: z.string().min(16, 'JWT_SECRET must be at least 16 characters').optional(),
  JWT_EXPIRES_IN: z.string().regex(/^\d+[smhd]?$/, 'JWT_EXPIRES_IN must look like 3600, 30m, 12h or 7d').default('12h'),
  DEMO_LOGIN: flag,
  SEED: flag,
  STATIC_DIR: z.string().min(1).optional(),
  CLOUDINARY_URL: z.string().optional(),
  PUBLIC_URL: z.url('PUBLIC_URL must be an absolute URL such as https://portal.example.com').optional(),
  LOGIN_IP_MAX_FAILURES: z.coerce.number().int().positive().default(30),
  TRUST_PROXY: z.string().trim().optional(),
  DB_POOL_MAX: z.coerce.number().int().min(1).max(1000).default(10),
});

export interface AppConfig {
  port: number;
  host: string;
  production: boolean;
  dataDir: string;
  /** Unset: embedded PGlite under dataDir. */
  databaseUrl?: string;
  /** Connections each instance may open to the PostgreSQL server (DATABASE_URL). */
  dbPoolMax: number;
  /** Unset: read or create `dataDir/jwt-secret` (refused in production, see jwt-secret.ts). */
  jwtSecret?: string;
  /** Seconds (number) or a timespan like '12h'. */
  jwtExpiresIn: string | number;
  demoLogin: boolean;
  seed: boolean;
  staticDir: string;
  migrationsDir: string;
  cloudinaryUrl?: string;
  /** Origin for absolute links (card QR links, uploaded images); unset: the request's origin. */
  publicUrl?: string;
  loginIpMaxFailures: number;
  /**
   * Behind a reverse proxy the client address comes from X-Forwarded-For, which is only believed
   * from trusted proxies (false: never; true: any; a hop count; or addresses/CIDRs). Without it
   * every login would share the proxy's address and the per-address lockout would lock everyone.
   */
  trustProxy: boolean | number | string[];
  /** Remote name → URL of its mf-manifest.json when overridden by MF_REMOTE_URL_<NAME>. */
  remoteUrlOverrides: Partial<Record<RemoteName, string>>;
  /** Tests only: boot PGlite in memory from a migrated snapshot instead of dataDir. */
  pgliteSnapshot?: Blob;
}

export interface ConfigPaths {
  repoRoot: string;
  migrationsDir: string;
}

export class ConfigError extends Error {}

/** Parses the environment once; every module reads the resulting object through APP_CONFIG. */
export function loadConfig(env: NodeJS.ProcessEnv, paths: ConfigPaths): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(`Invalid configuration: ${issue.path.join('.')}: ${issue.message}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  const remoteUrlOverrides: Partial<Record<RemoteName, string>> = {};
  for (const name of REMOTE_NAMES) {
    const url = env[`MF_REMOTE_URL_${name.toUpperCase()}`];
    if (url) remoteUrlOverrides[name] = url;
  }
  return {
    port: e.PORT,
    host: e.HOST,
    production,
    dataDir: resolve(e.DATA_DIR ?? resolve(paths.repoRoot, 'data')),
    databaseUrl: e.DATABASE_URL,
    dbPoolMax: e.DB_POOL_MAX,
    jwtSecret: e.JWT_SECRET,
    // jsonwebtoken reads a bare numeric string as milliseconds; a number means seconds.
    jwtExpiresIn: /^\d+$/.test(e.JWT_EXPIRES_IN) ? Number(e.JWT_EXPIRES_IN) : e.JWT_EXPIRES_IN,
    demoLogin: e.DEMO_LOGIN ?? !production,
    seed: e.SEED ?? true,
    staticDir: resolve(e.STATIC_DIR ?? resolve(paths.repoRoot, 'dist')),
    migrationsDir: paths.migrationsDir,
    cloudinaryUrl: e.CLOUDINARY_URL || undefined,
    publicUrl: e.PUBLIC_URL,
    loginIpMaxFailures: e.LOGIN_IP_MAX_FAILURES,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    remoteUrlOverrides,
  };
}

export const APP_CONFIG = Symbol('APP_CONFIG');

/** TRUST_PROXY: unset/'false' → false, 'true' → true, '2' → 2 hops, else a comma-separated address/CIDR list. */
export function parseTrustProxy(value: string | undefined): boolean | number | string[] {
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(',').map((v) => v.trim()).filter(Boolean);
}
