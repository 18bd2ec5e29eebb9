/** Building blocks shared by the card payloads (create, close, edit, image). */
import { z } from 'zod';
import { COLORES } from '../../lib/colores';
import { MSG } from '../../lib/messages';
import { PRIORIDADES } from '../../lib/prioridades';
import { REPARACIONES, SELECCIONAR, TIPOS_ACCION } from '../../lib/tarjeta';
import { textoRequerido } from '../campos-texto';
import { textoSchema } from '../text';

/** Yellow-only flags on a non-yellow payload: absent, null or false pass (and are dropped); anything else is refused. */
export const soloAmarilla = z
  .unknown()
  .refine((v) => v === undefined || v === null || v === false, { error: MSG.camposSoloAmarilla })
  .transform(() => undefined)
  .optional();

export const COLORES_NO_AMARILLA = COLORES.filter((c) => c !== 'Amarilla') as ['Roja', 'Azul', 'Verde'];

/** Nothing chosen: absent, blank or the 'Seleccionar' placeholder. */
const sinElegir = (v: unknown) => v == null || (typeof v === 'string' && (v.trim() === '' || v === SELECCIONAR));
/**
 * A select's message: an empty one says it is required; only a filled value that is not an option
 * (e.g. a family of another colour) gets the `invalido` message.
 */
export const opcionError = (requerido: string, invalido: string | ((input: unknown) => string)) => (iss: { input?: unknown }) =>
  sinElegir(iss.input) ? requerido : typeof invalido === 'function' ? invalido(iss.input) : invalido;

export const prioridad = z.enum(PRIORIDADES, { error: opcionError(MSG.prioridadRequerida, MSG.prioridadInvalida) });
export const reparacion = z.enum(REPARACIONES, { error: opcionError(MSG.reparacionRequerida, MSG.reparacionInvalida) });
export const familiaError = opcionError(MSG.familiaRequerida, MSG.familiaInvalida);
export const tipoAccion = z.enum(TIPOS_ACCION, { error: MSG.tipoAccionInvalido });

/** An image URL as `POST /api/uploads` answered it: absolute http(s) with PUBLIC_URL or Cloudinary, else the relative `/uploads/…` path. */
export const imagenUrlSchema = textoSchema(MSG.imagenUrlInvalida)
  .trim()
  .min(1, { error: MSG.imagenUrlInvalida })
  .max(1000, { error: MSG.imagenUrlInvalida })
  .refine((v) => /^\/uploads\/[^/\s]+$/.test(v) || (/^https?:\/\/\S+$/i.test(v) && URL.canParse(v)), { error: MSG.imagenUrlInvalida });

/** An image sent with a create or a close: absent, null or '' is none. */
export const imagenOpcional = z.preprocess((v) => (v === null || v === '' ? undefined : v), imagenUrlSchema.optional());

export const requerido = () => textoRequerido(MSG.campoRequerido);
export const tipoAccionRequerido = z.preprocess(
  (v) => (v === '' || v === SELECCIONAR ? undefined : v),
  z.enum(TIPOS_ACCION, { error: (iss) => (iss.input === undefined ? MSG.campoRequerido : MSG.tipoAccionInvalido) }),
);
