import pg from 'pg';
import { AJUSTAR_SESION, ajustesDeSesion, alcanceActual } from './alcance-planta';

/** Default of DB_CONNECT_TIMEOUT_MS: how long a request waits for a connection (a new one, or a free one of a busy pool) before failing. */
export const CONNECT_TIMEOUT_MS = 5_000;

type ConnectCallback = (err: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void;

/**
 * node-postgres pool for a server that can restart or drop connections under load:
 * - every client keeps an 'error' listener for life: pg emits 'error' on a checked-out client whose
 *   connection dies, and an unheard 'error' event would kill the process (the failing query or the
 *   next use of the client reports it, and the pool discards the client on release);
 * - connecting fails after CONNECT_TIMEOUT_MS instead of leaving requests hanging while the server is away;
 * - a checked-out client whose connection ends goes back (and out of the pool) at once, and a later
 *   release() does nothing: drizzle's transaction() never releases a client whose BEGIN failed, so
 *   each failed BEGIN during an outage would otherwise leak a slot until the pool is exhausted;
 * - every checkout runs with the caller's plant alcance (`alcance-planta.ts`): the role and settings the
 *   row-level-security policies read are set on the connection when they differ from its last ones.
 */
export class ResilientPool extends pg.Pool {
  constructor(config: pg.PoolConfig) {
    super({ connectionTimeoutMillis: CONNECT_TIMEOUT_MS, keepAlive: true, ...config });
    this.on('connect', (client) => client.on('error', () => undefined));
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | void {
    // pool.query() uses the callback form and always releases, with the error: nothing to guard.
    if (callback) return super.connect(callback);
    const ajustes = ajustesDeSesion(alcanceActual());
    return super
      .connect()
      .then(releasedWhenLost)
      .then((client) => conAjustes(client, ajustes));
  }

  // pg's own pool.query() checks out through the callback form, which would skip the plant alcance.
  override query(...args: unknown[]): never {
    const last = args[args.length - 1];
    if (typeof last === 'function' || (typeof args[0] === 'object' && args[0] !== null && 'submit' in args[0])) {
      return (super.query as (...a: unknown[]) => never)(...args);
    }
    return this.connect().then(async (client) => {
      try {
        const result = await (client.query as (...a: unknown[]) => Promise<unknown>)(...args);
        client.release();
        return result;
      } catch (err) {
        client.release(err as Error);
        throw err;
      }
    }) as never;
  }
}

const AJUSTES = Symbol('ajustesDeSesion');
type ClienteConAjustes = pg.PoolClient & { [AJUSTES]?: string };

async function conAjustes(client: ClienteConAjustes, ajustes: string[]): Promise<pg.PoolClient> {
  const clave = ajustes.join('|');
  if (client[AJUSTES] === clave) return client;
  try {
    await client.query(AJUSTAR_SESION, ajustes);
  } catch (err) {
    client.release(err as Error);
    throw err;
  }
  client[AJUSTES] = clave;
  return client;
}

function releasedWhenLost(client: pg.PoolClient): pg.PoolClient {
  const release = client.release.bind(client);
  let released = false;
  const onEnd = () => client.release(new Error('Connection ended while checked out'));
  client.release = (err?: Error | boolean) => {
    if (released) return;
    released = true;
    client.removeListener('end', onEnd);
    release(err);
  };
  client.once('end', onEnd);
  return client;
}
