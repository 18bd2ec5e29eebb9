import { describe, expect, it } from 'vitest';
import {
  cierrePeriodo,
  esCerradaSinFechaCierre,
  SIN_FECHA_CIERRE,
  textoCierrePeriodo,
  textoFueraDelCalculo,
  textoSinFechaCierre,
  textoSinTiempoEmpleado,
} from './cerradas-sin-fecha';
import { cortarPorcentaje, filaRiesgo } from './dashboard';

describe('closed cards without a closing date', () => {
  it('is a Cerrada card with no finReparacion; an open card or a dated close is not', () => {
    expect(esCerradaSinFechaCierre({ estado: 'Cerrada', finReparacion: null })).toBe(true);
    expect(esCerradaSinFechaCierre({ estado: 'Cerrada' })).toBe(true);
    expect(esCerradaSinFechaCierre({ estado: 'Cerrada', finReparacion: '2021-03-01T12:00:00Z' })).toBe(false);
    expect(esCerradaSinFechaCierre({ estado: 'Abierta', finReparacion: null })).toBe(false);
  });

  it('is said with its count in es-AR digits and why it has no month', () => {
    expect(textoSinFechaCierre(1994)).toBe('Cerradas sin fecha de cierre: 1.994');
    expect(SIN_FECHA_CIERRE.explicacion).toMatch(/cuentan como cerradas/);
    expect(textoFueraDelCalculo(1994)).toBe('1.994 tarjetas cerradas sin fecha de cierre no entran en este cálculo.');
    expect(textoFueraDelCalculo(1)).toBe('1 tarjeta cerrada sin fecha de cierre no entra en este cálculo.');
    expect(textoSinTiempoEmpleado(2)).toBe('2 tarjetas cerradas sin tiempo empleado no entran en la media.');
  });

  it("the period's closure counts them as closed: the risk map's % for the same cards", () => {
    const c = cierrePeriodo({ tarjetas: 2603, cerradas: 1994, sinFechaCierre: 1994 });
    expect(c.porcentaje).toBe(filaRiesgo({ tarjetas: 2603, cerradas: 1994, riesgoInicial: 0, riesgoFinal: 0 }).porcentajeCerradas);
    expect(cortarPorcentaje(c.porcentaje)).toBe('76,6');
    expect(cierrePeriodo({ tarjetas: 0, cerradas: 0, sinFechaCierre: 0 }).porcentaje).toBeNull();
    expect(textoCierrePeriodo(c)).toBe('1.994 de 2.603 tarjetas abiertas en el período están cerradas');
    expect(textoCierrePeriodo({ tarjetas: 1, cerradas: 1 })).toBe('1 de 1 tarjeta abierta en el período está cerrada');
  });
});
