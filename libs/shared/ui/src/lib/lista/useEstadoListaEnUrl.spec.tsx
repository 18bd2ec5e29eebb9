import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import { BUSQUEDA_DEBOUNCE_MS } from './useBusquedaDiferida';
import { useEstadoListaEnUrl, type EstadoListaEnUrl, type EstadoListaEnUrlOptions } from './useEstadoListaEnUrl';

interface Filtros {
  estado: string;
}
const OPCIONES: EstadoListaEnUrlOptions<Filtros> = {
  filtrosDesdeUrl: (p) => ({ estado: p.get('estado') ?? '' }),
  filtrosEnUrl: (p, f) => {
    const n = new URLSearchParams(p);
    if (f.estado) n.set('estado', f.estado);
    else n.delete('estado');
    return n;
  },
  camposOrden: ['numero', 'fecha'],
  sortDefault: [{ field: 'fecha', sort: 'desc' }],
  pageSizes: [10, 20, -1],
  pageSizeDefault: 10,
};

let lista: EstadoListaEnUrl<Filtros>;
function Lista() {
  lista = useEstadoListaEnUrl(OPCIONES);
  return (
    <>
      <input aria-label="Buscar" value={lista.busqueda} onChange={(e) => lista.setBusqueda(e.target.value)} />
      <output aria-label="url">{useLocation().search}</output>
    </>
  );
}

const renderLista = (url = '/lista') =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <Lista />
    </MemoryRouter>,
  );
const url = () => Object.fromEntries(new URLSearchParams(screen.getByRole('status', { name: 'url' }).textContent ?? ''));
const paginar = (m: GridPaginationModel) => act(() => lista.onPaginationChange(m));
const ordenar = (m: GridSortModel) => act(() => lista.onSortChange(m));

afterEach(() => vi.useRealTimers());

describe('useEstadoListaEnUrl', () => {
  it('starts from the first page, the default size and order, with a clean link', () => {
    renderLista();
    expect(lista).toMatchObject({ filtros: { estado: '' }, q: '', pagination: { page: 0, pageSize: 10 }, sortModel: [{ field: 'fecha', sort: 'desc' }] });
    expect(url()).toEqual({});
  });

  it('reads a shared link: filters, search, 1-based page, size and order', () => {
    renderLista('/lista?estado=Abierta&q=%20aceite%20&pagina=3&porPagina=20&orden=numero&sentido=asc');
    expect(lista).toMatchObject({
      filtros: { estado: 'Abierta' },
      q: 'aceite',
      busqueda: 'aceite',
      pagination: { page: 2, pageSize: 20 },
      sortModel: [{ field: 'numero', sort: 'asc' }],
    });
  });

  it('ignores a page, size or order the list does not offer', () => {
    renderLista('/lista?pagina=-2&porPagina=7&orden=detalle&sentido=asc');
    expect(lista).toMatchObject({ pagination: { page: 0, pageSize: 10 }, sortModel: [{ field: 'fecha', sort: 'desc' }] });
  });

  it('writes the page and order into the link and reads them back; defaults leave it', () => {
    renderLista();
    paginar({ page: 4, pageSize: 20 });
    expect(url()).toEqual({ pagina: '5', porPagina: '20' });
    expect(lista.pagination).toEqual({ page: 4, pageSize: 20 });
    ordenar([{ field: 'numero', sort: 'asc' }]);
    expect(url()).toEqual({ porPagina: '20', orden: 'numero', sentido: 'asc' });
    expect(lista.pagination).toEqual({ page: 0, pageSize: 20 });
    expect(lista.sortModel).toEqual([{ field: 'numero', sort: 'asc' }]);
    ordenar([]);
    expect(url()).toEqual({ porPagina: '20', orden: '' });
    expect(lista.sortModel).toEqual([]);
    ordenar([{ field: 'fecha', sort: 'desc' }]);
    paginar({ page: 0, pageSize: 10 });
    expect(url()).toEqual({});
  });

  it('writes a filter, keeps the others and goes back to the first page', () => {
    renderLista('/lista?pagina=3&otro=1');
    act(() => lista.setFiltros((f) => ({ ...f, estado: 'Cerrada' })));
    expect(url()).toEqual({ otro: '1', estado: 'Cerrada' });
    expect(lista.filtros).toEqual({ estado: 'Cerrada' });
    expect(lista.pagination.page).toBe(0);
  });

  it('writes the search once the user stops typing, from the first page', () => {
    renderLista('/lista?pagina=2');
    vi.useFakeTimers();
    fireEvent.change(screen.getByRole('textbox', { name: 'Buscar' }), { target: { value: 'retén ' } });
    act(() => void vi.advanceTimersByTime(BUSQUEDA_DEBOUNCE_MS - 1));
    expect(url()).toEqual({ pagina: '2' });
    act(() => void vi.advanceTimersByTime(1));
    expect(url()).toEqual({ q: 'retén' });
    expect(lista.q).toBe('retén');
  });
});
