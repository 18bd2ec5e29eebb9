import { z } from 'zod';
import { MSG } from '../../lib/messages';
import { COLUMNAS_EXPORTABLES, type ColumnaExportable } from '../../lib/tarjeta-contract';
import { booleano as bool, LONG_TEXT_MAX, TEXT_MAX } from '../campos-texto';
import { enteroSchema } from '../integers';
import { textoSchema } from '../text';

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
