import { Inject, Injectable } from '@nestjs/common';
import { MSG } from '@portal/shared/domain';
import { APP_CONFIG, type AppConfig } from '../common/config/app-config';
import { Clock } from '../common/clock';
import { LoginThrottleRepository, type ThrottleSlot } from './login-throttle.repository';

export const LEGAJO_MAX_FAILURES = 5;
export const LOCK_WINDOW_MS = 15 * 60 * 1000;
export const DEMO_WINDOW_MS = 60 * 1000;
/** The audit trail records the first demo login of an address in each such period, not every one. */
export const DEMO_AUDIT_WINDOW_MS = 60 * 60 * 1000;

/** Whose pin an attempt checks: a person's (their pin is one in every plant), or a legajo no one has in that plant. */
export interface QuienIngresa {
  personaId?: string;
  planta: number;
  legajo: string;
}

/**
 * The lockout's key: the person's, so their pin gets LEGAJO_MAX_FAILURES guesses in all their plants together and a
 * legajo's failures in one plant never lock another person with that legajo in another plant.
 */
export const legajoKey = ({ personaId, planta, legajo }: QuienIngresa) => (personaId ? `persona:${personaId}` : `legajo:${planta}:${legajo}`);
const ipKey = (ip: string) => `ip:${ip}`;
const demoKey = (ip: string) => `demo:${ip}`;
const ssoKey = (ip: string) => `sso:${ip}`;
/** Single sign-ons one address may start in a minute: each writes a row (its state, nonce and verifier). */
export const SSO_INICIOS_POR_MINUTO = 20;
const demoAuditKey = (ip: string) => `demo-auditoria:${ip}`;

/** Permission to check one pin: both the legajo's and the address's places are held until the outcome. */
export interface LoginAttempt {
  legajo: ThrottleSlot;
  address: ThrottleSlot;
}

/** A demo login let through, and whether it is the one of its address's hour that the audit trail records. */
export type DemoReservation = { granted: true; audit: boolean } | { granted: false; msg: string; retryAfterSeconds: number };

export type Reservation = { granted: true; attempt: LoginAttempt } | { granted: false; msg: string; retryAfterSeconds: number };

/**
 * Brute-force protection kept in the database so every BFF instance shares it. An attempt takes
 * a place on its legajo and on its address BEFORE the pin is checked, so however many arrive at
 * once, at most LEGAJO_MAX_FAILURES pins per legajo and LOGIN_IP_MAX_FAILURES per address are
 * checked per window; reaching a limit with failures locks the key for LOCK_WINDOW_MS.
 */
@Injectable()
export class LoginThrottleService {
  private lastPrune = 0;

  constructor(
    private readonly repo: LoginThrottleRepository,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async reserve(quien: QuienIngresa, ip: string): Promise<Reservation> {
    const now = this.clock.now();
    const windowFloor = new Date(now.getTime() - LOCK_WINDOW_MS);
    await this.pruneNowAndThen(now, windowFloor);
    const legajoSlot = await this.repo.reserve(legajoKey(quien), LEGAJO_MAX_FAILURES, now, windowFloor);
    if (!legajoSlot) return this.refused(legajoKey(quien), MSG.legajoBloqueado);
    const addressSlot = await this.repo.reserve(ipKey(ip), this.config.loginIpMaxFailures, now, windowFloor);
    if (!addressSlot) {
      await this.repo.release(legajoSlot, false);
      return this.refused(ipKey(ip), MSG.ipBloqueada);
    }
    return { granted: true, attempt: { legajo: legajoSlot, address: addressSlot } };
  }

  /** Which keys this failure locked (the audit trail records each lockout once). */
  async recordFailure({ legajo, address }: LoginAttempt): Promise<{ legajoLocked: boolean; addressLocked: boolean }> {
    const lockUntil = new Date(this.clock.now().getTime() + LOCK_WINDOW_MS);
    const legajoLocked = await this.repo.fail(legajo, LEGAJO_MAX_FAILURES, lockUntil);
    const addressLocked = await this.repo.fail(address, this.config.loginIpMaxFailures, lockUntil);
    return { legajoLocked, addressLocked };
  }

  /** A success forgets the legajo's failures (not the address's: a shared terminal must not hide an attack). */
  async recordSuccess({ legajo, address }: LoginAttempt): Promise<void> {
    await this.repo.release(legajo, true);
    await this.repo.release(address, false);
  }

  /** The attempt ended without a verdict (an unexpected error): it gives its places back. */
  async cancel({ legajo, address }: LoginAttempt): Promise<void> {
    await this.repo.release(legajo, false);
    await this.repo.release(address, false);
  }

  /**
   * A demo login from `ip`: at most DEMO_LOGIN_PER_MINUTE per address and minute (they always succeed, so every one
   * counts), shared by every instance. Only the first one of the address's hour is to be audited.
   */
  async reserveDemo(ip: string): Promise<DemoReservation> {
    const now = this.clock.now();
    const count = await this.repo.count(demoKey(ip), this.config.demoLoginPerMinute, now, new Date(now.getTime() + DEMO_WINDOW_MS));
    // A refused demo login writes nothing at all (not even the prune): a script cannot make it do work.
    if (count === undefined) return this.refused(demoKey(ip), MSG.demoDemasiados);
    await this.pruneNowAndThen(now, new Date(now.getTime() - LOCK_WINDOW_MS));
    const inHour = await this.repo.count(demoAuditKey(ip), undefined, now, new Date(now.getTime() + DEMO_AUDIT_WINDOW_MS));
    return { granted: true, audit: inHour === 1 };
  }

  /** A single sign-on started from `ip`: at most SSO_INICIOS_POR_MINUTO per address and minute, every instance together. */
  async reserveSso(ip: string): Promise<{ granted: true } | { granted: false; msg: string; retryAfterSeconds: number }> {
    const now = this.clock.now();
    const count = await this.repo.count(ssoKey(ip), SSO_INICIOS_POR_MINUTO, now, new Date(now.getTime() + DEMO_WINDOW_MS));
    if (count === undefined) return this.refused(ssoKey(ip), MSG.ssoDemasiados);
    await this.pruneNowAndThen(now, new Date(now.getTime() - LOCK_WINDOW_MS));
    return { granted: true };
  }

  /** Locked (or a demo window full): until it ends. Full of attempts in flight: they end within a second. */
  private async refused(key: string, msg: string): Promise<{ granted: false; msg: string; retryAfterSeconds: number }> {
    const until = await this.repo.lockedUntil(key);
    // Read now, not when the request began: the window may have been opened by a request that began later.
    const now = this.clock.now();
    const retryAfterSeconds = until && until > now ? Math.ceil((until.getTime() - now.getTime()) / 1000) : 1;
    return { granted: false, msg, retryAfterSeconds };
  }

  private async pruneNowAndThen(now: Date, windowFloor: Date): Promise<void> {
    if (now.getTime() - this.lastPrune < LOCK_WINDOW_MS) return;
    this.lastPrune = now.getTime();
    await this.repo.deleteExpired(now, windowFloor);
  }
}
