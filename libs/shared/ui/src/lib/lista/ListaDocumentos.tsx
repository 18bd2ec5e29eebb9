import { useMemo, type ReactNode } from 'react';
import type { GridColDef, GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import { detallePath } from '@portal/shared/domain';
import { opcionesOrden } from './columnas';
import { ResponsiveList, type ResponsiveListProps } from './ResponsiveList';

/** One page of a server-paged list and how to turn it or change its order. */
export interface PaginaLista<R> {
  filas: readonly R[];
  total: number;
  isFetching: boolean;
  pagination: GridPaginationModel;
  onPaginationChange: (m: GridPaginationModel) => void;
  sortModel: GridSortModel;
  onSortChange: (m: GridSortModel) => void;
}

export interface ListaDocumentosProps<R extends { _id: string }> extends Pick<
  ResponsiveListProps<R>,
  'aria-label' | 'pageSizeOptions' | 'emptyText' | 'seleccion' | 'gridProps'
> {
  lista: PaginaLista<R>;
  columns: GridColDef<R>[];
  renderCard: (row: R) => ReactNode;
}

/**
 * A server-paged list of cards or Kaizens (`ResponsiveList`): each row opens the document's detail, and the
 * phone's 'Ordenar por' offers the sortable columns.
 */
export function ListaDocumentos<R extends { _id: string }>({ lista, columns, ...props }: ListaDocumentosProps<R>) {
  const sortOptions = useMemo(() => opcionesOrden(columns), [columns]);
  return (
    <ResponsiveList<R>
      {...props}
      rows={lista.filas}
      getRowId={(r) => r._id}
      columns={columns}
      rowHref={(r) => detallePath(r._id)}
      rowCount={lista.total}
      loading={lista.isFetching}
      paginationModel={lista.pagination}
      onPaginationModelChange={lista.onPaginationChange}
      sortModel={lista.sortModel}
      onSortModelChange={lista.onSortChange}
      sortOptions={sortOptions}
    />
  );
}
