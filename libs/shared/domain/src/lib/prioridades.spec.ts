import { describe, expect, it } from 'vitest';
import { ALERTA_DIAS, alertaVencida, calcularAlerta, textoDias } from './prioridades';

const day = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 86_400_000);

describe('calcularAlerta', () => {
  it('uses 15/30/60 days for Alta/Media/Baja', () => {
    expect(ALERTA_DIAS).toEqual({ Alta: 15, Media: 30, Baja: 60 });
  });

  it('counts the days left while within the deadline', () => {
    expect(calcularAlerta(day(0), 'Alta', ALERTA_DIAS, day(5))).toEqual({ dias: 10, excedido: false, texto: 'Faltan 10 días' });
    expect(calcularAlerta(day(0), 'Media', ALERTA_DIAS, day(30)).texto).toBe('Faltan 0 días');
  });

  it('counts the days exceeded past the deadline', () => {
    expect(calcularAlerta(day(0), 'Alta', ALERTA_DIAS, day(20))).toEqual({ dias: 5, excedido: true, texto: 'Excedido 5 días' });
  });

  it('computes Baja the same way (the original negated the elapsed days)', () => {
    expect(calcularAlerta(day(0), 'Baja', ALERTA_DIAS, day(70))).toEqual({ dias: 10, excedido: true, texto: 'Excedido 10 días' });
    expect(calcularAlerta(day(0), 'Baja', ALERTA_DIAS, day(10)).texto).toBe('Faltan 50 días');
  });

  it('accepts ISO strings and ignores partial days', () => {
    expect(calcularAlerta('2026-01-01T10:00:00Z', 'Alta', ALERTA_DIAS, new Date('2026-01-02T09:00:00Z')).dias).toBe(15);
  });

  it('flags the warning mark only after the deadline', () => {
    expect(alertaVencida(day(0), 'Media', ALERTA_DIAS, day(30))).toBe(false);
    expect(alertaVencida(day(0), 'Media', ALERTA_DIAS, day(31))).toBe(true);
  });

  it("counts against the plant's own days when its Admin changed them", () => {
    const dias = { Alta: 7, Media: 20, Baja: 45 };
    expect(calcularAlerta(day(0), 'Alta', dias, day(5)).texto).toBe('Faltan 2 días');
    expect(calcularAlerta(day(0), 'Alta', dias, day(10))).toEqual({ dias: 3, excedido: true, texto: 'Excedido 3 días' });
    expect(alertaVencida(day(0), 'Baja', dias, day(46))).toBe(true);
    expect(alertaVencida(day(0), 'Baja', ALERTA_DIAS, day(46))).toBe(false);
  });
});

describe('textoDias', () => {
  it('says día for one and días for any other count', () => {
    expect([0, 1, 2, 29].map(textoDias)).toEqual(['0 días', '1 día', '2 días', '29 días']);
  });

  it('writes the alert in singular when one day is left or exceeded', () => {
    expect(calcularAlerta(day(0), 'Alta', ALERTA_DIAS, day(14)).texto).toBe('Faltan 1 día');
    expect(calcularAlerta(day(0), 'Alta', ALERTA_DIAS, day(16)).texto).toBe('Excedido 1 día');
  });
});
