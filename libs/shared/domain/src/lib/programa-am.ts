import type { PropuestaPasoAm, PuertaAm, ResumenPuertaAm } from './puerta-am';
import type { DiaPlanta } from './tiempo-planta';

/**
 * Issue 25: the autonomous-maintenance program. Each Equipo autónomo (a configured `equipo` option, the card field
 * 'Equipo Autonomo') climbs the steps of autonomous maintenance; the steps' names and number are a plant setting,
 * JIPM's seven by default (some plants run five or six).
 */
export const PASOS_AM_DEFECTO: readonly string[] = [
  'Limpieza inicial',
  'Eliminación de fuentes de suciedad y lugares de difícil acceso',
  'Estándares provisionales de limpieza, inspección y lubricación',
  'Inspección general',
  'Inspección autónoma',
  'Estandarización',
  'Gestión autónoma',
];
export const PASOS_AM_MIN = 3;
export const PASOS_AM_MAX = 10;
export const PASO_AM_NOMBRE_MAX = 120;
/** Why a step was set by hand (a team placed where it already is, a step given back, a gate overridden). */
export const PASO_AM_MOTIVO_MIN = 5;
export const PASO_AM_MOTIVO_MAX = 500;

/** The plant's steps as the settings form types them: one per line, blank lines left out. */
export const separarPasosAm = (texto: string): string[] =>
  texto
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);

/** `Paso 3 · Estándares provisionales…`, or `Paso 3` when the plant's list has no such step. */
export function etiquetaPasoAm(paso: number, pasos: readonly string[]): string {
  return etiquetaPasoNombre(paso, pasos[paso - 1] ?? null);
}

/** The same from the step's name alone (null: the plant's list has no such step). */
export const etiquetaPasoNombre = (paso: number, nombre: string | null): string => (nombre ? `Paso ${paso} · ${nombre}` : `Paso ${paso}`);

/** A stretch of a team at one step: from when it started to when it ended (null: the current one). */
export interface PeriodoPasoAm {
  _id: string;
  paso: number;
  /** Plant days. */
  desde: DiaPlanta;
  hasta: DiaPlanta | null;
  /** It ended because the team passed it (false: it was set back, or is still current). */
  superado: boolean;
  /** Why it was set by hand; null when it followed from the program (the first step, an approved advance). */
  motivo: string | null;
  /** Who recorded it. */
  registradoPor: { _id: string; nombre: string } | null;
}

export interface PersonaEquipoAm {
  _id: string;
  nombre: string;
  role: string;
}

/** `GET /api/programa/equipos`: one row per configured equipo, in the program or not yet. */
export interface EquipoAm {
  /** The equipo option's id (Admin › Campos): the team's id while its name stays. */
  _id: string;
  equipo: string;
  /** In the program: it has a current step. */
  enPrograma: boolean;
  paso: number | null;
  /** The current step's name in the plant's list. */
  pasoNombre: string | null;
  /** The current step since (plant day). */
  pasoDesde: DiaPlanta | null;
  lider: { _id: string; nombre: string } | null;
  /** Users whose equipo it is (Admin › Usuarios). */
  miembros: number;
  /** Machines of the equipo (Admin › Campos › Máquina). */
  maquinas: number;
  /** The step gate (§3), live; null outside the program. */
  puerta: ResumenPuertaAm | null;
  /** A leader or Jefe proposed passing the step and no Admin decided yet. */
  propuestaPendiente: boolean;
}

/** `GET /api/programa/equipos/:id`: the team page's program data. */
export interface EquipoAmDetalle extends EquipoAm {
  /** The plant's steps, by number from 1. */
  pasos: string[];
  /** Every stretch, oldest first. */
  periodos: PeriodoPasoAm[];
  miembrosLista: PersonaEquipoAm[];
  maquinasLista: { _id: string; nombre: string }[];
  puerta: PuertaAm | null;
  /** The current step's latest proposal (pending, or turned down), null when none. */
  propuesta: PropuestaPasoAm | null;
  /** The caller may propose the step: the team's leader, one of its Jefes de area, or an Admin. */
  puedeProponer: boolean;
  /** The caller may ask for the step audit: a member, the leader, one of its Jefes de area, or an Admin (§2). */
  puedeSolicitarAuditoria: boolean;
  /** The caller is one of the plant's auditors (`puedeAuditarAm`). */
  esAuditor: boolean;
}
