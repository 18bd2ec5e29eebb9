import { describe, expect, it } from 'vitest';
import { MESES_VENTANA_MAX, serieMeses, sumarMeses } from './dashboard';
import { agrupacionDe, etiquetaPeriodo, inicioPeriodo, mesAbreviado, rangoHistorial, seriePeriodos, textoSinTarjetas, textoUltimosMeses } from './periodos';

const hasta = '2026-11';
const rangoDe = (meses: number) => ({ desde: sumarMeses(hasta, -(meses - 1)), hasta });

describe('dashboard periods', () => {
  it('groups by month up to 36 months, by quarter up to 108, by year past that', () => {
    expect([1, 12, 36].map((n) => agrupacionDe(rangoDe(n)))).toEqual(['mes', 'mes', 'mes']);
    expect([37, 95, 108].map((n) => agrupacionDe(rangoDe(n)))).toEqual(['trimestre', 'trimestre', 'trimestre']);
    expect([109, MESES_VENTANA_MAX].map((n) => agrupacionDe(rangoDe(n)))).toEqual(['anio', 'anio']);
  });

  it('names each month by the calendar period it falls in', () => {
    expect(['2019-01', '2019-03', '2019-04', '2019-12'].map((m) => inicioPeriodo(m, 'trimestre'))).toEqual(['2019-01', '2019-01', '2019-04', '2019-10']);
    expect(['2019-01', '2019-07', '2019-12'].map((m) => inicioPeriodo(m, 'anio'))).toEqual(['2019-01', '2019-01', '2019-01']);
    expect(inicioPeriodo('2019-05', 'mes')).toBe('2019-05');
  });

  it('covers a range with whole calendar periods, none skipped or repeated', () => {
    // 2019-03 … 2026-11 is 93 months: 32 quarters, the first (T1 2019) holding March only.
    const trimestres = seriePeriodos({ desde: '2019-03', hasta: '2026-11' });
    expect(trimestres).toHaveLength(32);
    expect([trimestres[0], trimestres[1], trimestres.at(-1)]).toEqual(['2019-01', '2019-04', '2026-10']);
    expect(seriePeriodos({ desde: '2016-12', hasta: '2026-11' })).toEqual(serieMeses('2016-01', '2026-01').filter((m) => m.endsWith('-01')));
    expect(seriePeriodos({ desde: '2025-04', hasta: '2026-03' })).toEqual(serieMeses('2025-04', '2026-03'));
    expect(seriePeriodos({ desde: '2026-03', hasta: '2025-04' })).toEqual([]);
  });

  it('labels periods in Spanish', () => {
    expect(etiquetaPeriodo('2026-03', 'mes')).toBe('Marzo 2026');
    expect(etiquetaPeriodo('2026-03', 'mes', 'corta')).toBe('mar 2026');
    expect(['2019-01', '2019-04', '2019-07', '2019-10'].map((m) => etiquetaPeriodo(m, 'trimestre'))).toEqual(['T1 2019', 'T2 2019', 'T3 2019', 'T4 2019']);
    expect(etiquetaPeriodo('2019-01', 'anio', 'corta')).toBe('2019');
    expect(mesAbreviado('2021-12')).toBe('dic. 2021');
  });

  it("'Todo el historial' runs from the first card's month to now, never past what the API takes", () => {
    expect(rangoHistorial('2019-03', hasta)).toEqual({ desde: '2019-03', hasta });
    expect(rangoHistorial(null, hasta)).toBeNull();
    expect(rangoHistorial('1990-01', hasta)).toEqual({ desde: sumarMeses(hasta, -(MESES_VENTANA_MAX - 1)), hasta });
    expect(rangoHistorial('2027-01', hasta)).toEqual({ desde: hasta, hasta });
  });

  it('says an empty window in words, naming the last card only when it is older', () => {
    expect(textoSinTarjetas({ meses: 12, desde: '2025-12' }, '2021-12')).toBe('Sin tarjetas en los últimos 12 meses — la última es de dic. 2021');
    expect(textoSinTarjetas({ meses: 1, desde: '2026-11' }, '2026-09')).toBe('Sin tarjetas en el último mes — la última es de sep. 2026');
    expect(textoSinTarjetas({ meses: 12, desde: '2025-12' }, '2026-02')).toBe('Sin tarjetas en los últimos 12 meses');
    expect(textoSinTarjetas({ meses: 12, desde: '2025-12' }, null)).toBe('Sin tarjetas en los últimos 12 meses');
    expect(textoSinTarjetas({ desde: '2019-03' }, '2021-12')).toBe('Sin tarjetas en el período elegido');
    expect([1, 12].map(textoUltimosMeses)).toEqual(['Último mes', 'Últimos 12 meses']);
  });
});
