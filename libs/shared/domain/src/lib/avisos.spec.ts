import { describe, expect, it } from 'vitest';
import { avisosCuentaSchema, correoSchema } from '../schemas/avisos';
import { diasPlazoNivel, limiteNivel } from './avisos';
import { calcularAlerta } from './prioridades';
import { MSG } from './messages';

describe('overdue notice levels', () => {
  it("'vencida' at the deadline, 'escalada' at twice it", () => {
    expect([diasPlazoNivel('Alta', 'vencida'), diasPlazoNivel('Media', 'vencida'), diasPlazoNivel('Baja', 'vencida')]).toEqual([15, 30, 60]);
    expect([diasPlazoNivel('Alta', 'escalada'), diasPlazoNivel('Media', 'escalada'), diasPlazoNivel('Baja', 'escalada')]).toEqual([30, 60, 120]);
  });

  it("a card opened at the 'vencida' limit is exactly when its alert starts saying 'Excedido'", () => {
    const ahora = new Date('2026-11-25T12:00:00Z');
    for (const p of ['Alta', 'Media', 'Baja'] as const) {
      const limite = limiteNivel(ahora, p, 'vencida');
      expect(calcularAlerta(limite, p, ahora)).toMatchObject({ excedido: true, dias: 1 });
      expect(calcularAlerta(new Date(limite.getTime() + 1), p, ahora).excedido).toBe(false);
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
