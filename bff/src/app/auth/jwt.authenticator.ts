import { Inject, Injectable } from '@nestjs/common';
import type { KeyObject } from 'node:crypto';
import passport from 'passport';
import { ExtractJwt, Strategy, type VerifiedCallback } from 'passport-jwt';
import { RequestAuthenticator, type AuthenticatedRequest, type AuthUser } from '../common/access/auth-user';
import { JWT_KEY } from '../common/config/config.module';
import { UsersService } from '../users/users.service';

export interface TokenPayload {
  sub: string;
  /** The user's session version when signed (absent in tokens older than it: 0); a pin change or reset moves it. */
  ver?: number;
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
        const version = payload.ver ?? 0;
        if (!Number.isSafeInteger(version)) return done(null, false);
        users.sessionUser(payload.sub, version).then(
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
