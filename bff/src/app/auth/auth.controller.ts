import { Controller, Inject, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { authContrato as A, type AuthResponse, type CuerpoDe, type RespuestaDe, type User } from '@portal/shared/domain';
import { CurrentActor, type Actor } from '../audit/actor';
import { APP_CONFIG, type AppConfig } from '../common/config/app-config';
import { CurrentUser, type AuthUser } from '../common/access/auth-user';
import { Cuerpo, Endpoint } from '../common/contract';
import { UsersService } from '../users/users.service';
import { PLANTA_PRINCIPAL } from '../../db/schema/plantas';
import { AuthService } from './auth.service';

/** `/api/auth` (the own notices, `POST /api/auth/avisos`, are `CuentaAvisosController`'s). */
@Controller()
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly users: UsersService,
    @Inject(APP_CONFIG) private readonly appConfig: AppConfig,
  ) {}

  @Endpoint(A.login)
  login(@Cuerpo() body: CuerpoDe<typeof A.login>, @Req() req: FastifyRequest): Promise<AuthResponse> {
    return this.auth.login(body, req.ip);
  }

  @Endpoint(A.demo)
  demo(@Req() req: FastifyRequest): Promise<AuthResponse> {
    return this.auth.demoLogin(req.ip);
  }

  /**
   * What the browser needs before anyone logs in: whether to offer the demo link, the first plant's zone (what
   * screens without a session use), and every plant with its zone and alert days (a session uses its plant's).
   */
  @Endpoint(A.config)
  async config(): Promise<RespuestaDe<typeof A.config>> {
    const plantas = await this.auth.plantasDeIngreso();
    return {
      demoLogin: this.auth.demoLoginEnabled(),
      sso: this.appConfig.sso ? { nombre: this.appConfig.sso.nombre } : null,
      zonaHoraria: plantas.find((p) => p._id === PLANTA_PRINCIPAL)?.zonaHoraria ?? this.appConfig.plantTz,
      pcCompartidaMinutos: this.appConfig.pcCompartidaMinutos,
      plantas,
    };
  }

  @Endpoint(A.plantas)
  plantas(@CurrentUser() user: AuthUser): Promise<RespuestaDe<typeof A.plantas>> {
    return this.auth.plantasDe(user);
  }

  /** Another plant of the person: a token there (the older one keeps its own plant until it expires or is dropped). */
  @Endpoint(A.cambiarPlanta)
  cambiarPlanta(@Cuerpo() body: CuerpoDe<typeof A.cambiarPlanta>, @CurrentUser() user: AuthUser, @Req() req: FastifyRequest): Promise<AuthResponse> {
    return this.auth.cambiarPlanta(user, body, req.ip);
  }

  /** The own pin (any user): answers a new token, the older ones of this user stop working. */
  @Endpoint(A.pin)
  cambiarPin(
    @Cuerpo() body: CuerpoDe<typeof A.pin>,
    @CurrentUser() user: AuthUser,
    @CurrentActor() actor: Actor,
    @Req() req: FastifyRequest,
  ): Promise<AuthResponse> {
    return this.auth.cambiarPin(user, body, req.ip, actor);
  }

  @Endpoint(A.usuario)
  me(@CurrentUser() user: AuthUser): Promise<User> {
    return this.users.get(user.id);
  }
}
