import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { z } from 'zod';
import { DIAS_SEMANA, REMOTE_NAMES, type DiaSemana, type RemoteName } from '@portal/shared/domain';
import { avisosEnv, type AvisosConfig } from './env-avisos';
import { databaseEnv } from './env-database';
import { MIB } from './env-fields';
import { httpEnv, parseTrustProxy, type HttpLimits } from './env-http';
import { runtimeEnv, type EventsLimits, type HeavyJobsConfig } from './env-runtime';
import { securityEnv } from './env-security';
import { ssoConfig, ssoEnv, type SsoConfig } from './env-sso';
import { uploadsEnv, type UploadLimits } from './env-uploads';

export { PLANT_TZ_DEFECTO, type AvisosConfig } from './env-avisos';
export { parseTrustProxy, type HttpLimits } from './env-http';
export type { EventsLimits, HeavyJobsConfig } from './env-runtime';
export type { UploadLimits } from './env-uploads';
export type { SsoConfig } from './env-sso';

/** Every variable the portal reads, each area's in its env-*.ts file. */
const envSchema = z.object({
  ...httpEnv,
  ...databaseEnv,
  ...securityEnv,
  ...uploadsEnv,
  ...runtimeEnv,
  ...avisosEnv,
  ...ssoEnv,
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
  /** How long a request waits for a connection (a new one, or a free one of a busy pool) before answering 503. */
  dbConnectTimeoutMs: number;
  /** Unset: read or create `dataDir/jwt-secret` (refused in production, see jwt-secret.ts). */
  jwtSecret?: string;
  /** Seconds (number) or a timespan like '12h'. */
  jwtExpiresIn: string | number;
  demoLogin: boolean;
  seed: boolean;
  staticDir: string;
  migrationsDir: string;
  cloudinaryUrl?: string;
  /**
   * The portal's public origin (no trailing slash): base of absolute links and of uploaded images' URLs.
   * Required in production; unset, images get relative `/uploads/…` paths. Never taken from the request.
   */
  publicUrl?: string;
  uploads: UploadLimits;
  loginIpMaxFailures: number;
  /** Demo logins (DEMO_LOGIN) allowed per client address and minute; every one counts, they always succeed. */
  demoLoginPerMinute: number;
  /**
   * Behind a reverse proxy the client address comes from X-Forwarded-For, which is only believed
   * from trusted proxies (false: never; true: any; a hop count; or addresses/CIDRs). Without it
   * every login would share the proxy's address and the per-address lockout would lock everyone.
   */
  trustProxy: boolean | number | string[];
  /** Remote name → URL of its mf-manifest.json when overridden by MF_REMOTE_URL_<NAME>. */
  remoteUrlOverrides: Partial<Record<RemoteName, string>>;
  /** Limits of the Node HTTP server against stalled or slow clients and connection floods. */
  http: HttpLimits;
  /** The plant's IANA time zone (PLANT_TZ): every date shown, typed, filtered, exported or counted (tiempo-planta). */
  plantTz: string;
  /** A browser marked 'PC compartida' at the login signs out after this many idle minutes (PC_COMPARTIDA_MINUTOS, issue 22). */
  pcCompartidaMinutos: number;
  /** Keep dashboard answers in memory until cards change (DASHBOARD_CACHE, default on; off measures the SQL alone). */
  dashboardCache: boolean;
  /** Keep pages of the card list in memory, served while their plant's cards are unchanged (TARJETAS_CACHE, default on). */
  tarjetasCache: boolean;
  /** Live events stream (GET /api/events, issue 12). */
  events: EventsLimits;
  /** `GET /api/tarjetas` without a query (every card, streamed): how many run at once on this instance, how many wait. */
  allCards: { maxStreams: number; maxQueued: number };
  /** Overdue notices, their e-mail and the weekly report (issue 12). */
  avisos: AvisosConfig;
  /** Worker threads for CPU-heavy and untrusted-file jobs (common/heavy). */
  heavy: HeavyJobsConfig;
  /** Most data rows one import file may have (IMPORT_MAX_FILAS; the other reading bounds are fixed: importar-limites.ts). */
  importMaxFilas: number;
  /** Single sign-on with OpenID Connect (OIDC_*); unset, legajo + pin only. */
  sso?: SsoConfig;
  /** Tests only: what the OIDC client fetches with (a man in the middle between the portal and a real provider). */
  oidcFetch?: (url: string, options: RequestInit) => Promise<Response>;
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
    // Every bad variable at once: whoever installs the plant's server fixes them in one go, not one per restart.
    throw new ConfigError(`Invalid configuration: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  if (e.HTTP_HEADERS_TIMEOUT_MS > e.HTTP_REQUEST_TIMEOUT_MS) {
    throw new ConfigError('Invalid configuration: HTTP_HEADERS_TIMEOUT_MS must not exceed HTTP_REQUEST_TIMEOUT_MS');
  }
  const sso = ssoConfig(e);
  if (typeof sso === 'string') throw new ConfigError(`Invalid configuration: ${sso}`);
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
    dbConnectTimeoutMs: e.DB_CONNECT_TIMEOUT_MS,
    plantTz: e.PLANT_TZ,
    pcCompartidaMinutos: e.PC_COMPARTIDA_MINUTOS,
    dashboardCache: e.DASHBOARD_CACHE ?? true,
    tarjetasCache: e.TARJETAS_CACHE ?? true,
    events: { heartbeatMs: e.SSE_HEARTBEAT_MS, streamMaxMs: e.SSE_STREAM_MAX_MS },
    // PGlite runs on the Node thread: more downloads at once read no faster, they only queue more batches before a health check.
    allCards: { maxStreams: e.ALL_CARDS_MAX_STREAMS ?? (e.DATABASE_URL ? 4 : 2), maxQueued: e.ALL_CARDS_MAX_QUEUED },
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
    demoLoginPerMinute: e.DEMO_LOGIN_PER_MINUTE,
    uploads: {
      perTenMinutes: e.UPLOADS_PER_10_MIN,
      bytesPerDay: e.UPLOAD_MB_PER_DAY * MIB,
      graceMs: e.UPLOAD_GRACE_HOURS * 3_600_000,
      cleanupIntervalMs: e.UPLOAD_CLEANUP_MINUTES * 60_000,
    },
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    avisos: {
      // Off by default under NODE_ENV=test (the API and e2e suites start it explicitly), every 15 minutes otherwise.
      intervalMs: (e.AVISOS_INTERVAL_MINUTES ?? (e.NODE_ENV === 'test' ? 0 : 15)) * 60_000,
      smtpUrl: e.SMTP_URL || undefined,
      mailFrom: e.MAIL_FROM || undefined,
      reportRecipients: e.REPORT_RECIPIENTS,
      reportDay: DIAS_SEMANA.indexOf(e.REPORT_DAY as DiaSemana) + 1,
      reportHour: e.REPORT_HOUR,
    },
    remoteUrlOverrides,
    heavy: {
      maxJobs: e.HEAVY_JOBS_MAX ?? Math.max(1, availableParallelism() - 1),
      queueMax: e.HEAVY_QUEUE_MAX,
      workerMemoryMb: e.HEAVY_WORKER_MEMORY_MB,
    },
    importMaxFilas: e.IMPORT_MAX_FILAS,
    sso,
    http: {
      headersTimeoutMs: e.HTTP_HEADERS_TIMEOUT_MS,
      requestTimeoutMs: e.HTTP_REQUEST_TIMEOUT_MS,
      keepAliveTimeoutMs: e.HTTP_KEEP_ALIVE_TIMEOUT_MS,
      bodyTimeoutMs: Math.min(e.HTTP_BODY_TIMEOUT_MS, e.HTTP_REQUEST_TIMEOUT_MS),
      maxConnections: e.HTTP_MAX_CONNECTIONS,
      maxConnectionsPerIp: e.HTTP_MAX_CONNECTIONS_PER_IP,
    },
  };
}

export const APP_CONFIG = Symbol('APP_CONFIG');
