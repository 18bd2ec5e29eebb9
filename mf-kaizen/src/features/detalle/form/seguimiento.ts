import { z } from 'zod';
import { esFechaDelForm, LONG_TEXT_MAX, MSG, MSG_FECHA_INCOMPLETA, OBJETIVO_LOGRADO, TEXT_MAX, type ObjetivoLogrado } from '@portal/shared/domain';
import type { Kaizen } from '@portal/shared/domain';

/** The PDCA and follow-up fields both Kaizen dialogs show (the close call's and the edit call's). */
export const CAMPOS_SEGUIMIENTO = [
  { name: 'descripcionProblema', label: 'Descripción del problema', max: LONG_TEXT_MAX },
  { name: 'objetivo', label: 'Objetivo', max: LONG_TEXT_MAX },
  { name: 'causas', label: 'Causas', max: LONG_TEXT_MAX },
  { name: 'acciones', label: 'Acciones', max: LONG_TEXT_MAX },
  // The comment of '¿Se logró el objetivo?' (the choice is `objetivoLogrado`): the original's free text.
  { name: 'objetivoCompletado', label: 'Comentario sobre el objetivo', max: LONG_TEXT_MAX },
  { name: 'documentos', label: 'Documentos a modificar', max: LONG_TEXT_MAX },
  { name: 'otraMaquina', label: 'Otra máquina donde aplica', max: TEXT_MAX },
  { name: 'responsableSeguimiento', label: 'Responsable de seguimiento', max: TEXT_MAX },
  { name: 'costo', label: 'Costo', max: TEXT_MAX },
  { name: 'beneficio', label: 'Beneficio', max: TEXT_MAX },
  { name: 'verificacion', label: 'Verificación', max: LONG_TEXT_MAX },
] as const;
export type CampoSeguimiento = (typeof CAMPOS_SEGUIMIENTO)[number]['name'];

const texto = (max: number) => z.string().max(max, { error: MSG.textoDemasiadoLargo });

/** '¿Se logró el objetivo?': the chips' label and options. */
export const OBJETIVO_LOGRADO_LABEL = '¿Se logró el objetivo?';

/** The zod shape of those fields as the inputs hold them; the date is '' or 'YYYY-MM-DD', the answer '' while unchosen. */
export const seguimientoShape = {
  ...(Object.fromEntries(CAMPOS_SEGUIMIENTO.map((c) => [c.name, texto(c.max)])) as Record<CampoSeguimiento, z.ZodString>),
  // Radios with none checked read as null in react-hook-form: unanswered, as ''.
  objetivoLogrado: z.preprocess((v) => v ?? '', z.union([z.enum(OBJETIVO_LOGRADO, { error: MSG.kaizenObjetivoLogradoInvalido }), z.literal('')])) as z.ZodType<
    ObjetivoLogrado | ''
  >,
  fechaFinalizacionMejora: z.string().refine(esFechaDelForm, { error: MSG_FECHA_INCOMPLETA.fecha }),
};
export type SeguimientoFormValues = Record<CampoSeguimiento, string> & { fechaFinalizacionMejora: string; objetivoLogrado: ObjetivoLogrado | '' };

/** The Kaizen's current values. */
export function seguimientoDefaults(k: Kaizen): SeguimientoFormValues {
  const valores = Object.fromEntries(CAMPOS_SEGUIMIENTO.map((c) => [c.name, k[c.name] ?? ''])) as Record<CampoSeguimiento, string>;
  return { ...valores, objetivoLogrado: k.objetivoLogrado ?? '', fechaFinalizacionMejora: k.fechaFinalizacionMejora ?? '' };
}

/** The form's values as the calls take them: trimmed texts, a cleared date as null. */
export function seguimientoPayload(v: SeguimientoFormValues) {
  const textos = Object.fromEntries(CAMPOS_SEGUIMIENTO.map((c) => [c.name, v[c.name].trim()])) as Record<CampoSeguimiento, string>;
  return { ...textos, objetivoLogrado: v.objetivoLogrado || null, fechaFinalizacionMejora: v.fechaFinalizacionMejora || null };
}
