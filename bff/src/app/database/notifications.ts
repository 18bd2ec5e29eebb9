import type { PGlite } from '@electric-sql/pglite';
import { Logger, type OnModuleDestroy } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { DatabaseConnection, Db } from './database.types';

export type NotificationHandler = (payload: string) => void;
export type ListeningHandler = (listening: boolean) => void;

const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/;
const logger = new Logger('Notifications');

/**
 * PostgreSQL LISTEN/NOTIFY for the whole app, so every instance hears what any instance (or a
 * trigger) changed. A notification is delivered only when its transaction commits. Whoever keeps
 * state derived from notifications (a cache) must stop trusting it while `listening` is false:
 * notifications sent meanwhile are lost, so on its return to true, state must be rebuilt.
 */
export abstract class DatabaseNotifications implements OnModuleDestroy {
  private readonly handlers = new Map<string, Set<NotificationHandler>>();
  private readonly listeningHandlers = new Set<ListeningHandler>();
  private isListening = false;

  /** True while every notification committed on the database reaches this process. */
  get listening(): boolean {
    return this.isListening;
  }

  /** Calls `handler` with the payload of each notification on `channel`; resolves once listening on it. */
  async subscribe(channel: string, handler: NotificationHandler): Promise<() => void> {
    if (!CHANNEL.test(channel)) throw new Error(`Invalid notification channel name: ${channel}`);
    let set = this.handlers.get(channel);
    if (!set) this.handlers.set(channel, (set = new Set()));
    set.add(handler);
    await this.listenOn(channel);
    return () => {
      set.delete(handler);
      if (set.size === 0 && this.handlers.get(channel) === set) {
        this.handlers.delete(channel);
        void this.unlistenFrom(channel);
      }
    };
  }

  /** Called with the new state when listening stops (connection lost) or resumes (reconnected). */
  onListeningChange(handler: ListeningHandler): () => void {
    this.listeningHandlers.add(handler);
    return () => this.listeningHandlers.delete(handler);
  }

  abstract close(): Promise<void>;

  async onModuleDestroy() {
    await this.close();
  }

  protected get channels(): string[] {
    return [...this.handlers.keys()];
  }

  protected abstract listenOn(channel: string): Promise<void>;
  protected abstract unlistenFrom(channel: string): Promise<void>;

  protected dispatch(channel: string, payload: string) {
    for (const handler of this.handlers.get(channel) ?? []) {
      try {
        handler(payload);
      } catch (err) {
        logger.error(`Handler of ${channel} failed: ${err instanceof Error ? err.stack : String(err)}`);
      }
    }
  }

  protected setListening(listening: boolean) {
    if (this.isListening === listening) return;
    this.isListening = listening;
    for (const handler of this.listeningHandlers) handler(listening);
  }
}

