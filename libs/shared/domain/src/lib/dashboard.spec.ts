import { describe, expect, it } from 'vitest';
import { COLORES } from './colores';
import {
  acumular,
  COLORES_AUTONOMOS,
  esAutonoma,
  cortarPorcentaje,
  diasHastaExcedido,
  limiteExcedido,
  etiquetaMes,
  MESES_VENTANA_MAX,
  filaRiesgo,
  mediaHoras,
  mesDe,
  mesesDisponibles,
  pareto,
  porcentaje,
  porcentajeDosDecimales,
  serieAutonomia,
  serieEvolucion,
  serieMeses,
  ventanaMeses,
} from './dashboard';
import { evolucionQuerySchema } from '../schemas/dashboard';
import { parsePayload } from '../schemas/parse';
import { MSG } from './messages';
import { ALERTA_DIAS, calcularAlerta, PRIORIDADES } from './prioridades';
import { pesoRiesgo } from './riesgo';

const BA = 'America/Argentina/Buenos_Aires';

describe('months in the plant time zone', () => {
  it('keeps 23:30 local on a month’s last day in that month (UTC is already the next one)', () => {
    expect(mesDe('2026-01-31T23:30:00-03:00', BA)).toBe('2026-01');
    expect(new Date('2026-01-31T23:30:00-03:00').toISOString().slice(0, 7)).toBe('2026-02');
    expect(mesDe('2025-12-31T23:30:00-03:00', BA)).toBe('2025-12');
    expect(mesDe('2026-02-01T00:30:00-03:00', BA)).toBe('2026-02');
    expect(mesDe('2026-01-31T23:30:00-03:00', 'UTC')).toBe('2026-02');
  });

  it('lists every month across a year boundary once, nothing when reversed', () => {
    expect(serieMeses('2025-11', '2026-02')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(serieMeses('2026-03', '2026-03')).toEqual(['2026-03']);
    expect(serieMeses('2026-02', '2025-11')).toEqual([]);
  });

  it('builds the last-N-months window and the selector’s options', () => {
    expect(ventanaMeses('2026-03', 12)).toEqual({ desde: '2025-04', hasta: '2026-03' });
    expect(ventanaMeses('2026-03', 1)).toEqual({ desde: '2026-03', hasta: '2026-03' });
    expect(mesesDisponibles('2024-12', '2026-03')).toBe(16);
    expect(mesesDisponibles('2026-03', '2026-03')).toBe(1);
    expect(mesesDisponibles(null, '2026-03')).toBe(1);
    // A card dated decades back (an import's typo) never offers a window the API refuses.
    expect(mesesDisponibles('1990-01', '2026-03')).toBe(MESES_VENTANA_MAX);
  });

  it('names months in Spanish', () => {
    expect(etiquetaMes('2026-03')).toBe('Marzo 2026');
    expect(etiquetaMes('2025-09', 'corta')).toBe('sep 2025');
  });
});

describe('percentages', () => {
  it('sums running, 0/0 is null', () => {
    expect(acumular([1, 0, 2, 0])).toEqual([1, 1, 3, 3]);
    expect(porcentaje(0, 0)).toBeNull();
    expect(porcentaje(1, 4)).toBe(25);
  });

  it.each([
    [200 / 3, '66,6'],
    [100, '100'],
    [7.142857, '7,14'],
    [0, '0'],
    [123.45, '123'],
    [null, '—'],
    [NaN, '—'],
  ])('cuts %s to %s', (v, texto) => {
    expect(cortarPorcentaje(v)).toBe(texto);
  });

  it('shows two decimals for risk reduction', () => {
    expect(porcentajeDosDecimales(21.052631)).toBe('21,05');
    expect(porcentajeDosDecimales(null)).toBe('—');
  });
});

describe('series', () => {
  it('evolution: running sums inside the window and the closing %', () => {
    expect(serieEvolucion(['2026-01', '2026-02', '2026-03'], [0, 4, 1], [0, 1, 1])).toEqual([
      { mes: '2026-01', abiertas: 0, cerradas: 0, acumAbiertas: 0, acumCerradas: 0, porcentaje: null },
      { mes: '2026-02', abiertas: 4, cerradas: 1, acumAbiertas: 4, acumCerradas: 1, porcentaje: 25 },
      { mes: '2026-03', abiertas: 1, cerradas: 1, acumAbiertas: 5, acumCerradas: 2, porcentaje: 40 },
    ]);
  });

  it('a window starting mid-history sums from its first month only (earlier cards are not carried in)', () => {
    const meses = serieMeses('2025-11', '2026-02');
    const abiertas = [3, 2, 0, 1];
    const cerradas = [0, 3, 1, 1];
    const ventana = ventanaMeses('2026-02', 2);
    const desde = meses.indexOf(ventana.desde);
    expect(serieEvolucion(meses.slice(desde), abiertas.slice(desde), cerradas.slice(desde))).toEqual([
      { mes: '2026-01', abiertas: 0, cerradas: 1, acumAbiertas: 0, acumCerradas: 1, porcentaje: null },
      { mes: '2026-02', abiertas: 1, cerradas: 1, acumAbiertas: 1, acumCerradas: 2, porcentaje: 200 },
    ]);
  });

  it('autonomy: Azul or convertida of any colour is autonomous, a card that is both once', () => {
    expect(COLORES_AUTONOMOS).toEqual(['Azul']);
    const casos = COLORES.flatMap((color) => [false, true].map((convertida) => [color, convertida, esAutonoma({ color, convertida })]));
    expect(casos).toEqual([
      ['Roja', false, false],
      ['Roja', true, true],
      ['Azul', false, true],
      ['Azul', true, true],
      ['Verde', false, false],
      ['Verde', true, true],
      ['Amarilla', false, false],
      ['Amarilla', true, true],
    ]);
  });

  it('autonomy: accumulated autonomous over accumulated closed', () => {
    expect(serieAutonomia(['2025-12', '2026-01', '2026-02'], [0, 2, 2], [0, 1, 2]).map((f) => [f.acumCerradas, f.acumAutonomas, f.indice])).toEqual([
      [0, 0, null],
      [2, 1, 50],
      [4, 3, 75],
    ]);
  });
});

describe('filaRiesgo', () => {
  it('weights risk values by prefix; an unknown prefix weighs 0', () => {
    expect(['NS: x', 'PS: x', ' mo: moderado', 'SI', 'IN: INTOLERABLE', 'XX: raro', ''].map(pesoRiesgo)).toEqual([1, 2, 3, 4, 5, 0, 0]);
  });

  it('computes % closed and the reduction with two decimals, null when RI is 0', () => {
    expect(filaRiesgo({ tarjetas: 9, cerradas: 5, riesgoInicial: 19, riesgoFinal: 15 })).toEqual({
      tarjetas: 9,
      cerradas: 5,
      riesgoInicial: 19,
      riesgoFinal: 15,
      porcentajeCerradas: (5 / 9) * 100,
      reduccion: 21.05,
    });
    expect(filaRiesgo({ tarjetas: 2, cerradas: 0, riesgoInicial: 0, riesgoFinal: 0 }, 'Pintura')).toEqual({
      equipo: 'Pintura',
      tarjetas: 2,
      cerradas: 0,
      riesgoInicial: 0,
      riesgoFinal: 0,
      porcentajeCerradas: 0,
      reduccion: null,
    });
    expect(filaRiesgo({ tarjetas: 0, cerradas: 0, riesgoInicial: 0, riesgoFinal: 0 }).porcentajeCerradas).toBeNull();
  });
});

describe('pareto', () => {
  it('sorts most first, ties by name, the cumulative line ends at 100', () => {
    expect(
      pareto([
        { valor: 'M2', cantidad: 1 },
        { valor: 'M4', cantidad: 2 },
        { valor: 'M1', cantidad: 2 },
      ]),
    ).toEqual([
      { valor: 'M1', cantidad: 2, porcentaje: 40, porcentajeAcumulado: 40 },
      { valor: 'M4', cantidad: 2, porcentaje: 40, porcentajeAcumulado: 80 },
      { valor: 'M2', cantidad: 1, porcentaje: 20, porcentajeAcumulado: 100 },
    ]);
    expect(pareto([])).toEqual([]);
  });
});

describe('ageing and MTTR', () => {
  it.each(PRIORIDADES)('%s: exceeded exactly when calcularAlerta says so', (p) => {
    const ahora = new Date('2026-03-15T15:00:00Z');
    const limite = limiteExcedido(ahora, p, ALERTA_DIAS);
    expect(ahora.getTime() - limite.getTime()).toBe(diasHastaExcedido(p, ALERTA_DIAS) * 86_400_000);
    expect(calcularAlerta(limite, p, ALERTA_DIAS, ahora).excedido).toBe(true);
    expect(calcularAlerta(new Date(limite.getTime() + 1000), p, ALERTA_DIAS, ahora).excedido).toBe(false);
  });

  it('means hours with two decimals, null when nothing closed', () => {
    expect(mediaHoras(10, 3)).toBe(3.33);
    expect(mediaHoras(0, 0)).toBeNull();
  });
});

describe('window query', () => {
  it('refuses a malformed month with its message (the range check does not throw on it) and a reversed range', () => {
    expect(parsePayload(evolucionQuerySchema, { desde: '', hasta: '2025-12' })).toEqual({ ok: false, msg: MSG.mesInvalido });
    expect(parsePayload(evolucionQuerySchema, { desde: '2026-03', hasta: '2026-01' })).toEqual({ ok: false, msg: 'End date must be greated than start date.' });
    expect(parsePayload(evolucionQuerySchema, { meses: '6', color: 'Roja' })).toEqual({ ok: true, data: { meses: 6, color: ['Roja'] } });
  });
});
