import { describe, expect, it } from 'vitest';
import { filtroSeleccionDesdeLista, tarjetasQueryDesdeGrid } from './tarjetasQueryDesdeGrid';

const pagina = { page: 2, pageSize: 20 };

describe('tarjetasQueryDesdeGrid', () => {
  it('sends page, size and the default newest-first order', () => {
    expect(tarjetasQueryDesdeGrid(pagina, [], { items: [] }, '')).toEqual({ page: 2, pageSize: 20, sort: 'fecha', order: 'desc' });
  });

  it('asks page 0 when all rows (-1) are asked', () => {
    expect(tarjetasQueryDesdeGrid({ page: 3, pageSize: -1 }, [], { items: [] }, '')).toMatchObject({ page: 0, pageSize: -1 });
  });

  it('maps the sort of a known field and ignores unknown ones', () => {
    expect(tarjetasQueryDesdeGrid(pagina, [{ field: 'numero', sort: 'asc' }], { items: [] }, '')).toMatchObject({ sort: 'numero', order: 'asc' });
    expect(tarjetasQueryDesdeGrid(pagina, [{ field: 'detalle', sort: 'asc' }], { items: [] }, '')).toMatchObject({ sort: 'fecha', order: 'desc' });
  });

  it.each([
    ['color', 'Verde', { color: 'Verde' }],
    ['estado', 'Cerrada', { estado: 'Cerrada' }],
    ['equipo', 'Equipo B', { equipo: 'Equipo B' }],
    ['prioridad', 'Alta', { prioridad: 'Alta' }],
    ['numero', 12, { numero: 12 }],
  ])('maps a %s filter to its parameter', (field, value, expected) => {
    const q = tarjetasQueryDesdeGrid(pagina, [], { items: [{ field, operator: 'is', value }] }, '');
    expect(q).toEqual({ page: 2, pageSize: 20, sort: 'fecha', order: 'desc', ...expected });
  });

  it('drops empty filter values, unknown fields and a blank search; trims the search into q', () => {
    const filterModel = { items: [{ field: 'color', operator: 'is', value: '' }, { field: 'descripcion', operator: 'contains', value: 'x' }] };
    expect(tarjetasQueryDesdeGrid(pagina, [], filterModel, '   ')).toEqual({ page: 2, pageSize: 20, sort: 'fecha', order: 'desc' });
    expect(tarjetasQueryDesdeGrid(pagina, [], { items: [] }, '  aceite ')).toMatchObject({ q: 'aceite' });
  });
});

describe('filtroSeleccionDesdeLista', () => {
  it('keeps the exportable visible columns in order and turns the column filter into a one-value list', () => {
    const sel = filtroSeleccionDesdeLista(['numero', 'color', 'prioridad', 'detalle'], { items: [{ field: 'prioridad', operator: 'is', value: 'Baja' }] });
    expect(sel).toEqual({
      selectedOption: ['numero', 'color', 'prioridad'],
      filtros: { prioridad: ['Baja'] },
      alerta: false,
      qrcode: false,
      convertida: false,
      planificacion: false,
    });
  });
});
