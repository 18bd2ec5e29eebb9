import { z } from 'zod';
import { COLORES } from '../lib/colores';
import { FAMILIAS, FAMILIAS_AMARILLA } from '../lib/familias';
import { MSG } from '../lib/messages';
import { PRIORIDADES } from '../lib/prioridades';
import { ESTADOS_TARJETA, REPARACIONES, SELECCIONAR, TIPOS_ACCION } from '../lib/tarjeta';
import { AGRUPABLES_TARJETAS, CAMPOS_SIN_VALOR, COLUMNAS_EXPORTABLES, TARJETA_SORT_FIELDS, type ColumnaExportable } from '../lib/tarjeta-contract';
import { booleano, fechaOpcional, listaDeConsulta, LONG_TEXT_MAX, TEXT_MAX, textoOpcional, textoRequerido } from './campos-texto';
import { fechaHoraSchema } from './dates';
import { enteroDeConsultaSchema, enteroSchema } from './integers';
import { textoSchema } from './text';
import { idSchema } from './users';

const req = textoRequerido;
const opt = textoOpcional;
const bool = booleano;

/** Yellow-only flags on a non-yellow payload: absent, null or false pass (and are dropped); anything else is refused. */
const soloAmarilla = z
  .unknown()
  .refine((v) => v === undefined || v === null || v === false, { error: MSG.camposSoloAmarilla })
  .transform(() => undefined)
  .optional();

export const COLORES_NO_AMARILLA = COLORES.filter((c) => c !== 'Amarilla') as ['Roja', 'Azul', 'Verde'];

/** Nothing chosen: absent, blank or the 'Seleccionar' placeholder. */
const sinElegir = (v: unknown) => v == null || (typeof v === 'string' && (v.trim() === '' || v === SELECCIONAR));
/**
 * A select's message: an empty one says it is required; only a filled value that is not an option
 * (e.g. a family of another colour) gets the `invalido` message.
 */
const opcionError = (requerido: string, invalido: string | ((input: unknown) => string)) => (iss: { input?: unknown }) =>
  sinElegir(iss.input) ? requerido : typeof invalido === 'function' ? invalido(iss.input) : invalido;

const prioridad = z.enum(PRIORIDADES, { error: opcionError(MSG.prioridadRequerida, MSG.prioridadInvalida) });
const reparacion = z.enum(REPARACIONES, { error: opcionError(MSG.reparacionRequerida, MSG.reparacionInvalida) });
const familiaError = opcionError(MSG.familiaRequerida, MSG.familiaInvalida);
const tipoAccion = z.enum(TIPOS_ACCION, { error: MSG.tipoAccionInvalido });

/** An image URL as `POST /api/uploads` answered it: absolute http(s) with PUBLIC_URL or Cloudinary, else the relative `/uploads/…` path. */
export const imagenUrlSchema = textoSchema(MSG.imagenUrlInvalida)
  .trim()
  .min(1, { error: MSG.imagenUrlInvalida })
  .max(1000, { error: MSG.imagenUrlInvalida })
  .refine((v) => /^\/uploads\/[^/\s]+$/.test(v) || (/^https?:\/\/\S+$/i.test(v) && URL.canParse(v)), { error: MSG.imagenUrlInvalida });

/** An image sent with a create or a close: absent, null or '' is none. */
const imagenOpcional = z.preprocess((v) => (v === null || v === '' ? undefined : v), imagenUrlSchema.optional());

const camposComunes = {
  descripcion: req(MSG.descripcionRequerida, LONG_TEXT_MAX),
  sugerencia: opt(LONG_TEXT_MAX),
  reparacion,
  detecto: req(MSG.detectoRequerido).refine((v) => v !== SELECCIONAR, { error: MSG.detectoRequerido }),
  prioridad,
  maquina: req(MSG.maquinaRequerida),
  parteMaquina: req(MSG.parteMaquinaRequerida),
  equipo: req(MSG.equipoRequerido),
  riesgoInicial: req(MSG.riesgoInicialRequerido),
  tipodeRiesgo: req(MSG.tipodeRiesgoRequerido),
  /** The photo, uploaded first: attached in the create's transaction (a refused image refuses the card). */
  imagenUrl: imagenOpcional,
};

/**
 * `POST /api/tarjetas` (Roja, Azul, Verde). `numero` is not read: the server numbers the card.
 * Every field is checked in one pass (the add form shows all missing fields at once, the API answers the first):
 * an empty field says it is required; colour rules apply only to a filled value.
 * Option values (máquina, parte, equipo, riesgos, tipo) are checked against the configured campos by the server.
 */
