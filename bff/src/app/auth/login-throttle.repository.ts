import { Inject, Injectable } from '@nestjs/common';
import { and, eq, lte, or, isNull, sql } from 'drizzle-orm';
import { loginThrottle } from '../../db/schema';
import { DB, type Db } from '../database/database.types';

/** A granted attempt: its outcome is recorded against the window it was counted in. */
export interface ThrottleSlot {
  key: string;
  windowStart: Date;
}

const ts = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/**
 * Every method is one statement on one row, so counters stay exact under any concurrency and
 * across instances. Times come from the app's clock (parameters), never from the database's now().
 */
@Injectable()
export class LoginThrottleRepository {
  constructor(@Inject(DB) private readonly db: Db) {}

  /**
   * Reserves a place for one attempt, or returns undefined when the key is locked or its
   * failures plus the attempts in flight reached `limit`. A lock that ended, or a window that
   * started before `windowFloor` without a lock, starts a fresh count. The row is locked by the
   * upsert, so two attempts can never take the same last place.
   */
  async reserve(key: string, limit: number, now: Date, windowFloor: Date): Promise<ThrottleSlot | undefined> {
    const row = loginThrottle;
    const stale = sql`(case when ${row.lockedUntil} is null then ${row.windowStart} <= ${ts(windowFloor)} else ${row.lockedUntil} <= ${ts(now)} end)`;
    const [slot] = await this.db
      .insert(row)
      .values({ key, failures: 0, pending: 1, windowStart: now, lockedUntil: null })
      .onConflictDoUpdate({
        target: row.key,
        set: {
          failures: sql`case when ${stale} then 0 else ${row.failures} end`,
          pending: sql`case when ${stale} then 1 else ${row.pending} + 1 end`,
          windowStart: sql`case when ${stale} then ${ts(now)} else ${row.windowStart} end`,
          lockedUntil: sql`case when ${stale} then null else ${row.lockedUntil} end`,
        },
        setWhere: sql`${stale} or (${row.lockedUntil} is null and ${row.failures} + ${row.pending} < ${limit})`,
      })
      .returning({ key: row.key, windowStart: row.windowStart });
    return slot;
  }

  /** The failed attempt leaves its place and counts as a failure; reaching `limit` locks the key until `lockUntil`. */
  /** Counts the failure; true when this very failure reached the limit (it locked the key). */
  async fail({ key, windowStart }: ThrottleSlot, limit: number, lockUntil: Date): Promise<boolean> {
    const row = loginThrottle;
    const [updated] = await this.db
      .update(row)
      .set({
        failures: sql`${row.failures} + 1`,
        pending: sql`greatest(${row.pending} - 1, 0)`,
        lockedUntil: sql`case when ${row.failures} + 1 >= ${limit} then coalesce(${row.lockedUntil}, ${ts(lockUntil)}) else ${row.lockedUntil} end`,
      })
      .where(this.sameWindow(key, windowStart))
      .returning({ failures: row.failures });
    return updated?.failures === limit;
  }

  /**
   * The attempt leaves its place without counting; with `resetFailures`, the failures are
   * forgotten too — only when no other attempt is in flight, so a burst cannot use a success
   * to get more than `limit` pins checked.
   */
  async release({ key, windowStart }: ThrottleSlot, resetFailures: boolean): Promise<void> {
    const row = loginThrottle;
    await this.db
      .update(row)
      .set({
        pending: sql`greatest(${row.pending} - 1, 0)`,
        ...(resetFailures ? { failures: sql`case when ${row.pending} <= 1 then 0 else ${row.failures} end` } : {}),
      })
      .where(this.sameWindow(key, windowStart));
  }

  /**
   * Counts one event of `key` in a fixed window that ends at `windowEnd` (stored in locked_until, which also keeps the
   * row from the prune until then): the count so far, 1 for the first of a new window, or undefined when the window
   * already holds `limit` events (nothing is counted; no limit: always counted). One upsert on one row: exact across instances.
   */
  async count(key: string, limit: number | undefined, now: Date, windowEnd: Date): Promise<number | undefined> {
    const row = loginThrottle;
    const stale = sql`(${row.lockedUntil} is null or ${row.lockedUntil} <= ${ts(now)})`;
    const [counted] = await this.db
      .insert(row)
      .values({ key, failures: 1, pending: 0, windowStart: now, lockedUntil: windowEnd })
      .onConflictDoUpdate({
        target: row.key,
        set: {
          failures: sql`case when ${stale} then 1 else ${row.failures} + 1 end`,
          windowStart: sql`case when ${stale} then ${ts(now)} else ${row.windowStart} end`,
          lockedUntil: sql`case when ${stale} then ${ts(windowEnd)} else ${row.lockedUntil} end`,
        },
        ...(limit === undefined ? {} : { setWhere: sql`${stale} or ${row.failures} < ${limit}` }),
      })
      .returning({ count: row.failures });
    return counted?.count;
  }

  /** When a refused key's lock ends (null: it is full of attempts in flight). */
  lockedUntil(key: string): Promise<Date | null> {
    return this.db
      .select({ lockedUntil: loginThrottle.lockedUntil })
      .from(loginThrottle)
      .where(eq(loginThrottle.key, key))
      .then((rows) => rows[0]?.lockedUntil ?? null);
  }

  /** Forgets keys whose window and lock are over (their next attempt would start afresh anyway). */
  async deleteExpired(now: Date, windowFloor: Date): Promise<void> {
    const row = loginThrottle;
    await this.db.delete(row).where(and(lte(row.windowStart, windowFloor), or(isNull(row.lockedUntil), lte(row.lockedUntil, now))));
  }

  /** An outcome counts only in the window its attempt was reserved in. */
  private sameWindow(key: string, windowStart: Date) {
    return and(eq(loginThrottle.key, key), eq(loginThrottle.windowStart, windowStart));
  }
}
