import { describe, expect, it } from 'vitest';
import { MSG } from '../lib/messages';
import { ANIO_MINIMO, fechaHoraSchema, fechaSchema, leerCamposFechaHora, leerFecha } from './dates';
import { parsePayload } from './parse';

describe('leerFecha', () => {
  it.each(['2026-02-28', '2024-02-29', '2000-02-29', '2000-01-01', '2099-12-31', '9999-12-31'])('accepts %s as is', (s) => {
    expect(leerFecha(s)).toEqual({ ok: true, valor: s });
  });
  it.each([
    '2026-02-30',
    '2099-02-29',
    '2100-02-29',
    '2026-04-31',
    '2026-13-01',
    '2026-00-10',
    '2026-01-00',
    '2026-1-1',
    '26-01-01',
    '2026-01-01x',
    ' 2026-01-01',
    '２０２６-01-01',
  ])('refuses %j (never normalised)', (s) => {
    expect(leerFecha(s)).toEqual({ ok: false, msg: MSG.fechaInvalida });
  });
  it('refuses years before ANIO_MINIMO, year 0 included', () => {
    expect(leerFecha('0000-01-01')).toEqual({ ok: false, msg: MSG.fechaAnteriorAlMinimo });
    expect(leerFecha('1999-12-31')).toEqual({ ok: false, msg: MSG.fechaAnteriorAlMinimo });
    expect(MSG.fechaAnteriorAlMinimo).toContain(String(ANIO_MINIMO));
  });
});

describe('leerCamposFechaHora', () => {
  it('reads the fields and the offset as written', () => {
    expect(leerCamposFechaHora('2026-03-10T12:30:00Z')).toEqual({
      ok: true,
      valor: { anio: 2026, mes: 3, dia: 10, hora: 12, minuto: 30, segundo: 0, milis: 0, desfaseMs: 0 },
    });
    expect(leerCamposFechaHora('2026-03-10T12:30-03:00')).toMatchObject({ ok: true, valor: { hora: 12, desfaseMs: -3 * 3_600_000 } });
    expect(leerCamposFechaHora('2026-03-10 12:30:15.250+0130')).toMatchObject({ ok: true, valor: { segundo: 15, milis: 250, desfaseMs: 90 * 60_000 } });
    expect(leerCamposFechaHora('2024-02-29T23:59:59.999999Z')).toMatchObject({ ok: true, valor: { dia: 29, milis: 999 } });
  });
  it("has no offset when none is written: which instant it names is the plant zone's to say", () => {
    expect(leerCamposFechaHora('2026-03-10T12:30')).toMatchObject({ ok: true, valor: { hora: 12, minuto: 30, desfaseMs: null } });
  });
  it.each([
    '2026-02-30T10:00',
    '2099-02-29T10:00Z',
    '2026-03-10T24:00',
    '2026-03-10T10:60',
    '2026-03-10T10:00:60Z',
    '2026-03-10T10:00+24:00',
    '2026-03-10T10:00+05:60',
    '2026-03-10',
    'ayer',
    '2026-03-10T10:00:00.1234567Z',
    '+002026-03-10T10:00Z',
  ])('refuses %j', (s) => {
    expect(leerCamposFechaHora(s)).toEqual({ ok: false, msg: MSG.fechaHoraInvalida });
  });
  it('refuses years before ANIO_MINIMO', () => {
    expect(leerCamposFechaHora('0000-01-01T00:00')).toEqual({ ok: false, msg: MSG.fechaAnteriorAlMinimo });
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
  it('keeps a valid date-time as written (trimmed): the service reads it in the plant zone', () => {
    expect(parsePayload(fechaHoraSchema, ' 2026-03-10T12:30 ')).toEqual({ ok: true, data: '2026-03-10T12:30' });
  });
});
