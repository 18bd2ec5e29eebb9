import { describe, expect, it } from 'vitest';
import { compararRiesgo, ordenarPorRiesgo } from './riesgo';

describe('ordenarPorRiesgo', () => {
  it('lists the risk options by severity, not alphabetically', () => {
    const alfabetico = ['IN: INTOLERABLE', 'MO: MODERADO', 'NS: NO SIGNIFICATIVO', 'PS: POCO SIGNIFICATIVO', 'SI: SIGNIFICATIVO'];
    expect(ordenarPorRiesgo(alfabetico)).toEqual(['NS: NO SIGNIFICATIVO', 'PS: POCO SIGNIFICATIVO', 'MO: MODERADO', 'SI: SIGNIFICATIVO', 'IN: INTOLERABLE']);
    expect(alfabetico[0]).toBe('IN: INTOLERABLE');
  });

  it('keeps same-level values alphabetical and puts values without a known prefix last', () => {
    expect(ordenarPorRiesgo(['Otro', 'mo: moderado - golpe', 'IN: INTOLERABLE', 'MO: MODERADO'])).toEqual([
      'MO: MODERADO',
      'mo: moderado - golpe',
      'IN: INTOLERABLE',
      'Otro',
    ]);
    expect(compararRiesgo('NS: NO SIGNIFICATIVO', 'PS: POCO SIGNIFICATIVO')).toBeLessThan(0);
  });
});
