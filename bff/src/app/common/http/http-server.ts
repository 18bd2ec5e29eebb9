import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError, FastifyError, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { MSG } from '@portal/shared/domain';
import type { AppConfig } from '../config/app-config';
import type { SecurityHeadersHook } from './security-headers';

/**
 * Node/Fastify server options: a stalled or slow client is cut off (headers and whole-request timeouts,
 * checked often enough for the timeouts to mean what they say), and the errors Node and the router
 * answer before any Nest code runs are `{ msg }` too.
 */
export function httpServerOptions(config: AppConfig, securityHeaders: Record<string, string>, hook: SecurityHeadersHook) {
  const { headersTimeoutMs, requestTimeoutMs, keepAliveTimeoutMs } = config.http;
  return {
    requestTimeout: requestTimeoutMs,
    keepAliveTimeout: keepAliveTimeoutMs,
    http: {
      headersTimeout: headersTimeoutMs,
      requestTimeout: requestTimeoutMs,
      // Node checks the timeouts on this period (30 s by default, which would let a 10 s timeout last 40 s).
      connectionsCheckingInterval: Math.min(1_000, Math.max(50, Math.floor(headersTimeoutMs / 4))),
    },
    clientErrorHandler: clientErrorHandler(securityHeaders),
    frameworkErrors: frameworkErrorHandler(hook),
  } satisfies Partial<FastifyServerOptions> & { http: object };
}

/** Errors of the HTTP parser and timeouts, on the raw socket (no request object exists yet). */
function clientErrorHandler(securityHeaders: Record<string, string>) {
  return (err: ConnectionError, socket: Socket) => {
    if (err.code === 'ECONNRESET' || socket.destroyed) return;
    const [status, msg] = clientErrorResponse(err.code, err.rawPacket as unknown);
    if (socket.writable) socket.write(rawJsonResponse(status, msg, securityHeaders));
    socket.destroy(err);
  };
}

function clientErrorResponse(code: string | undefined, rawPacket: unknown): [number, string] {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return [408, MSG.peticionDemorada];
  if (code === 'HPE_HEADER_OVERFLOW') {
    return requestLineOverflowed(rawPacket) ? [414, MSG.direccionDemasiadoLarga] : [431, MSG.encabezadosDemasiadoGrandes];
  }
  return [400, MSG.peticionInvalida];
}

/** The head overflowed while still in the request line: the packet starts a request and holds no line break. */
function requestLineOverflowed(packet: unknown): boolean {
  if (!Buffer.isBuffer(packet) || !packet.length) return false;
  return /^[A-Z]+ \S/.test(packet.subarray(0, 16).toString('latin1')) && !packet.includes(0x0a);
}

function rawJsonResponse(status: number, msg: string, headers: Record<string, string>): string {
  const body = JSON.stringify({ msg });
  const head = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
    'content-type: application/json; charset=utf-8',
    `content-length: ${Buffer.byteLength(body)}`,
    'connection: close',
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ];
  return `${head.join('\r\n')}\r\n\r\n${body}`;
}

/** The router's own refusals (malformed URL encoding, a path parameter over maxParamLength), before any hook runs. */
function frameworkErrorHandler(hook: SecurityHeadersHook): NonNullable<FastifyServerOptions['frameworkErrors']> {
  const handle = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    hook(request, reply);
    const [status, msg] =
      error.code === 'FST_ERR_MAX_PARAM_LENGTH'
        ? [414, MSG.direccionDemasiadoLarga]
        : error.code === 'FST_ERR_BAD_URL'
          ? [400, MSG.direccionInvalida]
          : [500, MSG.errorServidor];
    void reply.code(status).type('application/json; charset=utf-8').send({ msg });
  };
  // Fastify types this option generically over every route shape; the handler needs none of it.
  return handle as unknown as NonNullable<FastifyServerOptions['frameworkErrors']>;
}

/** Ends a connection whose request body came too late (body-timeout.ts): 408 { msg } unless something was answered. */
export function cutLateBody(securityHeaders: Record<string, string>) {
  return (socket: Socket, answered: boolean) => {
    if (!answered && socket.writable) socket.write(rawJsonResponse(408, MSG.peticionDemorada, securityHeaders));
    socket.destroy();
  };
}
