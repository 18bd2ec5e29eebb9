import { z } from 'zod';
import { MSG } from '../lib/messages';
import { textoSchema } from './text';

/**
 * Login only checks presence: a wrong shape gets the same answer as wrong credentials,
 * so the form never tells which legajos exist.
 */
export const loginSchema = z.object({
  email: textoSchema(MSG.legajoRequerido).trim().min(1, { error: MSG.legajoRequerido }).max(64, { error: MSG.credencialesInvalidas }),
  password: textoSchema(MSG.pinRequerido).min(1, { error: MSG.pinRequerido }).max(64, { error: MSG.credencialesInvalidas }),
});
export type LoginInput = z.infer<typeof loginSchema>;
