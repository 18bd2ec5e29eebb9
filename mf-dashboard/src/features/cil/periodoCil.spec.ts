import { describe, expect, it } from 'vitest';
import { esteAnio, rangoDeAtajo, ultimasSemanas } from './periodoCil';

describe('the quick periods of the CIL compliance', () => {
  it('"12 semanas": this week and the 11 before, from a Monday (as the server counts by default)', () => {
    expect(ultimasSemanas('2026-11-25')).toEqual({ desde: '2026-09-07', hasta: '2026-11-25' });
    // On a Monday this week is just starting: still one of the 12.
    expect(ultimasSemanas('2026-11-23')).toEqual({ desde: '2026-09-07', hasta: '2026-11-23' });
    // Across a year's end.
    expect(ultimasSemanas('2027-01-06', 2)).toEqual({ desde: '2026-12-28', hasta: '2027-01-06' });
  });

  it('"Este año": from January 1st of the plant year to today', () => {
    expect(esteAnio('2026-11-25')).toEqual({ desde: '2026-01-01', hasta: '2026-11-25' });
    expect(rangoDeAtajo('anio', '2027-01-02')).toEqual({ desde: '2027-01-01', hasta: '2027-01-02' });
    expect(rangoDeAtajo('semanas', '2026-11-25')).toEqual(ultimasSemanas('2026-11-25'));
  });
});
