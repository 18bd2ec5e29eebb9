import { describe, expect, it } from 'vitest';
import { makeTarjeta } from '../test/makeTarjeta';
import { valorDe } from './valorColumna';

describe('valorDe', () => {
  it('writes hours in es-AR and keeps the card number plain', () => {
    const t = makeTarjeta({ numero: 1234, tiempoEmpleado: 2.5 });
    expect(valorDe(t, 'tiempoEmpleado')).toBe('2,5');
    expect(valorDe(t, 'numero')).toBe('1234');
    expect(valorDe(makeTarjeta({ tiempoEmpleado: null }), 'tiempoEmpleado')).toBe('');
  });
});
