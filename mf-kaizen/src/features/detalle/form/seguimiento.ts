import { z } from 'zod';
import { esFechaDelForm, LONG_TEXT_MAX, MSG, MSG_FECHA_INCOMPLETA, TEXT_MAX } from '@portal/shared/domain';
import type { Kaizen } from '@portal/shared/domain';

/** The PDCA and follow-up fields both Kaizen dialogs show (the close call's and the edit call's). */
export const CAMPOS_SEGUIMIENTO = [
  { name: 'descripcionProblema', label: 'Descripción del problema', max: LONG_TEXT_MAX },
  { name: 'objetivo', label: 'Objetivo', max: LONG_TEXT_MAX },
  { name: 'causas', label: 'Causas', max: LONG_TEXT_MAX },
  { name: 'acciones', label: 'Acciones', max: LONG_TEXT_MAX },
  { name: 'objetivoCompletado', label: '¿Se logró el objetivo?', max: LONG_TEXT_MAX },
  { name: 'documentos', label: 'Documentos a modificar', max: LONG_TEXT_MAX },
  { name: 'otraMaquina', label: 'Otra máquina donde aplica', max: TEXT_MAX },
  { name: 'responsableSeguimiento', label: 'Responsable de seguimiento', max: TEXT_MAX },
  { name: 'costo', label: 'Costo', max: TEXT_MAX },
  { name: 'beneficio', label: 'Beneficio', max: TEXT_MAX },
  { name: 'verificacion', label: 'Verificación', max: LONG_TEXT_MAX },
] as const;
export type CampoSeguimiento = (typeof CAMPOS_SEGUIMIENTO)[number]['name'];

const texto = (max: number) => z.string().max(max, { error: MSG.textoDemasiadoLargo });

/** The zod shape of those fields as the inputs hold them; the date is '' or 'YYYY-MM-DD'. */
export const seguimientoShape = {
  ...(Object.fromEntries(CAMPOS_SEGUIMIENTO.map((c) => [c.name, texto(c.max)])) as Record<CampoSeguimiento, z.ZodString>),
  fechaFinalizacionMejora: z.string().refine(esFechaDelForm, { error: MSG_FECHA_INCOMPLETA.fecha }),
};
export type SeguimientoFormValues = Record<CampoSeguimiento, string> & { fechaFinalizacionMejora: string };

/** The Kaizen's current values. */
export function seguimientoDefaults(k: Kaizen): SeguimientoFormValues {
  const valores = Object.fromEntries(CAMPOS_SEGUIMIENTO.map((c) => [c.name, k[c.name] ?? ''])) as Record<CampoSeguimiento, string>;
  return { ...valores, fechaFinalizacionMejora: k.fechaFinalizacionMejora ?? '' };
}

/** The form's values as the calls take them: trimmed texts, a cleared date as null. */
export function seguimientoPayload(v: SeguimientoFormValues) {
  const textos = Object.fromEntries(CAMPOS_SEGUIMIENTO.map((c) => [c.name, v[c.name].trim()])) as Record<CampoSeguimiento, string>;
  return { ...textos, fechaFinalizacionMejora: v.fechaFinalizacionMejora || null };
}
