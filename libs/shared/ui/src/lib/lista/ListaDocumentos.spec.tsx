import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { GridColDef } from '@mui/x-data-grid';
import { PortalProviders } from '../PortalProviders';
import { columnaNumero, columnaVerDetalle, opcionesOrden } from './columnas';
import { ListaDocumentos, type PaginaLista } from './ListaDocumentos';

interface Doc {
  _id: string;
  numero: number;
  tema: string;
}
const COLUMNAS: GridColDef<Doc>[] = [columnaNumero((d) => `Documento N°${d.numero}`), { field: 'tema', headerName: 'Tema', width: 200 }, columnaVerDetalle()];

function renderLista(lista: Partial<PaginaLista<Doc>> = {}) {
  const pagina: PaginaLista<Doc> = {
    filas: [{ _id: 'd/7', numero: 7, tema: 'Fuga' }],
    total: 31,
    isFetching: false,
    pagination: { page: 0, pageSize: 10 },
    onPaginationChange: vi.fn(),
    sortModel: [],
    onSortChange: vi.fn(),
    ...lista,
  };
  render(
    <PortalProviders>
      <MemoryRouter>
        <ListaDocumentos
          aria-label="Documentos"
          lista={pagina}
          columns={COLUMNAS}
          renderCard={(d) => d.tema}
          pageSizeOptions={[10, 20]}
          emptyText="No se encontraron documentos"
        />
      </MemoryRouter>
    </PortalProviders>,
  );
  return pagina;
}

describe('ListaDocumentos', () => {
  it("links each row's number and 'Ver detalle' to the document's detail", () => {
    renderLista();
    const grid = screen.getByRole('grid', { name: 'Documentos' });
    expect(within(grid).getByRole('link', { name: 'Documento N°7' })).toHaveAttribute('href', '/tarjeta/d%2F7');
    expect(within(grid).getByRole('link', { name: 'Ver detalle' })).toHaveAttribute('href', '/tarjeta/d%2F7');
    expect(screen.getByText('1–10 de 31')).toBeInTheDocument();
  });

  it('turns the page and sorts through the list state', async () => {
    const pagina = renderLista();
    await userEvent.click(screen.getByRole('button', { name: /página siguiente/i }));
    expect(vi.mocked(pagina.onPaginationChange).mock.lastCall?.[0]).toEqual({ page: 1, pageSize: 10 });
    await userEvent.click(within(screen.getByRole('columnheader', { name: 'Tema' })).getByText('Tema'));
    expect(vi.mocked(pagina.onSortChange).mock.lastCall?.[0]).toEqual([{ field: 'tema', sort: 'asc' }]);
  });

  it('says its empty text on an empty page', () => {
    renderLista({ filas: [], total: 0 });
    expect(screen.getByText('No se encontraron documentos')).toBeInTheDocument();
  });
});

describe('opcionesOrden', () => {
  it("offers the sortable columns by their header, never 'Ver detalle'", () => {
    expect(opcionesOrden(COLUMNAS)).toEqual([
      { field: 'numero', label: 'N°' },
      { field: 'tema', label: 'Tema' },
    ]);
  });
});
