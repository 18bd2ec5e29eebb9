/** The plant-local calendar parts of an instant (PLANT_TZ). */
function partes(ahora: Date, zona: string): { y: number; m: number; d: number; hora: number } {
  const f = new Intl.DateTimeFormat('en-CA', { timeZone: zona, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', hourCycle: 'h23' });
  const p = Object.fromEntries(f.formatToParts(ahora).map((x) => [x.type, x.value]));
  return { y: Number(p.year), m: Number(p.month), d: Number(p.day), hora: Number(p.hour) };
}

/** ISO 8601 week of a calendar date: '2026-W48' (weeks start on Monday; week 1 holds the year's first Thursday). */
export function semanaIsoDeFecha(y: number, m: number, d: number): string {
  const fecha = new Date(Date.UTC(y, m - 1, d));
  const diaIso = fecha.getUTCDay() || 7;
  // The Thursday of this week decides its year.
  fecha.setUTCDate(fecha.getUTCDate() + 4 - diaIso);
  const anio = fecha.getUTCFullYear();
  const semana = Math.ceil(((fecha.getTime() - Date.UTC(anio, 0, 1)) / 86_400_000 + 1) / 7);
  return `${anio}-W${String(semana).padStart(2, '0')}`;
}

/**
 * The week's report is due once the plant's clock reaches REPORT_DAY at REPORT_HOUR (and stays due for the
 * rest of that ISO week): answers that week ('2026-W48'), or null before it.
 */
export function semanaDebida(ahora: Date, zona: string, dia: number, hora: number): string | null {
  const p = partes(ahora, zona);
  const diaIso = new Date(Date.UTC(p.y, p.m - 1, p.d)).getUTCDay() || 7;
  if (diaIso < dia || (diaIso === dia && p.hora < hora)) return null;
  return semanaIsoDeFecha(p.y, p.m, p.d);
}
