import { describe, expect, it } from 'vitest';
import { plantaTiempo } from '@portal/shared/domain';
import { makeTarjeta } from '../test/makeTarjeta';
import { valorDe } from './valorColumna';

const madrid = plantaTiempo('Europe/Madrid');

describe('valorDe', () => {
  it('writes hours in es-AR and keeps the card number plain', () => {
    const t = makeTarjeta({ numero: 1234, tiempoEmpleado: 2.5 });
    expect(valorDe(t, 'tiempoEmpleado', madrid)).toBe('2,5');
    expect(valorDe(t, 'numero', madrid)).toBe('1234');
    expect(valorDe(makeTarjeta({ tiempoEmpleado: null }), 'tiempoEmpleado', madrid)).toBe('');
  });

  it("writes dates on the plant's calendar, as the server's filter values (the issue's card: 31/01 in Madrid)", () => {
    const t = makeTarjeta({ fecha: '2019-01-30T23:10:00.000Z', finReparacion: '2019-01-31T23:30:00.000Z' });
    expect(valorDe(t, 'fecha', madrid)).toBe('31/01/2019');
    expect(valorDe(t, 'finReparacion', madrid)).toBe('01/02/2019 00:30');
    expect(valorDe(t, 'fecha', plantaTiempo('America/Argentina/Buenos_Aires'))).toBe('30/01/2019');
  });
});
