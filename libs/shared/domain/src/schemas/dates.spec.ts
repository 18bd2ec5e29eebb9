import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '../lib/messages';
import { ANIO_MINIMO, fechaHoraSchema, fechaSchema, leerFecha, leerFechaHora } from './dates';
import { parsePayload } from './parse';

describe('leerFecha', () => {
  it.each(['2026-02-28', '2024-02-29', '2000-02-29', '2000-01-01', '2099-12-31', '9999-12-31'])('accepts %s as is', (s) => {
    expect(leerFecha(s)).toEqual({ ok: true, valor: s });
  });
  it.each(['2026-02-30', '2099-02-29', '2100-02-29', '2026-04-31', '2026-13-01', '2026-00-10', '2026-01-00', '2026-1-1', '26-01-01', '2026-01-01x', ' 2026-01-01', '２０２６-01-01'])(
    'refuses %j (never normalised)',
    (s) => {
      expect(leerFecha(s)).toEqual({ ok: false, msg: MSG.fechaInvalida });
    },
  );
  it('refuses years before ANIO_MINIMO, year 0 included', () => {
    expect(leerFecha('0000-01-01')).toEqual({ ok: false, msg: MSG.fechaAnteriorAlMinimo });
    expect(leerFecha('1999-12-31')).toEqual({ ok: false, msg: MSG.fechaAnteriorAlMinimo });
    expect(MSG.fechaAnteriorAlMinimo).toContain(String(ANIO_MINIMO));
  });
});

describe('leerFechaHora', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('reads UTC and offset date-times exactly', () => {
    expect(leerFechaHora('2026-03-10T12:30:00Z')).toEqual({ ok: true, valor: new Date('2026-03-10T12:30:00.000Z') });
    expect(leerFechaHora('2026-03-10T12:30-03:00')).toEqual({ ok: true, valor: new Date('2026-03-10T15:30:00.000Z') });
    expect(leerFechaHora('2026-03-10 12:30:15.250+0130')).toEqual({ ok: true, valor: new Date('2026-03-10T11:00:15.250Z') });
    expect(leerFechaHora('2024-02-29T23:59:59.999999Z')).toEqual({ ok: true, valor: new Date('2024-02-29T23:59:59.999Z') });
  });
  it('reads a date-time without offset as local time', () => {
    expect(leerFechaHora('2026-03-10T12:30')).toEqual({ ok: true, valor: new Date(2026, 2, 10, 12, 30) });
  });
  it.each(['2026-02-30T10:00', '2099-02-29T10:00Z', '2026-03-10T24:00', '2026-03-10T10:60', '2026-03-10T10:00:60Z', '2026-03-10T10:00+24:00', '2026-03-10T10:00+05:60', '2026-03-10', 'ayer', '2026-03-10T10:00:00.1234567Z', '+002026-03-10T10:00Z'])(
    'refuses %j',
    (s) => {
      expect(leerFechaHora(s)).toEqual({ ok: false, msg: MSG.fechaHoraInvalida });
    },
  );
  it('refuses years before ANIO_MINIMO', () => {
    expect(leerFechaHora('0000-01-01T00:00')).toEqual({ ok: false, msg: MSG.fechaAnteriorAlMinimo });
  });
});

describe('fechaSchema and fechaHoraSchema', () => {
  it('trims, and cuts a valid date-time to its written date', () => {
    expect(parsePayload(fechaSchema, ' 2026-04-01 ')).toEqual({ ok: true, data: '2026-04-01' });
    expect(parsePayload(fechaSchema, '2026-04-01T23:30:00-03:00')).toEqual({ ok: true, data: '2026-04-01' });
  });
  it('reports the message of the field when inside an object', () => {
    expect(parsePayload(fechaSchema.nullable().array(), ['2026-02-30'])).toEqual({ ok: false, msg: MSG.fechaInvalida });
    expect(parsePayload(fechaSchema.array(), ['2026-02-30T10:00'])).toEqual({ ok: false, msg: MSG.fechaInvalida });
    expect(parsePayload(fechaHoraSchema.array(), ['2026-02-30T10:00'])).toEqual({ ok: false, msg: MSG.fechaHoraInvalida });
    expect(parsePayload(fechaHoraSchema.array(), [' '])).toEqual({ ok: false, msg: MSG.campoRequerido });
    expect(parsePayload(fechaHoraSchema.array(), [20260310])).toEqual({ ok: false, msg: MSG.campoRequerido });
  });
});
