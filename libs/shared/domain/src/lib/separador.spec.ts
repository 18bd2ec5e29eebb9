import { describe, expect, it } from 'vitest';
import { unirConPunto } from './separador';

describe('unirConPunto', () => {
  it('joins the values with a middle dot', () => {
    expect(unirConPunto('Calandrado', 'M1', 'Alta', '01/03/2026')).toBe('Calandrado · M1 · Alta · 01/03/2026');
  });

  it('skips an empty, blank, null, undefined or false value: never a double or dangling separator', () => {
    expect(unirConPunto('Calandrado', '', 'Alta')).toBe('Calandrado · Alta');
    expect(unirConPunto('Calandrado', '   ', null, undefined, false, 'Alta')).toBe('Calandrado · Alta');
    expect(unirConPunto('', 'M1')).toBe('M1');
    expect(unirConPunto('M1', '')).toBe('M1');
    expect(unirConPunto(null, '')).toBe('');
    expect(unirConPunto('KZ-7', 0)).toBe('KZ-7 · 0');
  });
});
