import { Inject, Injectable } from '@nestjs/common';
import { MSG, type Salud } from '@portal/shared/domain';
import { DATABASE_CONNECTION } from '../database/database.module';
import type { DatabaseConnection } from '../database/database.types';
import { HealthRepository } from './health.repository';

/** The answer of GET /api/health, as the contract declares it. */
export type Health = Salud;

/** A ping slower than this counts as down: a health check must answer, whatever the database does. */
export const PING_TIMEOUT_MS = 3_000;

@Injectable()
export class HealthService {
  constructor(
    private readonly repo: HealthRepository,
    @Inject(DATABASE_CONNECTION) private readonly conn: DatabaseConnection,
  ) {}

  async check(): Promise<Health> {
    // The embedded database lives in this process: while a long transaction (an import) holds its only session
    // it is open and working, and a ping would only wait for the commit. Its single instance answering 503 for
    // being busy would take the portal out of a load balancer, so it is reported as serving, and busy.
    if (this.conn.busy()) return { status: 'ok', db: this.conn.kind, busy: true };
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('ping timed out')), PING_TIMEOUT_MS);
    });
    try {
      await Promise.race([this.repo.ping(), timeout]);
      return { status: 'ok', db: this.conn.kind };
    } catch {
      return { status: 'error', db: 'down', msg: MSG.baseDeDatosNoDisponible };
    } finally {
      clearTimeout(timer);
    }
  }
}
