import { z } from 'zod';
import { MSG } from '../../lib/messages';
import { booleano as bool, fechaOpcional, LONG_TEXT_MAX, textoOpcional as opt, textoRequerido as req } from '../campos-texto';
import { fechaHoraSchema } from '../dates';
import { idSchema } from '../users';
import { imagenOpcional, requerido, soloAmarilla, tipoAccionRequerido } from './campos';

const fechaRequerida = fechaOpcional.refine((v) => v !== null, { error: MSG.campoRequerido });

/** `POST /api/tarjetas/agregarplanificacion`: planned closing date and follow-up owner are required. */
export const planificacionSchema = z.object({
  _id: idSchema,
  previstaCierre: fechaRequerida,
  responsableSeguimiento: req(MSG.campoRequerido),
  recursos: opt(),
  materiales: opt(),
  solicitudCompras: fechaOpcional,
  comprometidaCompras: fechaOpcional,
  tareaRealizar: opt(LONG_TEXT_MAX),
  responsableTarea: opt(),
  comentario1: opt(LONG_TEXT_MAX),
  comentario2: opt(LONG_TEXT_MAX),
  comentario3: opt(LONG_TEXT_MAX),
});
export type PlanificacionInput = z.infer<typeof planificacionSchema>;

/** A date and time: ISO 8601 ('2026-11-22T10:30', with or without seconds and offset), read by the service in the plant's zone. */
const fechaHora = fechaHoraSchema;

/**
 * `POST /api/tarjetas/cerrar` (non-yellow). `tiempoEmpleado` is not read: the server computes it from
 * the two date-times. `causa` may be empty only on a Verde card and `convertida` is ignored on Azul
 * (the server knows the colour). Date rules against the opening date: `validarFechasCierre`.
 */
export const cerrarTarjetaSchema = z.object({
  _id: idSchema,
  inicioReparacion: fechaHora,
  finReparacion: fechaHora,
  responsable: requerido(),
  causa: opt(LONG_TEXT_MAX),
  tareaRealizada: req(MSG.campoRequerido, LONG_TEXT_MAX),
  tipoAccion: tipoAccionRequerido,
  riesgoFinal: requerido(),
  materialUtilizado: req(MSG.campoRequerido, LONG_TEXT_MAX),
  convertida: bool(),
  verificacion: soloAmarilla,
  /** 'Imagen del después', attached in the close's transaction. */
  imagenDespuesUrl: imagenOpcional,
});
export type CerrarTarjetaInput = z.infer<typeof cerrarTarjetaSchema>;
/** What a client sends to `POST /api/tarjetas/cerrar`: date-times as ISO strings. */
export type CerrarTarjetaBody = z.input<typeof cerrarTarjetaSchema>;

/** `POST /api/tarjetas/cerrar/amarilla`. */
export const cerrarTarjetaAmarillaSchema = z.object({
  _id: idSchema,
  finReparacion: fechaHora,
  responsable: requerido(),
  tareaRealizada: req(MSG.campoRequerido, LONG_TEXT_MAX),
  tipoAccion: tipoAccionRequerido,
  riesgoFinal: requerido(),
  accionesComplementarias: req(MSG.campoRequerido, LONG_TEXT_MAX),
  causa: req(MSG.campoRequerido, LONG_TEXT_MAX),
  convertida: bool(),
  verificacion: bool(),
  imagenDespuesUrl: imagenOpcional,
});
export type CerrarTarjetaAmarillaInput = z.infer<typeof cerrarTarjetaAmarillaSchema>;
/** What a client sends to `POST /api/tarjetas/cerrar/amarilla`: `finReparacion` as an ISO string. */
export type CerrarTarjetaAmarillaBody = z.input<typeof cerrarTarjetaAmarillaSchema>;
