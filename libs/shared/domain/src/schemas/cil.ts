import { z } from 'zod';
import {
  CIL_CADA_DIAS_MAX,
  CIL_CADA_DIAS_MIN,
  CIL_LIMITES as L,
  FRECUENCIAS_CIL,
  RESULTADOS_CIL,
  TIPOS_PUNTO_CIL,
  TURNO_NOMBRE_MAX,
  TURNOS_MAX,
  turnosOrdenados,
} from '../lib/cil';
import { MSG } from '../lib/messages';
import { fechaHoraSchema, fechaSchema } from './dates';
import { enteroSchema } from './integers';
import { textoSchema } from './text';
import { imagenUrlSchema } from './tarjetas/campos';
import { idempotencyKeySchema } from './tarjetas/crear';
import { idSchema } from './users';

const requerido = (msg: string, max: number) => textoSchema(msg).trim().min(1, { error: msg }).max(max, { error: MSG.textoDemasiadoLargo });
const opcional = (max: number) => textoSchema(MSG.textoDemasiadoLargo).trim().max(max, { error: MSG.textoDemasiadoLargo });
const fotoOpcional = z.preprocess((v) => (v === '' ? null : v), imagenUrlSchema.nullable());
const fraccion = z.number({ error: MSG.cilMarcadorInvalido }).min(0, { error: MSG.cilMarcadorInvalido }).max(1, { error: MSG.cilMarcadorInvalido });

const camposPunto = {
  tipo: z.enum(TIPOS_PUNTO_CIL, { error: MSG.cilTipoInvalido }),
  parte: requerido(MSG.cilParteRequerida, L.parte),
  tarea: requerido(MSG.cilTareaRequerida, L.tarea),
  estandar: opcional(L.estandar),
  metodo: opcional(L.metodo),
  minutos: enteroSchema(MSG.cilMinutosInvalidos, { min: 1, max: L.minutos }),
  frecuencia: z.enum(FRECUENCIAS_CIL, { error: MSG.cilFrecuenciaInvalida }),
  cadaDias: z.preprocess((v) => (v === '' ? null : v), enteroSchema(MSG.cilCadaDiasInvalido, { min: CIL_CADA_DIAS_MIN, max: CIL_CADA_DIAS_MAX }).nullable()),
  foto: fotoOpcional,
  marcador: z.object({ x: fraccion, y: fraccion }, { error: MSG.cilMarcadorInvalido }).nullable(),
  numero: enteroSchema(MSG.cilNumeroInvalido, { min: 1, max: 999 }),
};

/** 'Cada N días' needs its N; any other frequency has none. */
const conCadaDias = <T extends { frecuencia?: string; cadaDias?: number | null }>(p: T) =>
  p.frecuencia === undefined || (p.frecuencia === 'dias') === (p.cadaDias !== null && p.cadaDias !== undefined);

/** `POST /api/cil/maquinas/:id/puntos`: a new point of the machine's standard (numbered after the last one when `numero` is absent). */
export const crearPuntoCilSchema = z
  .object({
    ...camposPunto,
    estandar: camposPunto.estandar.default(''),
    metodo: camposPunto.metodo.default(''),
    cadaDias: camposPunto.cadaDias.default(null),
    foto: camposPunto.foto.default(null),
    marcador: camposPunto.marcador.default(null),
    numero: camposPunto.numero.optional(),
  })
  .refine(conCadaDias, { error: MSG.cilCadaDiasInvalido, path: ['cadaDias'] });
export type CrearPuntoCilInput = z.infer<typeof crearPuntoCilSchema>;
export type CrearPuntoCilBody = z.input<typeof crearPuntoCilSchema>;

/** `PATCH /api/cil/puntos/:id`: what changes; a new frequency starts a new point from today (the past keeps the old one's due windows). */
export const editarPuntoCilSchema = z
  .object({
    tipo: camposPunto.tipo.optional(),
    parte: camposPunto.parte.optional(),
    tarea: camposPunto.tarea.optional(),
    estandar: camposPunto.estandar.optional(),
    metodo: camposPunto.metodo.optional(),
    minutos: camposPunto.minutos.optional(),
    frecuencia: camposPunto.frecuencia.optional(),
    cadaDias: camposPunto.cadaDias.optional(),
    foto: camposPunto.foto.optional(),
    marcador: camposPunto.marcador.optional(),
    numero: camposPunto.numero.optional(),
  })
  .refine((p) => p.cadaDias === undefined || p.frecuencia !== undefined, { error: MSG.cilCadaDiasInvalido, path: ['cadaDias'] })
  .refine(conCadaDias, { error: MSG.cilCadaDiasInvalido, path: ['cadaDias'] });
