import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../../../test/eventually';
import { createTestDatabase, startTestApp, type TestApp, type TestDatabase } from '../../../test/test-app';
import { DB, type Db } from './database.types';
import { DatabaseNotifications, notify } from './notifications';
import { comoPropietario } from './alcance-planta';

// PostgreSQL only (see vitest.config.mts): PGlite's notifications are in-process and cannot be cut.

async function listenerSessions(db: Db): Promise<number> {
  const result = await db.execute(
    sql`select count(*)::int as n from pg_stat_activity where application_name = 'portal-notifications' and datname = current_database()`,
  );
  return (result as unknown as { rows: { n: number }[] }).rows[0].n;
}

/** As the owner: the portal's own role may not end another role's session. */
async function killListener(db: Db): Promise<void> {
  await comoPropietario(() =>
    db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'portal-notifications' and datname = current_database()`),
  );
}

describe('database notifications on PostgreSQL', () => {
  let database: TestDatabase;
  let t: TestApp;
  let db: Db;
  let notifications: DatabaseNotifications;
  beforeAll(async () => {
    database = await createTestDatabase();
    t = await startTestApp({ database });
    db = t.app.get<Db>(DB);
    notifications = t.app.get(DatabaseNotifications);
  });
  afterAll(async () => {
    await t.close();
    await database.drop();
  });

  it('uses one dedicated session', async () => {
    expect(await listenerSessions(db)).toBe(1);
  });

  it('reports the interruption when its session is killed, reconnects, listens again', async () => {
    const received: string[] = [];
    const states: boolean[] = [];
    const unsubscribe = await notifications.subscribe('test_reconnect', (p) => received.push(p));
    const stopWatching = notifications.onListeningChange((listening) => states.push(listening));
    try {
      await killListener(db);
      await eventually(() => states.length >= 2, 5_000);
      expect(states).toEqual([false, true]);
      expect(notifications.listening).toBe(true);
      await notify(db, 'test_reconnect', 'after reconnect');
      await eventually(() => received.length === 1);
      expect(received).toEqual(['after reconnect']);
      expect(await listenerSessions(db)).toBe(1);
    } finally {
      stopWatching();
      unsubscribe();
    }
  });

  it('closes its session with the app and does not reconnect', async () => {
    const other = await startTestApp({ database });
    expect(await listenerSessions(db)).toBe(2);
    await other.close();
    await eventually(async () => (await listenerSessions(db)) === 1);
    await new Promise((resolve) => setTimeout(resolve, 300)); // longer than the first retry delay
    expect(await listenerSessions(db)).toBe(1);
  });
});
