import { describe, expect, it } from 'vitest';
import type { FilaRiesgo } from '@portal/shared/domain';
import { ALTO_POR_EQUIPO, ejesRiesgo } from './ejesRiesgo';

const fila = (equipo: string, riesgoInicial: number, riesgoFinal: number) => ({ equipo, riesgoInicial, riesgoFinal }) as FilaRiesgo;
const FILAS = ['Alimentación y Extrusión', 'Calandrado', 'Laminadora', 'Mantenimiento Central', 'Planta de Mezclado', 'Servicios Auxiliares'].map((e, i) =>
  fila(e, 90 + i, 70 + i),
);

describe('ejesRiesgo: every Equipo of the risk chart is named', () => {
  it('on a PC the bars stand, one named group per Equipo along the bottom', () => {
    const ejes = ejesRiesgo(FILAS, false);
    expect(ejes.layout).toBe('vertical');
    expect(ejes.xAxis[0]).toMatchObject({ scaleType: 'band', data: FILAS.map((f) => f.equipo) });
    expect(ejes.yAxis[0]).toMatchObject({ label: 'Nivel de riesgo', min: 0 });
  });

  it('on a phone the bars lie down: one row per Equipo named on the left, the chart as tall as its rows', () => {
    const ejes = ejesRiesgo(FILAS, true);
    expect(ejes.layout).toBe('horizontal');
    expect(ejes.yAxis[0]).toMatchObject({ scaleType: 'band', data: FILAS.map((f) => f.equipo) });
    expect(ejes.xAxis[0]).toMatchObject({ label: 'Nivel de riesgo', min: 0 });
    expect(ejes.height).toBeGreaterThanOrEqual(FILAS.length * ALTO_POR_EQUIPO);
    expect(ejesRiesgo(FILAS.slice(0, 2), true).height).toBeLessThan(ejes.height);
  });
});
