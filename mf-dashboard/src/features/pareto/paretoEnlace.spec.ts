import { describe, expect, it } from 'vitest';
import { paretoEnlace } from './paretoEnlace';

const params = (enlace: string) => {
  const url = new URL(enlace, 'http://portal');
  return { path: url.pathname, params: [...url.searchParams] };
};

describe('paretoEnlace', () => {
  it('opens the open cards of the value, with no other filter when none is chosen', () => {
    expect(params(paretoEnlace('maquina', 'Extrusora 2', { color: [], equipo: [] }))).toEqual({
      path: '/tarjetas',
      params: [
        ['estado', 'Abierta'],
        ['maquina', 'Extrusora 2'],
      ],
    });
  });

  it('carries every chosen colour and equipo (repeated), so the list counts what the bar counted', () => {
    expect(params(paretoEnlace('familia', 'F1', { color: ['Roja', 'Azul'], equipo: ['Calandrado', 'Laminadora'] })).params).toEqual([
      ['estado', 'Abierta'],
      ['familia', 'F1'],
      ['color', 'Roja'],
      ['color', 'Azul'],
      ['equipo', 'Calandrado'],
      ['equipo', 'Laminadora'],
    ]);
    expect(params(paretoEnlace('maquina', 'M1', { color: ['Verde'], equipo: ['Pintura'] })).params).toEqual([
      ['estado', 'Abierta'],
      ['maquina', 'M1'],
      ['color', 'Verde'],
      ['equipo', 'Pintura'],
    ]);
  });

  it('by equipo, the bar is the equipo: the chosen equipos are not added', () => {
    expect(params(paretoEnlace('equipo', 'Pintura', { color: [], equipo: ['Pintura', 'Calandrado'] })).params).toEqual([
      ['estado', 'Abierta'],
      ['equipo', 'Pintura'],
    ]);
  });

  it("the '(sin valor)' bar asks for the cards where that column is empty (sinValor), not for an empty value", () => {
    expect(params(paretoEnlace('maquina', '', { color: ['Roja'], equipo: ['Pintura'] })).params).toEqual([
      ['estado', 'Abierta'],
      ['sinValor', 'maquina'],
      ['color', 'Roja'],
      ['equipo', 'Pintura'],
    ]);
    expect(params(paretoEnlace('equipo', '', { color: [], equipo: ['Pintura'] })).params).toEqual([
      ['estado', 'Abierta'],
      ['sinValor', 'equipo'],
    ]);
    expect(params(paretoEnlace('familia', '', { color: [], equipo: [] })).params).toEqual([
      ['estado', 'Abierta'],
      ['sinValor', 'familia'],
    ]);
  });
});
