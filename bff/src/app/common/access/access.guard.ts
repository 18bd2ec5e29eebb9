import { ForbiddenException, Injectable, Logger, UnauthorizedException, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { MSG, PANTALLA_HEADER, puede, soloLectura } from '@portal/shared/domain';
import { rutaDe } from '../contract/endpoint.decorator';
import { accessRulesOf } from './access.decorators';
import { PantallaAuthenticator, RequestAuthenticator, type AuthenticatedRequest } from './auth-user';

/** Global guard: every handler declares its access; an undeclared or doubly declared one is refused. */
@Injectable()
export class AccessGuard implements CanActivate {
  private readonly logger = new Logger(AccessGuard.name);

  constructor(
    private readonly authenticator: RequestAuthenticator,
    private readonly pantallas: PantallaAuthenticator,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const rules = accessRulesOf(context.getHandler());
    if (rules.length !== 1) {
      this.logger.error(`${context.getClass().name}.${context.getHandler().name} must declare exactly one access rule (has ${rules.length})`);
      throw new ForbiddenException({ msg: MSG.sinPermiso });
    }
    const [rule] = rules;
    if (rule.kind === 'public') return true;

    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const pantallaToken = rule.kind === 'pantallaOrUser' ? request.headers[PANTALLA_HEADER] : undefined;
    if (typeof pantallaToken === 'string' && pantallaToken) {
      const pantalla = await this.pantallas.authenticate(pantallaToken);
      if (!pantalla) throw new UnauthorizedException({ msg: MSG.pantallaInvalida });
      request.pantalla = pantalla;
      return true;
    }
    const user = await this.authenticator.authenticate(request);
    if (!user) throw new UnauthorizedException({ msg: MSG.noAutenticado });
    request.user = user;
    if (rule.kind === 'capability' && !puede(user, rule.capability)) {
      throw new ForbiddenException({ msg: MSG.sinPermiso });
    }
    // A read-only role (Corporativo) reads; of the writes, only its own account's (the contract's `propia`).
    if (soloLectura(user.role) && request.method !== 'GET' && request.method !== 'HEAD' && !rutaDe(context.getHandler())?.propia) {
      throw new ForbiddenException({ msg: MSG.sinPermiso });
    }
    return true;
  }
}
