import { z } from 'zod';
import { COLORES } from '../lib/colores';
import { ESTADOS_ACTUALES_KAIZEN, KAIZEN_TARJETAS_MAX, OBJETIVO_LOGRADO, OPCIONES_CIERRE_KAIZEN, PILARES } from '../lib/kaizen';
import { KAIZEN_SORT_FIELDS } from '../lib/kaizen-contract';
import { MSG } from '../lib/messages';
import { SELECCIONAR } from '../lib/tarjeta';
import { fechaOpcional, LONG_TEXT_MAX, TEXT_MAX, textoOpcional, textoRequerido } from './campos-texto';
import { enteroDeConsultaSchema, enteroSchema } from './integers';
import { textoSchema } from './text';
import { idSchema } from './users';

const sinElegir = (v: unknown) => v == null || (typeof v === 'string' && (v.trim() === '' || v === SELECCIONAR));
const pilar = z.enum(PILARES, { error: (iss) => (sinElegir(iss.input) ? MSG.pilarRequerido : MSG.pilarInvalido) });

/** A card by colour and number; a number typed in a form ('12') is read as 12. */
export const kaizenTarjetaParSchema = z.object(
  {
    color: z.enum(COLORES, { error: MSG.kaizenTarjetaInvalida }),
    numero: z.preprocess((v) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v.trim()) : v), enteroSchema(MSG.kaizenTarjetaInvalida, { min: 1 })),
  },
  { error: MSG.kaizenTarjetaInvalida },
);
export type KaizenTarjetaParInput = z.infer<typeof kaizenTarjetaParSchema>;

/** A list of cards: duplicates (same colour and number) are dropped, order kept. */
const listaTarjetas = z
  .array(kaizenTarjetaParSchema, { error: MSG.kaizenTarjetaInvalida })
  .max(KAIZEN_TARJETAS_MAX, { error: MSG.kaizenTarjetasDemasiadas })
  .transform((pares) => pares.filter((p, i) => pares.findIndex((q) => q.color === p.color && q.numero === p.numero) === i));

/**
 * `POST /api/tarjetaskaizen` (Admin). `numero` is not read: the server numbers the Kaizen. Each source
 * card must exist (checked by the server); `maquina` must be a configured option.
 */
export const crearKaizenSchema = z.object({
  codigo: textoRequerido(MSG.kaizenCodigoRequerido, 50),
  preTarjeta: z.preprocess(
    (v) => (v == null ? [] : v),
    listaTarjetas.refine((l) => l.length > 0, { error: MSG.preTarjetaRequerida }),
  ),
  maquina: textoRequerido(MSG.maquinaRequerida),
  lider: textoRequerido(MSG.kaizenLiderRequerido),
  tema: textoRequerido(MSG.kaizenTemaRequerido, LONG_TEXT_MAX),
  linea: textoOpcional(),
  perdidaAtacada: textoOpcional(),
  pilar,
});
export type CrearKaizenInput = z.infer<typeof crearKaizenSchema>;
export type CrearKaizenBody = z.input<typeof crearKaizenSchema>;

/** `POST /api/tarjetaskaizen/tarjetasHacer`: appends one card to the Hacer list (a card already there is kept once). */
export const tarjetaHacerSchema = z.object({
  _id: idSchema,
  color: z.enum(COLORES, { error: MSG.kaizenTarjetaInvalida }),
  numero: kaizenTarjetaParSchema.shape.numero,
});
export type TarjetaHacerInput = z.infer<typeof tarjetaHacerSchema>;

/** A PDCA text field of the close/edit calls: absent (or null) keeps the stored value. */
const keepTexto = (max = LONG_TEXT_MAX) => z.preprocess((v) => (v === null ? undefined : v), textoOpcional(max).optional());
/** A date of the close/edit calls: absent keeps it, '' or null clears it. */
const keepFecha = fechaOpcional.optional();

/**
 * '¿Se logró el objetivo?' (Sí / No / Parcialmente) of the close/edit calls: absent keeps it, '' or null clears it.
 * Old clients never send it: their `objetivoCompletado` text is the answer's comment (and, when it starts with
 * the answer, the server reads the answer from it).
 */
const objetivoLogrado = z.preprocess(
  (v) => (v === '' ? null : v),
  z.enum(OBJETIVO_LOGRADO, { error: MSG.kaizenObjetivoLogradoInvalido }).nullable().optional(),
);

const seguimiento = {
  objetivoLogrado,
  descripcionProblema: keepTexto(),
  objetivo: keepTexto(),
  causas: keepTexto(),
  acciones: keepTexto(),
  documentos: keepTexto(),
  otraMaquina: keepTexto(TEXT_MAX),
  responsableSeguimiento: keepTexto(TEXT_MAX),
  fechaFinalizacionMejora: keepFecha,
  costo: keepTexto(TEXT_MAX),
  beneficio: keepTexto(TEXT_MAX),
  verificacion: keepTexto(),
};

