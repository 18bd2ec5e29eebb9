import { Inject, Injectable } from '@nestjs/common';
import { MSG } from '@portal/shared/domain';
import { APP_CONFIG, type AppConfig } from '../common/config/app-config';
import { Clock } from '../common/clock';
import { tooManyRequests } from '../common/http-errors';
import { LoginThrottleRepository } from './login-throttle.repository';

export const LEGAJO_MAX_FAILURES = 5;
export const LOCK_WINDOW_MS = 15 * 60 * 1000;

const legajoKey = (legajo: string) => `legajo:${legajo}`;
const ipKey = (ip: string) => `ip:${ip}`;

/** Brute-force protection kept in the database so every BFF instance shares it. */
@Injectable()
export class LoginThrottleService {
  constructor(
    private readonly repo: LoginThrottleRepository,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Refuses the attempt (429) before the pin is even checked. */
  async assertAllowed(legajo: string, ip: string): Promise<void> {
    const now = this.clock.now();
    const byLegajo = await this.repo.get(legajoKey(legajo));
    if (byLegajo?.lockedUntil && byLegajo.lockedUntil > now) throw tooManyRequests(MSG.legajoBloqueado);
    const byIp = await this.repo.get(ipKey(ip));
    if (byIp && byIp.windowStart.getTime() > now.getTime() - LOCK_WINDOW_MS && byIp.failures >= this.config.loginIpMaxFailures) {
      throw tooManyRequests(MSG.ipBloqueada);
    }
  }

  async recordFailure(legajo: string, ip: string): Promise<void> {
    const now = this.clock.now();
    const windowFloor = new Date(now.getTime() - LOCK_WINDOW_MS);
    const failures = await this.repo.addFailure(legajoKey(legajo), now, windowFloor);
    if (failures >= LEGAJO_MAX_FAILURES) await this.repo.lock(legajoKey(legajo), new Date(now.getTime() + LOCK_WINDOW_MS));
    await this.repo.addFailure(ipKey(ip), now, windowFloor);
  }

  async recordSuccess(legajo: string): Promise<void> {
    await this.repo.clear(legajoKey(legajo));
  }
}
