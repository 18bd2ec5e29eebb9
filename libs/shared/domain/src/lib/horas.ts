import { ANIO_MINIMO } from '../schemas/dates';
import type { Mes } from './dashboard';
import { MSG } from './messages';
import { formatCantidad } from './plural';
import { diaEnZona } from './tiempo-planta';

export const TIPOS_HORA = ['Horas de actividades autonomas', 'Horas recibidas de capacitacion', 'Horas dadas de capacitacion'] as const;
export type TipoHora = (typeof TIPOS_HORA)[number];

/** Most hours one entry may carry (a day). */
export const HORAS_MAX_ENTRADA = 24;
/** Tenths per hour: `user_hours.quantity` is numeric(3, 1), so an entry is stored to the tenth. */
const DECIMAS_POR_HORA = 10;

export type HorasPorTipo = Record<TipoHora, number>;

export const horasPorTipoVacias = (): HorasPorTipo => Object.fromEntries(TIPOS_HORA.map((t) => [t, 0])) as HorasPorTipo;

type Lectura<T> = { ok: true; valor: T } | { ok: false; msg: string };

const CANTIDAD_TEXTO = /^\d+(?:[.,]\d+)?$/;

/**
 * Hours as typed in es-AR: one decimal mark, ',' or '.' ('1,5' and '1.5' → 1.5), no thousands separator; null
 * when the text is not such a number. The one reading of typed hours (hours entries, a card's Tiempo empleado).
 */
export function leerHorasTexto(texto: string): number | null {
  const t = texto.trim();
  return CANTIDAD_TEXTO.test(t) ? Number(t.replace(',', '.')) : null;
}

/** Hours as plant users read them: '2,5 h', '1 h', '12.345 h'. */
export const formatHoras = (horas: number): string => `${formatCantidad(horas)} h`;

/** Hours in an input, ready to be typed over: '2,5' (decimal comma, no grouping, no unit). */
export const horasParaEscribir = (horas: number): string => String(horas).replace('.', ',');

/**
 * The hours of one entry: a number, or a text with '.' or ',' as the decimal mark (the original form sent
 * the input's text). More than 0, at most 24, at most one decimal (half hours, 2,5). Judged on the value the
 * database stores (to the tenth): 1e-10 or 5e-324 would pass '> 0' and be stored as 0, which the table refuses.
 */
export function leerCantidadHoras(v: unknown): Lectura<number> {
  if (v === undefined || v === null || (typeof v === 'string' && v.trim() === '')) return { ok: false, msg: MSG.horasCantidadRequerida };
  let n: number;
  if (typeof v === 'number') n = v;
  else {
    const leido = typeof v === 'string' ? leerHorasTexto(v) : null;
    if (leido === null) return { ok: false, msg: MSG.horasCantidadInvalida };
    n = leido;
  }
  if (!Number.isFinite(n) || n <= 0) return { ok: false, msg: MSG.horasCantidadInvalida };
  if (n > HORAS_MAX_ENTRADA) return { ok: false, msg: MSG.horasCantidadMaxima };
  const decimas = Math.round(n * DECIMAS_POR_HORA);
  if (decimas < 1) return { ok: false, msg: MSG.horasCantidadMinima };
  // The tolerance absorbs binary noise (0.1 + 0.2); it is smaller than a tenth, so it never hides a second decimal.
  if (Math.abs(n * DECIMAS_POR_HORA - decimas) > 1e-9) return { ok: false, msg: MSG.horasUnDecimal };
  return { ok: true, valor: decimas / DECIMAS_POR_HORA };
}

const FECHA = /^\d{4}-\d{2}-\d{2}$/;
/** A date-time whose offset (or Z) names an instant: its day is the plant's. */
const CON_ZONA = /(?:Z|[+-]\d{2}:?\d{2})$/;

/**
 * The plant day an hours entry's `date` names (already validated by `fechaHorasSchema`): a 'YYYY-MM-DD' as
 * written; an ISO instant ('2026-12-01T02:00:00.000Z', what the original's date picker sent) on the plant's
 * calendar (22:00 local of 30/11), so a late shift stays in its month; a date-time without offset as written.
 */
