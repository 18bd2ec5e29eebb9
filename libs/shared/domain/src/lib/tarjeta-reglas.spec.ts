import { describe, expect, it } from 'vitest';
import { MSG } from './messages';
import { calcularTiempoEmpleado, formatearFecha, validarFechasCierre } from './tarjeta-reglas';

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
  it('accepts a same-day close', () => {
    expect(validarFechasCierre(fecha, '2026-03-10T10:16:00Z', '2026-03-10T12:00:00Z')).toBeNull();
    expect(validarFechasCierre(fecha, null, '2026-03-10T10:15:00Z')).toBeNull();
  });
  it('needs the start strictly after the opening minute', () => {
    expect(validarFechasCierre(fecha, '2026-03-10T10:15:00Z', '2026-03-10T12:00:00Z')).toBe(MSG.inicioPosteriorACreacion);
    expect(validarFechasCierre(fecha, '2026-03-09T10:15:00Z', '2026-03-10T12:00:00Z')).toBe(MSG.inicioPosteriorACreacion);
  });
  it('needs the end on or after the opening and the start', () => {
    expect(validarFechasCierre(fecha, null, '2026-03-10T10:14:00Z')).toBe(MSG.finPosteriorACreacion);
    expect(validarFechasCierre(fecha, '2026-03-10T11:00:00Z', '2026-03-10T10:30:00Z')).toBe(MSG.finAnteriorAInicio);
  });
  it('uses the spec messages verbatim', () => {
    expect(MSG.inicioPosteriorACreacion).toBe('Inicio de reparacion tiene que ser posterior a fecha creada.');
    expect(MSG.finPosteriorACreacion).toBe('Fin de reparacion tiene que ser posterior a fecha creada.');
    expect(MSG.campoRequerido).toBe('Este campo es requerido y no puede estar vacio');
  });
});

describe('formatearFecha', () => {
  it('formats DD/MM/YYYY in the plant time zone', () => {
    expect(formatearFecha('2026-03-01T02:00:00Z')).toBe('28/02/2026');
  });
});
