import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import type { AgrupacionTarjetas } from '@portal/shared/domain';
import { useGetTarjetasPaginaQuery } from '../tarjetas/tarjetasApi';
import { filtrosDesdeUrl, filtrosQuery, tarjetasQuery, type FiltrosLista } from './tarjetasQuery';

export const PAGE_SIZE_DEFAULT = 10;
/** Newest first, so a newly added card leads the list. */
export const SORT_DEFAULT: GridSortModel = [{ field: 'fecha', sort: 'desc' }];
const BUSQUEDA_DEBOUNCE_MS = 400;

/** A select's value replaces what a link had asked for the same column (several colours or equipos, an empty equipo). */
function reemplaza(campo: keyof FiltrosLista, f: FiltrosLista): Partial<FiltrosLista> {
  if (campo === 'color') return { colores: undefined };
  if (campo === 'equipo') {
    const sinValor = f.sinValor?.filter((c) => c !== 'equipo');
    return { equipos: undefined, sinValor: sinValor?.length ? sinValor : undefined };
  }
  return {};
}

/**
 * Server-side state of the card list: page, sort, filters and search become `GET /api/tarjetas` parameters.
 * The filters and the search start from the page's query string (a link such as the dashboard's Pareto).
 */
export function useTarjetasLista() {
  const [params] = useSearchParams();
  const [inicial] = useState(() => filtrosDesdeUrl(params));
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: PAGE_SIZE_DEFAULT });
  const [sortModel, setSortModel] = useState<GridSortModel>(SORT_DEFAULT);
  const [filtros, setFiltros] = useState<FiltrosLista>(inicial.filtros);
  const [busqueda, setBusqueda] = useState(inicial.busqueda);
  const [q, setQ] = useState(inicial.busqueda);
  const [agrupacion, setAgrupacion] = useState<'' | AgrupacionTarjetas>('');
  const primeraPagina = () => setPagination((p) => (p.page === 0 ? p : { ...p, page: 0 }));

  // Only a search that changed goes back to the first page: the debounce also fires once after mount, and a page
  // the user turned to in that moment must stay.
  useEffect(() => {
    if (busqueda === q) return;
    const id = setTimeout(() => {
      setQ(busqueda);
      primeraPagina();
    }, BUSQUEDA_DEBOUNCE_MS);
    return () => clearTimeout(id);
  }, [busqueda, q]);

  const query = useMemo(() => tarjetasQuery(pagination, sortModel, filtros, q), [pagination, sortModel, filtros, q]);
  const { data, isFetching, error } = useGetTarjetasPaginaQuery(query);

  return {
    tarjetas: data?.items ?? [],
    total: data?.total ?? 0,
    isFetching,
    error,
    pagination,
    onPaginationChange: setPagination,
    sortModel,
    // An empty sort model is sent as the default order (tarjetasQuery).
    onSortChange: (m: GridSortModel) => {
      setSortModel(m);
      primeraPagina();
    },
    filtros,
    setFiltro: <K extends keyof FiltrosLista>(campo: K, valor: FiltrosLista[K]) => {
      setFiltros((f) => ({ ...f, ...reemplaza(campo, f), [campo]: valor }));
      primeraPagina();
    },
    /** The filters and the (debounced) search, for the grouping and its groups' pages. */
    filtrosQuery: useMemo(() => filtrosQuery(filtros, q), [filtros, q]),
    busqueda,
    setBusqueda,
    agrupacion,
    setAgrupacion,
  };
}
export type TarjetasListaState = ReturnType<typeof useTarjetasLista>;
