import { describe, expect, it } from 'vitest';
import { MSG } from './messages';
import { diaDeHoras, errorFechaHoras, formatHoras, horasParaEscribir, leerCantidadHoras, leerHorasTexto, puedeModificarHoras } from './horas';
import { horasFormSchema } from '../schemas/horas';

describe('hours rules', () => {
  it('reads a quantity: > 0, ≤ 24, one decimal, number or text with comma or point', () => {
    expect(leerCantidadHoras(2.5)).toEqual({ ok: true, valor: 2.5 });
    expect(leerCantidadHoras('2,5')).toEqual({ ok: true, valor: 2.5 });
    expect(leerCantidadHoras('24')).toEqual({ ok: true, valor: 24 });
    expect(leerCantidadHoras(0.1)).toEqual({ ok: true, valor: 0.1 });
    expect(leerCantidadHoras('')).toEqual({ ok: false, msg: MSG.horasCantidadRequerida });
    expect(leerCantidadHoras(0)).toEqual({ ok: false, msg: MSG.horasCantidadInvalida });
    expect(leerCantidadHoras(Number.NaN)).toEqual({ ok: false, msg: MSG.horasCantidadInvalida });
    expect(leerCantidadHoras('1.')).toEqual({ ok: false, msg: MSG.horasCantidadInvalida });
    expect(leerCantidadHoras(24.1)).toEqual({ ok: false, msg: MSG.horasCantidadMaxima });
    expect(leerCantidadHoras(1.25)).toEqual({ ok: false, msg: MSG.horasUnDecimal });
    expect(leerCantidadHoras(0.1 + 0.2)).toEqual({ ok: true, valor: 0.3 });
  });

  it("reads typed hours in es-AR ('1,5' → 1.5) and writes them back with a comma ('1,5 h')", () => {
    expect(leerHorasTexto('1,5')).toBe(1.5);
    expect(leerHorasTexto(' 1.5 ')).toBe(1.5);
    expect(leerHorasTexto('12')).toBe(12);
    for (const t of ['', '1,', ',5', '1,5,0', '1.234,5', '-1', '1e3', 'uno']) expect(leerHorasTexto(t), t).toBeNull();
    expect(formatHoras(1.5)).toBe('1,5 h');
    expect(formatHoras(12345)).toBe('12.345 h');
    expect(horasParaEscribir(1.5)).toBe('1,5');
    expect(leerHorasTexto(horasParaEscribir(1234.5))).toBe(1234.5);
  });

  it('judges the value stored to the tenth: what rounds to 0 hours is refused, never stored as 0', () => {
    for (const v of [1e-10, 1e-300, 5e-324, 0.004, 0.04, '0,0000000001']) {
      expect(leerCantidadHoras(v), String(v)).toEqual({ ok: false, msg: MSG.horasCantidadMinima });
    }
    expect(
      horasFormSchema('2026-11-30').safeParse({ quantity: '0,0000000001', typeOf: 'Horas dadas de capacitacion', date: '2026-11-30' }).error?.issues[0]
        ?.message,
    ).toBe(MSG.horasCantidadMinima);
    expect(horasFormSchema('2026-11-30').parse({ quantity: '2,50000000000001', typeOf: 'Horas dadas de capacitacion', date: '2026-11-30' }).quantity).toBe(2.5);
  });

  it('takes the plant day of an instant, and a plain date as written', () => {
    expect(diaDeHoras('2026-12-01T02:00:00.000Z', 'America/Argentina/Buenos_Aires')).toBe('2026-11-30');
    expect(diaDeHoras('2026-12-01T03:00:00.000Z', 'America/Argentina/Buenos_Aires')).toBe('2026-12-01');
    expect(diaDeHoras('2026-12-01', 'America/Argentina/Buenos_Aires')).toBe('2026-12-01');
    expect(diaDeHoras('2026-12-01T01:00', 'America/Argentina/Buenos_Aires')).toBe('2026-12-01');
  });

  it('refuses the future and years before 2000', () => {
    expect(errorFechaHoras('2026-11-30', '2026-11-30')).toBeNull();
    expect(errorFechaHoras('2026-12-01', '2026-11-30')).toBe(MSG.horasFechaFutura);
    expect(errorFechaHoras('1999-12-31', '2026-11-30')).toBe(MSG.fechaAnteriorAlMinimo);
  });

  it('lets the owner change an entry only within the current month, an Admin always', () => {
    expect(puedeModificarHoras({ esAdmin: false, esDueno: true, dia: '2026-11-01', hoy: '2026-11-30' })).toBe(true);
    expect(puedeModificarHoras({ esAdmin: false, esDueno: true, dia: '2026-10-31', hoy: '2026-11-01' })).toBe(false);
    expect(puedeModificarHoras({ esAdmin: false, esDueno: false, dia: '2026-11-01', hoy: '2026-11-30' })).toBe(false);
    expect(puedeModificarHoras({ esAdmin: true, esDueno: false, dia: '2020-01-01', hoy: '2026-11-30' })).toBe(true);
  });

  it('judges the whole form in one pass with the API’s messages', () => {
    const r = horasFormSchema('2026-11-30').safeParse({ quantity: '', typeOf: 'Seleccionar', date: '2026-12-01' });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['quantity', MSG.horasCantidadRequerida],
      ['typeOf', MSG.tipoHoraInvalido],
      ['date', MSG.horasFechaFutura],
    ]);
    expect(horasFormSchema('2026-11-30').parse({ quantity: '2,5', typeOf: 'Horas dadas de capacitacion', date: '2026-11-30' })).toEqual({
      quantity: 2.5,
      typeOf: 'Horas dadas de capacitacion',
      date: '2026-11-30',
    });
  });
});
