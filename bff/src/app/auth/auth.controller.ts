import { Body, Controller, Get, HttpCode, Inject, Post, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { cambiarPinSchema, loginSchema, type AuthResponse, type CambiarPinInput, type LoginInput, type User } from '@portal/shared/domain';
import { CurrentActor, type Actor } from '../audit/actor';
import { Authenticated, Public } from '../common/access/access.decorators';
import { APP_CONFIG, type AppConfig } from '../common/config/app-config';
import { CurrentUser, type AuthUser } from '../common/access/auth-user';
import { ZodPipe } from '../common/pipes/zod.pipe';
import { UsersService } from '../users/users.service';
import { AuthService } from './auth.service';

@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly users: UsersService,
    @Inject(APP_CONFIG) private readonly appConfig: AppConfig,
  ) {}

  @Post()
  @HttpCode(200)
  @Public()
  login(@Body(new ZodPipe(loginSchema)) body: LoginInput, @Req() req: FastifyRequest): Promise<AuthResponse> {
    return this.auth.login(body, req.ip);
  }

  @Post('demo')
  @HttpCode(200)
  @Public()
  demo(@Req() req: FastifyRequest): Promise<AuthResponse> {
    return this.auth.demoLogin(req.ip);
  }

  /**
   * What the browser needs before anyone logs in: whether to offer the demo link, and the plant's zone
   * (PLANT_TZ) every date is shown and typed in — the login page, the screens and the TV board (no session).
   */
  @Get('config')
  @Public()
  config(): { demoLogin: boolean; zonaHoraria: string; pcCompartidaMinutos: number } {
    return { demoLogin: this.auth.demoLoginEnabled(), zonaHoraria: this.appConfig.plantTz, pcCompartidaMinutos: this.appConfig.pcCompartidaMinutos };
  }

  /** The own pin (any user): answers a new token, the older ones of this user stop working. */
  @Post('pin')
  @HttpCode(200)
  @Authenticated()
  cambiarPin(
    @Body(new ZodPipe(cambiarPinSchema)) body: CambiarPinInput,
    @CurrentUser() user: AuthUser,
    @CurrentActor() actor: Actor,
    @Req() req: FastifyRequest,
  ): Promise<AuthResponse> {
    return this.auth.cambiarPin(user, body, req.ip, actor);
  }

  @Get('user')
  @Authenticated()
  me(@CurrentUser() user: AuthUser): Promise<User> {
    return this.users.get(user.id);
  }
}
