import { z } from 'zod';
import { MSG } from '../lib/messages';
import { diasAlertaCrecientes, PLANTA_CODIGO_MAX, PLANTA_CODIGO_MIN, PLANTA_CODIGO_PATRON, PLANTA_DIAS_ALERTA_MAX, PLANTA_NOMBRE_MAX } from '../lib/plantas';
import { esZonaHoraria } from '../lib/tiempo-planta';
import { enteroSchema } from './integers';
import { pasosAmSchema } from './programa-am';
import { turnosPlantaSchema } from './cil';
import { textoSchema } from './text';
import { idSchema, legajoSchema, roleSchema } from './users';

export const plantaNombreSchema = textoSchema(MSG.plantaNombreRequerido)
  .trim()
  .min(1, { error: MSG.plantaNombreRequerido })
  .max(PLANTA_NOMBRE_MAX, { error: MSG.plantaNombreMax });

/** Typed in any case ('ps'), stored upper-case ('PS'). */
export const plantaCodigoSchema = textoSchema(MSG.plantaCodigoInvalido)
  .trim()
  .toUpperCase()
  .min(PLANTA_CODIGO_MIN, { error: MSG.plantaCodigoInvalido })
  .max(PLANTA_CODIGO_MAX, { error: MSG.plantaCodigoInvalido })
  .regex(PLANTA_CODIGO_PATRON, { error: MSG.plantaCodigoInvalido });

/** An IANA zone ('America/Argentina/Buenos_Aires'), or null ('' too) for the installation's PLANT_TZ. */
export const plantaZonaSchema = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
  textoSchema(MSG.plantaZonaInvalida).trim().refine(esZonaHoraria, { error: MSG.plantaZonaInvalida }).nullable(),
);

const dias = enteroSchema(MSG.plantaDiasAlertaInvalidos, { min: 1, max: PLANTA_DIAS_ALERTA_MAX });

/** The three alert days together (the settings form): each 1–365, growing from Alta to Baja. */
export const plantaDiasAlertaSchema = z
  .object({ Alta: dias, Media: dias, Baja: dias }, { error: MSG.plantaDiasAlertaInvalidos })
  .refine(({ Alta, Media, Baja }) => diasAlertaCrecientes([Alta, Media, Baja]), { error: MSG.plantaDiasAlertaOrden, path: ['Baja'] });

/**
 * `PATCH /api/plantas/:id` (Admin): rename the plant, change its code, zone or alert days; absent keeps the value.
 * The alert days must grow from Alta to Baja (a Baja card is never due before an Alta one): among the ones sent
 * here, and (the server's check) together with the stored ones.
 */
/** At most this many recipients of a plant's weekly report. */
export const PLANTA_DESTINATARIOS_MAX = 20;

/** A plant's weekly report recipients as a form types them: separated by commas, semicolons or spaces. */
export const separarDestinatarios = (texto: string): string[] => texto.split(/[\s,;]+/).filter(Boolean);

/**
 * A plant's weekly report recipients: e-mail addresses, lower-cased, each once; empty = the installation's
 * REPORT_RECIPIENTS.
 */
export const plantaDestinatariosSchema = z
  .array(
    textoSchema(MSG.correoInvalido)
      .trim()
      .max(254, { error: MSG.correoMax })
      .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { error: MSG.correoInvalido })
      .transform((c) => c.toLowerCase()),
    { error: MSG.plantaDestinatariosInvalidos },
  )
  .max(PLANTA_DESTINATARIOS_MAX, { error: MSG.plantaDestinatariosMax })
  .transform((lista) => [...new Set(lista)]);

export const editarPlantaSchema = z.object({
  nombre: plantaNombreSchema.optional(),
  codigo: plantaCodigoSchema.optional(),
  zona: plantaZonaSchema.optional(),
  diasAlerta: z
    .object({ Alta: dias.optional(), Media: dias.optional(), Baja: dias.optional() }, { error: MSG.plantaDiasAlertaInvalidos })
    .refine(({ Alta, Media, Baja }) => diasAlertaCrecientes([Alta, Media, Baja]), { error: MSG.plantaDiasAlertaOrden })
    .optional(),
  destinatariosReporte: plantaDestinatariosSchema.optional(),
  pasosAm: pasosAmSchema.optional(),
  turnos: turnosPlantaSchema.optional(),
});
export type EditarPlantaInput = z.infer<typeof editarPlantaSchema>;
export type EditarPlantaBody = z.input<typeof editarPlantaSchema>;

/** `POST /api/plantas` (company Admin): a new plant; its zone and alert days start as the installation's defaults. */
export const crearPlantaSchema = z.object({ nombre: plantaNombreSchema, codigo: plantaCodigoSchema });
export type CrearPlantaInput = z.infer<typeof crearPlantaSchema>;

/**
 * `POST /api/plantas/:id/miembros` (company Admin): a user of the caller's plant becomes, as the same person, a member
 * of plant `:id` with a legajo and role there.
 */
export const sumarMiembroSchema = z.object({ userId: idSchema, email: legajoSchema, role: roleSchema });
export type SumarMiembroInput = z.infer<typeof sumarMiembroSchema>;