export const crearTarjetaSchema = z.object({
  ...camposComunes,
  color: z.enum(COLORES_NO_AMARILLA, { error: opcionError(MSG.colorRequerido, (input) => (input === 'Amarilla' ? MSG.colorNoAmarilla : MSG.colorInvalido)) }),
  familia: z.enum(FAMILIAS, { error: familiaError }),
  sustoExperimentado: soloAmarilla,
  sustoObservado: soloAmarilla,
  impactoAmbiente: soloAmarilla,
});
export type CrearTarjetaInput = z.infer<typeof crearTarjetaSchema>;

/** `POST /api/tarjetas/amarilla`: the same plus the three incident checkboxes. */
export const crearTarjetaAmarillaSchema = z.object({
  ...camposComunes,
  color: z.literal('Amarilla', { error: MSG.colorSoloAmarilla }).default('Amarilla'),
  familia: z.enum(FAMILIAS_AMARILLA, { error: familiaError }),
  sustoExperimentado: bool(),
  sustoObservado: bool(),
  impactoAmbiente: bool(),
});
export type CrearTarjetaAmarillaInput = z.infer<typeof crearTarjetaAmarillaSchema>;

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

const requerido = () => req(MSG.campoRequerido);
const tipoAccionRequerido = z.preprocess(
  (v) => (v === '' || v === SELECCIONAR ? undefined : v),
  z.enum(TIPOS_ACCION, { error: (iss) => (iss.input === undefined ? MSG.campoRequerido : MSG.tipoAccionInvalido) }),
);

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

const COLUMN_KEYS = COLUMNAS_EXPORTABLES.map((c) => c.key) as [ColumnaExportable, ...ColumnaExportable[]];
export const columnaExportableSchema = z.enum(COLUMN_KEYS, { error: MSG.columnaInvalida });
const valores = z
  .array(textoSchema(MSG.consultaInvalida).max(LONG_TEXT_MAX, { error: MSG.textoDemasiadoLargo }), { error: MSG.consultaInvalida })
  .max(1000, { error: MSG.consultaInvalida });
const columnas = z
  .array(columnaExportableSchema, { error: MSG.columnaInvalida })
  .max(COLUMN_KEYS.length * 2, { error: MSG.columnaInvalida })
  .default([])
  .transform((cols) => [...new Set(cols)]);
/**
 * A preset's columns: column keys, or the original app's `{value, label}` pairs (its react-select options), kept as
 * keys. Both shapes may be mixed; the label is not kept (the portal labels columns itself).
 */
const columnaOpcion = z.union(
  [
    columnaExportableSchema,
    z
      .object({ value: columnaExportableSchema, label: z.string({ error: MSG.columnaInvalida }).max(TEXT_MAX, { error: MSG.columnaInvalida }).optional() })
      .transform((o) => o.value),
  ],
  { error: MSG.columnaInvalida },
);
const columnasPreset = z
  .array(columnaOpcion, { error: MSG.columnaInvalida })
  .max(COLUMN_KEYS.length * 2, { error: MSG.columnaInvalida })
  .default([])
  .transform((cols) => [...new Set(cols)]);
const filtrosPorColumna = Object.fromEntries(COLUMN_KEYS.map((k) => [k, valores.optional()])) as Record<ColumnaExportable, z.ZodOptional<typeof valores>>;
/**
 * A preset's column filter: the portal's list of values, or the original client's ONE string (its single-select's
 * value; `""` = no filter). A string becomes a one-value list; `""` and `null` (a cleared select) mean none.
 */
const filtroDeColumnaPreset = z
  .union([valores, textoSchema(MSG.consultaInvalida).max(LONG_TEXT_MAX, { error: MSG.textoDemasiadoLargo }), z.null()], { error: MSG.consultaInvalida })
  .transform((v): string[] | undefined => (v === null || v === '' ? undefined : typeof v === 'string' ? [v] : v))
  .optional();
const filtrosPorColumnaPreset = Object.fromEntries(COLUMN_KEYS.map((k) => [k, filtroDeColumnaPreset])) as Record<
  ColumnaExportable,
  typeof filtroDeColumnaPreset
>;

/** `GET /api/tarjetas/valores?columna=` */
export const valoresQuerySchema = z.object({ columna: columnaExportableSchema });

/** `POST /api/tarjetas/consulta` and `/export`: the /tarjetasfiltro selection. */
export const filtroSeleccionSchema = z.object({
  selectedOption: columnas,
  filtros: z.object(filtrosPorColumna, { error: MSG.consultaInvalida }).default({}),
  alerta: bool(MSG.consultaInvalida),
  qrcode: bool(MSG.consultaInvalida),
  convertida: bool(MSG.consultaInvalida),
  planificacion: bool(MSG.consultaInvalida),
  page: enteroSchema(MSG.consultaInvalida).default(0),
  pageSize: z
    .number({ error: MSG.consultaInvalida })
    .int({ error: MSG.consultaInvalida })
    .refine((n) => n === -1 || (n >= 1 && n <= 100), { error: MSG.consultaInvalida })
    .default(10),
});
export type FiltroSeleccionInput = z.infer<typeof filtroSeleccionSchema>;

