import { Inject, Injectable } from '@nestjs/common';
import { DATABASE_CONNECTION } from '../database/database.module';
import type { DatabaseConnection, DriverKind } from '../database/database.types';
import { HealthRepository } from './health.repository';

@Injectable()
export class HealthService {
  constructor(
    private readonly repo: HealthRepository,
    @Inject(DATABASE_CONNECTION) private readonly conn: DatabaseConnection,
  ) {}

  async check(): Promise<{ status: 'ok'; db: DriverKind }> {
    await this.repo.ping();
    return { status: 'ok', db: this.conn.kind };
  }
}
