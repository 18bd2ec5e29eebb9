import { Controller, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { sistemaContrato as S } from '@portal/shared/domain';
import { Endpoint } from '../common/contract';
import { HealthService, type Health } from './health.service';

@Controller()
export class HealthController {
  constructor(private readonly health: HealthService) {}

  /** 200 `{ status: 'ok', db }` (`busy: true` while a transaction holds PGlite), or 503 `{ status: 'error', db: 'down', msg }` while the database is away. */
  @Endpoint(S.salud)
  async check(@Res({ passthrough: true }) reply: FastifyReply): Promise<Health> {
    const health = await this.health.check();
    if (health.status !== 'ok') void reply.status(503).header('cache-control', 'no-store');
    return health;
  }
}
