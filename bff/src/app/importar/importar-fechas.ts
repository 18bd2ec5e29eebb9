import { instanteDePared } from '@portal/shared/domain';
/** The instant at which the plant's clock showed this wall-clock time (the plant-time module's rule). */
export function instantePlanta(y: number, mo: number, d: number, h: number, mi: number, s: number, zona: string): Date | null {
  const local = Date.UTC(y, mo - 1, d, h, mi, s);
  const check = new Date(local);
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d || h > 23 || mi > 59 || s > 59) return null;
  // A time the plant's clock skipped (DST) is no instant: the row is refused as an invalid date, as typed dates are.
  return instanteDePared(y, mo, d, h, mi, s, zona);
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
