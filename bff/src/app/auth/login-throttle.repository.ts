import { Inject, Injectable } from '@nestjs/common';
import { eq, sql } from 'drizzle-orm';
import { loginThrottle } from '../../db/schema';
import { DB, type Db } from '../database/database.types';

export interface ThrottleState {
  failures: number;
  windowStart: Date;
  lockedUntil: Date | null;
}

@Injectable()
export class LoginThrottleRepository {
  constructor(@Inject(DB) private readonly db: Db) {}

  get(key: string): Promise<ThrottleState | undefined> {
    return this.db
      .select({ failures: loginThrottle.failures, windowStart: loginThrottle.windowStart, lockedUntil: loginThrottle.lockedUntil })
      .from(loginThrottle)
      .where(eq(loginThrottle.key, key))
      .then((rows) => rows[0]);
  }

  /**
   * Counts one failure atomically (a single upsert, safe across instances). A window that
   * started before `windowFloor`, or a lock that has expired, starts a new count.
   */
  async addFailure(key: string, now: Date, windowFloor: Date): Promise<number> {
    const nowTs = sql`${now.toISOString()}::timestamptz`;
    const stale = sql`(login_throttle.window_start <= ${windowFloor.toISOString()}::timestamptz or login_throttle.locked_until <= ${nowTs})`;
    const [row] = await this.db
      .insert(loginThrottle)
      .values({ key, failures: 1, windowStart: now })
      .onConflictDoUpdate({
        target: loginThrottle.key,
        set: {
          failures: sql`case when ${stale} then 1 else login_throttle.failures + 1 end`,
          windowStart: sql`case when ${stale} then ${nowTs} else login_throttle.window_start end`,
          lockedUntil: sql`case when ${stale} then null else login_throttle.locked_until end`,
        },
      })
      .returning({ failures: loginThrottle.failures });
    return row.failures;
  }

  async lock(key: string, until: Date): Promise<void> {
    await this.db.update(loginThrottle).set({ lockedUntil: until }).where(eq(loginThrottle.key, key));
  }

  async clear(key: string): Promise<void> {
    await this.db.delete(loginThrottle).where(eq(loginThrottle.key, key));
  }
}
