import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { Role } from '@portal/shared/domain';

/** The user the token belongs to, as currently stored (session cache invalidated on every change). */
export interface AuthUser {
  id: string;
  legajo: string;
  name: string;
  role: Role;
  /** The plant the session works in (issue 24): every query of its requests stays inside it. */
  planta: number;
  /** The session version the request's token was signed with (equal to the user's current one, or it was refused). */
  sesionVersion: number;
  /** The person is a company Admin (capability 'plantas.empresa'). */
  empresa?: boolean;
}

/** A TV board's pantalla token, as stored (issue 12): read-only access to the board's data and events. */
export interface PantallaPrincipal {
  id: string;
  nombre: string;
  /** Its settings (issue 22 §3): seconds per Equipo, and its one Equipo (null = every Equipo in turn). */
  segundos: number;
  equipo: string | null;
  /** The plant it belongs to: it shows that plant's board only. */
  plantaId: number;
}

export type AuthenticatedRequest = FastifyRequest & { user?: AuthUser; pantalla?: PantallaPrincipal };

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

/** Implemented by the pantallas module: the pantalla of PANTALLA_HEADER's token, or null (unknown, revoked). */
export abstract class PantallaAuthenticator {
  abstract authenticate(token: string): Promise<PantallaPrincipal | null>;
}

/** Placeholder until the pantallas module provides the real one: no token is valid. */
export class NoPantallas extends PantallaAuthenticator {
  authenticate(): Promise<PantallaPrincipal | null> {
    return Promise.resolve(null);
  }
}

/** The pantalla of a `@PantallaOrUser()` request authenticated by its token (undefined when a user is). */
export const CurrentPantalla = createParamDecorator(
  (_data: unknown, ctx: ExecutionContext): PantallaPrincipal | undefined => ctx.switchToHttp().getRequest<AuthenticatedRequest>().pantalla,
);
