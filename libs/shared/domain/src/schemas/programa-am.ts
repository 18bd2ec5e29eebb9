import { z } from 'zod';
import { MSG } from '../lib/messages';
import { PERIODOS_CURVA_AM } from '../lib/curva-am';
import { LIMITES_AJUSTES_AM, PROPUESTA_AM_COMENTARIO_MAX } from '../lib/puerta-am';
import { PASO_AM_MOTIVO_MAX, PASO_AM_MOTIVO_MIN, PASO_AM_NOMBRE_MAX, PASOS_AM_MAX, PASOS_AM_MIN } from '../lib/programa-am';
import { auditoresAmSchema } from './auditoria-am';
import { fechaSchema } from './dates';
import { enteroSchema } from './integers';
import { textoSchema } from './text';
import { idSchema } from './users';

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

const L = LIMITES_AJUSTES_AM;

/**
 * `PATCH /api/programa/ajustes` (Admin): the plant's gate thresholds and whether per-person figures are shown only per
 * team; absent keeps the value.
 */
export const ajustesProgramaAmSchema = z.object(
  {
    brechaMax: enteroSchema(MSG.ajusteAmBrecha, L.brechaMax).optional(),
    amarillasMin: enteroSchema(MSG.ajusteAmAmarillas, L.amarillasMin).optional(),
    participacionSemanas: enteroSchema(MSG.ajusteAmSemanas, L.participacionSemanas).optional(),
    participacionRelacionMax: enteroSchema(MSG.ajusteAmRelacion, L.participacionRelacionMax).optional(),
    kaizenMin: enteroSchema(MSG.ajusteAmKaizen, L.kaizenMin).optional(),
    leccionesMin: enteroSchema(MSG.ajusteAmLecciones, L.leccionesMin).optional(),
    soloPorEquipo: z.boolean({ error: MSG.ajustesAmInvalidos }).optional(),
    auditores: auditoresAmSchema.optional(),
  },
  { error: MSG.ajustesAmInvalidos },
);
export type AjustesProgramaAmInput = z.infer<typeof ajustesProgramaAmSchema>;
export type AjustesProgramaAmBody = z.input<typeof ajustesProgramaAmSchema>;

const motivo = (error: string) => textoSchema(error).trim().min(PASO_AM_MOTIVO_MIN, { error }).max(PASO_AM_MOTIVO_MAX, { error: MSG.pasoAmMotivoMax });

/** `POST /api/programa/equipos/:id/propuesta`: the leader, a Jefe of the team or an Admin proposes the next step. */
export const proponerPasoAmSchema = z.object({
  comentario: textoSchema(MSG.propuestaAmComentarioMax).trim().max(PROPUESTA_AM_COMENTARIO_MAX, { error: MSG.propuestaAmComentarioMax }).default(''),
});
export type ProponerPasoAmInput = z.infer<typeof proponerPasoAmSchema>;
export type ProponerPasoAmBody = z.input<typeof proponerPasoAmSchema>;

/**
 * `POST /api/programa/equipos/:id/propuesta/aprobacion` (Admin): the team passes to the proposed step today; on a gate
 * that is not green the Admin must say why (an override, recorded and audited).
 */
export const aprobarPropuestaAmSchema = z.object({
  motivo: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), motivo(MSG.propuestaAmForzadaMotivo).nullable()).default(null),
});
export type AprobarPropuestaAmInput = z.infer<typeof aprobarPropuestaAmSchema>;
export type AprobarPropuestaAmBody = z.input<typeof aprobarPropuestaAmSchema>;

/** `POST /api/programa/equipos/:id/propuesta/rechazo` (Admin): the proposal is turned down, with the reason. */
export const rechazarPropuestaAmSchema = z.object({ motivo: motivo(MSG.propuestaAmRechazoMotivo) });
export type RechazarPropuestaAmInput = z.infer<typeof rechazarPropuestaAmSchema>;
export type RechazarPropuestaAmBody = z.input<typeof rechazarPropuestaAmSchema>;

/**
 * `GET /api/programa/curva[/excel]`: the tag curve of a team (`equipo`: its option's id), a machine (`maquina`: its
 * name) or the plant (neither), per `periodo`, from `desde` to `hasta` (plant days; today and a year or two back by
 * default).
 */
export const curvaAmQuerySchema = z
  .object({
    equipo: idSchema.optional(),
    maquina: textoSchema(MSG.maquinaRequerida).trim().min(1, { error: MSG.maquinaRequerida }).max(200, { error: MSG.maquinaRequerida }).optional(),
    periodo: z.enum(PERIODOS_CURVA_AM, { error: MSG.curvaAmPeriodo }).default('semana'),
    desde: fechaSchema.optional(),
    hasta: fechaSchema.optional(),
  })
  .refine((q) => !(q.equipo && q.maquina), { error: MSG.curvaAmUnAlcance, path: ['maquina'] })
  .refine((q) => !q.desde || !q.hasta || q.desde <= q.hasta, { error: MSG.curvaAmRangoInvalido, path: ['desde'] });
export type CurvaAmQuery = z.infer<typeof curvaAmQuerySchema>;
