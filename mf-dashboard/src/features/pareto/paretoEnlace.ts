import { ROUTES, type ParetoPor } from '@portal/shared/domain';

export interface FiltrosPareto {
  color: readonly string[];
  equipo: readonly string[];
}

/**
 * The /tarjetas list of the open cards behind one Pareto bar. The list filters by one value per column, so a
 * Color or Equipo filter is carried only when a single value is chosen.
 */
export function paretoEnlace(por: ParetoPor, valor: string, { color, equipo }: FiltrosPareto): string {
  const params = new URLSearchParams({ estado: 'Abierta', [por]: valor });
  if (color.length === 1) params.set('color', color[0]);
  if (por !== 'equipo' && equipo.length === 1) params.set('equipo', equipo[0]);
  return `${ROUTES.tarjetas}?${params}`;
}
