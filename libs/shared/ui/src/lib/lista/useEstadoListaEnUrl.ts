import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import { useBusquedaDiferida } from './useBusquedaDiferida';

export interface EstadoListaEnUrlOptions<F> {
  /** The list's filters from a query string, unknown values ignored. Keep it module-level (stable). */
  filtrosDesdeUrl: (params: URLSearchParams) => F;
  /** A copy of the query string with the filters written in (empty ones removed), other parameters kept. */
  filtrosEnUrl: (params: URLSearchParams, filtros: F) => URLSearchParams;
  /** The fields the server sorts on: any other `orden` in a link is ignored. */
  camposOrden: readonly string[];
  sortDefault: GridSortModel;
  /** The page sizes offered (-1 = all); any other `porPagina` in a link is ignored. */
  pageSizes: readonly number[];
  pageSizeDefault: number;
}

/** Query-string names; a value equal to the default is left out, so an untouched list keeps a clean link. */
export const PARAMS_LISTA = { q: 'q', pagina: 'pagina', porPagina: 'porPagina', orden: 'orden', sentido: 'sentido' } as const;

function paginacionDesdeUrl(params: URLSearchParams, pageSizes: readonly number[], pageSizeDefault: number): GridPaginationModel {
  const size = Number(params.get(PARAMS_LISTA.porPagina) || NaN);
  const pageSize = pageSizes.includes(size) ? size : pageSizeDefault;
  // The link's page is 1-based, as the pagination shows it.
  const pagina = Number(params.get(PARAMS_LISTA.pagina));
  return { page: pageSize !== -1 && Number.isInteger(pagina) && pagina > 1 ? pagina - 1 : 0, pageSize };
}

function ordenDesdeUrl(params: URLSearchParams, campos: readonly string[], sortDefault: GridSortModel): GridSortModel {
  const field = params.get(PARAMS_LISTA.orden);
  if (field === null || (field && !campos.includes(field))) return sortDefault;
  // 'orden=' keeps a sort the user turned off (the header's third click), which the server sends in its default order.
  return field ? [{ field, sort: params.get(PARAMS_LISTA.sentido) === 'asc' ? 'asc' : 'desc' }] : [];
}

const primerOrden = (m: GridSortModel) => m.find((s) => s.sort);

function ordenEnUrl(params: URLSearchParams, model: GridSortModel, sortDefault: GridSortModel) {
  const orden = primerOrden(model);
  const defecto = primerOrden(sortDefault);
  params.delete(PARAMS_LISTA.orden);
  params.delete(PARAMS_LISTA.sentido);
  if (orden?.field === defecto?.field && orden?.sort === defecto?.sort) return;
  params.set(PARAMS_LISTA.orden, orden?.field ?? '');
  if (orden?.sort) params.set(PARAMS_LISTA.sentido, orden.sort);
}

const sinPagina = (params: URLSearchParams) => {
  params.delete(PARAMS_LISTA.pagina);
  return params;
};

/**
 * A server-paged list's state kept in the page's query string: its filters, the search (`q`, debounced from the
 * box), the page and size, and the order. A reload, back/forward or a shared link shows the same list. Writes
 * replace the history entry (Back leaves the list, not each filter); a new filter, search or order goes back to
 * the first page.
 */
export function useEstadoListaEnUrl<F>(opciones: EstadoListaEnUrlOptions<F>) {
  const { filtrosDesdeUrl, filtrosEnUrl, camposOrden, sortDefault, pageSizes, pageSizeDefault } = opciones;
  const [params, setParams] = useSearchParams();
  const filtros = useMemo(() => filtrosDesdeUrl(params), [filtrosDesdeUrl, params]);
  const pagination = useMemo(() => paginacionDesdeUrl(params, pageSizes, pageSizeDefault), [params, pageSizes, pageSizeDefault]);
  const sortModel = useMemo(() => ordenDesdeUrl(params, camposOrden, sortDefault), [params, camposOrden, sortDefault]);
  const q = params.get(PARAMS_LISTA.q)?.trim() ?? '';

  const cambiar = useCallback(
    (cambio: (params: URLSearchParams) => URLSearchParams) => setParams((actuales) => cambio(new URLSearchParams(actuales)), { replace: true }),
    [setParams],
  );
  const setFiltros = useCallback(
    (cambio: (filtros: F) => F) => cambiar((p) => sinPagina(filtrosEnUrl(p, cambio(filtrosDesdeUrl(p))))),
    [cambiar, filtrosDesdeUrl, filtrosEnUrl],
  );
  const setQ = useCallback(
    (texto: string) =>
      cambiar((p) => {
        if (texto) p.set(PARAMS_LISTA.q, texto);
        else p.delete(PARAMS_LISTA.q);
        return sinPagina(p);
      }),
    [cambiar],
  );
  const [busqueda, setBusqueda] = useBusquedaDiferida(q, setQ);
  const onPaginationChange = useCallback(
    (m: GridPaginationModel) =>
      cambiar((p) => {
        if (m.page > 0 && m.pageSize !== -1) p.set(PARAMS_LISTA.pagina, String(m.page + 1));
        else p.delete(PARAMS_LISTA.pagina);
        if (m.pageSize === pageSizeDefault) p.delete(PARAMS_LISTA.porPagina);
        else p.set(PARAMS_LISTA.porPagina, String(m.pageSize));
        return p;
      }),
    [cambiar, pageSizeDefault],
  );
  const onSortChange = useCallback(
    (m: GridSortModel) =>
      cambiar((p) => {
        ordenEnUrl(p, m, sortDefault);
        return sinPagina(p);
      }),
    [cambiar, sortDefault],
  );

  return { filtros, setFiltros, q, busqueda, setBusqueda, pagination, onPaginationChange, sortModel, onSortChange };
}
export type EstadoListaEnUrl<F> = ReturnType<typeof useEstadoListaEnUrl<F>>;
