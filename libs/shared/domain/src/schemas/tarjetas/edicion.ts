import { z } from 'zod';
import { FAMILIAS, FAMILIAS_AMARILLA } from '../../lib/familias';
import { MSG } from '../../lib/messages';
import { SELECCIONAR } from '../../lib/tarjeta';
import { LONG_TEXT_MAX, textoOpcional as opt, textoRequerido as req } from '../campos-texto';
import { idSchema } from '../users';
import { familiaError, imagenUrlSchema, prioridad, reparacion, requerido, tipoAccion } from './campos';

/** Edit forms: an absent field, or the select placeholder 'Seleccionar', keeps the stored value. */
const keep = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === SELECCIONAR || v === null ? undefined : v), schema.optional());
const tiempoEmpleado = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
  z
    .number({ error: MSG.tiempoEmpleadoInvalido })
    .finite({ error: MSG.tiempoEmpleadoInvalido })
    .min(0, { error: MSG.tiempoEmpleadoInvalido })
    .max(100_000, { error: MSG.tiempoEmpleadoInvalido })
    .transform((n) => Math.round(n * 10) / 10),
);

const edicionComun = {
  _id: idSchema,
  descripcion: keep(req(MSG.descripcionRequerida, LONG_TEXT_MAX)),
  detecto: keep(req(MSG.detectoRequerido)),
  prioridad: keep(prioridad),
  maquina: keep(req(MSG.maquinaRequerida)),
  parteMaquina: keep(req(MSG.parteMaquinaRequerida)),
  equipo: keep(req(MSG.equipoRequerido)),
  riesgoInicial: keep(req(MSG.riesgoInicialRequerido)),
  tipodeRiesgo: keep(req(MSG.tipodeRiesgoRequerido)),
  reparacion: keep(reparacion),
  // Closing fields: accepted only when the card is Cerrada (checked by the server).
  responsable: keep(requerido()),
  tareaRealizada: keep(req(MSG.campoRequerido, LONG_TEXT_MAX)),
  tipoAccion: keep(z.preprocess((v) => (v === '' ? undefined : v), tipoAccion.optional())),
  riesgoFinal: keep(requerido()),
};

/** `POST /api/tarjetas/editar` (Jefe de area, Admin): partial update of a non-yellow card. */
export const editarTarjetaSchema = z.object({
  ...edicionComun,
  familia: keep(z.enum(FAMILIAS, { error: familiaError })),
  tiempoEmpleado: keep(tiempoEmpleado),
  causa: keep(opt(LONG_TEXT_MAX)),
  materialUtilizado: keep(req(MSG.campoRequerido, LONG_TEXT_MAX)),
});
export type EditarTarjetaInput = z.infer<typeof editarTarjetaSchema>;

/** `POST /api/tarjetas/editarAmarilla`: partial update of a yellow card. */
export const editarTarjetaAmarillaSchema = z.object({
  ...edicionComun,
  familia: keep(z.enum(FAMILIAS_AMARILLA, { error: familiaError })),
  sugerencia: keep(opt(LONG_TEXT_MAX)),
  accionesComplementarias: keep(req(MSG.campoRequerido, LONG_TEXT_MAX)),
});
export type EditarTarjetaAmarillaInput = z.infer<typeof editarTarjetaAmarillaSchema>;

/**
 * The fields of each edit payload that belong to the closing record: only a Cerrada card's edit may send them (the
 * API refuses them otherwise; the edit forms show them only then).
 */
export const CAMPOS_CIERRE = {
  normal: ['responsable', 'tiempoEmpleado', 'tipoAccion', 'causa', 'riesgoFinal', 'tareaRealizada', 'materialUtilizado'],
  amarilla: ['responsable', 'tareaRealizada', 'riesgoFinal', 'tipoAccion', 'accionesComplementarias'],
} as const satisfies { normal: readonly (keyof EditarTarjetaInput)[]; amarilla: readonly (keyof EditarTarjetaAmarillaInput)[] };

/** `POST /api/tarjetas/agregarimagen` (and `agregarimagenantes`, `agregarimagendespues`): the URL must come from `POST /api/uploads` (checked by the server). */
export const agregarImagenSchema = z.object({
  _id: idSchema,
  imagenUrl: imagenUrlSchema,
});
export type AgregarImagenInput = z.infer<typeof agregarImagenSchema>;
