import { TIPOS_HORA } from '@portal/shared/domain';
import type { HoraRegistro, TipoHora } from '@portal/shared/domain';

export interface HorasMes {
  /** Year-month, YYYY-MM. */
  month: string;
  byType: Record<TipoHora, number>;
  total: number;
}

type HoraLike = Pick<HoraRegistro, 'quantity' | 'typeOf' | 'date'>;

/** YYYY-MM of an entry; a plain YYYY-MM-DD date is read as written (no time-zone shift). */
const monthOf = (date: string): string | null => {
  const m = /^(\d{4})-(\d{2})/.exec(date ?? '');
  if (m) return `${m[1]}-${m[2]}`;
  const d = new Date(date);
  if (Number.isNaN(d.getTime())) return null;
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`;
};

const emptyByType = (): Record<TipoHora, number> =>
  Object.fromEntries(TIPOS_HORA.map((t) => [t, 0])) as Record<TipoHora, number>;

/** Sums a user's hours per month (spec 9: summed per year-month as integers), newest month first. */
export function groupHoursByMonth(hours: readonly HoraLike[] | undefined): HorasMes[] {
  const months = new Map<string, HorasMes>();
  for (const h of hours ?? []) {
    const month = monthOf(h.date);
    if (!month) continue;
    const quantity = Math.trunc(Number(h.quantity)) || 0;
    let row = months.get(month);
    if (!row) {
      row = { month, byType: emptyByType(), total: 0 };
      months.set(month, row);
    }
    if (h.typeOf in row.byType) row.byType[h.typeOf] += quantity;
    row.total += quantity;
  }
  return [...months.values()].sort((a, b) => b.month.localeCompare(a.month));
}

/** '2021-01' → '01/2021'. */
export const formatMonth = (month: string): string => `${month.slice(5, 7)}/${month.slice(0, 4)}`;
