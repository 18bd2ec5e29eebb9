import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import 'dayjs/locale/es';
import type { PlantaTiempo } from '@portal/shared/domain';

// The pickers run in the plant's zone (their `timezone` prop): AdapterDayjs needs both plugins for it.
// dayjs is one shared singleton, so this applies to every remote.
dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.locale('es');

/** What a date field holds while its text is incomplete or impossible (e.g. 31/02): the schema refuses it. */
export const FECHA_INCOMPLETA = 'fecha-incompleta';

export type TipoFecha = 'fechaHora' | 'fecha';

/**
 * A picker's value → the form's string: an ISO instant (`fechaHora`) or the plant day 'YYYY-MM-DD' (`fecha`),
 * '' when empty, FECHA_INCOMPLETA while the typed text is not a date yet. The picker's wall clock is read in
 * the plant's zone by the plant-time module, which refuses a time the plant's clock skips (DST).
 */
export function aValorForm(d: Dayjs | null, tipo: TipoFecha, tiempo: PlantaTiempo): string {
  if (d === null) return '';
  if (!d.isValid()) return FECHA_INCOMPLETA;
  if (tipo === 'fecha') return d.format('YYYY-MM-DD');
  const r = tiempo.leer(d.format('YYYY-MM-DDTHH:mm'));
  return r.ok ? r.valor.toISOString() : FECHA_INCOMPLETA;
}

/**
 * The form's string (or a bound: an instant, or a plant day for a date field) → the picker's value in the
 * plant's zone; null when empty.
 */
export function aDayjs(valor: string | Date | null | undefined, tipo: TipoFecha, zona: string): Dayjs | null {
  if (!valor) return null;
  if (valor === FECHA_INCOMPLETA) return dayjs('invalid');
  if (typeof valor === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(valor)) return dayjs.tz(valor, zona);
  const d = dayjs(valor);
  if (!d.isValid()) return d;
  const enZona = d.tz(zona);
  return tipo === 'fecha' ? dayjs.tz(enZona.format('YYYY-MM-DD'), zona) : enZona;
}
