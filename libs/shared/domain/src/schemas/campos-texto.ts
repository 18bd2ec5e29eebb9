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
/** A checkbox: absent is false. */
export const booleano = (msg: string = MSG.cuerpoInvalido) => z.boolean({ error: msg }).default(false);

/**
 * 'YYYY-MM-DD' that exists (or a valid ISO date-time, cut to its date); '' and null mean no date.
 * How far ahead it may be is a rule against the clock (e.g. `validarFechasPlanificacion`).
 */
export const fechaOpcional = z.preprocess((v) => (v === '' || v === undefined ? null : v), fechaSchema.nullable());
