import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { z } from 'zod';
import { DIAS_SEMANA, MAX_IMAGEN_BYTES, REMOTE_NAMES, SSE_HEARTBEAT_MS, esZonaHoraria, type DiaSemana, type RemoteName } from '@portal/shared/domain';

/** Env flags: 'true'/'1'/'on' vs 'false'/'0'/'off'. (z.coerce.boolean() would read "false" as true.) */
const flag = z
  .enum(['true', 'false', '1', '0', 'on', 'off', 'yes', 'no'])
  .transform((v) => ['true', '1', 'on', 'yes'].includes(v))
  .optional();

const MIB = 1024 * 1024;

/** The plant's zone when PLANT_TZ is not set: the only place a zone is written down (docs/decisions.md, "Plant time"). */
export const PLANT_TZ_DEFECTO = 'America/Argentina/Buenos_Aires';

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  NODE_ENV: z.string().default('development'),
  DATA_DIR: z.string().min(1).optional(),
  DATABASE_URL: z.string().min(1).optional(),
  JWT_SECRET: z.string().min(16, 'JWT_SECRET must be at least 16 characters').optional(),
  JWT_EXPIRES_IN: z
    .string()
    .regex(/^\d+[smhd]?$/, 'JWT_EXPIRES_IN must look like 3600, 30m, 12h or 7d')
    .default('12h'),
  DEMO_LOGIN: flag,
  SEED: flag,
  STATIC_DIR: z.string().min(1).optional(),
  CLOUDINARY_URL: z.string().optional(),
  PUBLIC_URL: z
    .string()
    .trim()
    .optional()
    .transform((v, ctx) => {
      if (!v) return undefined;
      const origin = parseOrigin(v);
      if (!origin) ctx.addIssue({ code: 'custom', message: "PUBLIC_URL must be the portal's http(s) origin, such as https://portal.example.com (no path)" });
      return origin ?? undefined;
    }),
  LOGIN_IP_MAX_FAILURES: z.coerce.number().int().positive().default(30),
  DEMO_LOGIN_PER_MINUTE: z.coerce.number().int().positive().default(10),
  PC_COMPARTIDA_MINUTOS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(15),
  TRUST_PROXY: z.string().trim().optional(),
  UPLOADS_PER_10_MIN: z.coerce.number().int().min(1).default(20),
  UPLOAD_MB_PER_DAY: z.coerce
    .number()
    .int()
    .min(MAX_IMAGEN_BYTES / MIB, `UPLOAD_MB_PER_DAY must allow at least one image (${MAX_IMAGEN_BYTES / MIB})`)
    .default(200),
  UPLOAD_GRACE_HOURS: z.coerce.number().positive().default(24),
  UPLOAD_CLEANUP_MINUTES: z.coerce
    .number()
    .min(0)
    .max(7 * 24 * 60)
    .default(60),
  HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).default(120_000),
  HTTP_KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).default(72_000),
  HTTP_MAX_CONNECTIONS: z.coerce.number().int().positive().default(2_000),
  HTTP_MAX_CONNECTIONS_PER_IP: z.coerce.number().int().min(0).default(200),
  HTTP_BODY_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  DB_POOL_MAX: z.coerce.number().int().min(1).max(1000).default(10),
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
  DASHBOARD_CACHE: flag,
  ALL_CARDS_MAX_STREAMS: z.coerce.number().int().min(1).max(1000).optional(),
  ALL_CARDS_MAX_QUEUED: z.coerce.number().int().min(0).max(10_000).default(20),
  SSE_HEARTBEAT_MS: z.coerce.number().int().min(10).max(600_000).default(SSE_HEARTBEAT_MS),
  SSE_STREAM_MAX_MS: z.coerce
    .number()
    .int()
    .min(10)
    .max(24 * 3_600_000)
    .default(30 * 60_000),
  PLANT_TZ: z
    .string()
    .trim()
    .default(PLANT_TZ_DEFECTO)
    // An unknown zone (a typo) would shift every date the portal shows, so start-up refuses it.
    .refine(esZonaHoraria, 'PLANT_TZ must be an IANA time zone such as America/Argentina/Buenos_Aires'),
  AVISOS_INTERVAL_MINUTES: z.coerce
    .number()
    .min(0)
    .max(24 * 60)
    .optional(),
  SMTP_URL: z
    .string()
    .trim()
    .optional()
    .refine((v) => !v || /^smtps?:\/\/[^\s]+$/.test(v), 'SMTP_URL must look like smtp://user:pass@mail.example.com:587 or smtps://…:465'),
  MAIL_FROM: z.string().trim().optional(),
  REPORT_RECIPIENTS: z
    .string()
    .trim()
    .optional()
    .transform((v) =>
      v
        ? v
            .split(',')
            .map((x) => x.trim().toLowerCase())
            .filter(Boolean)
        : [],
    )
    .refine((list) => list.every((x) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(x)), 'REPORT_RECIPIENTS must be comma-separated e-mail addresses'),
  REPORT_DAY: z
    .string()
    .trim()
    .toLowerCase()
    .transform((v) => v.normalize('NFD').replace(/[\u0300-\u036f]/g, ''))
    .pipe(z.enum(DIAS_SEMANA, { error: `REPORT_DAY must be one of ${DIAS_SEMANA.join(', ')}` }))
    .default('lunes'),
  REPORT_HOUR: z.coerce.number().int().min(0).max(23).default(7),
  HEAVY_JOBS_MAX: z.coerce.number().int().min(1).max(256).optional(),
  HEAVY_QUEUE_MAX: z.coerce.number().int().min(0).max(10_000).default(32),
  HEAVY_WORKER_MEMORY_MB: z.coerce
    .number()
    .int()
    .min(16)
    .max(64 * 1024)
    .default(512),
  IMPORT_MAX_FILAS: z.coerce.number().int().min(1).max(10_000_000).default(200_000),
});

