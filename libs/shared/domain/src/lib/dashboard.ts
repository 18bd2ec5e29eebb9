import type { Color } from './colores';
import type { DiasAlerta, Prioridad } from './prioridades';
import { MSG } from './messages';
import { mesEnZona } from './tiempo-planta';

/**
 * The dashboard's semantics (docs/decisions.md, "Dashboard"). The database counts; these pure rules turn
 * the counts into the figures a plant reads, once, for the BFF, its Excel and PDF, and the screens.
 */

/** A calendar month of the plant's time zone, 'YYYY-MM'. */
export type Mes = string;
export const MES_RE = /^(\d{4})-(0[1-9]|1[0-2])$/;
export const esMes = (v: unknown): v is Mes => typeof v === 'string' && MES_RE.test(v);

/** 'Últimos N meses' when nothing is chosen (spec section 9). */
export const MESES_VENTANA_DEFECTO = 12;
/** Largest window the API computes (20 years): bounds the month series. */
export const MESES_VENTANA_MAX = 240;

export const NOMBRES_MES = [
  'Enero',
  'Febrero',
  'Marzo',
  'Abril',
  'Mayo',
  'Junio',
  'Julio',
  'Agosto',
  'Septiembre',
  'Octubre',
  'Noviembre',
  'Diciembre',
] as const;

const partes = (mes: Mes): [number, number] => {
  const m = MES_RE.exec(mes);
  if (!m) throw new RangeError(`Mes inválido: ${mes}`);
  return [Number(m[1]), Number(m[2])];
};
const indice = (mes: Mes) => {
  const [y, m] = partes(mes);
  return y * 12 + (m - 1);
};
const deIndice = (i: number): Mes => `${String(Math.floor(i / 12)).padStart(4, '0')}-${String((i % 12) + 1).padStart(2, '0')}`;

/** The month a moment falls in, in the plant's time zone (a card at 23:30 local on the 31st stays in its month). */
export function mesDe(fecha: Date | string, zona: string): Mes {
  return mesEnZona(fecha, zona);
}

export const sumarMeses = (mes: Mes, n: number): Mes => deIndice(indice(mes) + n);

/** Months from `desde` to `hasta`, both included; 0 or less when `hasta` is before `desde`. */
export const mesesEntre = (desde: Mes, hasta: Mes): number => indice(hasta) - indice(desde) + 1;

/** Every month from `desde` to `hasta` (both included), none skipped or repeated; empty when reversed. */
export function serieMeses(desde: Mes, hasta: Mes): Mes[] {
  const n = mesesEntre(desde, hasta);
  return Array.from({ length: Math.max(0, n) }, (_, i) => sumarMeses(desde, i));
}

export interface RangoMeses {
  desde: Mes;
  hasta: Mes;
}

/** Why a month range cannot be asked for (reversed, or longer than MESES_VENTANA_MAX), or null: the pickers and the API say the same. */
export function errorRangoMeses({ desde, hasta }: RangoMeses): string | null {
  const n = mesesEntre(desde, hasta);
  if (n < 1) return MSG.rangoMesesInvalido;
  return n > MESES_VENTANA_MAX ? MSG.rangoMesesDemasiadoLargo : null;
}

/** 'Últimos N meses': the N months ending with `hasta` (the current month). */
export const ventanaMeses = (hasta: Mes, n: number): RangoMeses => ({ desde: sumarMeses(hasta, -(n - 1)), hasta });

/**
 * What the months selector offers: 1 … months since the first card (at least 1, even with no cards), never more
 * than the API accepts (MESES_VENTANA_MAX), so no window it offers is refused.
 */
export const mesesDisponibles = (primerMes: Mes | null, mesActual: Mes): number =>
  primerMes ? Math.min(MESES_VENTANA_MAX, Math.max(1, mesesEntre(primerMes, mesActual))) : 1;

