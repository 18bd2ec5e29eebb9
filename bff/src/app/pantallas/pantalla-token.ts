import { createHash, randomBytes, randomInt } from 'node:crypto';
import { PANTALLA_CODIGO_ALFABETO, PANTALLA_CODIGO_LARGO } from '@portal/shared/domain';

/** Prefix of every pantalla token (recognisable in a leaked URL or a log). */
export const PANTALLA_TOKEN_PREFIJO = 'pnt_';
const TOKEN = /^pnt_[A-Za-z0-9_-]{43}$/;

/** An opaque token: 'pnt_' + 32 random bytes in base64url (256 bits). */
export const nuevoTokenPantalla = (): string => `${PANTALLA_TOKEN_PREFIJO}${randomBytes(32).toString('base64url')}`;

/** What is stored: the token's SHA-256 (hex). A random 256-bit token needs no slow hash. */
export const hashTokenPantalla = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

/** Whether a header value has the token's shape (anything else is refused without a query). */
export const esTokenPantalla = (valor: string): boolean => TOKEN.test(valor);

/** A pairing code: PANTALLA_CODIGO_LARGO characters of the unambiguous alphabet, uniformly drawn. */
export const nuevoCodigoPantalla = (): string =>
  Array.from({ length: PANTALLA_CODIGO_LARGO }, () => PANTALLA_CODIGO_ALFABETO[randomInt(PANTALLA_CODIGO_ALFABETO.length)]).join('');
