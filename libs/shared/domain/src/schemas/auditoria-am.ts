import { z } from 'zod';
import { MSG } from '../lib/messages';
import {
  AUDITORIA_AM_TEXTO_MAX,
  LIMITES_PLANTILLA_AM as L,
  PUNTAJE_AUDITORIA_AM_MAX,
  RESPUESTA_AM_ACCION_MAX,
  RESPUESTA_AM_COMENTARIO_MAX,
  VISTAS_AUDITORIA_AM,
  type PuntajeAuditoriaAm,
} from '../lib/auditoria-am';
import { PASO_AM_MOTIVO_MAX, PASO_AM_MOTIVO_MIN } from '../lib/programa-am';
import { fechaSchema } from './dates';
import { enteroSchema } from './integers';
import { textoSchema } from './text';
import { imagenUrlSchema } from './tarjetas/campos';
import { idSchema } from './users';

const texto = (requerido: string, max: number, maxMsg: string) => textoSchema(requerido).trim().min(1, { error: requerido }).max(max, { error: maxMsg });

const requisito = z.object(
  {
    id: textoSchema(MSG.plantillaAmRequisitoId).regex(/^[a-z0-9-]{1,40}$/, { error: MSG.plantillaAmRequisitoId }),
    texto: texto(MSG.plantillaAmRequisitoTexto, L.texto, MSG.plantillaAmRequisitoTexto),
    guias: z
      .array(texto(MSG.plantillaAmGuia, L.guia, MSG.plantillaAmGuia), { error: MSG.plantillaAmGuia })
      .length(PUNTAJE_AUDITORIA_AM_MAX + 1, { error: MSG.plantillaAmGuia }),
  },
  { error: MSG.plantillaAmInvalida },
);

const seccion = z.object(
  {
    titulo: texto(MSG.plantillaAmSeccionTitulo, L.titulo, MSG.plantillaAmSeccionTitulo),
    requisitos: z
      .array(requisito, { error: MSG.plantillaAmSeccionVacia })
      .min(1, { error: MSG.plantillaAmSeccionVacia })
      .max(L.requisitosPorSeccion, { error: MSG.plantillaAmDemasiados }),
  },
  { error: MSG.plantillaAmInvalida },
);

/**
 * `PUT /api/programa/plantillas/:paso` (Admin): a step's audit template, whole: sections of requirements (ids unique,
 * five guides each) and the pass rule.
 */
export const plantillaAmSchema = z
  .object(
    {
      secciones: z
        .array(seccion, { error: MSG.plantillaAmSinSecciones })
        .min(1, { error: MSG.plantillaAmSinSecciones })
        .max(L.secciones, { error: MSG.plantillaAmDemasiados }),
      regla: z.object(
        {
          promedioMin: enteroSchema(MSG.plantillaAmPromedio, { min: 0, max: 100 }),
          minimoRequisito: enteroSchema(MSG.plantillaAmMinimo, { min: 0, max: PUNTAJE_AUDITORIA_AM_MAX }),
        },
        { error: MSG.plantillaAmInvalida },
      ),
    },
    { error: MSG.plantillaAmInvalida },
  )
  .refine((p) => p.secciones.reduce((n, s) => n + s.requisitos.length, 0) <= L.requisitos, { error: MSG.plantillaAmDemasiados, path: ['secciones'] })
  .refine(
    (p) => {
      const ids = p.secciones.flatMap((s) => s.requisitos.map((r) => r.id));
      return new Set(ids).size === ids.length;
    },
    { error: MSG.plantillaAmRequisitoRepetido, path: ['secciones'] },
  )
  .refine((p) => new Set(p.secciones.map((s) => s.titulo.toLowerCase())).size === p.secciones.length, {
    error: MSG.plantillaAmSeccionRepetida,
    path: ['secciones'],
  });
export type PlantillaAmInput = z.infer<typeof plantillaAmSchema>;
export type PlantillaAmBody = z.input<typeof plantillaAmSchema>;

const textoOpcional = (max: number, error: string) => textoSchema(error).trim().max(max, { error }).default('');

/** `POST /api/programa/equipos/:id/auditorias`: the team asks for its step audit, due by `vence` (two weeks by default). */
export const solicitarAuditoriaAmSchema = z.object({
  vence: fechaSchema.optional(),
  comentario: textoOpcional(AUDITORIA_AM_TEXTO_MAX, MSG.auditoriaAmTextoMax),
});
export type SolicitarAuditoriaAmInput = z.infer<typeof solicitarAuditoriaAmSchema>;
export type SolicitarAuditoriaAmBody = z.input<typeof solicitarAuditoriaAmSchema>;

/** `PUT /api/programa/auditorias/:id/respuestas/:requisito`: one requirement's answer, whole (sent again, same result). */
export const respuestaAuditoriaAmSchema = z.object({
  puntaje: z
    .preprocess((v) => (v === '' ? null : v), enteroSchema(MSG.auditoriaAmPuntaje, { min: 0, max: PUNTAJE_AUDITORIA_AM_MAX }).nullable())
    .transform((v) => v as PuntajeAuditoriaAm | null)
    .default(null),
  comentario: textoOpcional(RESPUESTA_AM_COMENTARIO_MAX, MSG.auditoriaAmComentarioMax),
  foto: z.preprocess((v) => (v === '' ? null : v), imagenUrlSchema.nullable()).default(null),
  accion: textoOpcional(RESPUESTA_AM_ACCION_MAX, MSG.auditoriaAmAccionMax),
});
export type RespuestaAuditoriaAmInput = z.infer<typeof respuestaAuditoriaAmSchema>;
export type RespuestaAuditoriaAmBody = z.input<typeof respuestaAuditoriaAmSchema>;

/** `POST /api/programa/auditorias/:id/firma`: the auditor signs (every requirement scored); it is locked. */
export const firmarAuditoriaAmSchema = z.object({ observaciones: textoOpcional(AUDITORIA_AM_TEXTO_MAX, MSG.auditoriaAmTextoMax) });
export type FirmarAuditoriaAmInput = z.infer<typeof firmarAuditoriaAmSchema>;
export type FirmarAuditoriaAmBody = z.input<typeof firmarAuditoriaAmSchema>;

/** `POST /api/programa/auditorias/:id/anulacion`: an audit not signed is cancelled, with the reason. */
export const anularAuditoriaAmSchema = z.object({
  motivo: textoSchema(MSG.auditoriaAmAnularMotivo)
    .trim()
    .min(PASO_AM_MOTIVO_MIN, { error: MSG.auditoriaAmAnularMotivo })
    .max(PASO_AM_MOTIVO_MAX, { error: MSG.pasoAmMotivoMax }),
});
export type AnularAuditoriaAmInput = z.infer<typeof anularAuditoriaAmSchema>;
export type AnularAuditoriaAmBody = z.input<typeof anularAuditoriaAmSchema>;

/** `GET /api/programa/auditorias`: pending ones (the auditors' inbox) or all, of one team or every team. */
export const auditoriasAmQuerySchema = z.object({
  vista: z.enum(VISTAS_AUDITORIA_AM, { error: MSG.auditoriaAmVista }).default('todas'),
  equipo: idSchema.optional(),
});
export type AuditoriasAmQuery = z.infer<typeof auditoriasAmQuerySchema>;

/** The plant's named auditors (Programa › Umbrales): user ids; none, its Jefes de area audit. */
export const auditoresAmSchema = z.array(idSchema, { error: MSG.auditoresAmInvalidos }).max(50, { error: MSG.auditoresAmInvalidos });
