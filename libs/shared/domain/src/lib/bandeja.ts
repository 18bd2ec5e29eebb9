import type { Color } from './colores';
import type { EstadoActualKaizen } from './kaizen';
import type { Prioridad } from './prioridades';
import type { DiaPlanta } from './tiempo-planta';

/**
 * The Jefe de area's (and Admin's) home (issue 22): the work waiting for them, not charts. Four disjoint
 * sections of open cards of their equipos plus their Kaizen, each with its count and its first rows.
 * - vencidas: open cards past their priority's alert days (the plant's), the longest overdue first;
 * - porPlanificar: open, not planned and not yet overdue, by priority (Alta first) then age;
 * - paraCerrar: planned, not overdue, planned close on or before the end of this plant week, soonest first;
 * - kaizen: open Kaizen whose Líder or Responsable de seguimiento is the user.
 */
export const SECCIONES_BANDEJA = ['vencidas', 'porPlanificar', 'paraCerrar', 'kaizen'] as const;
export type SeccionBandeja = (typeof SECCIONES_BANDEJA)[number];

export const SECCION_BANDEJA_TITULO: Record<SeccionBandeja, string> = {
  vencidas: 'Vencidas',
  porPlanificar: 'Por planificar',
  paraCerrar: 'Para cerrar esta semana',
  kaizen: 'Kaizen a su cargo',
};

export const SECCION_BANDEJA_VACIA: Record<SeccionBandeja, string> = {
  vencidas: 'No hay tarjetas vencidas.',
  porPlanificar: 'No hay tarjetas nuevas para planificar.',
  paraCerrar: 'No hay tarjetas con cierre previsto esta semana.',
  kaizen: 'No tiene Kaizen abiertos a su cargo.',
};

/** Rows each section brings; the rest is one tap away in the card list. */
export const BANDEJA_FILAS = 8;

export interface TarjetaBandeja {
  _id: string;
  numero: number;
  color: Color;
  prioridad: Prioridad;
  maquina: string;
  equipo: string;
  descripcion: string;
  /** Opening (ISO). */
  fecha: string;
  planificacion: boolean;
  previstaCierre: DiaPlanta | null;
}

export interface KaizenBandeja {
  _id: string;
  tema: string;
  maquina: string;
  estado: EstadoActualKaizen;
  /** Opening (ISO). */
  fecha: string;
}

export interface SeccionTarjetas {
  total: number;
  items: TarjetaBandeja[];
}

/** `GET /api/bandeja`. */
export interface Bandeja {
  /** The equipos the inbox covers; empty: every equipo (an Admin, or a Jefe with none set). */
  equipos: string[];
  vencidas: SeccionTarjetas;
  porPlanificar: SeccionTarjetas;
  paraCerrar: SeccionTarjetas;
  kaizen: { total: number; items: KaizenBandeja[] };
}

/** 'Atrasada' (planned day passed), 'Hoy' or 'Esta semana', for a card of 'Para cerrar esta semana'. */
export function plazoCierre(previstaCierre: DiaPlanta, hoy: DiaPlanta): 'Atrasada' | 'Hoy' | 'Esta semana' {
  if (previstaCierre < hoy) return 'Atrasada';
  return previstaCierre === hoy ? 'Hoy' : 'Esta semana';
}
