import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import { useGetKaizensPaginaQuery } from '../kaizen/kaizenApi';
import { filtrosDesdeUrl, filtrosEnUrl, filtrosQuery, kaizensQuery, type FiltrosKaizen } from './kaizensQuery';

export const PAGE_SIZE_DEFAULT = 10;
export const PAGE_SIZE_OPTIONS = [10, 20, 100, { value: -1, label: 'Todos' }];
/** Newest first, so a newly added Kaizen leads the list. */
export const SORT_DEFAULT: GridSortModel = [{ field: 'numero', sort: 'desc' }];
const BUSQUEDA_DEBOUNCE_MS = 400;

/**
 * Server-side state of the Kaizen list. The filters and the search live in the page's query string (a
 * link keeps them, back/forward restores them); page and order are the grid's.
 */
export function useKaizensLista() {
  const [params, setParams] = useSearchParams();
  const filtros = useMemo(() => filtrosDesdeUrl(params), [params]);
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: PAGE_SIZE_DEFAULT });
  const [sortModel, setSortModel] = useState<GridSortModel>(SORT_DEFAULT);
  const [busqueda, setBusqueda] = useState(filtros.q);
  const primeraPagina = () => setPagination((p) => (p.page === 0 ? p : { ...p, page: 0 }));
  const setFiltro = useCallback(
    <K extends keyof FiltrosKaizen>(campo: K, valor: FiltrosKaizen[K]) => {
      setParams((actuales) => filtrosEnUrl(actuales, { ...filtrosDesdeUrl(actuales), [campo]: valor }), { replace: true });
      setPagination((p) => (p.page === 0 ? p : { ...p, page: 0 }));
    },
    [setParams],
  );

  // A change of the URL's q (back, a link) shows in the box; the box writes q once the user stops typing. The box's
  // own write is not shown back: the user may have typed on meanwhile (a slow phone), and those keys must stay.
  const escrito = useRef<string | null>(null);
  useEffect(() => {
    if (escrito.current === filtros.q) {
      escrito.current = null;
      return;
    }
    setBusqueda((b) => (b.trim() === filtros.q ? b : filtros.q));
  }, [filtros.q]);
  useEffect(() => {
    if (busqueda.trim() === filtros.q) return;
    const id = setTimeout(() => {
      escrito.current = busqueda.trim();
      setFiltro('q', busqueda);
    }, BUSQUEDA_DEBOUNCE_MS);
    return () => clearTimeout(id);
  }, [busqueda, filtros.q, setFiltro]);

  const query = useMemo(() => kaizensQuery(pagination, sortModel, filtros), [pagination, sortModel, filtros]);
  const { data, isFetching, error } = useGetKaizensPaginaQuery(query);

  return {
    kaizens: data?.items ?? [],
    total: data?.total ?? 0,
    isFetching,
    error,
    pagination,
    onPaginationChange: setPagination,
    sortModel,
    onSortChange: (m: GridSortModel) => {
      setSortModel(m);
      primeraPagina();
    },
    filtros,
    setFiltro,
    /** The filters without paging, for the totals and the export. */
    filtrosQuery: useMemo(() => filtrosQuery(filtros), [filtros]),
    busqueda,
    setBusqueda,
  };
}
export type KaizensListaState = ReturnType<typeof useKaizensLista>;
