import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tarjeta } from '@portal/shared/domain';
import { DB, type Db } from '../src/app/database/database.types';
import { ADMIN_USER } from '../src/db/seed/demo-users';
import { CardLoad, LOAD_COLORS, missingCards, numberingByColor } from './card-load';
import { startInstances, type Instances } from './two-instances';

const CREATES = 2_000;

describe('two BFF instances on one PostgreSQL database behind a round-robin proxy', () => {
  let instances: Instances;
  let token: string;
  beforeAll(async () => {
    // The numbering is under test, not the connect timeout: a loaded CI machine may keep 50 requests waiting for
    // one of the pool's connections longer than the production default (5 s), which would answer 503.
    instances = await startInstances(2, { DB_CONNECT_TIMEOUT_MS: '60000' });
    const login = await instances.request<{ token: string }>('POST', '/api/auth', { body: { email: ADMIN_USER.legajo, password: ADMIN_USER.pin } });
    token = login.body.token;
  }, 120_000);
  afterAll(() => instances?.close());

  it('both answer through the proxy, on the data migrated and seeded once', async () => {
    for (const base of [...instances.urls, instances.proxyUrl]) {
      expect(await instances.request('GET', '/api/auth/user', { token, base })).toMatchObject({ status: 200 });
    }
  });

  it(`${CREATES} concurrent creates spread over both: every one acknowledged, numbered once, none lost`, async () => {
    const db = instances.apps[0].app.get<Db>(DB);
    const before = await numberingByColor(db);
    const forwardedBefore = [...instances.forwarded];
    const load = new CardLoad((card) => instances.request('POST', '/api/tarjetas', { body: card, token }), 50, CREATES);
    await load.done();
    expect(instances.forwarded.map((n, i) => n - forwardedBefore[i])).toEqual([CREATES / 2, CREATES / 2]);

    expect(load.results.filter((r) => r.status !== 201)).toEqual([]);
    const cards: Tarjeta[] = load.acknowledged();
    expect(cards).toHaveLength(CREATES);
    expect(
      await missingCards(
        db,
        cards.map((c) => c._id),
      ),
    ).toEqual([]);

    const after = await numberingByColor(db);
    for (const color of LOAD_COLORS) {
      const mine = cards
        .filter((c) => c.color === color)
        .map((c) => c.numero)
        .sort((a, b) => a - b);
      const seeded = before.find((r) => r.color === color)?.cards ?? 0;
      // The new cards continue the colour's sequence without a duplicate or a gap…
      expect(mine).toEqual(Array.from({ length: mine.length }, (_, i) => seeded + i + 1));
      // …and the table holds exactly the seeded cards plus the acknowledged ones.
      expect(after.find((r) => r.color === color)).toEqual({
        color,
        cards: seeded + mine.length,
        distinct: seeded + mine.length,
        lowest: 1,
        highest: seeded + mine.length,
      });
    }
  }, 180_000);
});
