import { z } from 'zod';
import { MSG } from '../lib/messages';
import { fechaSchema } from './dates';
import { textoSchema } from './text';

/** Short text fields (names, options) and long ones (descriptions, tasks). */
export const TEXT_MAX = 200;
export const LONG_TEXT_MAX = 2000;

/** Required text: trimmed, not empty. */
export const textoRequerido = (msg: string, max = TEXT_MAX) => textoSchema(msg).trim().min(1, { error: msg }).max(max, { error: MSG.textoDemasiadoLargo });
/** Optional text: absent or null becomes ''. */
export const textoOpcional = (max = TEXT_MAX) =>
  z.preprocess((v) => (v == null ? '' : v), textoSchema(MSG.textoDemasiadoLargo).trim().max(max, { error: MSG.textoDemasiadoLargo }));
/** A query parameter given once (`?equipo=A`) or repeated (`?equipo=A&equipo=B`) → a list (at most 100 values). */
export const listaDeConsulta = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (v) => (v === undefined || Array.isArray(v) ? v : [v]),
    z.array(item, { error: MSG.consultaInvalida }).max(100, { error: MSG.consultaInvalida }).optional(),
  );

/** A checkbox: absent is false. */
export const booleano = (msg: string = MSG.cuerpoInvalido) => z.boolean({ error: msg }).default(false);

/**
 * 'YYYY-MM-DD' that exists (or a valid ISO date-time, cut to its date); '' and null mean no date.
 * How far ahead it may be is a rule against the clock (e.g. `validarFechasPlanificacion`).
 */
export const fechaOpcional = z.preprocess((v) => (v === '' || v === undefined ? null : v), fechaSchema.nullable());
