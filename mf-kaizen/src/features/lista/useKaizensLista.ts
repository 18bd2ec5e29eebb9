import { useMemo } from 'react';
import type { GridSortModel } from '@mui/x-data-grid';
import { KAIZEN_SORT_FIELDS, type KaizenResumen, type KaizensQuery } from '@portal/shared/domain';
import { useListaDocumentos, type ListaDocumentosOptions } from '@portal/shared/ui';
import { useGetKaizensPaginaQuery } from '../kaizen/kaizenApi';
import { filtrosDesdeUrl, filtrosEnUrl, filtrosQuery, kaizensQuery, type FiltrosKaizen } from './kaizensQuery';

export const PAGE_SIZE_DEFAULT = 10;
export const PAGE_SIZE_OPTIONS = [10, 20, 100, { value: -1, label: 'Todos' }];
/** Newest first, so a newly added Kaizen leads the list. */
export const SORT_DEFAULT: GridSortModel = [{ field: 'numero', sort: 'desc' }];

const LISTA: ListaDocumentosOptions<FiltrosKaizen, KaizensQuery, KaizenResumen> = {
  filtrosDesdeUrl,
  filtrosEnUrl,
  camposOrden: KAIZEN_SORT_FIELDS,
  sortDefault: SORT_DEFAULT,
  pageSizes: PAGE_SIZE_OPTIONS.map((o) => (typeof o === 'number' ? o : o.value)),
  pageSizeDefault: PAGE_SIZE_DEFAULT,
  query: kaizensQuery,
  usePagina: useGetKaizensPaginaQuery,
};

/**
 * Server-side state of the Kaizen list, all of it in the page's query string (filters, search, page, order): a
 * link keeps it, back/forward and a reload restore it.
 */
export function useKaizensLista() {
  const lista = useListaDocumentos(LISTA);
  const { filtros, q, setFiltros } = lista;
  return {
    ...lista,
    setFiltro: <K extends keyof FiltrosKaizen>(campo: K, valor: FiltrosKaizen[K]) => setFiltros((f) => ({ ...f, [campo]: valor })),
    /** The filters and the search without paging, for the totals and the export. */
    filtrosQuery: useMemo(() => filtrosQuery(filtros, q), [filtros, q]),
  };
}
export type KaizensListaState = ReturnType<typeof useKaizensLista>;