/** Sends a notification as part of `db`'s transaction (delivered on commit, dropped on rollback). */
export async function notify(db: Db, channel: string, payload: string): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, ${payload})`);
}

export async function createNotifications(conn: DatabaseConnection, databaseUrl: string | undefined): Promise<DatabaseNotifications> {
  if (conn.kind === 'pglite') return new PgliteNotifications((conn.db as unknown as { $client: PGlite }).$client);
  if (!databaseUrl) throw new Error('PostgreSQL notifications need DATABASE_URL');
  const notifications = new PostgresNotifications(databaseUrl);
  await notifications.start();
  return notifications;
}

const MIN_RETRY_MS = 100;
const MAX_RETRY_MS = 5_000;

/**
 * A dedicated session outside the pool (LISTEN belongs to a session). When it is lost (server
 * restart, killed backend, network), it reconnects with backoff and LISTENs again.
 */
export class PostgresNotifications extends DatabaseNotifications {
  private client?: pg.Client;
  private readonly listened = new Set<string>();
  private readonly lostClients = new WeakSet<pg.Client>();
  private retryMs = MIN_RETRY_MS;
  private retryTimer?: NodeJS.Timeout;
  private connecting?: Promise<void>;
  private closed = false;
  private warned = false;
  /** pg runs one query at a time per client and warns (pg 9: throws) when asked for a second: LISTEN/UNLISTEN go in turn. */
  private queries: Promise<unknown> = Promise.resolve();

  constructor(private readonly url: string) {
    super();
  }

  /** First connection attempt; on failure, retries in the background (not listening meanwhile). */
  start(): Promise<void> {
    return this.connect();
  }

  async close() {
    this.closed = true;
    clearTimeout(this.retryTimer);
    await this.connecting;
    const client = this.client;
    this.client = undefined;
    this.setListening(false);
    if (client) {
      this.lostClients.add(client);
      await client.end().catch(() => undefined);
    }
  }

  protected async listenOn() {
    const client = this.client;
    if (!client) return; // the next connection listens on every subscribed channel
    await this.listenAll(client).catch((err) => this.lost(client, err));
  }

  protected async unlistenFrom(channel: string) {
    this.listened.delete(channel);
    const client = this.client;
    if (client) await this.inTurn(client, `UNLISTEN ${channel}`).catch(() => undefined);
  }

  private connect(): Promise<void> {
    this.connecting = this.openSession().finally(() => (this.connecting = undefined));
    return this.connecting;
  }

  private async openSession(): Promise<void> {
    const client = new pg.Client({
      connectionString: this.url,
      application_name: 'portal-notifications',
      connectionTimeoutMillis: 5_000,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    client.on('notification', (message) => {
      if (client === this.client) this.dispatch(message.channel, message.payload ?? '');
    });
    client.on('error', (err) => this.lost(client, err));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      this.listened.clear();
      await this.listenAll(client);
    } catch (err) {
      this.lost(client, err);
      return;
    }
    if (this.closed || this.lostClients.has(client)) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.retryMs = MIN_RETRY_MS;
    if (this.warned) logger.log('Listening to database notifications again');
    this.warned = false;
    this.setListening(true);
  }

  /** LISTENs on every subscribed channel, including any added while doing so. */
  private async listenAll(client: pg.Client) {
    for (;;) {
      const channel = this.channels.find((c) => !this.listened.has(c));
      if (!channel) {
        await this.queries; // a LISTEN another call queued is done too
        return;
      }
      this.listened.add(channel);
      try {
        await this.inTurn(client, `LISTEN ${channel}`);
      } catch (err) {
        this.listened.delete(channel);
        throw err;
      }
    }
  }

  private inTurn(client: pg.Client, text: string): Promise<unknown> {
    const run = this.queries.then(() => client.query(text));
    this.queries = run.catch(() => undefined);
    return run;
  }

  private lost(client: pg.Client, err?: unknown) {
    if (this.lostClients.has(client)) return;
    this.lostClients.add(client);
    void client.end().catch(() => undefined);
    if (this.client === client) this.client = undefined;
    this.setListening(false);
    if (this.closed) return;
    if (!this.warned) logger.warn(`Database notifications interrupted (${err instanceof Error ? err.message : 'connection ended'}); reconnecting`);
    this.warned = true;
    this.retryTimer = setTimeout(() => void this.connect(), this.retryMs);
    this.retryMs = Math.min(this.retryMs * 2, MAX_RETRY_MS);
  }
}

/** Embedded PGlite is a single in-process session: its notifications cannot be interrupted. */
export class PgliteNotifications extends DatabaseNotifications {
  private readonly listens = new Map<string, Promise<() => Promise<void>>>();
  private closed = false;

  constructor(private readonly pglite: PGlite) {
    super();
    this.setListening(true);
  }

  async close() {
    this.closed = true;
    this.setListening(false);
    for (const channel of [...this.listens.keys()]) await this.unlistenFrom(channel);
  }

  protected async listenOn(channel: string) {
    if (this.closed) return;
    let listening = this.listens.get(channel);
    if (!listening) {
      listening = this.pglite.listen(channel, (payload) => this.dispatch(channel, payload));
      this.listens.set(channel, listening);
    }
    await listening;
  }

  protected async unlistenFrom(channel: string) {
    const listening = this.listens.get(channel);
    this.listens.delete(channel);
    await listening?.then((unlisten) => unlisten()).catch(() => undefined);
  }
}
