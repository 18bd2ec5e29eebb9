import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { ORIGEN_HEADER, ORIGEN_VALIDO } from '@portal/shared/domain';
import type { AuthUser, AuthenticatedRequest } from '../common/access/auth-user';

/** Who makes a change, as the audit trail records it (a snapshot: users get renamed and deleted). */
export interface Actor {
  id: string;
  nombre: string;
  legajo: string;
  ip: string | null;
  /**
   * The browser tab that sent the request (ORIGEN_HEADER): the live events of this change are not sent back to it.
   * Not part of the audit record.
   */
  origen?: string;
}

/** A write made by no user (a TV asking for its pairing code): recorded under `nombre`, without a user id. */
export interface ActorSinUsuario extends Omit<Actor, 'id'> {
  id: null;
}

export const actorOf = (user: Pick<AuthUser, 'id' | 'legajo' | 'name' | 'role'>, ip: string | null = null): Actor => ({
  id: user.id,
  nombre: user.name,
  legajo: user.legajo,
  ip,
});

/** The request's origen: its ORIGEN_HEADER when it is one (ORIGEN_VALIDO), else none (never an error: it only saves a refetch). */
export function origenDe(request: Pick<AuthenticatedRequest, 'headers'>): string | undefined {
  const valor = request.headers[ORIGEN_HEADER];
  return typeof valor === 'string' && ORIGEN_VALIDO.test(valor) ? valor : undefined;
}

/** The logged-in user making the request, with the request's address (TRUST_PROXY decides which) and origen. */
export const CurrentActor = createParamDecorator((_data: unknown, ctx: ExecutionContext): Actor => {
  const request = ctx.switchToHttp().getRequest<AuthenticatedRequest>();
  if (!request.user) throw new Error('CurrentActor used on a route without authentication');
  return { ...actorOf(request.user, request.ip ?? null), origen: origenDe(request) };
});
