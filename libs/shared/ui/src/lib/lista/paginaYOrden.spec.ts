import { describe, expect, it } from 'vitest';
import { paginaYOrden } from './paginaYOrden';

const CAMPOS = ['numero', 'fecha'] as const;

describe('paginaYOrden', () => {
  it('sends the page and size, and the default field descending without a sort', () => {
    expect(paginaYOrden({ page: 2, pageSize: 20 }, [], CAMPOS, 'fecha')).toEqual({ page: 2, pageSize: 20, sort: 'fecha', order: 'desc' });
  });

  it('asks page 0 when all rows (-1) are asked', () => {
    expect(paginaYOrden({ page: 3, pageSize: -1 }, [], CAMPOS, 'fecha')).toMatchObject({ page: 0, pageSize: -1 });
  });

  it('takes the first sort on a known field and ignores unknown or unsorted ones', () => {
    const orden = paginaYOrden(
      { page: 0, pageSize: 10 },
      [
        { field: 'detalle', sort: 'asc' },
        { field: 'fecha', sort: null },
        { field: 'numero', sort: 'asc' },
      ],
      CAMPOS,
      'fecha',
    );
    expect(orden).toMatchObject({ sort: 'numero', order: 'asc' });
  });
});
