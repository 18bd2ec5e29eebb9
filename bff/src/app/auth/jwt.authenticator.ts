import { Inject, Injectable } from '@nestjs/common';
import type { KeyObject } from 'node:crypto';
import passport from 'passport';
import { ExtractJwt, Strategy, type VerifiedCallback } from 'passport-jwt';
import { RequestAuthenticator, type AuthenticatedRequest, type AuthUser } from '../common/access/auth-user';
import { JWT_KEY } from '../common/config/config.module';
import { UsersService } from '../users/users.service';
import { enPlanta } from '../database/alcance-planta';
import { PLANTA_PRINCIPAL } from '../../db/schema/plantas';

export interface TokenPayload {
  /** The user: a person's membership of the plant `pl`. */
  sub: string;
  /** The person's session version when signed (absent in tokens older than it: 0); a pin change or reset moves it. */
  ver?: number;
  /** The plant the session works in (absent in tokens older than plants: the first plant). */
  pl?: number;
  /** The membership's version when signed (absent: 0); a change of role moves it. */
  mv?: number;
  /** Set by signing (JWT_EXPIRES_IN); jsonwebtoken checks it only when present, so we require it. */
  exp?: number;
}

/**
 * passport-jwt on a Passport instance of our own (not the process-wide singleton), so
 * several apps in one process — tests, two instances — never share a strategy.
 * The token comes from `Authorization: Bearer` or, for older clients, `x-auth-token`.
 */
@Injectable()
export class JwtAuthenticator extends RequestAuthenticator {
  private readonly passport = new passport.Passport();

  constructor(@Inject(JWT_KEY) key: KeyObject, users: UsersService) {
    super();
    const strategy = new Strategy(
      {
        jwtFromRequest: ExtractJwt.fromExtractors([ExtractJwt.fromAuthHeaderAsBearerToken(), ExtractJwt.fromHeader('x-auth-token')]),
        secretOrKey: key as unknown as Buffer,
        algorithms: ['HS256'],
      },
      // The user comes from the session cache, which every change to a user invalidates on every
      // instance: a deleted user is locked out, a role change applies at once, and a token signed
      // before a pin change or reset (an older `ver`) is refused.
      (payload: TokenPayload, done: VerifiedCallback) => {
        if (typeof payload?.sub !== 'string' || typeof payload.exp !== 'number') return done(null, false);
        const versiones = { version: payload.ver ?? 0, membresia: payload.mv ?? 0, planta: payload.pl ?? PLANTA_PRINCIPAL };
        if (!Object.values(versiones).every(Number.isSafeInteger)) return done(null, false);
        // The user is a row of the token's plant: read there (before the request's alcance exists).
        enPlanta(versiones.planta, () => users.sessionUser(payload.sub, versiones)).then(
          (user) => done(null, user ?? false),
          (err) => done(err),
        );
      },
    );
    this.passport.use('jwt', strategy);
  }

  authenticate(request: AuthenticatedRequest): Promise<AuthUser | null> {
    return new Promise((resolve, reject) => {
      const middleware = this.passport.authenticate('jwt', { session: false }, (err: unknown, user: AuthUser | false) =>
        err ? reject(err) : resolve(user || null),
      );
      middleware(request, {}, (err: unknown) => (err ? reject(err) : resolve(null)));
    });
  }
}
