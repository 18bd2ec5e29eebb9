import { describe, expect, it } from 'vitest';
import { ALERTA_DIAS, alertaVencida, calcularAlerta } from './prioridades';

const day = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 86_400_000);

describe('calcularAlerta', () => {
  it('uses 15/30/60 days for Alta/Media/Baja', () => {
    expect(ALERTA_DIAS).toEqual({ Alta: 15, Media: 30, Baja: 60 });
  });

  it('counts the days left while within the deadline', () => {
    expect(calcularAlerta(day(0), 'Alta', day(5))).toEqual({ dias: 10, excedido: false, texto: 'Faltan 10 dias' });
    expect(calcularAlerta(day(0), 'Media', day(30)).texto).toBe('Faltan 0 dias');
  });

  it('counts the days exceeded past the deadline', () => {
    expect(calcularAlerta(day(0), 'Alta', day(20))).toEqual({ dias: 5, excedido: true, texto: 'Excedido 5 dias' });
  });

  it('computes Baja the same way (the original negated the elapsed days)', () => {
    expect(calcularAlerta(day(0), 'Baja', day(70))).toEqual({ dias: 10, excedido: true, texto: 'Excedido 10 dias' });
    expect(calcularAlerta(day(0), 'Baja', day(10)).texto).toBe('Faltan 50 dias');
  });

  it('accepts ISO strings and ignores partial days', () => {
    expect(calcularAlerta('2026-01-01T10:00:00Z', 'Alta', new Date('2026-01-02T09:00:00Z')).dias).toBe(15);
  });

  it('flags the warning mark only after the deadline', () => {
    expect(alertaVencida(day(0), 'Media', day(30))).toBe(false);
    expect(alertaVencida(day(0), 'Media', day(31))).toBe(true);
  });
});
