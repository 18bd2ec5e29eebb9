import { describe, expect, it } from 'vitest';
import { CHART_COLORS, COLORES, isColor } from './colores';
import { FAMILIAS, FAMILIAS_AMARILLA, familiasPara } from './familias';
import { NIVELES_RIESGO, pesoRiesgo } from './riesgo';
import { REPARACIONES, TIPOS_ACCION } from './tarjeta';
import { TIPOS_HORA } from './horas';
import { PILARES } from './kaizen';
import { detallePath, ROUTES } from './routes';

describe('vocabulary', () => {
  it('lists the four colours with their chart colours', () => {
    expect(COLORES).toEqual(['Roja', 'Azul', 'Verde', 'Amarilla']);
    expect(CHART_COLORS).toMatchObject({ Amarilla: '#F7E91B', Roja: '#dc3545', Azul: '#007bff', Verde: '#28a745', Mixto: '#EAA842' });
    expect(isColor('Verde')).toBe(true);
    expect(isColor('Negra')).toBe(false);
  });

  it('gives yellow cards family 8 instead of 7', () => {
    expect(FAMILIAS).toHaveLength(7);
    expect(FAMILIAS[6]).toBe('7 - Lugares Inseguros');
    expect(FAMILIAS_AMARILLA[6]).toBe('8 - Actos Inseguros');
    expect(FAMILIAS_AMARILLA.slice(0, 6)).toEqual(FAMILIAS.slice(0, 6));
    expect(familiasPara('Amarilla')).toBe(FAMILIAS_AMARILLA);
    expect(familiasPara('Roja')).toBe(FAMILIAS);
  });

  it('weights risk values by prefix', () => {
    expect(NIVELES_RIESGO.map((n) => n.peso)).toEqual([1, 2, 3, 4, 5]);
    expect(pesoRiesgo('NS: NO SIGNIFICATIVO')).toBe(1);
    expect(pesoRiesgo('in: intolerable - caída')).toBe(5);
    expect(pesoRiesgo('MO')).toBe(3);
    expect(pesoRiesgo('XX: otro')).toBe(0);
    expect(pesoRiesgo(undefined)).toBe(0);
  });

  it('keeps the spec option lists', () => {
    expect(TIPOS_ACCION).toEqual(['Eliminar', 'Contener', 'Reemplazar', 'Simplificar']);
    expect(REPARACIONES).toEqual(['Con maquina parada', 'Con maquina en marcha']);
    expect(TIPOS_HORA).toHaveLength(3);
    expect(PILARES).toHaveLength(8);
  });

  it('builds detail paths from the route table', () => {
    expect(ROUTES.tarjetasFiltro).toBe('/tarjetasfiltro');
    expect(detallePath('abc-1')).toBe('/tarjeta/abc-1');
  });
});