export function diaDeHoras(texto: string, zona: string): string {
  const t = texto.trim();
  if (FECHA.test(t) || !CON_ZONA.test(t)) return t.slice(0, 10);
  return diaEnZona(new Date(t), zona);
}

/** The month of a plant day: '2026-11-30' → '2026-11'. */
export const mesDeDia = (dia: string): Mes => dia.slice(0, 7);

/** Why a plant day cannot carry hours (the future or before 2000), or null. `hoy` is today's plant day. */
export function errorFechaHoras(dia: string, hoy: string): string | null {
  if (Number(dia.slice(0, 4)) < ANIO_MINIMO) return MSG.fechaAnteriorAlMinimo;
  if (dia > hoy) return MSG.horasFechaFutura;
  return null;
}

/**
 * Who may change or delete an entry: an Admin always; its owner (the user whose hours they are) only while
 * the entry's month is the current plant month, and only to a day of that month.
 */
export function puedeModificarHoras(p: { esAdmin: boolean; esDueno: boolean; dia: string; hoy: string }): boolean {
  if (p.esAdmin) return true;
  return p.esDueno && mesDeDia(p.dia) === mesDeDia(p.hoy);
}

export const HORAS_ORDEN_USUARIOS = ['nombre', 'legajo', 'equipo', 'total'] as const;
export type HorasOrdenUsuarios = (typeof HORAS_ORDEN_USUARIOS)[number];
export const HORAS_ORDEN_EQUIPOS = ['equipo', 'total'] as const;
export type HorasOrdenEquipos = (typeof HORAS_ORDEN_EQUIPOS)[number];
export const DIRECCIONES_ORDEN = ['asc', 'desc'] as const;
export type DireccionOrden = (typeof DIRECCIONES_ORDEN)[number];

/** Label of the users without an equipo in 'Horas por equipo autonomo'. */
export const SIN_EQUIPO = 'Sin equipo';

/** Excel files of the hours tabs. */
export const HORAS_TODOS_ARCHIVO = 'HorasDeTodos.xlsx';
export const HORAS_EQUIPOS_ARCHIVO = 'HorasPorEquipo.xlsx';

// ---- API contract ------------------------------------------------------------------------------------

/** One logged entry, a row of its own (`GET /api/users/hours/entradas`, and every write's answer). */
export interface HoraEntrada {
  _id: string;
  userId: string;
  /** Plant day, YYYY-MM-DD. */
  date: string;
  quantity: number;
  typeOf: TipoHora;
  /** Who logged it (the user, or an Admin correcting); null name when that user was deleted. */
  createdBy: { _id: string | null; nombre: string | null };
  createdAt: string;
  /** Whether the caller may still change or delete it (`puedeModificarHoras`). */
  editable: boolean;
}

/** Sums of one month: per type and in all (exact to the tenth; see docs/decisions.md, Horas). */
export interface HorasMesTotales {
  mes: Mes;
  porTipo: HorasPorTipo;
  total: number;
}

/** `GET /api/users/hours/mensual`: one user's table, every month of the range (oldest first). */
export interface HorasMensuales {
  userId: string;
  nombre: string;
  desde: Mes;
  hasta: Mes;
  meses: HorasMesTotales[];
  porTipo: HorasPorTipo;
  total: number;
}

export interface HorasFilaUsuario {
  userId: string;
  nombre: string;
  legajo: string;
  equipo: string | null;
  /** Aligned with the answer's `meses`. */
  meses: HorasMesTotales[];
  porTipo: HorasPorTipo;
  total: number;
}

/** `GET /api/users/hours/todos`: every non-Admin user (an Operario: only themself) × month. */
export interface HorasTodos {
  desde: Mes;
  hasta: Mes;
  meses: Mes[];
  filas: HorasFilaUsuario[];
}

export interface HorasFilaEquipo {
  /** null: users without an equipo (`SIN_EQUIPO`). */
  equipo: string | null;
  usuarios: number;
  meses: HorasMesTotales[];
  porTipo: HorasPorTipo;
  total: number;
}

/** `GET /api/users/hours/equipos`: per equipo autonomo × month. */
export interface HorasEquipos {
  desde: Mes;
  hasta: Mes;
  meses: Mes[];
  filas: HorasFilaEquipo[];
}
