import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../../../test/eventually';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { DB, type Db } from './database.types';
import { DatabaseNotifications, notify } from './notifications';

describe('database notifications', () => {
  let t: TestApp;
  let notifications: DatabaseNotifications;
  let db: Db;
  beforeAll(async () => {
    t = await startTestApp();
    notifications = t.app.get(DatabaseNotifications);
    db = t.app.get<Db>(DB);
  });
  afterAll(() => t.close());

  it('is listening once the app has started', () => {
    expect(notifications.listening).toBe(true);
  });

  it('delivers a notification when its transaction commits, never before and never after a rollback', async () => {
    const received: string[] = [];
    const unsubscribe = await notifications.subscribe('test_commit', (payload) => received.push(payload));
    try {
      await db.transaction(async (tx) => {
        await notify(tx as unknown as Db, 'test_commit', 'committed');
        await new Promise((resolve) => setTimeout(resolve, 50));
        expect(received).toEqual([]);
      });
      await eventually(() => received.length === 1);
      await db
        .transaction(async (tx) => {
          await notify(tx as unknown as Db, 'test_commit', 'rolled back');
          throw new Error('rollback');
        })
        .catch(() => undefined);
      await notify(db, 'test_commit', 'after');
      await eventually(() => received.length === 2);
      expect(received).toEqual(['committed', 'after']);
    } finally {
      unsubscribe();
    }
  });

  it('calls every subscriber of the channel, and no longer one that unsubscribed', async () => {
    const a: string[] = [];
    const b: string[] = [];
    const unsubscribeA = await notifications.subscribe('test_fanout', (p) => a.push(p));
    const unsubscribeB = await notifications.subscribe('test_fanout', (p) => b.push(p));
    await notify(db, 'test_fanout', '1');
    await eventually(() => a.length === 1 && b.length === 1);
    unsubscribeA();
    await notify(db, 'test_fanout', '2');
    await eventually(() => b.length === 2);
    expect(a).toEqual(['1']);
    unsubscribeB();
  });

  it('keeps delivering to the others when one subscriber throws', async () => {
    const received: string[] = [];
    const unsubscribeBad = await notifications.subscribe('test_throw', () => {
      throw new Error('subscriber bug');
    });
    const unsubscribe = await notifications.subscribe('test_throw', (p) => received.push(p));
    await notify(db, 'test_throw', 'x');
    await eventually(() => received.length === 1);
    unsubscribeBad();
    unsubscribe();
  });

  it('refuses channel names that are not plain lower-case identifiers', async () => {
    for (const name of ['Users', 'a b', 'x;drop table users', '', '1abc']) {
      await expect(notifications.subscribe(name, () => undefined)).rejects.toThrow(/channel/);
    }
  });
});
