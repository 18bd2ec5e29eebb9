import { porcentaje } from './dashboard';
import { formatCantidad, plural } from './plural';

/**
 * Closed cards without a closing date (issue 21 §2, docs/decisions.md). The original's list export carries no
 * closing date, so imported Cerrada cards have no `finReparacion`. One rule for every dashboard tab, its Excel
 * and the PDF report:
 * - where a figure counts states (totals, Mapas de riesgo, '% de cierre del período', the report's totals) such
 *   a card counts as closed;
 * - where a figure counts by close month (the colour tabs' monthly rows, Índice de autonomía, MTTR, the report's
 *   last 7/30 days) it has no month and cannot count; the tab then says how many were left out and why.
 * A window's cards are those OPENED in it (month of `fecha`, as the risk map counts), with the tab's filters.
 */
export const esCerradaSinFechaCierre = (t: { estado: string; finReparacion?: string | Date | null }): boolean => t.estado === 'Cerrada' && !t.finReparacion;

export const SIN_FECHA_CIERRE = {
  etiqueta: 'Cerradas sin fecha de cierre',
  explicacion:
    'Tarjetas cerradas sin fecha de cierre registrada (p. ej. importadas del sistema anterior): cuentan como cerradas, pero en ningún mes de cierre.',
} as const;

/** 'Cerradas sin fecha de cierre: 1.994'. */
export const textoSinFechaCierre = (n: number): string => `${SIN_FECHA_CIERRE.etiqueta}: ${formatCantidad(n)}`;

/** What a by-close-month figure says of the cards it cannot count: '3 tarjetas cerradas sin fecha de cierre no entran en este cálculo.' */
export const textoFueraDelCalculo = (n: number): string =>
  `${plural(n, 'tarjeta cerrada sin fecha de cierre no entra', 'tarjetas cerradas sin fecha de cierre no entran')} en este cálculo.`;

/**
 * The state of a window's cards: those opened in it and, of them, the closed ones with or without a closing date.
 * Its percentage is the risk map's '% de tarjetas cerradas' for the same cards.
 */
export interface CierrePeriodo {
  /** Cards opened in the window. */
  tarjetas: number;
  /** Of those, estado Cerrada (closing date or not). */
  cerradas: number;
  /** Of the closed ones, those without a closing date. */
  sinFechaCierre: number;
  /** cerradas / tarjetas × 100; null without cards. */
  porcentaje: number | null;
}

export const cierrePeriodo = (s: Omit<CierrePeriodo, 'porcentaje'>): CierrePeriodo => ({ ...s, porcentaje: porcentaje(s.cerradas, s.tarjetas) });

export const CIERRE_PERIODO = {
  etiqueta: '% de cierre del período',
  explicacion: 'Tarjetas abiertas en el período que hoy están cerradas, con o sin fecha de cierre (como en Mapas de riesgo).',
} as const;

/** Mapas de riesgo: '… (incluidas en Cerradas)'. */
export const textoSinFechaIncluidas = (n: number): string => `${textoSinFechaCierre(n)} (incluidas en Cerradas)`;

/** '1.994 de 2.603 tarjetas abiertas en el período están cerradas'. */
export const textoCierrePeriodo = (c: Pick<CierrePeriodo, 'tarjetas' | 'cerradas'>): string =>
  `${formatCantidad(c.cerradas)} de ${plural(c.tarjetas, 'tarjeta abierta en el período', 'tarjetas abiertas en el período')} ${c.cerradas === 1 ? 'está cerrada' : 'están cerradas'}`;

/** MTTR's other exclusion: closed cards that recorded no repair time have no hours to average. */
export const EXPLICACION_SIN_TIEMPO_EMPLEADO = 'Tarjetas cerradas sin tiempo empleado registrado: no hay horas que promediar.';
export const textoSinTiempoEmpleado = (n: number): string =>
  `${plural(n, 'tarjeta cerrada sin tiempo empleado no entra', 'tarjetas cerradas sin tiempo empleado no entran')} en la media.`;
