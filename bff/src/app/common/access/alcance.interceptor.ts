import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { Observable } from 'rxjs';
import { PLANTA_PRINCIPAL } from '../../../db/schema/plantas';
import { correrEnAlcance } from '../../database/alcance-planta';
import type { AuthenticatedRequest } from './auth-user';

/**
 * Every handler runs in the plant alcance of its caller (issue 24): the signed-in user's plant, or the
 * pantalla's. The database's policies then keep every query of the request inside that plant.
 * Public routes (login, health, the docs) work in the first plant until the login takes a plant.
 */
@Injectable()
export class AlcanceInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const planta = request.user?.planta ?? request.pantalla?.plantaId ?? PLANTA_PRINCIPAL;
    // handle() binds the handler to the async context it is called in (Nest's bindAsyncScope).
    return correrEnAlcance({ lectura: [planta], escritura: [planta] }, () => next.handle());
  }
}