export type EditarPuntoCilInput = z.infer<typeof editarPuntoCilSchema>;
export type EditarPuntoCilBody = z.input<typeof editarPuntoCilSchema>;

/** `PUT /api/cil/maquinas/:id/imagen`: the photo or diagram the points are marked on (null removes it). */
export const imagenMaquinaCilSchema = z.object({ imagen: fotoOpcional });
export type ImagenMaquinaCilBody = z.input<typeof imagenMaquinaCilSchema>;

const resultadoPunto = z
  .object(
    {
      punto: idSchema,
      resultado: z.enum(RESULTADOS_CIL, { error: MSG.cilResultadoInvalido }),
      comentario: opcional(L.comentario).default(''),
      motivo: opcional(L.motivo).default(''),
      foto: fotoOpcional.default(null),
      tarjetaKey: z.preprocess((v) => (v === '' ? null : v), idempotencyKeySchema.nullable()).default(null),
    },
    { error: MSG.cilResultadoInvalido },
  )
  .refine((r) => r.resultado !== 'no_realizado' || r.motivo !== '', { error: MSG.cilMotivoRequerido, path: ['motivo'] });

/**
 * `POST /api/cil/ejecuciones` (with an Idempotency-Key): a routine run as the phone recorded it, sent once even from
 * the offline queue. Instants are the phone's (an offline run reaches the server later than it happened).
 */
export const ejecucionCilSchema = z
  .object({
    maquinaId: idSchema,
    iniciadaEn: fechaHoraSchema,
    terminadaEn: fechaHoraSchema,
    minutos: enteroSchema(MSG.cilMinutosRutinaInvalidos, { min: 0, max: L.minutosRutina }),
    resultados: z
      .array(resultadoPunto, { error: MSG.cilResultadosRequeridos })
      .min(1, { error: MSG.cilResultadosRequeridos })
      .max(L.puntosPorMaquina, { error: MSG.cilResultadosRequeridos }),
  })
  .refine((e) => new Set(e.resultados.map((r) => r.punto)).size === e.resultados.length, { error: MSG.cilPuntoRepetido, path: ['resultados'] });
export type EjecucionCilInput = z.infer<typeof ejecucionCilSchema>;
export type EjecucionCilBody = z.input<typeof ejecucionCilSchema>;

/** `GET /api/cil/pendientes`: machines with points to do now, of one team or of the caller's teams. */
export const pendientesCilQuerySchema = z.object({ equipo: idSchema.optional() });

/** `GET /api/cil/cumplimiento`: a span of plant days (whole weeks: from the Monday of `desde` to the Sunday of `hasta`). */
export const cumplimientoCilQuerySchema = z.object({
  desde: fechaSchema.optional(),
  hasta: fechaSchema.optional(),
  equipo: idSchema.optional(),
});
export type CumplimientoCilQuery = z.infer<typeof cumplimientoCilQuerySchema>;

const HORA = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A plant's shifts (Campos › Planta): 1–4, each with a name and a start 'HH:mm', starts all different; stored in start order. */
export const turnosPlantaSchema = z
  .array(
    z.object(
      {
        nombre: requerido(MSG.turnoNombreRequerido, TURNO_NOMBRE_MAX),
        inicio: textoSchema(MSG.turnoInicioInvalido).trim().regex(HORA, { error: MSG.turnoInicioInvalido }),
      },
      { error: MSG.turnosInvalidos },
    ),
    { error: MSG.turnosInvalidos },
  )
  .min(1, { error: MSG.turnosInvalidos })
  .max(TURNOS_MAX, { error: MSG.turnosInvalidos })
  .refine((t) => new Set(t.map((x) => x.inicio)).size === t.length, { error: MSG.turnosRepetidos })
  .transform(turnosOrdenados);
