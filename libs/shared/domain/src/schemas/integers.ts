import { z } from 'zod';

/** Largest value of PostgreSQL's `integer` (int4): card numbers, pages. */
export const INT4_MAX = 2_147_483_647;

const DIGITOS = /^-?\d+$/;

/** An integer within [min, max] (default 0..INT4_MAX); anything else, NaN and ±Infinity included, is `error`. */
export const enteroSchema = (error: string, { min = 0, max = INT4_MAX }: { min?: number; max?: number } = {}) =>
  z.number({ error }).int({ error }).min(min, { error }).max(max, { error });

/** The same from a query string: only plain decimal digits (an optional minus) are read as a number. */
export const enteroDeConsultaSchema = (error: string, bounds?: { min?: number; max?: number }) =>
  z.preprocess((v) => (typeof v === 'string' && DIGITOS.test(v) ? Number(v) : v), enteroSchema(error, bounds));

/** The number a search text stands for when it is plain digits within int4; otherwise undefined (search it as text only). */
export function leerEnteroInt4(texto: string): number | undefined {
  if (!/^\d+$/.test(texto)) return undefined;
  const n = Number(texto);
  return n <= INT4_MAX ? n : undefined;
}
