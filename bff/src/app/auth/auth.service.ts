import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { MSG, type AuthResponse, type LoginInput } from '@portal/shared/domain';
import { APP_CONFIG, type AppConfig } from '../common/config/app-config';
import { badRequest, notFound, tooManyRequests } from '../common/http-errors';
import { verifyPin } from '../common/password';
import { DEMO_USER } from '../../db/seed/demo-users';
import type { UserRow } from '../../db/schema';
import { UsersRepository } from '../users/users.repository';
import { UsersService } from '../users/users.service';
import type { TokenPayload } from './jwt.authenticator';
import { LoginThrottleService } from './login-throttle.service';

@Injectable()
export class AuthService {
  constructor(
    private readonly users: UsersRepository,
    private readonly usersService: UsersService,
    private readonly throttle: LoginThrottleService,
    private readonly jwt: JwtService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
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
      user = await this.users.findByLegajo(legajo);
      ok = await verifyPin(user?.passwordHash, pin);
    } catch (err) {
      await this.throttle.cancel(attempt).catch(() => undefined);
      throw err;
    }
    if (!user || !ok) {
      await this.throttle.recordFailure(attempt);
      throw badRequest(MSG.credencialesInvalidas);
    }
    await this.throttle.recordSuccess(attempt);
    return this.issue(user);
  }

  async demoLogin(): Promise<AuthResponse> {
    if (!this.config.demoLogin) throw notFound(MSG.recursoNoEncontrado);
    const user = await this.users.findByLegajo(DEMO_USER.legajo);
    if (!user) throw notFound(MSG.usuarioNoEncontrado);
    return this.issue(user);
  }

  demoLoginEnabled(): boolean {
    return this.config.demoLogin;
  }

  private async issue(user: UserRow): Promise<AuthResponse> {
    const payload: TokenPayload = { sub: user.id };
    const token = await this.jwt.signAsync(payload);
    return { token, user: await this.usersService.withHours(user) };
  }
}
