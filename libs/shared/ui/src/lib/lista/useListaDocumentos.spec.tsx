import { act, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { paginaYOrden } from './paginaYOrden';
import { useListaDocumentos, type ListaDocumentosOptions } from './useListaDocumentos';

interface Doc {
  _id: string;
}
const usePagina = vi.fn((query: Record<string, unknown>) => ({ data: { items: [{ _id: `p${String(query['page'])}` }], total: 42 }, isFetching: false }));
const OPCIONES: ListaDocumentosOptions<{ estado: string }, Record<string, unknown>, Doc> = {
  filtrosDesdeUrl: (p) => ({ estado: p.get('estado') ?? '' }),
  filtrosEnUrl: (p, f) => {
    const n = new URLSearchParams(p);
    n.set('estado', f.estado);
    return n;
  },
  camposOrden: ['numero'],
  sortDefault: [{ field: 'numero', sort: 'desc' }],
  pageSizes: [10, 20],
  pageSizeDefault: 10,
  query: (pagination, sortModel, filtros, q) => ({ ...paginaYOrden(pagination, sortModel, ['numero'], 'numero'), ...filtros, q }),
  usePagina,
};

let lista: ReturnType<typeof useListaDocumentos<{ estado: string }, Record<string, unknown>, Doc>>;
function Lista() {
  lista = useListaDocumentos(OPCIONES);
  return null;
}

describe('useListaDocumentos', () => {
  it("asks the page the link describes and follows the list's changes", () => {
    render(
      <MemoryRouter initialEntries={['/lista?estado=Abierta&q=aceite&pagina=2']}>
        <Lista />
      </MemoryRouter>,
    );
    expect(usePagina).toHaveBeenLastCalledWith({ page: 1, pageSize: 10, sort: 'numero', order: 'desc', estado: 'Abierta', q: 'aceite' });
    expect(lista).toMatchObject({ filas: [{ _id: 'p1' }], total: 42, isFetching: false });
    act(() => lista.setFiltros(() => ({ estado: 'Cerrada' })));
    expect(usePagina).toHaveBeenLastCalledWith({ page: 0, pageSize: 10, sort: 'numero', order: 'desc', estado: 'Cerrada', q: 'aceite' });
    expect(lista.filas).toEqual([{ _id: 'p0' }]);
  });
});
