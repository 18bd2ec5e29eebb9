import { describe, expect, it } from 'vitest';
import { erroresFechasCierre, esFechaDelForm, MSG_FECHA_INCOMPLETA, MSG_FECHAS_CIERRE } from './fechas-cierre';
import { formatearFechaHora } from './tiempo-planta';

const apertura = '2026-11-23T08:48:37Z';
const ahora = new Date('2026-11-24T12:00:00Z');
const zona = 'America/Argentina/Buenos_Aires';

describe('formatearFechaHora', () => {
  it('writes DD/MM/YYYY HH:mm, 24 h, in the given zone', () => {
    expect(formatearFechaHora(apertura, zona)).toBe('23/11/2026 05:48');
    expect(formatearFechaHora('2026-11-23T20:05:00Z', 'UTC')).toBe('23/11/2026 20:05');
    expect(formatearFechaHora('no es fecha', zona)).toBe('');
  });
});

describe('erroresFechasCierre', () => {
  it('accepts a repair between the opening and now', () => {
    expect(erroresFechasCierre(apertura, '2026-11-23T08:49:00Z', '2026-11-23T10:00:00Z', ahora, zona)).toEqual([]);
    expect(erroresFechasCierre(apertura, undefined, '2026-11-23T08:48:00Z', ahora, zona)).toEqual([]);
  });
  it('names the opening date in the messages of both fields at once', () => {
    expect(erroresFechasCierre(apertura, '2026-11-23T08:48:00Z', '2026-11-22T10:00:00Z', ahora, zona)).toEqual([
      { campo: 'inicioReparacion', mensaje: 'El inicio de la reparación debe ser posterior a la apertura de la tarjeta (23/11/2026 05:48)' },
      { campo: 'finReparacion', mensaje: 'El fin de la reparación no puede ser anterior a la apertura de la tarjeta (23/11/2026 05:48)' },
    ]);
  });
  it('refuses a start or an end after now, without the API clock tolerance', () => {
    const unMinutoDespues = new Date(ahora.getTime() + 60_000).toISOString();
    expect(erroresFechasCierre(apertura, undefined, unMinutoDespues, ahora, zona)).toEqual([{ campo: 'finReparacion', mensaje: MSG_FECHAS_CIERRE.finFuturo }]);
    expect(erroresFechasCierre(apertura, unMinutoDespues, '2026-11-23T10:00:00Z', ahora, zona)).toEqual([
      { campo: 'inicioReparacion', mensaje: MSG_FECHAS_CIERRE.inicioFuturo },
    ]);
    expect(erroresFechasCierre(apertura, undefined, ahora.toISOString(), ahora, zona)).toEqual([]);
  });
  it('an end before the start, and an unreadable date', () => {
    expect(erroresFechasCierre(apertura, '2026-11-23T11:00:00Z', '2026-11-23T10:00:00Z', ahora, zona)).toEqual([
      { campo: 'finReparacion', mensaje: MSG_FECHAS_CIERRE.finAnteriorAInicio },
    ]);
    expect(erroresFechasCierre(apertura, 'fecha-incompleta', '', ahora, zona)).toEqual([
      { campo: 'inicioReparacion', mensaje: MSG_FECHA_INCOMPLETA.fechaHora },
    ]);
  });
});

describe('esFechaDelForm', () => {
  it('accepts empty and YYYY-MM-DD, refuses an incomplete text', () => {
    expect(esFechaDelForm('')).toBe(true);
    expect(esFechaDelForm('2031-03-15')).toBe(true);
    expect(esFechaDelForm('fecha-incompleta')).toBe(false);
    expect(esFechaDelForm('2031-13-45')).toBe(false);
  });
});
