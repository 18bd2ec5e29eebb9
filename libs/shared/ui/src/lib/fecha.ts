import dayjs from 'dayjs';
import 'dayjs/locale/es';

dayjs.locale('es');

type FechaInput = string | number | Date | dayjs.Dayjs | null | undefined;

function parse(date: FechaInput): dayjs.Dayjs | null {
  if (date === null || date === undefined || date === '') return null;
  const d = dayjs(date);
  return d.isValid() ? d : null;
}

/** DD/MM/YYYY (spec §9), '' for a missing or invalid date. */
export function formatFecha(date: FechaInput): string {
  return parse(date)?.format('DD/MM/YYYY') ?? '';
}

/** DD/MM/YYYY HH:mm, '' for a missing or invalid date. */
export function formatFechaHora(date: FechaInput): string {
  return parse(date)?.format('DD/MM/YYYY HH:mm') ?? '';
}
