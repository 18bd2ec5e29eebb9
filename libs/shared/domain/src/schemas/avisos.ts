import { z } from 'zod';
import { MSG } from '../lib/messages';
import { textoSchema } from './text';

/**
 * A user's optional contact e-mail: trimmed, lower-cased; '' or null = none. A plain address check (one @,
 * a dot in the domain, no spaces): the mail server is the real judge.
 */
export const correoSchema = textoSchema(MSG.correoInvalido)
  .trim()
  .max(254, { error: MSG.correoMax })
  .refine((v) => v === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), { error: MSG.correoInvalido })
  .nullable()
  .optional()
  .transform((v) => (v ? v.toLowerCase() : null));

/** `POST /api/auth/avisos`: the own e-mail and whether overdue notices go by e-mail. */
export const avisosCuentaSchema = z.object({
  correo: correoSchema,
  avisosCorreo: z.boolean({ error: MSG.avisosCorreoInvalido }),
});
export type AvisosCuentaInput = z.infer<typeof avisosCuentaSchema>;
/** The account form's values (correo '' = none). */
export type AvisosCuentaForm = z.input<typeof avisosCuentaSchema>;
