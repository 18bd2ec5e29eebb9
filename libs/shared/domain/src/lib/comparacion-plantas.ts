import type { Color } from './colores';
import { cortarPorcentaje, mediaHoras, porcentaje, type Mes } from './dashboard';
import { formatCantidad } from './plural';
import type { Agrupacion } from './periodos';

/**
 * The plants comparison (issue 24 §2): for Corporativo and company Admins, the same indicators of every plant side by
 * side over one window of months, each plant counted in its own calendar (its zone, its alert days).
 */

/** The sums the database gives for one plant and window; `indicadoresPlanta` turns them into the indicators. */
export interface SumasPlanta {
  /** Per colour (COLORES order): cards opened in the window and, of those, closed now. */
  porColor: { color: Color; tarjetas: number; cerradas: number }[];
  /** Cards closed in the window (by closing date) and, of those, autonomous ones (`esAutonoma`). */
  cerradasVentana: number;
  autonomasVentana: number;
  /** Operario members of the plant now. */
  operarios: number;
  /** Open cards now, those past their plant's alert days, and the sum of the days they have been open (with fractions). */
  abiertas: number;
  excedidas: number;
  diasAbiertas: number;
  /** Cards of COLORES_MTTR closed in the window that recorded tiempoEmpleado, and the sum of those hours. */
  mttrCerradas: number;
  mttrHoras: number;
}

export interface IndicadoresPlanta {
  /** Cards opened in the window. */
  tarjetas: number;
  /** Of those, closed now. */
  cerradas: number;
  /** cerradas / tarjetas × 100; null without cards. */
  porcentajeCierre: number | null;
  /** % de cierre per colour of the cards opened in the window. */
  porColor: { color: Color; tarjetas: number; cerradas: number; porcentaje: number | null }[];
  /** Autonomous closes / closes in the window × 100 (the autonomy index of the window). */
  indiceAutonomia: number | null;
  operarios: number;
  /** Cards opened in the window per Operario member (two decimals); null without Operarios. */
  tarjetasPorOperario: number | null;
  abiertas: number;
  excedidas: number;
  /** Mean days the open cards have been open (two decimals); null with none open. */
  diasPromedioAbiertas: number | null;
  /** Mean tiempoEmpleado (hours) of the Roja, Azul and Verde cards closed in the window; null with none. */
  mttrHoras: number | null;
}

/** A mean rounded to two decimals; null over nothing (the same rounding as MTTR's hours). */
const media = mediaHoras;

export function indicadoresPlanta(s: SumasPlanta): IndicadoresPlanta {
  const tarjetas = s.porColor.reduce((n, c) => n + c.tarjetas, 0);
  const cerradas = s.porColor.reduce((n, c) => n + c.cerradas, 0);
  return {
    tarjetas,
    cerradas,
    porcentajeCierre: porcentaje(cerradas, tarjetas),
    porColor: s.porColor.map((c) => ({ ...c, porcentaje: porcentaje(c.cerradas, c.tarjetas) })),
    indiceAutonomia: porcentaje(s.autonomasVentana, s.cerradasVentana),
    operarios: s.operarios,
    tarjetasPorOperario: media(tarjetas, s.operarios),
    abiertas: s.abiertas,
    excedidas: s.excedidas,
    diasPromedioAbiertas: media(s.diasAbiertas, s.abiertas),
    mttrHoras: media(s.mttrHoras, s.mttrCerradas),
  };
}

/** One plant's row of the comparison. */
export interface PlantaComparada {
  planta: { _id: number; nombre: string; codigo: string; zonaHoraria: string };
  indicadores: IndicadoresPlanta;
  /** Opened and closed per period of the window, in the plant's calendar (the periods of `meses`). */
  porPeriodo: { mes: Mes; abiertas: number; cerradas: number }[];
}

/** `GET /api/dashboard/plantas`. */
export interface ComparacionPlantas {
  desde: Mes;
  hasta: Mes;
  agrupacion: Agrupacion;
  /** The first month of each period, as in every plant's `porPeriodo`. */
  meses: Mes[];
  plantas: PlantaComparada[];
}

export type FormatoIndicador = 'entero' | 'porcentaje' | 'decimal';

/**
 * The comparison's columns, in order: the dashboard's table and the Excel sheet show the same ones with the same
 * titles. The per-colour % de cierre follows them in both.
 */
export const INDICADORES_COMPARACION: readonly { id: Exclude<keyof IndicadoresPlanta, 'porColor'>; titulo: string; formato: FormatoIndicador }[] = [
  { id: 'tarjetas', titulo: 'Tarjetas', formato: 'entero' },
  { id: 'cerradas', titulo: 'Cerradas', formato: 'entero' },
  { id: 'porcentajeCierre', titulo: '% de cierre', formato: 'porcentaje' },
  { id: 'indiceAutonomia', titulo: 'Índice de autonomía', formato: 'porcentaje' },
  { id: 'operarios', titulo: 'Operarios', formato: 'entero' },
  { id: 'tarjetasPorOperario', titulo: 'Tarjetas por operario', formato: 'decimal' },
  { id: 'abiertas', titulo: 'Abiertas hoy', formato: 'entero' },
  { id: 'excedidas', titulo: 'Excedidas hoy', formato: 'entero' },
  { id: 'diasPromedioAbiertas', titulo: 'Días promedio abiertas', formato: 'decimal' },
  { id: 'mttrHoras', titulo: 'MTTR (horas)', formato: 'decimal' },
];

/** The comparison's Excel file name (and sheet title). */
export const TITULO_COMPARACION = 'Comparación de plantas';

/** An indicator as the table shows it: '—' for nothing to divide by, '33,3 %', '1.234', '2,5'. */
export const formatIndicador = (v: number | null, formato: FormatoIndicador): string =>
  v === null ? '—' : formato === 'porcentaje' ? `${cortarPorcentaje(v)} %` : formatCantidad(v);
