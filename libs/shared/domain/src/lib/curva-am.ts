import type { DiaPlanta } from './tiempo-planta';

/**
 * Issue 25 §4: the tag curve — tags hung and removed, each summed from the start, per week or month of the plant's
 * calendar, with the gap (open / hung) against the gate's threshold and the team's step changes on the time axis.
 * Per team, per machine or the whole plant; counted by the database over the cards as they are.
 */
export const PERIODOS_CURVA_AM = ['semana', 'mes'] as const;
export type PeriodoCurvaAm = (typeof PERIODOS_CURVA_AM)[number];

/** The most points one curve answers (five years of weeks, ten of months). */
export const CURVA_AM_MAX_PUNTOS = { semana: 260, mes: 120 } as const;
/** Without `desde`: the last year of weeks, the last two of months. */
export const CURVA_AM_PUNTOS_DEFECTO = { semana: 52, mes: 24 } as const;

export interface PuntoCurvaAm {
  /** '2026-W48' (ISO week) or '2026-11'. */
  periodo: string;
  /** The period's first plant day (a Monday, or the 1st). */
  inicio: DiaPlanta;
  /** Tags hung up to the end of the period, since the first one. */
  colgadas: number;
  /** Tags removed (closed, by their repair's end) up to the end of the period. */
  retiradas: number;
  /** Open / hung at the end of the period, in % (one decimal); null before the first tag. */
  brecha: number | null;
}

export interface CurvaAm {
  periodo: PeriodoCurvaAm;
  /** What it counts: a team (its name), a machine, or neither (the whole plant). */
  equipo: string | null;
  maquina: string | null;
  puntos: PuntoCurvaAm[];
  /** The team's step changes (its stretches' first days), for the marks on the time axis; [] for a machine or the plant. */
  pasos: { paso: number; desde: DiaPlanta }[];
  /** The gate's gap threshold (%), drawn as a line. */
  brechaMax: number;
}

/** The gap of a point: open over hung, in % with one decimal. */
export const brechaCurva = (colgadas: number, retiradas: number): number | null =>
  colgadas === 0 ? null : Math.round(((colgadas - retiradas) * 1000) / colgadas) / 10;
