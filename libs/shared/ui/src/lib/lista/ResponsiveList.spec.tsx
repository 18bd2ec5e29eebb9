import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import { PortalProviders } from '../PortalProviders';
import { ColorChip, EstadoChip } from './Chips';
import { formatNumero } from './numero';
import { ResponsiveList } from './ResponsiveList';

interface Fila {
  id: string;
  nombre: string;
}
const FILAS: Fila[] = [
  { id: 'a', nombre: 'Ana' },
  { id: 'b', nombre: 'Beto' },
];

/** jsdom has no matchMedia: a phone matches MUI's `down('sm')` (max-width) queries (as `stubPhone` in shared/testing, which depends on this lib). */
function stubPhone() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('max-width'),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
}
afterEach(() => vi.unstubAllGlobals());

function Lista({
  rows = FILAS,
  rowCount = 1234,
  onPage = vi.fn(),
  onSort = vi.fn(),
}: {
  rows?: Fila[];
  rowCount?: number;
  onPage?: (m: GridPaginationModel) => void;
  onSort?: (m: GridSortModel) => void;
}) {
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: 10 });
  const [sort, setSort] = useState<GridSortModel>([{ field: 'nombre', sort: 'asc' }]);
  return (
    <ResponsiveList<Fila>
      aria-label="Personas"
      rows={rows}
      getRowId={(r) => r.id}
      columns={[{ field: 'nombre', headerName: 'Nombre' }]}
      renderCard={(r) => <span>Tarjeta de {r.nombre}</span>}
      rowHref={(r) => `/persona/${r.id}`}
      rowCount={rowCount}
      paginationModel={pagination}
      onPaginationModelChange={(m) => {
        onPage(m);
        setPagination(m);
      }}
      pageSizeOptions={[10, 20]}
      sortModel={sort}
      onSortModelChange={(m) => {
        onSort(m);
        setSort(m);
      }}
      sortOptions={[{ field: 'nombre', label: 'Nombre' }]}
      emptyText="No se encontraron personas"
    />
  );
}

const renderLista = (ui: React.ReactElement) =>
  render(
    <PortalProviders>
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route path="/" element={ui} />
          <Route path="/persona/:id" element={<p>Detalle abierto</p>} />
        </Routes>
      </MemoryRouter>
    </PortalProviders>,
  );

describe('ResponsiveList on a phone', () => {
  it('shows one card per row, each a link that opens the row', async () => {
    stubPhone();
    renderLista(<Lista />);
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    const lista = screen.getByRole('list', { name: 'Personas' });
    const links = within(lista).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['Tarjeta de Ana', 'Tarjeta de Beto']);
    expect(links[1]).toHaveAttribute('href', '/persona/b');
    await userEvent.click(links[0]);
    expect(await screen.findByText('Detalle abierto')).toBeInTheDocument();
  });

  it('pages with the same model, in Spanish with es-AR numbers', async () => {
    stubPhone();
    const onPage = vi.fn();
    renderLista(<Lista onPage={onPage} />);
    expect(screen.getByText('Filas por página:')).toBeInTheDocument();
    expect(screen.getByText('1–10 de 1.234')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /página siguiente/i }));
    expect(onPage).toHaveBeenLastCalledWith({ page: 1, pageSize: 10 });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Filas por página/ }), '20');
    expect(onPage).toHaveBeenLastCalledWith({ page: 0, pageSize: 20 });
  });

  it('sorts through the Ordenar por select', async () => {
    stubPhone();
    const onSort = vi.fn();
    renderLista(<Lista onSort={onSort} />);
    const orden = screen.getByLabelText('Ordenar por');
    expect(orden).toHaveValue('nombre:asc');
    await userEvent.selectOptions(orden, 'Nombre (descendente)');
    expect(onSort).toHaveBeenLastCalledWith([{ field: 'nombre', sort: 'desc' }]);
  });

  it('says the empty text when there are no rows', () => {
    stubPhone();
    renderLista(<Lista rows={[]} rowCount={0} />);
    expect(screen.getByText('No se encontraron personas')).toBeInTheDocument();
  });
});

describe('ResponsiveList on a wide screen', () => {
  it('is a DataGrid with Spanish pagination even with its own empty text', () => {
    renderLista(<Lista rows={[]} rowCount={0} />);
    expect(screen.getByRole('grid', { name: 'Personas' })).toBeInTheDocument();
    expect(screen.getByText('No se encontraron personas')).toBeInTheDocument();
    expect(screen.getByText('Filas por página:')).toBeInTheDocument();
    expect(screen.queryByText(/Rows per page/)).not.toBeInTheDocument();
  });

  it('has no quick filter box nor a filter panel button', () => {
    renderLista(<Lista />);
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /filtro/i })).not.toBeInTheDocument();
  });
});

describe('chips', () => {
  it('draw the plant colours with text that passes AA contrast', () => {
    render(
      <PortalProviders>
        <ColorChip color="Verde" />
        <EstadoChip estado="Abierta" />
      </PortalProviders>,
    );
    expect(getComputedStyle(screen.getByText('Verde').closest('.MuiChip-root') as Element).backgroundColor).toBe('rgb(30, 126, 52)');
    expect(screen.getByLabelText('Estado: Abierta')).toHaveTextContent('Abierta');
  });

  it('formatNumero writes es-AR numbers', () => {
    expect(formatNumero(1234.5)).toBe('1.234,5');
  });
});
