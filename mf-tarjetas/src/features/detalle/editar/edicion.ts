import { z } from 'zod';
import { CAMPOS_CIERRE, horasParaEscribir, leerHorasTexto, MSG, pideCausa, SELECCIONAR } from '@portal/shared/domain';
import type { Tarjeta } from '@portal/shared/domain';
import type { CamposOpciones } from '../form/useCamposOpciones';

/** Every field either edit form can show, as the inputs hold them (strings). */
export interface EdicionFormValues {
  maquina: string;
  parteMaquina: string;
  equipo: string;
  riesgoInicial: string;
  tipodeRiesgo: string;
  familia: string;
  prioridad: string;
  reparacion: string;
  detecto: string;
  descripcion: string;
  sugerencia: string;
  responsable: string;
  tiempoEmpleado: string;
  tipoAccion: string;
  causa: string;
  riesgoFinal: string;
  tareaRealizada: string;
  materialUtilizado: string;
  accionesComplementarias: string;
}

export const CAMPOS_SELECT = [
  'maquina',
  'parteMaquina',
  'equipo',
  'riesgoInicial',
  'tipodeRiesgo',
  'familia',
  'prioridad',
  'reparacion',
  'tipoAccion',
  'riesgoFinal',
] as const;
type CampoSelect = (typeof CAMPOS_SELECT)[number];
const esSelect = (campo: keyof EdicionFormValues): campo is CampoSelect => (CAMPOS_SELECT as readonly string[]).includes(campo);

/** A select left at 'Seleccionar' keeps the card's previous value (spec §2, edit popups). */
export const resolver = (valor: string, previo: string) => (valor === SELECCIONAR || valor === '' ? previo : valor);

/**
 * A select's options: the configured ones, plus the card's current value when it is no longer
 * configured, so the select can show what the card holds.
 */
export function conActual(opciones: readonly string[], actual: string): string[] {
  return actual && !opciones.includes(actual) ? [actual, ...opciones] : [...opciones];
}

export function edicionDefaults(t: Tarjeta): EdicionFormValues {
  return {
    maquina: t.maquina || SELECCIONAR,
    parteMaquina: t.parteMaquina || SELECCIONAR,
    equipo: t.equipo || SELECCIONAR,
    riesgoInicial: t.riesgoInicial || SELECCIONAR,
    tipodeRiesgo: t.tipodeRiesgo || SELECCIONAR,
    familia: t.familia || SELECCIONAR,
    prioridad: t.prioridad || SELECCIONAR,
    reparacion: t.reparacion || SELECCIONAR,
    detecto: t.detecto,
    descripcion: t.descripcion,
    sugerencia: t.sugerencia,
    responsable: t.responsable,
    tiempoEmpleado: t.tiempoEmpleado === null ? '' : horasParaEscribir(t.tiempoEmpleado),
    tipoAccion: t.tipoAccion || SELECCIONAR,
    causa: t.causa,
    riesgoFinal: t.riesgoFinal || SELECCIONAR,
    tareaRealizada: t.tareaRealizada,
    materialUtilizado: t.materialUtilizado,
    accionesComplementarias: t.accionesComplementarias,
  };
}

/** Closing-record fields each form edits (the domain's `CAMPOS_CIERRE`); only a Cerrada card sends them. */
const CIERRE: Record<'normal' | 'amarilla', readonly (keyof EdicionFormValues)[]> = CAMPOS_CIERRE;
const tipo = (t: Tarjeta) => (t.color === 'Amarilla' ? 'amarilla' : 'normal');
export const editaCierre = (t: Tarjeta, campo: keyof EdicionFormValues) => t.estado === 'Cerrada' && CIERRE[tipo(t)].includes(campo);

/**
 * Validation of both edit forms: the texts marked required cannot be emptied, a new machine needs
 * one of its own parts, and a closed card's record keeps its required fields.
 */
export function edicionFormSchema(t: Tarjeta, campos: CamposOpciones) {
  return z.custom<EdicionFormValues>().superRefine((v, ctx) => {
    const falta = (campo: keyof EdicionFormValues, message: string = MSG.campoRequerido) => ctx.addIssue({ code: 'custom', path: [campo], message });
    if (!v.detecto.trim()) falta('detecto');
    if (!v.descripcion.trim()) falta('descripcion');
    const maquina = resolver(v.maquina, t.maquina);
    const parte = resolver(v.parteMaquina, t.parteMaquina);
    if (maquina !== t.maquina && !campos.partesDe(maquina).includes(parte)) falta('parteMaquina', MSG.parteMaquinaRequerida);
    if (t.estado !== 'Cerrada') return;
    for (const campo of CIERRE[tipo(t)]) {
      if (campo === 'tiempoEmpleado' || esSelect(campo)) continue;
      if (campo === 'causa' && !pideCausa(t.color)) continue;
      if (!v[campo].trim()) falta(campo);
    }
    if (t.color !== 'Amarilla') {
      if (leerHorasTexto(v.tiempoEmpleado) === null) falta('tiempoEmpleado', MSG.tiempoEmpleadoInvalido);
    }
  });
}

/**
 * The edit payload: `_id` plus the fields whose value changed (selects at 'Seleccionar' keep the
 * previous one). The API applies a partial update, so unchanged options are not re-validated.
 */
export function cambiosEdicion(t: Tarjeta, v: EdicionFormValues, campos: readonly (keyof EdicionFormValues)[]) {
  const cambios: Record<string, string | number> = {};
  for (const campo of campos) {
    if (t.estado !== 'Cerrada' && CIERRE[tipo(t)].includes(campo)) continue;
    if (campo === 'tiempoEmpleado') {
      const horas = Math.round((leerHorasTexto(v.tiempoEmpleado) ?? 0) * 10) / 10;
      if (horas !== t.tiempoEmpleado) cambios[campo] = horas;
      continue;
    }
    const previo = String(t[campo] ?? '');
    const valor = esSelect(campo) ? resolver(v[campo], previo) : v[campo].trim();
    if (valor !== previo) cambios[campo] = valor;
  }
  return { _id: t._id, ...cambios };
}
