import { faltasFechasCierre, type FaltaFechaCierre } from './fechas-cierre';
import { MSG } from './messages';
import type { EstadoTarjeta } from './tarjeta';
import { diaEnZona } from './tiempo-planta';

/** Largest image `POST /api/uploads` accepts (10 MB). */
export const MAX_IMAGEN_BYTES = 10 * 1024 * 1024;
export const TIPOS_IMAGEN = ['image/jpeg', 'image/png', 'image/webp'] as const;

const HOUR_MS = 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

const toDate = (d: Date | string) => (typeof d === 'string' ? new Date(d) : d);

/**
 * Hours between the start and the end of a repair, with one decimal. Whole days and minutes count
 * (the original subtracted the hours of day only). Never negative.
 */
export function calcularTiempoEmpleado(inicio: Date | string, fin: Date | string): number {
  const ms = toDate(fin).getTime() - toDate(inicio).getTime();
  if (!Number.isFinite(ms) || ms <= 0) return 0;
  return Math.round((ms / HOUR_MS) * 10) / 10;
}

/** How far a repair's start or end may lie after the clock: browser-server clock skew and the pickers' minute rounding. */
export const TOLERANCIA_RELOJ_MS = 5 * MINUTE_MS;

const MENSAJE_API: Record<FaltaFechaCierre, string> = {
  inicioNoPosteriorAApertura: MSG.inicioPosteriorACreacion,
  finAnteriorAApertura: MSG.finPosteriorACreacion,
  finAnteriorAInicio: MSG.finAnteriorAInicio,
  inicioFuturo: MSG.inicioReparacionFuturo,
  finFuturo: MSG.finReparacionFuturo,
};

/**
 * The API's close-date check: the rules of `faltasFechasCierre` with TOLERANCIA_RELOJ_MS on the clock. Returns the
 * Spanish message of the first broken rule, or null.
 */
export function validarFechasCierre(fecha: Date | string, inicio: Date | string | null | undefined, fin: Date | string, ahora: Date): string | null {
  const [primera] = faltasFechasCierre(fecha, inicio == null ? null : toDate(inicio).getTime(), toDate(fin).getTime(), ahora.getTime() + TOLERANCIA_RELOJ_MS);
  return primera ? MENSAJE_API[primera] : null;
}

/**
 * Whether a card of this colour has a Causa to record when it is closed (and keeps it when edited): every colour but
 * Verde, whose close form does not show it (stored ''). The one owner of this rule: the API and both forms ask it.
 */
export const pideCausa = (color: string): boolean => color !== 'Verde';

/** Planned dates may lie ahead, but not beyond this many years (a typo such as 2206 for 2026). */
export const HORIZONTE_PLANIFICACION_ANIOS = 10;

/** Planning date rule: each given 'YYYY-MM-DD' at most HORIZONTE_PLANIFICACION_ANIOS years after today in the plant (`zona`). */
export function validarFechasPlanificacion(fechas: (string | null | undefined)[], ahora: Date, zona: string): string | null {
  const hoy = diaEnZona(ahora, zona);
  const maximo = `${String(Number(hoy.slice(0, 4)) + HORIZONTE_PLANIFICACION_ANIOS).padStart(4, '0')}${hoy.slice(4)}`;
  return fechas.some((f) => f != null && f > maximo) ? MSG.fechaDemasiadoLejana : null;
}

/**
 * The states in which a card may be planned (or its plan rewritten): only Abierta. A closed card's record is
 * final — planning is how an open anomaly is followed up to its close. The detail's 'Opciones' menu and
 * `POST /api/tarjetas/agregarplanificacion` (for every role, in the same UPDATE's condition) both apply it.
 */
export const ESTADOS_PLANIFICABLES = ['Abierta'] as const satisfies readonly EstadoTarjeta[];

/** Whether a card in this state may be planned (`ESTADOS_PLANIFICABLES`). */
export const sePuedePlanificar = (estado: string): boolean => (ESTADOS_PLANIFICABLES as readonly string[]).includes(estado);