/** `https://portal.example.com[/]` → `https://portal.example.com`; anything else (path, query, credentials, other schemes) → null. */
function parseOrigin(value: string): string | null {
  let u: URL;
  try {
    u = new URL(value);
  } catch {
    return null;
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') return null;
  if (u.pathname !== '/' || u.search || u.hash || u.username || u.password) return null;
  return u.origin;
}

/** Upload limits and storage cleanup (see uploads/). */
export interface UploadLimits {
  /** Uploads one user may make in any 10 minutes. */
  perTenMinutes: number;
  /** Bytes one user may upload in any 24 hours. */
  bytesPerDay: number;
  /** How long an uploaded file may stay unattached before the cleanup removes it. */
  graceMs: number;
  /** Cleanup period; 0 turns the periodic job off. */
  cleanupIntervalMs: number;
}

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
  /** Tests only: boot PGlite in memory from a migrated snapshot instead of dataDir. */
  pgliteSnapshot?: Blob;
}

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

export interface AvisosConfig {
  /** How often each instance runs the overdue job, the e-mail outbox and the weekly report check; 0 = never (tests start it by hand). */
  intervalMs: number;
  /** nodemailer transport URL (SMTP_URL); e-mail is on only with it and mailFrom. */
  smtpUrl?: string;
  mailFrom?: string;
  /** Weekly 'Reporte de avance' recipients (REPORT_RECIPIENTS, comma-separated). */
  reportRecipients: string[];
  /** ISO weekday (1 = lunes) and hour (0-23, plant time) from which the week's report is due. */
  reportDay: number;
  reportHour: number;
}

export interface HttpLimits {
  /** Whole request head (request line + headers) must arrive within this, or 408 and the socket is closed. */
  headersTimeoutMs: number;
  /** Whole request including its body (a 10 MB photo over plant Wi-Fi) must arrive within this. */
  requestTimeoutMs: number;
  /** An idle keep-alive connection is closed after this (longer than a reverse proxy's upstream keep-alive). */
  keepAliveTimeoutMs: number;
  /**
   * Everything but an authenticated multipart upload (login, JSON bodies ≤ 1 MiB) must send its body within this
   * after its headers, or 408 and the socket is closed (never longer than requestTimeoutMs).
   */
  bodyTimeoutMs: number;
  /** Open connections beyond this are closed at once, before they can exhaust the process's file descriptors. */
  maxConnections: number;
  /**
   * Open connections of one client address (an IPv6 /64) beyond this are closed at once; 0 = no cap. Counted on
   * the socket's address: peers TRUST_PROXY trusts are exempt (the proxy sees the clients and caps them).
   */
  maxConnectionsPerIp: number;
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
  if (e.HTTP_HEADERS_TIMEOUT_MS > e.HTTP_REQUEST_TIMEOUT_MS) {
    throw new ConfigError('Invalid configuration: HTTP_HEADERS_TIMEOUT_MS must not exceed HTTP_REQUEST_TIMEOUT_MS');
  }
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

/** TRUST_PROXY: unset/'false' → false, 'true' → true, '2' → 2 hops, else a comma-separated address/CIDR list. */
export function parseTrustProxy(value: string | undefined): boolean | number | string[] {
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
}
