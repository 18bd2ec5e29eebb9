import { lunesDe, sumarDias, type DiaPlanta } from '@portal/shared/domain';

/** A span of plant days as the compliance query takes it (the server widens it to whole Monday–Sunday weeks). */
export interface RangoCil {
  desde: DiaPlanta;
  hasta: DiaPlanta;
}

/** The quick choices of the period. */
export const ATAJOS_CIL = { semanas: '12 semanas', anio: 'Este año' } as const;
export type AtajoCil = keyof typeof ATAJOS_CIL;

/** The server's default without dates: this week and the 11 before it. */
export const SEMANAS_CIL_DEFECTO = 12;

/** The last `semanas` whole weeks up to today (this week counts as one), as the server counts them by default. */
export const ultimasSemanas = (hoy: DiaPlanta, semanas = SEMANAS_CIL_DEFECTO): RangoCil => ({
  desde: sumarDias(lunesDe(hoy), -7 * (semanas - 1)),
  hasta: hoy,
});

/** From January 1st of today's plant year to today (the week holding Jan 1st counts whole, as every week does). */
export const esteAnio = (hoy: DiaPlanta): RangoCil => ({ desde: `${hoy.slice(0, 4)}-01-01`, hasta: hoy });

export const rangoDeAtajo = (atajo: AtajoCil, hoy: DiaPlanta): RangoCil => (atajo === 'anio' ? esteAnio(hoy) : ultimasSemanas(hoy));
