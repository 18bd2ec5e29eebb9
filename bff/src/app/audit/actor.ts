import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { AuthUser, AuthenticatedRequest } from '../common/access/auth-user';

/** Who makes a change, as the audit trail records it (a snapshot: users get renamed and deleted). */
export interface Actor {
  id: string;
  nombre: string;
  legajo: string;
  ip: string | null;
}

/** A write made by no user (a TV asking for its pairing code): recorded under `nombre`, without a user id. */
export interface ActorSinUsuario extends Omit<Actor, 'id'> {
  id: null;
}

export const actorOf = (user: Omit<AuthUser, 'sesionVersion'>, ip: string | null = null): Actor => ({ id: user.id, nombre: user.name, legajo: user.email, ip });

/** The logged-in user making the request, with the request's address (TRUST_PROXY decides which). */
export const CurrentActor = createParamDecorator((_data: unknown, ctx: ExecutionContext): Actor => {
  const request = ctx.switchToHttp().getRequest<AuthenticatedRequest>();
  if (!request.user) throw new Error('CurrentActor used on a route without authentication');
  return actorOf(request.user, request.ip ?? null);
});
