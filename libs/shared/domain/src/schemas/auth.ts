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
  /** The plant's code (issue 24); optional when there is one plant or the legajo is of one person only. */
  planta: textoSchema(MSG.plantaInvalida).trim().toUpperCase().min(1, { error: MSG.plantaInvalida }).max(10, { error: MSG.plantaInvalida }).optional(),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** `POST /api/auth/planta`: the plant (its number) to switch the session to, one the person is a member of. */
export const cambiarPlantaSchema = z.object({
  planta: z
    .number({ error: MSG.plantaInvalida })
    .int({ error: MSG.plantaInvalida })
    .positive({ error: MSG.plantaInvalida })
    .max(2_147_483_647, { error: MSG.plantaInvalida }),
});
export type CambiarPlantaInput = z.infer<typeof cambiarPlantaSchema>;