/**
 * `POST /api/filters`: a named preset, flat as `FiltroPreset` (each column's values under its own key). Also takes the
 * original client's shape: `selectedOption` as `{value,label}` pairs (or `null`), each column filter as one string.
 */
export const filtroPresetSchema = z.object({
  nombre: textoSchema(MSG.filtroNombreRequerido).trim().min(1, { error: MSG.filtroNombreRequerido }).max(100, { error: MSG.filtroNombreMax }),
  selectedOption: z.preprocess((v) => (v === null ? undefined : v), columnasPreset),
  alerta: bool(MSG.consultaInvalida),
  qrcode: bool(MSG.consultaInvalida),
  convertida: bool(MSG.consultaInvalida),
  planificacion: bool(MSG.consultaInvalida),
  ...filtrosPorColumnaPreset,
});
export type FiltroPresetInput = z.infer<typeof filtroPresetSchema>;

const textParam = textoSchema(MSG.consultaInvalida).trim().max(TEXT_MAX, { error: MSG.consultaInvalida });
/** Several accepted values, given once or repeated (`?equipo=A&equipo=B`); blank ones are dropped, as a blank single value always was. */
const textos = listaDeConsulta(textParam).transform((vs) => vs?.filter((v) => v !== ''));

/**
 * Query string of `GET /api/tarjetas` (all optional; see `TarjetasQuery`). `color` and `equipo` take one value or
 * several (repeated); `sinValor=maquina|familia|equipo` (repeatable) also accepts the cards where that column is empty.
 */
export const tarjetasQuerySchema = z.object({
  page: enteroDeConsultaSchema(MSG.consultaInvalida).optional(),
  pageSize: enteroDeConsultaSchema(MSG.consultaInvalida, { min: -1, max: 100 })
    .refine((n) => n !== 0, { error: MSG.consultaInvalida })
    .optional(),
  sort: z.enum(TARJETA_SORT_FIELDS, { error: MSG.consultaInvalida }).optional(),
  order: z.enum(['asc', 'desc'], { error: MSG.consultaInvalida }).optional(),
  color: listaDeConsulta(z.enum(COLORES, { error: MSG.colorInvalido })),
  estado: z.enum(ESTADOS_TARJETA, { error: MSG.consultaInvalida }).optional(),
  equipo: textos,
  prioridad: z.enum(PRIORIDADES, { error: MSG.prioridadInvalida }).optional(),
  numero: enteroDeConsultaSchema(MSG.consultaInvalida).optional(),
  /** Exact máquina / familia (the dashboard's Pareto opens the list on one of them). */
  maquina: textParam.optional(),
  familia: textParam.optional(),
  sinValor: listaDeConsulta(z.enum(CAMPOS_SIN_VALOR, { error: MSG.consultaInvalida })),
  q: textParam.optional(),
});
export type TarjetasQueryInput = z.infer<typeof tarjetasQuerySchema>;

/** Query string of `GET /api/tarjetas/grupos`: the column to group by and the list's filters (no paging). */
export const tarjetasGruposQuerySchema = tarjetasQuerySchema.omit({ page: true, pageSize: true, sort: true, order: true }).extend({
  por: z.enum(AGRUPABLES_TARJETAS, { error: MSG.consultaInvalida }),
});
export type TarjetasGruposQueryInput = z.infer<typeof tarjetasGruposQuerySchema>;

/** `GET /api/tarjetas/siguiente-numero?color=` */
export const siguienteNumeroQuerySchema = z.object({ color: z.enum(COLORES, { error: MSG.colorInvalido }) });

/** `GET /api/tarjetas/abiertas?maquina=&parteMaquina=`: the open cards on a machine (and part), for the duplicate warning. */
export const tarjetasAbiertasQuerySchema = z.object({
  maquina: textParam.refine((v) => v !== '', { error: MSG.maquinaRequerida }),
  parteMaquina: textParam.optional().transform((v) => v || undefined),
});
export type TarjetasAbiertasQueryInput = z.infer<typeof tarjetasAbiertasQuerySchema>;

/** `GET /api/tarjetas/recientes?maquina=`: the machine is optional (blank: the user's cards only). */
export const tarjetasRecientesQuerySchema = z.object({
  maquina: textParam.optional().transform((v) => v || undefined),
});
export type TarjetasRecientesQueryInput = z.infer<typeof tarjetasRecientesQuerySchema>;

/**
 * The `Idempotency-Key` header of a card create: 1–200 visible ASCII characters (the client sends a
 * crypto.randomUUID() per card). Absent: no idempotency (old clients).
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
// The regex is stricter than textoSchema (no control characters, no Unicode at all), with the header's own message.
export const idempotencyKeySchema = z.string({ error: MSG.idempotencyKeyInvalida }).regex(/^[\x21-\x7e]{1,200}$/, { error: MSG.idempotencyKeyInvalida });