/** 'Marzo 2026' (tables, Excel) or 'mar 2026' (chart axes). */
export function etiquetaMes(mes: Mes, forma: 'larga' | 'corta' = 'larga'): string {
  const [y, m] = partes(mes);
  const nombre = NOMBRES_MES[m - 1];
  return forma === 'larga' ? `${nombre} ${y}` : `${nombre.slice(0, 3).toLowerCase()} ${y}`;
}

/** Running sums: [1, 0, 2] → [1, 1, 3]. */
export const acumular = (valores: readonly number[]): number[] => {
  let s = 0;
  return valores.map((v) => (s += v));
};

/** parte / total × 100, or null when the total is 0 (shown '—', never NaN). */
export const porcentaje = (parte: number, total: number): number | null => (total === 0 ? null : (parte / total) * 100);

/**
 * A percentage as the original shows it: the first 4 characters of the number (66.666… → '66.6',
 * 100 → '100', 7.1428… → '7.14'), with the Spanish decimal comma; null → '—'.
 */
export function cortarPorcentaje(v: number | null): string {
  if (v === null || !Number.isFinite(v)) return '—';
  return String(v).slice(0, 4).replace(/\.$/, '').replace('.', ',');
}

/** Two decimals, Spanish comma; null → '—' (risk reduction). */
export const porcentajeDosDecimales = (v: number | null): string => (v === null || !Number.isFinite(v) ? '—' : v.toFixed(2).replace('.', ','));

const dosDecimales = (v: number) => Math.round(v * 100) / 100;

// ---- Colour tabs and the custom chart -------------------------------------------------------------

export interface FilaEvolucion {
  mes: Mes;
  /** Cards opened (`fecha`) in the month. */
  abiertas: number;
  /** Cards closed (`finReparacion`, estado Cerrada) in the month. */
  cerradas: number;
  /** Running sums inside the window. */
  acumAbiertas: number;
  acumCerradas: number;
  /** acumCerradas / acumAbiertas × 100; null for 0/0. */
  porcentaje: number | null;
}

/** The colour tab's rows from the per-month counts of the window (same length and order as `meses`). */
export function serieEvolucion(meses: readonly Mes[], abiertas: readonly number[], cerradas: readonly number[]): FilaEvolucion[] {
  const acumA = acumular(abiertas);
  const acumC = acumular(cerradas);
  return meses.map((mes, i) => ({
    mes,
    abiertas: abiertas[i],
    cerradas: cerradas[i],
    acumAbiertas: acumA[i],
    acumCerradas: acumC[i],
    porcentaje: porcentaje(acumC[i], acumA[i]),
  }));
}

// ---- Índice de autonomía ----------------------------------------------------------------------------

/** Colours whose closed cards are all autonomous (the operator repaired it). */
export const COLORES_AUTONOMOS = ['Azul'] as const satisfies readonly Color[];

/**
 * An autonomous close: a card of an autonomous colour, or a convertida card of any colour; a card that is both
 * counts once. The BFF's SQL (`autonomaSql`) is built from the same constants.
 */
export const esAutonoma = (t: { color: string; convertida: boolean }): boolean => (COLORES_AUTONOMOS as readonly string[]).includes(t.color) || t.convertida;

export interface FilaAutonomia {
  mes: Mes;
  /** Cards closed in the month. */
  cerradas: number;
  /** Of those, the autonomous ones: Azul, or convertida (of any colour), each card counted once. */
  autonomas: number;
  acumCerradas: number;
  acumAutonomas: number;
  /** acumAutonomas / acumCerradas × 100; null for 0/0. */
  indice: number | null;
}

export function serieAutonomia(meses: readonly Mes[], cerradas: readonly number[], autonomas: readonly number[]): FilaAutonomia[] {
  const acumC = acumular(cerradas);
  const acumA = acumular(autonomas);
  return meses.map((mes, i) => ({
    mes,
    cerradas: cerradas[i],
    autonomas: autonomas[i],
    acumCerradas: acumC[i],
    acumAutonomas: acumA[i],
    indice: porcentaje(acumA[i], acumC[i]),
  }));
}

