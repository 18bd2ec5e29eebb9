import { z } from 'zod';

/** Env of the Node HTTP server: address, proxies and limits against slow clients and floods. */
export const httpEnv = {
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  TRUST_PROXY: z.string().trim().optional(),
  HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).default(120_000),
  HTTP_KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).default(72_000),
  HTTP_MAX_CONNECTIONS: z.coerce.number().int().positive().default(2_000),
  HTTP_MAX_CONNECTIONS_PER_IP: z.coerce.number().int().min(0).default(200),
  HTTP_BODY_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
};

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
