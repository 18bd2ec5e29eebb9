import { formatNumero } from '@portal/shared/ui';

/**
 * A value axis from 0. When every value is 0 (or none is drawn) its top is 1: a 0–0 domain makes the scale label
 * its one tick '0.000000', which the axis cut to '0.00…'. Counts (`enteros`) tick on whole numbers only.
 */
export function ejeDesdeCero(valores: readonly (number | null)[], { enteros = false } = {}) {
  const vacio = valores.every((v) => !v);
  return {
    min: 0,
    ...(vacio ? { max: 1 } : {}),
    ...(enteros ? { tickMinStep: 1, valueFormatter: (v: number) => formatNumero(v) } : {}),
  };
}
