import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { Role } from '@portal/shared/domain';

/** The user the token belongs to, as currently stored (session cache invalidated on every change). */
export interface AuthUser {
  id: string;
  email: string;
  name: string;
  role: Role;
}

export type AuthenticatedRequest = FastifyRequest & { user?: AuthUser };

/** Implemented by the auth module (passport-jwt); kept abstract so the guard does not depend on it. */
export abstract class RequestAuthenticator {
  /** The user, or null when the token is missing, invalid, expired or its user is gone. */
  abstract authenticate(request: AuthenticatedRequest): Promise<AuthUser | null>;
}

export const CurrentUser = createParamDecorator((_data: unknown, ctx: ExecutionContext): AuthUser => {
  const user = ctx.switchToHttp().getRequest<AuthenticatedRequest>().user;
  if (!user) throw new Error('CurrentUser used on a route without authentication');
  return user;
});
