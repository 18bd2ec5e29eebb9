import { describe, expect, it } from 'vitest';
import { MSG } from './messages';
import {
  calcularTiempoEmpleado,
  HORIZONTE_PLANIFICACION_ANIOS,
  pideCausa,
  sePuedePlanificar,
  TOLERANCIA_RELOJ_MS,
  validarFechasCierre,
  validarFechasPlanificacion,
} from './tarjeta-reglas';

describe('calcularTiempoEmpleado', () => {
  it('gives hours with one decimal, counting days and minutes', () => {
    expect(calcularTiempoEmpleado('2026-01-01T10:00:00Z', '2026-01-01T12:30:00Z')).toBe(2.5);
    expect(calcularTiempoEmpleado('2026-01-01T10:00:00Z', '2026-01-02T11:20:00Z')).toBe(25.3);
    expect(calcularTiempoEmpleado(new Date('2026-01-01T10:00:00Z'), new Date('2026-01-01T10:04:00Z'))).toBe(0.1);
  });
  it('is 0 for an end before the start or invalid dates', () => {
    expect(calcularTiempoEmpleado('2026-01-02T10:00:00Z', '2026-01-01T10:00:00Z')).toBe(0);
    expect(calcularTiempoEmpleado('x', '2026-01-01T10:00:00Z')).toBe(0);
  });
});

describe('validarFechasCierre', () => {
  const fecha = '2026-03-10T10:15:37Z';
  const ahora = new Date('2026-03-11T08:00:00Z');
  it('accepts a same-day close', () => {
    expect(validarFechasCierre(fecha, '2026-03-10T10:16:00Z', '2026-03-10T12:00:00Z', ahora)).toBeNull();
    expect(validarFechasCierre(fecha, null, '2026-03-10T10:15:00Z', ahora)).toBeNull();
  });
  it('needs the start strictly after the opening minute', () => {
    expect(validarFechasCierre(fecha, '2026-03-10T10:15:00Z', '2026-03-10T12:00:00Z', ahora)).toBe(MSG.inicioPosteriorACreacion);
    expect(validarFechasCierre(fecha, '2026-03-09T10:15:00Z', '2026-03-10T12:00:00Z', ahora)).toBe(MSG.inicioPosteriorACreacion);
  });
  it('needs the end on or after the opening and the start', () => {
    expect(validarFechasCierre(fecha, null, '2026-03-10T10:14:00Z', ahora)).toBe(MSG.finPosteriorACreacion);
    expect(validarFechasCierre(fecha, '2026-03-10T11:00:00Z', '2026-03-10T10:30:00Z', ahora)).toBe(MSG.finAnteriorAInicio);
  });
  it('refuses a start or an end later than now beyond the clock tolerance', () => {
    const tolerada = new Date(ahora.getTime() + TOLERANCIA_RELOJ_MS).toISOString();
    const pasada = new Date(ahora.getTime() + TOLERANCIA_RELOJ_MS + 1).toISOString();
    expect(validarFechasCierre(fecha, tolerada, tolerada, ahora)).toBeNull();
    expect(validarFechasCierre(fecha, null, tolerada, ahora)).toBeNull();
    expect(validarFechasCierre(fecha, '2026-03-10T11:00:00Z', pasada, ahora)).toBe(MSG.finReparacionFuturo);
    expect(validarFechasCierre(fecha, null, pasada, ahora)).toBe(MSG.finReparacionFuturo);
    expect(validarFechasCierre(fecha, pasada, pasada, ahora)).toBe(MSG.inicioReparacionFuturo);
    expect(validarFechasCierre(fecha, '2026-03-10T11:00:00Z', '9999-12-31T23:59:00Z', ahora)).toBe(MSG.finReparacionFuturo);
  });
  it('uses the spec messages verbatim', () => {
    expect(MSG.inicioPosteriorACreacion).toBe('Inicio de reparacion tiene que ser posterior a fecha creada.');
    expect(MSG.finPosteriorACreacion).toBe('Fin de reparacion tiene que ser posterior a fecha creada.');
    expect(MSG.campoRequerido).toBe('Este campo es requerido y no puede estar vacio');
  });
});

describe('validarFechasPlanificacion', () => {
  const ahora = new Date('2026-11-23T12:00:00Z');
  const zona = 'America/Argentina/Buenos_Aires';
  it('accepts past dates and dates up to the horizon, ignoring absent ones', () => {
    expect(validarFechasPlanificacion(['2020-01-01', '2036-11-23', null, undefined], ahora, zona)).toBeNull();
  });
  it('refuses a date beyond the horizon', () => {
    expect(validarFechasPlanificacion([null, '2036-11-24'], ahora, zona)).toBe(MSG.fechaDemasiadoLejana);
    expect(validarFechasPlanificacion(['9999-12-31'], ahora, zona)).toBe(MSG.fechaDemasiadoLejana);
    expect(MSG.fechaDemasiadoLejana).toContain(`${HORIZONTE_PLANIFICACION_ANIOS} años`);
  });
  it("counts from the plant's day, not the UTC one", () => {
    // 01:00 UTC on the 24th: still the 23rd in Buenos Aires, already the 24th (10:00) in Tokyo.
    const noche = new Date('2026-11-24T01:00:00Z');
    expect(validarFechasPlanificacion(['2036-11-24'], noche, zona)).toBe(MSG.fechaDemasiadoLejana);
    expect(validarFechasPlanificacion(['2036-11-23'], noche, zona)).toBeNull();
    expect(validarFechasPlanificacion(['2036-11-24'], new Date('2026-11-23T16:00:00Z'), 'Asia/Tokyo')).toBeNull();
  });
});

describe('sePuedePlanificar', () => {
  it('lets an open card be planned (or re-planned), never a closed one or an unknown state', () => {
    expect(sePuedePlanificar('Abierta')).toBe(true);
    expect(sePuedePlanificar('Cerrada')).toBe(false);
    expect(sePuedePlanificar('')).toBe(false);
  });
});

describe('pideCausa', () => {
  it('asks every colour for a Causa but Verde', () => {
    expect(['Roja', 'Azul', 'Amarilla'].map(pideCausa)).toEqual([true, true, true]);
    expect(pideCausa('Verde')).toBe(false);
  });
});
