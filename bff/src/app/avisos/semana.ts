import { diaEnZona, diaSemanaIso, horaEnZona, semanaIso } from '@portal/shared/domain';

/**
 * The week's report is due once the plant's clock reaches REPORT_DAY at REPORT_HOUR (and stays due for the
 * rest of that ISO week): answers that week ('2026-W48'), or null before it.
 */
export function semanaDebida(ahora: Date, zona: string, dia: number, hora: number): string | null {
  const hoy = diaEnZona(ahora, zona);
  const diaIso = diaSemanaIso(hoy);
  if (diaIso < dia || (diaIso === dia && horaEnZona(ahora, zona) < hora)) return null;
  return semanaIso(hoy);
}
