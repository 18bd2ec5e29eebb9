import { describe, expect, it } from 'vitest';
import { indicadoresPlanta, INDICADORES_COMPARACION, type SumasPlanta } from './comparacion-plantas';

const sumas: SumasPlanta = {
  porColor: [
    { color: 'Roja', tarjetas: 3, cerradas: 1 },
    { color: 'Azul', tarjetas: 0, cerradas: 0 },
    { color: 'Verde', tarjetas: 1, cerradas: 1 },
    { color: 'Amarilla', tarjetas: 0, cerradas: 0 },
  ],
  cerradasVentana: 4,
  autonomasVentana: 1,
  operarios: 3,
  abiertas: 2,
  excedidas: 1,
  diasAbiertas: 7,
  mttrCerradas: 3,
  mttrHoras: 10,
};

describe('indicadoresPlanta', () => {
  it('turns a plant’s sums into the comparison’s indicators', () => {
    expect(indicadoresPlanta(sumas)).toEqual({
      tarjetas: 4,
      cerradas: 2,
      porcentajeCierre: 50,
      porColor: [
        { color: 'Roja', tarjetas: 3, cerradas: 1, porcentaje: (1 / 3) * 100 },
        { color: 'Azul', tarjetas: 0, cerradas: 0, porcentaje: null },
        { color: 'Verde', tarjetas: 1, cerradas: 1, porcentaje: 100 },
        { color: 'Amarilla', tarjetas: 0, cerradas: 0, porcentaje: null },
      ],
      indiceAutonomia: 25,
      operarios: 3,
      tarjetasPorOperario: 1.33,
      abiertas: 2,
      excedidas: 1,
      diasPromedioAbiertas: 3.5,
      mttrHoras: 3.33,
    });
  });

  it('leaves a ratio over nothing empty (null), never 0 or infinite', () => {
    const vacia = indicadoresPlanta({ ...sumas, porColor: [], cerradasVentana: 0, operarios: 0, abiertas: 0, mttrCerradas: 0 });
    expect(vacia).toMatchObject({ porcentajeCierre: null, indiceAutonomia: null, tarjetasPorOperario: null, diasPromedioAbiertas: null, mttrHoras: null });
  });

  it('has a column for every indicator but the per-colour ones, once', () => {
    const ids = INDICADORES_COMPARACION.map((i) => i.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids, 'porColor'].sort()).toEqual(Object.keys(indicadoresPlanta(sumas)).sort());
  });
});
