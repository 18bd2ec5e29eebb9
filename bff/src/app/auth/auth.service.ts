import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { MSG, type AuthResponse, type CambiarPinInput, type LoginInput } from '@portal/shared/domain';
import type { Actor } from '../audit/actor';
import type { AuthUser } from '../common/access/auth-user';
import { AuditService } from '../audit/audit.service';
import { APP_CONFIG, type AppConfig } from '../common/config/app-config';
import { badRequest, notFound, tooManyRequests } from '../common/http-errors';
import { hashPin, isLegacyHash, verifyPin } from '../common/password';
import { DEMO_USER } from '../../db/seed/demo-users';
import type { UserRow } from '../../db/schema';
import { UsersService } from '../users/users.service';
import type { TokenPayload } from './jwt.authenticator';
import { LoginThrottleService } from './login-throttle.service';

@Injectable()
export class AuthService {
  constructor(
    private readonly usersService: UsersService,
    private readonly throttle: LoginThrottleService,
    private readonly jwt: JwtService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly auditoria: AuditService,
  ) {}

  /**
   * Three outcomes: locked (429, no pin checked), failure (400) and success. Unknown legajo and
   * wrong pin get the same answer and cost the same argon2 verify.
   */
  async login({ email: legajo, password: pin }: LoginInput, ip: string): Promise<AuthResponse> {
    const reservation = await this.throttle.reserve(legajo, ip);
    if (!reservation.granted) throw tooManyRequests(reservation.msg, reservation.retryAfterSeconds);
    const { attempt } = reservation;

    let user: UserRow | undefined;
    let ok: boolean;
    try {
      user = await this.usersService.filaPorLegajo(legajo);
      ok = await verifyPin(user?.passwordHash, pin);
    } catch (err) {
      await this.throttle.cancel(attempt).catch(() => undefined);
      throw err;
    }
    if (!user || !ok) {
      const locked = await this.throttle.recordFailure(attempt);
      await this.auditarFallo(legajo, user, ip, locked);
      throw badRequest(MSG.credencialesInvalidas);
    }
    await this.throttle.recordSuccess(attempt);
    if (isLegacyHash(user.passwordHash)) await this.usersService.reemplazarHashAntiguo(user.id, user.passwordHash, await hashPin(pin));
    await this.auditoria.login(user, ip);
    return this.issue(await this.usersService.registrarLogin(user.id));
  }

  /**
   * The own pin: the current one is checked like a login's (same legajo and address lockout, so a
   * session left open cannot be used to guess it), then every older session token stops working and
   * the answer carries a new token for this one.
   */
  async cambiarPin(me: AuthUser, input: CambiarPinInput, ip: string, actor: Actor): Promise<AuthResponse> {
    const reservation = await this.throttle.reserve(me.legajo, ip);
    if (!reservation.granted) throw tooManyRequests(reservation.msg, reservation.retryAfterSeconds);
    const { attempt } = reservation;

    let user: UserRow | undefined;
    let ok: boolean;
    try {
      user = await this.usersService.fila(me.id);
      ok = await verifyPin(user?.passwordHash, input.pinActual);
    } catch (err) {
      await this.throttle.cancel(attempt).catch(() => undefined);
      throw err;
    }
    if (!user) {
      await this.throttle.cancel(attempt);
      throw notFound(MSG.usuarioNoEncontrado);
    }
    if (!ok) {
      const locked = await this.throttle.recordFailure(attempt);
      await this.auditoria.pinActualFallido(user, ip);
      if (locked.legajoLocked) await this.auditoria.bloqueo('legajo', user.legajo, user, ip);
      if (locked.addressLocked) await this.auditoria.bloqueo('ip', user.legajo, user, ip);
      throw badRequest(MSG.pinActualIncorrecto);
    }
    await this.throttle.recordSuccess(attempt);
    return this.issue(await this.usersService.cambiarPropioPin(user.id, input.pinNuevo, actor));
  }

  /**
   * The demo user's session, no pin: throttled per address like the pin login's lockout (in the database), and
   * audited once per address and hour, so a script cannot flood the permanent trail (docs/auditoria.md).
   */
  async demoLogin(ip: string): Promise<AuthResponse> {
    if (!this.config.demoLogin) throw notFound(MSG.recursoNoEncontrado);
    const reservation = await this.throttle.reserveDemo(ip);
    if (!reservation.granted) throw tooManyRequests(reservation.msg, reservation.retryAfterSeconds);
    const user = await this.usersService.filaPorLegajo(DEMO_USER.legajo);
    if (!user) throw notFound(MSG.usuarioNoEncontrado);
    if (reservation.audit) await this.auditoria.login(user, ip);
    return this.issue(await this.usersService.registrarLogin(user.id));
  }

  /** Audit trail: the failed attempt and, when this very failure locked the legajo or the address, the lockout. */
  private async auditarFallo(legajo: string, user: UserRow | undefined, ip: string, locked: { legajoLocked: boolean; addressLocked: boolean }): Promise<void> {
    await this.auditoria.loginFallido(legajo, user, ip);
    if (locked.legajoLocked) await this.auditoria.bloqueo('legajo', legajo, user, ip);
    if (locked.addressLocked) await this.auditoria.bloqueo('ip', legajo, user, ip);
  }

  demoLoginEnabled(): boolean {
    return this.config.demoLogin;
  }

  private async issue(user: UserRow): Promise<AuthResponse> {
    const payload: TokenPayload = { sub: user.id, ver: user.sesionVersion };
    const token = await this.jwt.signAsync(payload);
    return { token, user: await this.usersService.withHours(user) };
  }
}
