import { ROUTES, type ParetoPor } from '@portal/shared/domain';

export interface FiltrosPareto {
  color: readonly string[];
  equipo: readonly string[];
}

/** How a Pareto value without a value ('') is named on the chart and in the table. */
export const SIN_VALOR = '(sin valor)';

/**
 * The /tarjetas list of exactly the open cards behind one Pareto bar: every chosen Color and Equipo (repeated
 * parameters: any of them), and for the bar of cards without a value `sinValor=<por>` (an empty value would
 * filter nothing).
 */
export function paretoEnlace(por: ParetoPor, valor: string, { color, equipo }: FiltrosPareto): string {
  const params = new URLSearchParams({ estado: 'Abierta' });
  if (valor === '') params.set('sinValor', por);
  else params.set(por, valor);
  for (const c of color) params.append('color', c);
  if (por !== 'equipo') for (const e of equipo) params.append('equipo', e);
  return `${ROUTES.tarjetas}?${params}`;
}
