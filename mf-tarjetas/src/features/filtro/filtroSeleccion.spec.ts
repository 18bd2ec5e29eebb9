import { describe, expect, it } from 'vitest';
import type { FiltroPreset } from '@portal/shared/domain';
import { SELECCION_INICIAL, filtroSeleccionReducer as reduce, toFiltroPreset, toFiltroSeleccion } from './filtroSeleccion';
import type { FiltroSeleccionState } from './filtroSeleccion';

const conColorYEquipo: FiltroSeleccionState = {
  ...SELECCION_INICIAL,
  selectedOption: ['numero', 'color', 'equipo'],
  filtros: { color: ['Roja', 'Azul'], equipo: ['Equipo 1'] },
};

describe('filtroSeleccionReducer', () => {
  it('starts with nothing chosen', () => {
    expect(SELECCION_INICIAL).toEqual({ selectedOption: [], filtros: {}, alerta: false, qrcode: false, convertida: false, planificacion: false });
  });

  it('chooses columns in the given order, ignoring repeats and unknown keys', () => {
    const state = reduce(SELECCION_INICIAL, { type: 'columnas', columnas: ['estado', 'numero', 'estado', 'nope' as never] });
    expect(state.selectedOption).toEqual(['estado', 'numero']);
  });

  it("drops a column's filter when the column is removed", () => {
    const state = reduce(conColorYEquipo, { type: 'columnas', columnas: ['numero', 'equipo'] });
    expect(state.filtros).toEqual({ equipo: ['Equipo 1'] });
  });

  it('sets, replaces and clears a chosen column filter', () => {
    let state = reduce(conColorYEquipo, { type: 'filtro', columna: 'color', valores: ['Verde', 'Verde'] });
    expect(state.filtros).toEqual({ color: ['Verde'], equipo: ['Equipo 1'] });
    state = reduce(state, { type: 'filtro', columna: 'color', valores: [] });
    expect(state.filtros).toEqual({ equipo: ['Equipo 1'] });
    expect('color' in state.filtros).toBe(false);
  });

  it('ignores a filter on a column that is not chosen', () => {
    expect(reduce(conColorYEquipo, { type: 'filtro', columna: 'estado', valores: ['Abierta'] })).toBe(conColorYEquipo);
  });

  it('toggles each checkbox independently', () => {
    let state = reduce(SELECCION_INICIAL, { type: 'opcion', opcion: 'qrcode', valor: true });
    state = reduce(state, { type: 'opcion', opcion: 'planificacion', valor: true });
    expect(state).toMatchObject({ alerta: false, qrcode: true, convertida: false, planificacion: true });
    expect(reduce(state, { type: 'opcion', opcion: 'qrcode', valor: false }).qrcode).toBe(false);
  });

  it('reset clears every selection', () => {
    const state = reduce({ ...conColorYEquipo, alerta: true, convertida: true }, { type: 'reset' });
    expect(state).toEqual(SELECCION_INICIAL);
  });

  it('restores a flat preset, keeping only filters of its chosen columns', () => {
    const preset: FiltroPreset = {
      _id: 'p1',
      nombre: 'Rojas abiertas',
      selectedOption: ['numero', 'color', 'estado'],
      color: ['Roja'],
      estado: ['Abierta'],
      equipo: ['Equipo 9'],
      alerta: true,
      qrcode: false,
      convertida: false,
      planificacion: true,
    };
    expect(reduce(conColorYEquipo, { type: 'preset', preset })).toEqual({
      selectedOption: ['numero', 'color', 'estado'],
      filtros: { color: ['Roja'], estado: ['Abierta'] },
      alerta: true,
      qrcode: false,
      convertida: false,
      planificacion: true,
    });
  });

  it('restores an older preset with missing or odd fields without failing', () => {
    const viejo = { _id: 'p0', nombre: 'Viejo', selectedOption: ['numero', 'x'], numero: 'abc', qrcode: true } as unknown as FiltroPreset;
    expect(reduce(SELECCION_INICIAL, { type: 'preset', preset: viejo })).toEqual({ ...SELECCION_INICIAL, selectedOption: ['numero'], qrcode: true });
  });
});

describe('payloads', () => {
  const state: FiltroSeleccionState = { ...conColorYEquipo, alerta: true, planificacion: true };

  it('toFiltroSeleccion gives the consulta body with the page, and the export body without', () => {
    expect(toFiltroSeleccion(state, { page: 2, pageSize: 20 })).toEqual({
      selectedOption: ['numero', 'color', 'equipo'],
      filtros: { color: ['Roja', 'Azul'], equipo: ['Equipo 1'] },
      alerta: true,
      qrcode: false,
      convertida: false,
      planificacion: true,
      page: 2,
      pageSize: 20,
    });
    expect(toFiltroSeleccion(state)).not.toHaveProperty('page');
  });

  it('toFiltroPreset flattens each filter under its column key', () => {
    expect(toFiltroPreset(state, 'Mi filtro')).toEqual({
      nombre: 'Mi filtro',
      selectedOption: ['numero', 'color', 'equipo'],
      color: ['Roja', 'Azul'],
      equipo: ['Equipo 1'],
      alerta: true,
      qrcode: false,
      convertida: false,
      planificacion: true,
    });
  });

  it('a saved preset restores to the same selection', () => {
    const preset = { _id: 'p2', ...toFiltroPreset(state, 'Ida y vuelta') } as FiltroPreset;
    expect(reduce(SELECCION_INICIAL, { type: 'preset', preset })).toEqual(state);
  });
});
