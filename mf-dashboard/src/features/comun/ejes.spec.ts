import { scaleLinear } from '@mui/x-charts-vendor/d3-scale';
import { describe, expect, it } from 'vitest';
import { ejeDesdeCero } from './ejes';

/** The tick labels MUI X draws for a value axis: d3's nice domain and default format (its `tickMinStep` bounds the tick count). */
function etiquetas(eje: ReturnType<typeof ejeDesdeCero>, valores: number[]): string[] {
  const dominio = [eje.min, eje.max ?? Math.max(...valores)];
  const n = Math.min(5, 'tickMinStep' in eje ? Math.floor((dominio[1] - dominio[0]) / eje.tickMinStep!) : 5);
  const escala = scaleLinear().domain(dominio).nice(n);
  return escala.ticks(n).map(eje.valueFormatter ?? escala.tickFormat(n));
}

describe('value axes', () => {
  it("an all-zero series gets a 0–1 axis: never the cut '0.000000' of a 0–0 domain", () => {
    expect(
      scaleLinear()
        .domain([0, 0])
        .nice(5)
        .ticks(5)
        .map(scaleLinear().domain([0, 0]).tickFormat(5)),
    ).toEqual(['0.000000']);
    expect(etiquetas(ejeDesdeCero([0, 0, 0], { enteros: true }), [0, 0, 0])).toEqual(['0', '1']);
    expect(ejeDesdeCero([null, null])).toEqual({ min: 0, max: 1 });
  });

  it('counts tick on whole numbers in es-AR; other series keep their own top', () => {
    expect(etiquetas(ejeDesdeCero([0, 2], { enteros: true }), [0, 2])).toEqual(['0', '1', '2']);
    expect(etiquetas(ejeDesdeCero([1200, 4000], { enteros: true }), [1200, 4000])).toEqual(['0', '1.000', '2.000', '3.000', '4.000']);
    expect(ejeDesdeCero([0, 2.5])).toEqual({ min: 0 });
  });
});
