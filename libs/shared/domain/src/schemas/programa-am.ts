import { z } from 'zod';
import { MSG } from '../lib/messages';
import { PASO_AM_MOTIVO_MAX, PASO_AM_MOTIVO_MIN, PASO_AM_NOMBRE_MAX, PASOS_AM_MAX, PASOS_AM_MIN } from '../lib/programa-am';
import { fechaSchema } from './dates';
import { enteroSchema } from './integers';
import { textoSchema } from './text';

/** A step number; whether the plant has that many steps is the server's check (its setting). */
const paso = enteroSchema(MSG.pasoAmInvalido, { min: 1, max: PASOS_AM_MAX });

/** A user of the plant, or null ('' too) for none; whether it exists is the server's check. */
const lider = z.preprocess((v) => (v === '' ? null : v), textoSchema(MSG.liderAmNoExiste).trim().nullable());

/** `POST /api/programa/equipos/:id/inicio` (Admin): the team enters the program at `paso` (1) since `desde` (today). */
export const iniciarEquipoAmSchema = z.object({
  paso: paso.default(1),
  desde: fechaSchema.optional(),
  liderId: lider.default(null),
});
export type IniciarEquipoAmInput = z.infer<typeof iniciarEquipoAmSchema>;
export type IniciarEquipoAmBody = z.input<typeof iniciarEquipoAmSchema>;

/** `PATCH /api/programa/equipos/:id` (Admin): the team's leader. */
export const editarEquipoAmSchema = z.object({ liderId: lider });
export type EditarEquipoAmInput = z.infer<typeof editarEquipoAmSchema>;
export type EditarEquipoAmBody = z.input<typeof editarEquipoAmSchema>;

/**
 * `POST /api/programa/equipos/:id/paso` (Admin): the team's step set by hand, forward or back, since `desde`, with
 * the reason (recorded with the step and in the audit trail).
 */
export const cambiarPasoAmSchema = z.object({
  paso,
  desde: fechaSchema,
  motivo: textoSchema(MSG.pasoAmMotivoRequerido)
    .trim()
    .min(PASO_AM_MOTIVO_MIN, { error: MSG.pasoAmMotivoRequerido })
    .max(PASO_AM_MOTIVO_MAX, { error: MSG.pasoAmMotivoMax }),
});
export type CambiarPasoAmInput = z.infer<typeof cambiarPasoAmSchema>;
export type CambiarPasoAmBody = z.input<typeof cambiarPasoAmSchema>;

/** The plant's steps (Admin › Campos › Planta): PASOS_AM_MIN to PASOS_AM_MAX names, each once. */
export const pasosAmSchema = z
  .array(textoSchema(MSG.pasoAmNombreRequerido).trim().min(1, { error: MSG.pasoAmNombreRequerido }).max(PASO_AM_NOMBRE_MAX, { error: MSG.pasoAmNombreMax }), {
    error: MSG.pasosAmCantidad,
  })
  .min(PASOS_AM_MIN, { error: MSG.pasosAmCantidad })
  .max(PASOS_AM_MAX, { error: MSG.pasosAmCantidad })
  .refine((l) => new Set(l.map((n) => n.toLowerCase())).size === l.length, { error: MSG.pasosAmRepetidos });
