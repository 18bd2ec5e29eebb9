import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export class PortInUseError extends Error {
  constructor(host: string, port: number, code: string) {
    super(
      code === 'EACCES'
        ? `Sin permiso para usar el puerto ${port} en ${host} / No permission to listen on port ${port} at ${host}`
        : `El puerto ${port} ya está en uso en ${host} / Port ${port} is already in use at ${host}`,
    );
  }
}

export interface PortReservation {
  readonly address: AddressInfo;
  /**
   * Options for the real server's listen(): the already listening socket itself, so the port is
   * never free between the reservation and the real server. `host` is the address actually bound,
   * never a name: given 'localhost', Fastify would bind more addresses, reusing this handle for each.
   */
  listenOptions(): { handle: object; host: string };
  /** After the real server listens on the handle: stop answering here, without closing the socket. */
  handOver(): void;
  /** Gives the port back (start-up failed before the hand-over). */
  close(): Promise<void>;
}

/**
 * Holds host:port before anything slow or dangerous happens (opening the database, migrations), so a
 * second process fails on the port before touching the data, and answers meanwhile with `respond`
 * (503 while starting). The listening socket is then handed to the real server (Node's documented
 * `listen({ handle })`), so the port is held continuously from here to the end of the process.
 */
export async function reservePort(
  port: number,
  host: string,
  respond: (req: IncomingMessage, res: ServerResponse) => void,
  /** The real server's limits on slow and excess connections: the port is reachable from here on. */
  limit: (server: Server) => void = () => undefined,
): Promise<PortReservation> {
  const server: Server = createServer(respond);
  limit(server);
  await new Promise<void>((resolve, reject) => {
    server.once('error', (err: NodeJS.ErrnoException) =>
      reject(err.code === 'EADDRINUSE' || err.code === 'EACCES' ? new PortInUseError(host, port, err.code) : err),
    );
    server.listen({ port, host, exclusive: true }, resolve);
  });
  const address = server.address() as AddressInfo;
  // Node keeps the listening socket in `_handle`; `listen({ handle })` takes any object exposing it.
  const internals = server as unknown as { _handle: object | null };
  return {
    address,
    listenOptions() {
      if (!internals._handle) throw new Error('The port reservation was already handed over or closed');
      return { handle: internals._handle, host: address.address };
    },
    handOver() {
      internals._handle = null;
      server.closeAllConnections();
      server.close();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
