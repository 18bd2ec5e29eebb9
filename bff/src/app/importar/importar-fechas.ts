const formatos = new Map<string, Intl.DateTimeFormat>();
/** Offset of `zona` from UTC at instant `ms`, in ms (one formatter per zone: creating one costs more than using it). */
function offsetMs(ms: number, zona: string): number {
  if (zona === 'UTC') return 0;
  let f = formatos.get(zona);
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', {
      timeZone: zona,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatos.set(zona, f);
  }
  const p = Object.fromEntries(f.formatToParts(new Date(ms)).map((x) => [x.type, Number(x.value)]));
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - (ms - (ms % 1000));
}

/** The instant at which the plant's clock showed this wall-clock time. */
export function instantePlanta(y: number, mo: number, d: number, h: number, mi: number, s: number, zona: string): Date | null {
  const local = Date.UTC(y, mo - 1, d, h, mi, s);
  const check = new Date(local);
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d || h > 23 || mi > 59 || s > 59) return null;
  let ms = local - offsetMs(local, zona);
  ms = local - offsetMs(ms, zona);
  return new Date(ms);
}

/**
 * A date cell: ISO 8601 (with zone as given; without zone the plant's time), dd/mm/yyyy[ hh:mm[:ss]] in the
 * plant's time, or an .xlsx date (its fields are the plant's wall clock, as this portal's export writes them).
 */
export function parseFecha(v: string | Date, zona: string): Date | null {
  if (v instanceof Date) {
    if (Number.isNaN(v.getTime())) return null;
    return instantePlanta(v.getUTCFullYear(), v.getUTCMonth() + 1, v.getUTCDate(), v.getUTCHours(), v.getUTCMinutes(), v.getUTCSeconds(), zona);
  }
  const t = v.trim();
  let m = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?(Z|[+-]\d{2}:?\d{2})?$/.exec(t);
  if (m) {
    if (m[7]) {
      const d = new Date(t.replace(' ', 'T'));
      return Number.isNaN(d.getTime()) || !instantePlanta(+m[1], +m[2], +m[3], +(m[4] ?? 0), +(m[5] ?? 0), +(m[6] ?? 0), 'UTC') ? null : d;
    }
    return instantePlanta(+m[1], +m[2], +m[3], +(m[4] ?? 0), +(m[5] ?? 0), +(m[6] ?? 0), zona);
  }
  m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:,?\s+(\d{1,2}):(\d{2})(?::(\d{2}))?)?$/.exec(t);
  if (m) return instantePlanta(+m[3], +m[2], +m[1], +(m[4] ?? 0), +(m[5] ?? 0), +(m[6] ?? 0), zona);
  return null;
}
