import { describe, expect, it } from 'vitest';
import { maxEjePorcentaje } from './GraficoEvolucion';

describe("'% de Cierre' axis", () => {
  it('ends at 100 while every % is at most 100 (0/0 months included)', () => {
    expect(maxEjePorcentaje([])).toBe(100);
    expect(maxEjePorcentaje([{ porcentaje: null }, { porcentaje: 0 }, { porcentaje: 100 }, { porcentaje: 66.66 }])).toBe(100);
  });

  it('reaches the highest % when a short window passes 100, so its point stays on the chart', () => {
    expect(maxEjePorcentaje([{ porcentaje: 50 }, { porcentaje: 200 }, { porcentaje: null }])).toBe(200);
    expect(maxEjePorcentaje([{ porcentaje: 133.33333333333331 }])).toBe(134);
  });
});