/**
 * `POST /api/tarjetaskaizen/cerrar` (any user): `implementacion` true leaves it 'En implementacion' (open),
 * false closes it. Absent fields keep their stored value; the rules on the resulting Kaizen
 * (Planificar complete to implement, Chequear and the end date to close, a Cerrada Kaizen is final) are the
 * server's. `tarjetasHacer` are appended, never replace the list. The completed-objective field is
 * `objectivoCompletado` here (the original's spelling); `objetivoCompletado` is accepted too.
 */
export const cerrarKaizenSchema = z
  .object({
    _id: idSchema,
    implementacion: z.boolean({ error: MSG.kaizenImplementacionInvalida }),
    tarjetasHacer: z.preprocess((v) => (v == null ? [] : v), listaTarjetas),
    objectivoCompletado: keepTexto(),
    objetivoCompletado: keepTexto(),
    ...seguimiento,
  })
  .transform(({ objetivoCompletado, objectivoCompletado, ...rest }) => ({ ...rest, objetivoCompletado: objectivoCompletado ?? objetivoCompletado }));
export type CerrarKaizenInput = z.infer<typeof cerrarKaizenSchema>;
export type CerrarKaizenBody = z.input<typeof cerrarKaizenSchema>;

/** The close dialog's choice as the payload's boolean. */
export const implementacionDeOpcion = (opcion: (typeof OPCIONES_CIERRE_KAIZEN)[number]): boolean => opcion === 'En implementacion';

/** Edit forms: absent, null or the select placeholder keeps the stored value. */
const keep = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === SELECCIONAR || v === null ? undefined : v), schema.optional());

/**
 * `POST /api/tarjetaskaizen/editarkaizen` (Jefe de area, Admin): partial update. The completed-objective
 * field is `objetivoCompletado` here; `objectivoCompletado` is accepted too. `resultado` (shown by the
 * form, never sent by it) is ignored.
 */
export const editarKaizenSchema = z
  .object({
    _id: idSchema,
    codigo: keep(textoRequerido(MSG.kaizenCodigoRequerido, 50)),
    linea: keep(textoOpcional()),
    maquina: keep(textoRequerido(MSG.maquinaRequerida)),
    tema: keep(textoRequerido(MSG.kaizenTemaRequerido, LONG_TEXT_MAX)),
    perdidaAtacada: keep(textoOpcional()),
    pilar: keep(pilar),
    lider: keep(textoRequerido(MSG.kaizenLiderRequerido)),
    objetivoCompletado: keepTexto(),
    objectivoCompletado: keepTexto(),
    ...seguimiento,
    resultado: z
      .unknown()
      .optional()
      .transform(() => undefined),
  })
  .transform(({ objetivoCompletado, objectivoCompletado, resultado: _resultado, ...rest }) => ({
    ...rest,
    objetivoCompletado: objetivoCompletado ?? objectivoCompletado,
  }));
export type EditarKaizenInput = z.infer<typeof editarKaizenSchema>;
export type EditarKaizenBody = z.input<typeof editarKaizenSchema>;

const textParam = textoSchema(MSG.consultaInvalida).trim().max(TEXT_MAX, { error: MSG.consultaInvalida });

/** Query string of `GET /api/tarjetaskaizen` (all optional; see `KaizensQuery`). */
export const kaizensQuerySchema = z.object({
  page: enteroDeConsultaSchema(MSG.consultaInvalida).optional(),
  pageSize: enteroDeConsultaSchema(MSG.consultaInvalida, { min: -1, max: 100 })
    .refine((n) => n !== 0, { error: MSG.consultaInvalida })
    .optional(),
  sort: z.enum(KAIZEN_SORT_FIELDS, { error: MSG.consultaInvalida }).optional(),
  order: z.enum(['asc', 'desc'], { error: MSG.consultaInvalida }).optional(),
  estado: z.enum(ESTADOS_ACTUALES_KAIZEN, { error: MSG.consultaInvalida }).optional(),
  pilar: z.enum(PILARES, { error: MSG.pilarInvalido }).optional(),
  maquina: textParam.optional(),
  /** The Kaizen of a team's machines (issue 25: its page). */
  equipo: textParam.optional(),
  q: textParam.optional(),
});
export type KaizensQueryInput = z.infer<typeof kaizensQuerySchema>;

/** `GET /api/tarjetaskaizen/totales` and `/export`: the list's filters without paging or order. */
export const kaizensFiltroSchema = kaizensQuerySchema.omit({ page: true, pageSize: true, sort: true, order: true });
export type KaizensFiltroInput = z.infer<typeof kaizensFiltroSchema>;
