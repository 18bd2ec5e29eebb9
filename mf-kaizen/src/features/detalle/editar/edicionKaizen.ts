import { z } from 'zod';
import { LONG_TEXT_MAX, MSG, SELECCIONAR, TEXT_MAX } from '@portal/shared/domain';
import type { EditarKaizenBody, Kaizen } from '@portal/shared/domain';
import { CAMPOS_SEGUIMIENTO, seguimientoDefaults, seguimientoPayload, seguimientoShape } from '../form/seguimiento';
import type { SeguimientoFormValues } from '../form/seguimiento';

const requerido = (msg: string, max: number) => z.string().trim().min(1, { error: msg }).max(max, { error: MSG.textoDemasiadoLargo });
const opcional = (max = TEXT_MAX) => z.string().max(max, { error: MSG.textoDemasiadoLargo });

/** 'Editar Kaizen': the edit call's fields (spec §7) plus 'Resultado', shown and never sent (spec §2). */
export const editarKaizenFormSchema = z.object({
  codigo: requerido(MSG.kaizenCodigoRequerido, 50),
  linea: opcional(),
  maquina: z.string(),
  tema: requerido(MSG.kaizenTemaRequerido, LONG_TEXT_MAX),
  perdidaAtacada: opcional(),
  pilar: z.string(),
  lider: requerido(MSG.kaizenLiderRequerido, TEXT_MAX),
  resultado: opcional(LONG_TEXT_MAX),
  ...seguimientoShape,
});
export type EditarKaizenFormValues = z.infer<typeof editarKaizenFormSchema> & SeguimientoFormValues;

export function edicionKaizenDefaults(k: Kaizen): EditarKaizenFormValues {
  return {
    codigo: k.codigo,
    linea: k.linea,
    maquina: k.maquina || SELECCIONAR,
    tema: k.tema,
    perdidaAtacada: k.perdidaAtacada,
    pilar: k.pilar || SELECCIONAR,
    lider: k.lider,
    resultado: '',
    ...seguimientoDefaults(k),
  };
}

/** A select left at 'Seleccionar' keeps the Kaizen's value (spec §2, edit popups). */
const resolver = (valor: string, previo: string) => (valor === SELECCIONAR || valor === '' ? previo : valor);

/**
 * The partial update: only the fields that differ from the Kaizen travel ('resultado' never does).
 * The edit call spells the completed-objective field 'objetivoCompletado' (spec §7).
 */
export function cambiosKaizen(k: Kaizen, v: EditarKaizenFormValues): EditarKaizenBody {
  const nuevos: Record<string, string | null> = {
    codigo: v.codigo.trim(),
    linea: v.linea.trim(),
    maquina: resolver(v.maquina, k.maquina),
    tema: v.tema.trim(),
    perdidaAtacada: v.perdidaAtacada.trim(),
    pilar: resolver(v.pilar, k.pilar),
    lider: v.lider.trim(),
    ...seguimientoPayload(v),
  };
  const actuales: Record<string, string | null> = {
    ...edicionKaizenDefaults(k),
    maquina: k.maquina,
    pilar: k.pilar,
    fechaFinalizacionMejora: k.fechaFinalizacionMejora,
    objetivoLogrado: k.objetivoLogrado,
  };
  for (const c of CAMPOS_SEGUIMIENTO) actuales[c.name] = k[c.name];
  const cambios = Object.fromEntries(Object.entries(nuevos).filter(([campo, valor]) => valor !== actuales[campo]));
  return { _id: k._id, ...cambios } as EditarKaizenBody;
}

/** A select's options plus the Kaizen's current value when it is no longer configured. */
export const conActual = (opciones: readonly string[], actual: string): string[] =>
  actual && !opciones.includes(actual) ? [actual, ...opciones] : [...opciones];
