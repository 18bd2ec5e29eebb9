import { z } from 'zod';
import { MSG } from '../lib/messages';

/**
 * C0 control characters other than tab, line feed and carriage return, and lone UTF-16 surrogates.
 * PostgreSQL refuses NUL in text and jsonb and a lone surrogate in jsonb (a 5xx), and the driver
 * would store a lone surrogate in text as U+FFFD (silently changed data).
 */
const CARACTER_INVALIDO = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]|\p{Cs}/u;

export const tieneCaracteresInvalidos = (texto: string): boolean => CARACTER_INVALIDO.test(texto);

/**
 * The base of every text field and text query parameter: a string (else `error`) without invalid
 * characters (else `MSG.textoCaracteresInvalidos`). Chain `.trim()`, `.min()`, `.max()` as needed.
 */
export const textoSchema = (error: string) => z.string({ error }).refine((v) => !tieneCaracteresInvalidos(v), { error: MSG.textoCaracteresInvalidos });
