import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';

/** What a date field holds while its text is incomplete or impossible (e.g. 31/02): the schema refuses it. */
export const FECHA_INCOMPLETA = 'fecha-incompleta';

export type TipoFecha = 'fechaHora' | 'fecha';

/**
 * A picker's value → the form's string: an ISO date-time (`fechaHora`) or 'YYYY-MM-DD' (`fecha`),
 * '' when empty, FECHA_INCOMPLETA while the typed text is not a date yet.
 */
export function aValorForm(d: Dayjs | null, tipo: TipoFecha): string {
  if (d === null) return '';
  if (!d.isValid()) return FECHA_INCOMPLETA;
  return tipo === 'fecha' ? d.format('YYYY-MM-DD') : d.second(0).millisecond(0).toISOString();
}

/** The form's string → the picker's value (null when empty). */
export function aDayjs(valor: string | null | undefined): Dayjs | null {
  if (!valor) return null;
  return dayjs(valor === FECHA_INCOMPLETA ? 'invalid' : valor);
}
