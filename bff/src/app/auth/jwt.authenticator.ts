import { Inject, Injectable } from '@nestjs/common';
import type { KeyObject } from 'node:crypto';
import passport from 'passport';
import { ExtractJwt, Strategy, type VerifiedCallback } from 'passport-jwt';
import { isRole } from '@portal/shared/domain';
import { RequestAuthenticator, type AuthenticatedRequest, type AuthUser } from '../common/access/auth-user';
import { isUuid } from '../common/db-errors';
import { JWT_KEY } from '../common/config/config.module';
import { UsersRepository } from '../users/users.repository';

export interface TokenPayload {
  sub: string;
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

  constructor(@Inject(JWT_KEY) key: KeyObject, users: UsersRepository) {
    super();
    const strategy = new Strategy(
      {
        jwtFromRequest: ExtractJwt.fromExtractors([ExtractJwt.fromAuthHeaderAsBearerToken(), ExtractJwt.fromHeader('x-auth-token')]),
        secretOrKey: key as unknown as Buffer,
        algorithms: ['HS256'],
      },
      // Loads the user on every request: a deleted user is locked out and a role change applies at once.
      (payload: TokenPayload, done: VerifiedCallback) => {
        if (!isUuid(payload?.sub) || typeof payload.exp !== 'number') return done(null, false);
        users.findById(payload.sub).then(
          (row) => done(null, row && isRole(row.role) ? ({ id: row.id, email: row.email, name: row.name, role: row.role } satisfies AuthUser) : false),
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
