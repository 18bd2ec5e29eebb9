import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

export interface BodyTimeoutOptions {
  /** After its headers, a request body must arrive within this (HTTP_BODY_TIMEOUT_MS). */
  bodyTimeoutMs: number;
  /**
   * Requests allowed the whole HTTP_REQUEST_TIMEOUT_MS instead: decided from the headers alone, before the
   * body is read (an authenticated multipart upload). Anything else keeps the short timeout.
   */
  mayTakeLong: (req: IncomingMessage) => Promise<boolean>;
  /** Ends the connection of a request whose body is late (a 408 when nothing was answered yet). */
  cut: (socket: Socket, answered: boolean) => void;
}

/**
 * Node's own requestTimeout is one value for every request, and photo uploads over plant Wi-Fi need
 * minutes: alone it lets anyone hold a connection for that long with a body sent a byte at a time
 * (POST /api/auth needs no login). So every request with a body gets the short timeout, measured from
 * its headers, and only the requests `mayTakeLong` approves fall back to Node's long one.
 */
export function limitBodyTime(server: Server, options: BodyTimeoutOptions): void {
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (!hasBody(req)) return;
    const long = options.mayTakeLong(req).catch(() => false);
    // A decision still pending when the time is up (a slow session lookup) is awaited, never guessed.
    const timer = setTimeout(
      () =>
        void long.then((allowed) => {
          if (!allowed && !req.complete && !req.socket.destroyed) options.cut(req.socket, res.headersSent);
        }),
      options.bodyTimeoutMs,
    );
    timer.unref();
    // A response sent before the body was read (401 on an upload) leaves Node draining the body: keep timing it.
    res.once('close', () => {
      if (req.complete) clearTimeout(timer);
    });
    void long.then((allowed) => allowed && clearTimeout(timer));
  });
}

/** HTTP/1.1: a request has a body only with Content-Length (not 0) or Transfer-Encoding. */
function hasBody(req: IncomingMessage): boolean {
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

export function isMultipart(req: IncomingMessage): boolean {
  return /^multipart\/form-data\b/i.test(req.headers['content-type'] ?? '');
}
