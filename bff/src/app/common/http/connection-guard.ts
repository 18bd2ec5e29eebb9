import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { Logger } from '@nestjs/common';
import { clientAddressKey } from './client-address';

export interface ConnectionLimits {
  /** Open connections in all (HTTP_MAX_CONNECTIONS); Node closes any beyond it as it arrives. */
  maxConnections: number;
  /** Open connections per client address (HTTP_MAX_CONNECTIONS_PER_IP); 0 = no per-address cap. */
  maxConnectionsPerIp: number;
}

interface Tracked {
  key: string;
  /** Requests whose response has not closed yet (an open SSE stream included). */
  inFlight: number;
  /** At least one request was answered: with nothing in flight it is an idle keep-alive connection. */
  served: boolean;
}

interface PerAddress {
  open: number;
  /** This address's idle keep-alive connections, longest idle first. */
  idle: Set<Socket>;
}

/**
 * Who may hold a connection, decided on the 'connection' event before a byte is parsed:
 * - one client address (`exempt` ones aside: trusted proxies, which cap per client themselves) holds at most
 *   `maxConnectionsPerIp`; at the cap its own longest-idle keep-alive connection makes room, or the new one is closed;
 * - while fewer than 5 % of `maxConnections` remain free, idle keep-alive connections are closed, longest idle
 *   first (as a new connection arrives, and as a response ends), so a flood of idle keep-alives cannot make Node
 *   drop new clients (a health probe);
 * - beyond `maxConnections` Node itself closes new connections (the file-descriptor backstop).
 * A connection with a request in flight (a slow upload, an SSE stream) or that has not sent its first request
 * yet (bounded by the headers timeout) is never idle. A closed idle connection costs its client a reconnect.
 */
export function guardConnections(server: Server, limits: ConnectionLimits, exempt: (address: string) => boolean, logger = new Logger('Http')) {
  const { maxConnections, maxConnectionsPerIp } = limits;
  server.maxConnections = maxConnections;
  const reserve = Math.max(1, Math.floor(maxConnections / 20));
  const tracked = new Map<Socket, Tracked>();
  const byAddress = new Map<string, PerAddress>();
  /** Idle keep-alive connections of everyone, longest idle first (a Set keeps insertion order). */
  const idle = new Set<Socket>();
  const report = throttledReport(logger);

  const forget = (socket: Socket) => {
    const state = tracked.get(socket);
    if (!state) return;
    tracked.delete(socket);
    idle.delete(socket);
    const address = byAddress.get(state.key)!;
    address.idle.delete(socket);
    if (--address.open === 0) byAddress.delete(state.key);
  };
  const shed = (socket: Socket | undefined) => {
    if (!socket) return false;
    forget(socket);
    socket.destroy();
    return true;
  };
  const makeRoom = () => {
    while (tracked.size > maxConnections - reserve && shed(first(idle))) {
      report('shed', `idle keep-alive connection(s) closed near HTTP_MAX_CONNECTIONS=${maxConnections}`);
    }
  };

  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    if (!address) return void socket.destroy(); // already reset by the peer
    const key = clientAddressKey(address);
    const perAddress = byAddress.get(key);
    if (maxConnectionsPerIp > 0 && perAddress && perAddress.open >= maxConnectionsPerIp && !exempt(address)) {
      if (shed(first(perAddress.idle)))
        report('shedIp', `idle keep-alive connection(s) closed for a new one from an address at HTTP_MAX_CONNECTIONS_PER_IP=${maxConnectionsPerIp}`);
      else {
        socket.destroy();
        return report('refusedIp', `connection(s) refused: HTTP_MAX_CONNECTIONS_PER_IP=${maxConnectionsPerIp} reached by ${key}`);
      }
    }
    const entry = byAddress.get(key) ?? { open: 0, idle: new Set<Socket>() };
    entry.open++;
    byAddress.set(key, entry);
    tracked.set(socket, { key, inFlight: 0, served: false });
    socket.once('close', () => forget(socket));
    makeRoom();
  });

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const socket = req.socket;
    const state = tracked.get(socket);
    if (!state) return;
    state.inFlight++;
    idle.delete(socket);
    byAddress.get(state.key)?.idle.delete(socket);
    res.once('close', () => {
      state.served = true;
      if (--state.inFlight > 0 || socket.destroyed || !tracked.has(socket)) return;
      idle.add(socket);
      byAddress.get(state.key)!.idle.add(socket);
      makeRoom();
    });
  });

  server.on('drop', () => report('refused', `connection(s) refused: HTTP_MAX_CONNECTIONS=${maxConnections} reached`));
}

function first<T>(set: Set<T>): T | undefined {
  return set.values().next().value;
}

/** Counts each kind of event and logs it at most once every 10 s (a flood must not flood the log too). */
function throttledReport(logger: Logger) {
  const counts = new Map<string, { n: number; text: string }>();
  return (kind: string, text: string) => {
    const seen = counts.get(kind);
    if (seen) {
      seen.n++;
      seen.text = text;
      return;
    }
    counts.set(kind, { n: 1, text });
    setTimeout(() => {
      const { n, text: last } = counts.get(kind)!;
      counts.delete(kind);
      logger.warn(`${n} ${last}`);
    }, 10_000).unref();
  };
}
