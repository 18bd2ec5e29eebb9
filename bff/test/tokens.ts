import { createHmac, type KeyObject } from 'node:crypto';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { JWT_KEY } from '../src/app/common/config/config.module';

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Hand-made JWTs (no library in the way), so tests can build the malformed ones a library refuses to sign. */
export function hs256(key: KeyObject | string, claims: object, header: object = { alg: 'HS256', typ: 'JWT' }): string {
  const unsigned = `${b64(header)}.${b64(claims)}`;
  return `${unsigned}.${createHmac('sha256', key).update(unsigned).digest('base64url')}`;
}

/** Tokens an attacker or a stale client could present for `sub`. */
export function hostileTokens(app: NestFastifyApplication, sub: string) {
  const key = app.get<KeyObject>(JWT_KEY);
  const valid = { sub, iat: nowSeconds(), exp: nowSeconds() + 3600 };
  return {
    /** Right shape and claims, signed with another secret. */
    forged: hs256('another-secret-0123456789abcdef', valid),
    /** Unsigned (`alg: none`), the classic bypass. */
    algNone: `${b64({ alg: 'none', typ: 'JWT' })}.${b64(valid)}.`,
    /** Signed with the app's key but expired a minute ago. */
    expired: hs256(key, { sub, iat: nowSeconds() - 3600, exp: nowSeconds() - 60 }),
    /** Signed with the app's key but without `exp`: it would never expire. */
    noExpiry: hs256(key, { sub, iat: nowSeconds() }),
    /** Signed with the app's key, valid for an hour (the control). */
    valid: hs256(key, valid),
  };
}
