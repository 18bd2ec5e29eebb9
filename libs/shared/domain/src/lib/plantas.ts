import type { DiasAlerta } from './prioridades';
import type { Role } from './roles';
import type { TurnoPlanta } from './cil';

/** Issue 24: a plant's name, code and settings (`GET /api/plantas`, Admin > Campos > Planta). */
export interface Planta {
  /** The plant's number (plant 1 is 'Planta principal', the one an installation starts with). */
  _id: number;
  nombre: string;
  /** Short code, upper-case letters and digits ('PP'), unique among the plants. */
  codigo: string;
  /** IANA time zone; null = the installation's PLANT_TZ. */
  zona: string | null;
  /** Days an open card of each priority may stay open before its alert is exceeded (15/30/60 by default). */
  diasAlerta: DiasAlerta;
  /** Who gets the plant's weekly 'Reporte de avance' e-mail; empty = the installation's REPORT_RECIPIENTS. */
  destinatariosReporte: string[];
  /** The names of the autonomous-maintenance program's steps, in force (issue 25): the plant's or JIPM's seven. */
  pasosAm: string[];
  /** The plant's shifts in start order (issue 26): the CIL routines due each shift follow them. */
  turnos: TurnoPlanta[];
}

/** What a plant's screens and rules count with: its calendar and its alert days, both plant settings. */
export interface AjustesPlanta {
  /** IANA zone every date of the plant is shown, typed and counted in (the plant's, else PLANT_TZ). */
  zonaHoraria: string;
  diasAlerta: DiasAlerta;
}

/**
 * A plant as `GET /api/auth/config` lists it: the code the login sends, its name, and the settings a signed-in
 * member's screens use (the session names its plant's number in `User.planta`).
 */
export interface PlantaDeIngreso extends AjustesPlanta {
  _id: number;
  codigo: string;
  nombre: string;
}

/** `GET /api/auth/plantas`: a plant the session's person is a member of, with their role there (the plant switcher). */
export interface MembresiaPlanta {
  planta: number;
  codigo: string;
  nombre: string;
  role: Role;
  /** The plant the session works in now. */
  actual: boolean;
}

export const PLANTA_NOMBRE_MAX = 80;
export const PLANTA_CODIGO_MIN = 2;
export const PLANTA_CODIGO_MAX = 10;
export const PLANTA_DIAS_ALERTA_MAX = 365;
/** What a plant's code may hold once upper-cased (ASCII letters and digits). */
export const PLANTA_CODIGO_PATRON = /^[A-Z0-9]+$/;

/** Whether the given day counts (Alta, Media, Baja; absent ones skipped) strictly grow. */
export function diasAlertaCrecientes(dias: readonly (number | undefined)[]): boolean {
  const dados = dias.filter((d): d is number => d !== undefined);
  return dados.every((d, i) => i === 0 || dados[i - 1] < d);
}
