import { describe, expect, it } from 'vitest';
import { formatHoras } from './horas';
import { formatNumero } from './numero';

describe('es-AR numbers', () => {
  it('formatNumero: decimal comma, thousands dot', () => {
    expect(formatNumero(2.5)).toBe('2,5');
    expect(formatNumero(12345.75)).toBe('12.345,75');
    expect(formatNumero(0)).toBe('0');
  });

  it("formatHoras: '2,5 h'", () => {
    expect(formatHoras(2.5)).toBe('2,5 h');
    expect(formatHoras(40)).toBe('40 h');
    expect(formatHoras(12345)).toBe('12.345 h');
  });
});
