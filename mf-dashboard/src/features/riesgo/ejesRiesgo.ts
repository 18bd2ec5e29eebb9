import type { FilaRiesgo } from '@portal/shared/domain';
import { ejeDesdeCero } from '../comun/ejes';

/** Height of one Equipo's pair of bars when they lie down (a phone): room for its name beside them. */
export const ALTO_POR_EQUIPO = 56;

/**
 * The axes of 'RI vs RF per Equipo'. On a PC the bars stand, one group per Equipo along the bottom. On a phone there is
 * room for two or three names along the bottom (the others went unnamed), so the bars lie down: one row per Equipo,
 * each named on the left (cut with '…' when long; the table above has it whole) and the chart as tall as the rows.
 */
export function ejesRiesgo(filas: readonly FilaRiesgo[], telefono: boolean) {
  const equipos = { scaleType: 'band' as const, data: filas.map((f) => f.equipo ?? ''), tickLabelMinGap: 4 };
  const nivel = {
    label: 'Nivel de riesgo',
    ...ejeDesdeCero(
      filas.flatMap((f) => [f.riesgoInicial, f.riesgoFinal]),
      { enteros: true },
    ),
  };
  if (!telefono) return { layout: 'vertical' as const, height: 320, xAxis: [equipos], yAxis: [nivel] };
  return { layout: 'horizontal' as const, height: 110 + filas.length * ALTO_POR_EQUIPO, xAxis: [nivel], yAxis: [{ ...equipos, width: 120 }] };
}