// ---- Mapas de riesgo ----------------------------------------------------------------------------------

/** The sums the database gives for a set of cards opened in the range. */
export interface SumasRiesgo {
  tarjetas: number;
  cerradas: number;
  /** Σ weight(riesgoInicial) of all. */
  riesgoInicial: number;
  /** Σ weight(riesgoFinal) of closed + Σ weight(riesgoInicial) of open. */
  riesgoFinal: number;
}

export interface FilaRiesgo extends SumasRiesgo {
  /** Absent on the total row. */
  equipo?: string;
  /** cerradas / tarjetas × 100; null when there are no cards. */
  porcentajeCerradas: number | null;
  /** (RI − RF) / RI × 100 rounded to two decimals; null when RI is 0. */
  reduccion: number | null;
}

export function filaRiesgo(s: SumasRiesgo, equipo?: string): FilaRiesgo {
  const reduccion = porcentaje(s.riesgoInicial - s.riesgoFinal, s.riesgoInicial);
  return {
    ...(equipo === undefined ? {} : { equipo }),
    ...s,
    porcentajeCerradas: porcentaje(s.cerradas, s.tarjetas),
    reduccion: reduccion === null ? null : dosDecimales(reduccion),
  };
}

// ---- Pareto -----------------------------------------------------------------------------------------

export const PARETO_POR = ['maquina', 'familia', 'equipo'] as const;
export type ParetoPor = (typeof PARETO_POR)[number];
export const PARETO_ETIQUETA: Record<ParetoPor, string> = { maquina: 'Máquina', familia: 'Familia', equipo: 'Equipo' };

export interface ItemPareto {
  valor: string;
  cantidad: number;
  /** Share of all open cards in the set, × 100. */
  porcentaje: number;
  /** Running share, most frequent first, × 100 (the last item is 100). */
  porcentajeAcumulado: number;
}

/** Sorted most first (ties by name), with the cumulative % line. */
export function pareto(grupos: readonly { valor: string; cantidad: number }[]): ItemPareto[] {
  const orden = [...grupos].sort((a, b) => b.cantidad - a.cantidad || a.valor.localeCompare(b.valor, 'es'));
  const total = orden.reduce((s, g) => s + g.cantidad, 0);
  let acum = 0;
  return orden.map((g) => {
    acum += g.cantidad;
    return { valor: g.valor, cantidad: g.cantidad, porcentaje: total ? (g.cantidad / total) * 100 : 0, porcentajeAcumulado: total ? (acum / total) * 100 : 0 };
  });
}

// ---- Antigüedad ---------------------------------------------------------------------------------------

/**
 * Whole days an open card of that priority may be old and still be 'En plazo': it is 'Excedido' from
 * (the plant's alert days + 1) × 24 h after opening, exactly when `calcularAlerta` starts saying 'Excedido'.
 */
export const diasHastaExcedido = (prioridad: Prioridad, dias: DiasAlerta): number => dias[prioridad] + 1;

/** An open card of that priority opened at or before this instant is 'Excedido' at `ahora`. */
export const limiteExcedido = (ahora: Date, prioridad: Prioridad, dias: DiasAlerta): Date =>
  new Date(ahora.getTime() - diasHastaExcedido(prioridad, dias) * 86_400_000);

/** How many of the oldest open cards the ageing panel and the report list. */
export const ANTIGUAS_LIMITE = 10;

// ---- MTTR -----------------------------------------------------------------------------------------------

/** Mean repair time is reported for the colours that record `tiempoEmpleado` (yellow cards do not). */
export const COLORES_MTTR = ['Roja', 'Azul', 'Verde'] as const;
export type ColorMttr = (typeof COLORES_MTTR)[number];

/** Mean hours rounded to two decimals; null when nothing was closed. */
export const mediaHoras = (suma: number, cantidad: number): number | null => (cantidad === 0 ? null : dosDecimales(suma / cantidad));
