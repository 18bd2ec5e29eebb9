import { useEffect, useMemo, useState } from 'react';
import type { GridFilterModel, GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import { useGetTarjetasPaginaQuery } from '../tarjetas/tarjetasApi';
import { agruparFilas, type Agrupacion } from './agrupar';
import { tarjetasQueryDesdeGrid } from './tarjetasQueryDesdeGrid';

export const PAGE_SIZE_DEFAULT = 10;
/** Newest first, so a newly added card leads the list. */
export const SORT_DEFAULT: GridSortModel = [{ field: 'fecha', sort: 'desc' }];
const BUSQUEDA_DEBOUNCE_MS = 400;

/** Server-side state of the card list: page, sort, filter and quick search become `GET /api/tarjetas` parameters. */
export function useTarjetasLista() {
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: PAGE_SIZE_DEFAULT });
  const [sortModel, setSortModel] = useState<GridSortModel>(SORT_DEFAULT);
  const [filterModel, setFilterModel] = useState<GridFilterModel>({ items: [] });
  const [busqueda, setBusqueda] = useState('');
  const [q, setQ] = useState('');
  const [agrupacion, setAgrupacion] = useState<Agrupacion>('');

  useEffect(() => {
    const id = setTimeout(() => {
      setQ(busqueda);
      setPagination((p) => (p.page === 0 ? p : { ...p, page: 0 }));
    }, BUSQUEDA_DEBOUNCE_MS);
    return () => clearTimeout(id);
  }, [busqueda]);

  const query = useMemo(() => tarjetasQueryDesdeGrid(pagination, sortModel, filterModel, q), [pagination, sortModel, filterModel, q]);
  const { data, isFetching, error } = useGetTarjetasPaginaQuery(query);
  const filas = useMemo(() => agruparFilas(data?.items ?? [], agrupacion), [data, agrupacion]);

  return {
    filas,
    total: data?.total ?? 0,
    isFetching,
    error,
    pagination,
    onPaginationChange: setPagination,
    sortModel,
    // An empty sort model is sent as the default order (tarjetasQueryDesdeGrid).
    onSortChange: (m: GridSortModel) => {
      setSortModel(m);
      setPagination((p) => ({ ...p, page: 0 }));
    },
    filterModel,
    onFilterChange: (m: GridFilterModel) => {
      setFilterModel(m);
      setPagination((p) => ({ ...p, page: 0 }));
    },
    busqueda,
    setBusqueda,
    agrupacion,
    setAgrupacion,
  };
}
