import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@portal/shared/domain';
import { DB, type Db } from '../src/app/database/database.types';
import { ADMIN_USER } from '../src/db/seed/demo-users';
import { CardLoad, missingCards, numberingByColor } from './card-load';
import { startPrivatePostgres, type PrivatePostgres } from './private-postgres';
import { startTestApp, type TestApp } from './test-app';

/**
 * The server is restarted and stopped under load: the BFF must answer 503 { msg } meanwhile (never
 * 500, never crash), say so on /api/health, reconnect by itself and keep every acknowledged card.
 * Runs on a cluster of its own: the shared server is in use by other test files.
 */
describe('PostgreSQL restarted under load', () => {
  let server: PrivatePostgres;
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    server = await startPrivatePostgres();
    t = await startTestApp({ database: { env: { DATABASE_URL: server.url }, drop: async () => undefined } });
    token = (await t.login(ADMIN_USER.legajo, ADMIN_USER.pin)).token;
  }, 120_000);
  // The server goes first: closing the app cannot then keep a cluster running, even if it hangs.
  afterAll(async () => {
    await server?.destroy();
    await t?.close();
  });

  it('answers 503 { msg } while it is away, reports db down, reconnects by itself and loses no acknowledged card', async () => {
    const db = t.app.get<Db>(DB);
    const before = await numberingByColor(db);
    const load = new CardLoad((card) => t.post('/api/tarjetas', card, { token }), 20);
    const acked = () => load.count(201);

    await load.until(() => acked() >= 50);
    // What an operator or a package upgrade does: sessions are killed, the server is briefly refused.
    await server.restart();
    let mark = acked();
    await load.until(() => acked() >= mark + 50);

    // A longer outage, to look at the BFF while the server is away.
    await server.stop();
    const unavailableBefore = load.count(503);
    await load.until(() => load.count(503) >= unavailableBefore + 50);
    const health = await t.get('/api/health');
    expect(health.status).toBe(503);
    expect(health.body).toEqual({ status: 'error', db: 'down', msg: MSG.baseDeDatosNoDisponible });
    await server.start();

    mark = acked();
    await load.until(() => acked() >= mark + 50);
    await load.stop();
    expect(await t.get('/api/health')).toMatchObject({ status: 200, body: { status: 'ok', db: 'postgres' } });

    const statuses = new Set(load.results.map((r) => r.status));
    expect([...statuses].sort()).toEqual([201, 503]);
    for (const r of load.results.filter((r) => r.status === 503)) expect(r.body).toEqual({ msg: MSG.baseDeDatosNoDisponible });

    const cards = load.acknowledged();
    expect(
      await missingCards(
        db,
        cards.map((c) => c._id),
      ),
    ).toEqual([]);
    // Numbers stay one sequence per colour: a create that failed with the server left no number behind.
    const after = await numberingByColor(db);
    for (const row of after) {
      expect(row).toMatchObject({ distinct: row.cards, lowest: 1, highest: row.cards });
      const mine = cards.filter((c) => c.color === row.color).map((c) => c.numero);
      expect(new Set(mine).size).toBe(mine.length);
    }
    // A create whose COMMIT reached the server just before the connection died is stored but was
    // answered 503: the database may hold more than was acknowledged, never less.
    const added = after.reduce((n, r) => n + r.cards, 0) - before.reduce((n, r) => n + r.cards, 0);
    expect(added).toBeGreaterThanOrEqual(cards.length);
  }, 180_000);
});
