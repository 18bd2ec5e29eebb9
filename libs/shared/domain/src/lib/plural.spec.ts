import { describe, expect, it } from 'vitest';
import { formatCantidad, plural } from './plural';

describe('plural', () => {
  it('says one in the singular and every other count in the plural', () => {
    expect(plural(1, 'tarjeta', 'tarjetas')).toBe('1 tarjeta');
    expect(plural(0, 'tarjeta', 'tarjetas')).toBe('0 tarjetas');
    expect(plural(2, 'fila', 'filas')).toBe('2 filas');
    expect(plural(-1, 'día', 'días')).toBe('-1 día');
  });

  it('writes the count with es-AR digits', () => {
    expect(plural(2603, 'tarjeta', 'tarjetas')).toBe('2.603 tarjetas');
    expect(formatCantidad(2.5)).toBe('2,5');
    expect(formatCantidad(1234567)).toBe('1.234.567');
  });
});
