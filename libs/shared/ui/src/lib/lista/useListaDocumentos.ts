import { useMemo } from 'react';
import type { GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import { useEstadoListaEnUrl, type EstadoListaEnUrlOptions } from './useEstadoListaEnUrl';

export interface ListaDocumentosOptions<F, Q, R> extends EstadoListaEnUrlOptions<F> {
  /** The list's state as the server's page query. */
  query: (pagination: GridPaginationModel, sortModel: GridSortModel, filtros: F, q: string) => Q;
  /** The data-access hook that asks one page (`useGetTarjetasPaginaQuery`). */
  usePagina: (query: Q) => { data?: { items: R[]; total: number }; isFetching: boolean; error?: unknown };
}

/** A server-paged list of documents whose whole state lives in the query string (`useEstadoListaEnUrl`), and its page. */
export function useListaDocumentos<F, Q, R>({ query: aQuery, usePagina, ...enUrl }: ListaDocumentosOptions<F, Q, R>) {
  const estado = useEstadoListaEnUrl(enUrl);
  const { pagination, sortModel, filtros, q } = estado;
  const query = useMemo(() => aQuery(pagination, sortModel, filtros, q), [aQuery, pagination, sortModel, filtros, q]);
  const { data, isFetching, error } = usePagina(query);
  return { ...estado, filas: data?.items ?? [], total: data?.total ?? 0, isFetching, error };
}
