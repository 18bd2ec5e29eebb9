import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campos } from '../../db/schema';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { DB, type Db } from './database.types';
import { inTransaction } from './transaction-context';

describe('contextual DB', () => {
  let t: TestApp;
  let db: Db;
  beforeAll(async () => {
    t = await startTestApp();
    db = t.app.get<Db>(DB);
  });
  afterAll(() => t.close());

  const valor = async (value: string) => (await db.select().from(campos).where(eq(campos.value, value))).length;

  it('sends calls made inside a transaction to it, without passing the transaction around', async () => {
    expect(inTransaction()).toBe(false);
    const seen = await db
      .transaction(async () => {
        expect(inTransaction()).toBe(true);
        await db.insert(campos).values({ name: 'equipo', value: 'ctx-1' });
        // Same transaction: sees its own uncommitted row (on PGlite the pool would deadlock instead).
        const inside = await valor('ctx-1');
        throw Object.assign(new Error('rollback'), { inside });
      })
      .catch((err: { inside: number }) => err.inside);
    expect(seen).toBe(1);
    expect(await valor('ctx-1')).toBe(0);
  });

  it('makes a transaction begun inside another a savepoint: its failure undoes only its own writes', async () => {
    await db.transaction(async () => {
      await db.insert(campos).values({ name: 'equipo', value: 'ctx-outer' });
      await db
        .transaction(async () => {
          await db.insert(campos).values({ name: 'equipo', value: 'ctx-inner' });
          throw new Error('inner');
        })
        .catch(() => undefined);
      expect(await valor('ctx-outer')).toBe(1);
      expect(await valor('ctx-inner')).toBe(0);
    });
    expect(await valor('ctx-outer')).toBe(1);
    expect(await valor('ctx-inner')).toBe(0);
  });
});
