import { sql, type SQL } from 'drizzle-orm';
import { diaEnZona } from '@portal/shared/domain';

// ----- value readers: the original stored almost everything as strings -----

export const texto = (v: unknown): string => (v === null || v === undefined ? '' : typeof v === 'string' ? v : v instanceof Date ? v.toISOString() : String(v));
export const booleano = (v: unknown): boolean => v === true || (typeof v === 'string' && ['true', 'si', 'sí', '1'].includes(v.trim().toLowerCase())) || v === 1;
export const entero = (v: unknown): number | null => {
  const s = texto(v).trim();
  return /^\d{1,9}$/.test(s) ? Number(s) : null;
};
/** '2,5', '2.5', '3 hs' → number; '' → null; anything else → undefined (unreadable). */
export function numeroDecimal(v: unknown): number | null | undefined {
  if (typeof v === 'number') return Number.isFinite(v) ? v : undefined;
  const s = texto(v)
    .trim()
    .toLowerCase()
    .replace(/\s*(hs?|horas?)\.?$/, '')
    .replace(',', '.');
  if (s === '') return null;
  return /^\d+(\.\d+)?$/.test(s) ? Number(s) : undefined;
}
export const fecha = (v: unknown): Date | null => {
  if (v instanceof Date) return v;
  if (typeof v === 'string' && v.trim() !== '') {
    const d = new Date(v);
    return Number.isNaN(d.getTime()) ? null : d;
  }
  return null;
};
/** The original's local "YYYY-MM-DD HH:mm" (plant time): an instant computed by the database in the plant zone. */
export function instanteLocal(v: unknown, tz: string): SQL | Date | null | undefined {
  if (v instanceof Date) return v;
  const s = texto(v).trim();
  if (s === '') return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(s);
  if (!m) return fecha(s) ?? undefined;
  const local = `${m[1]}-${m[2]}-${m[3]} ${m[4]}:${m[5]}:${m[6] ?? '00'}`;
  return sql`(${local}::timestamp at time zone ${tz})`;
}
/** A plain day ('YYYY-MM-DD'): a stored instant is the plant's day it fell on. */
export function dia(v: unknown, tz: string): string | null {
  if (v instanceof Date) return diaEnZona(v, tz);
  const s = texto(v).trim();
  if (/^\d{4}-\d{2}-\d{2}/.test(s)) return s.slice(0, 10);
  const d = fecha(s);
  return d ? diaEnZona(d, tz) : null;
}
/** A {value,label} option (the original's react-select) or a plain value → the value. */
export const valorDeOpcion = (v: unknown): string => (v !== null && typeof v === 'object' && 'value' in v ? texto((v as { value: unknown }).value) : texto(v));
export const lista = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === undefined || v === null || v === '' ? [] : [v]);
