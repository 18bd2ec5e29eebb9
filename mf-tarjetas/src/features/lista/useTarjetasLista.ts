import { useMemo, useState } from 'react';
import type { GridSortModel } from '@mui/x-data-grid';
import { TARJETA_SORT_FIELDS, type AgrupacionTarjetas, type Tarjeta, type TarjetasQuery } from '@portal/shared/domain';
import { useListaDocumentos, type ListaDocumentosOptions } from '@portal/shared/ui';
import { useGetTarjetasPaginaQuery } from '../tarjetas/tarjetasApi';
import { PAGE_SIZE_OPTIONS } from './GruposTarjetas';
import { filtrosDesdeUrl, filtrosEnUrl, filtrosQuery, tarjetasQuery, type FiltrosLista } from './tarjetasQuery';

export const PAGE_SIZE_DEFAULT = 10;
/** Newest first, so a newly added card leads the list. */
export const SORT_DEFAULT: GridSortModel = [{ field: 'fecha', sort: 'desc' }];

const LISTA: ListaDocumentosOptions<FiltrosLista, TarjetasQuery, Tarjeta> = {
  filtrosDesdeUrl: (params) => filtrosDesdeUrl(params).filtros,
  filtrosEnUrl,
  camposOrden: TARJETA_SORT_FIELDS,
  sortDefault: SORT_DEFAULT,
  pageSizes: PAGE_SIZE_OPTIONS.map((o) => (typeof o === 'number' ? o : o.value)),
  pageSizeDefault: PAGE_SIZE_DEFAULT,
  query: tarjetasQuery,
  usePagina: useGetTarjetasPaginaQuery,
};

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
 * Server-side state of the card list: page, sort, filters and search become `GET /api/tarjetas` parameters. All
 * of it lives in the page's query string, so a link (the dashboard's Pareto), a reload and back/forward show the
 * same list; 'Agrupar por' is the page's own.
 */
export function useTarjetasLista() {
  const lista = useListaDocumentos(LISTA);
  const { filtros, q, setFiltros } = lista;
  const [agrupacion, setAgrupacion] = useState<'' | AgrupacionTarjetas>('');

  return {
    ...lista,
    setFiltro: <K extends keyof FiltrosLista>(campo: K, valor: FiltrosLista[K]) => setFiltros((f) => ({ ...f, ...reemplaza(campo, f), [campo]: valor })),
    /** The filters and the (debounced) search, for the grouping and its groups' pages. */
    filtrosQuery: useMemo(() => filtrosQuery(filtros, q), [filtros, q]),
    agrupacion,
    setAgrupacion,
  };
}
export type TarjetasListaState = ReturnType<typeof useTarjetasLista>;
