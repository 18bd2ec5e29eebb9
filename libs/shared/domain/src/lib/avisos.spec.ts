import { describe, expect, it } from 'vitest';
import { avisosCuentaSchema, correoSchema } from '../schemas/avisos';
import { diasPlazoNivel, limiteNivel } from './avisos';
import { ALERTA_DIAS, calcularAlerta } from './prioridades';
import { MSG } from './messages';

describe('overdue notice levels', () => {
  it("'vencida' at the deadline, 'escalada' at twice it", () => {
    expect([
      diasPlazoNivel('Alta', 'vencida', ALERTA_DIAS),
      diasPlazoNivel('Media', 'vencida', ALERTA_DIAS),
      diasPlazoNivel('Baja', 'vencida', ALERTA_DIAS),
    ]).toEqual([15, 30, 60]);
    expect([
      diasPlazoNivel('Alta', 'escalada', ALERTA_DIAS),
      diasPlazoNivel('Media', 'escalada', ALERTA_DIAS),
      diasPlazoNivel('Baja', 'escalada', ALERTA_DIAS),
    ]).toEqual([30, 60, 120]);
    expect(diasPlazoNivel('Alta', 'escalada', { Alta: 7, Media: 20, Baja: 45 })).toBe(14);
  });

  it("a card opened at the 'vencida' limit is exactly when its alert starts saying 'Excedido'", () => {
    const ahora = new Date('2026-11-25T12:00:00Z');
    for (const p of ['Alta', 'Media', 'Baja'] as const) {
      const limite = limiteNivel(ahora, p, 'vencida', ALERTA_DIAS);
      expect(calcularAlerta(limite, p, ALERTA_DIAS, ahora)).toMatchObject({ excedido: true, dias: 1 });
      expect(calcularAlerta(new Date(limite.getTime() + 1), p, ALERTA_DIAS, ahora).excedido).toBe(false);
    }
  });
});

describe('correoSchema', () => {
  it("trims and lower-cases; '' and null are none", () => {
    expect(correoSchema.parse(' Nora.Paz@Example.COM ')).toBe('nora.paz@example.com');
    expect(correoSchema.parse('')).toBeNull();
    expect(correoSchema.parse(null)).toBeNull();
    expect(correoSchema.parse(undefined)).toBeNull();
  });

  it.each(['nora', 'nora@', '@example.com', 'nora@example', 'nora paz@example.com', 'a@b@c.com'])('refuses %s', (v) => {
    expect(correoSchema.safeParse(v).error?.issues[0].message).toBe(MSG.correoInvalido);
  });

  it('asks whether e-mail notices are on', () => {
    expect(avisosCuentaSchema.safeParse({ correo: '' }).error?.issues[0].message).toBe(MSG.avisosCorreoInvalido);
    expect(avisosCuentaSchema.parse({ correo: 'a@b.co', avisosCorreo: false })).toEqual({ correo: 'a@b.co', avisosCorreo: false });
  });
});
