import type { GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import {
  COLUMNAS_EXPORTABLES,
  TARJETA_SORT_FIELDS,
  type ColumnaExportable,
  type FiltroSeleccion,
  type TarjetaSortField,
  type TarjetasQuery,
} from '@portal/shared/domain';

/** The list's own filters (above the list, on every screen size); '' = any. */
export interface FiltrosLista {
  color: '' | NonNullable<TarjetasQuery['color']>;
  estado: '' | NonNullable<TarjetasQuery['estado']>;
  equipo: string;
  prioridad: '' | NonNullable<TarjetasQuery['prioridad']>;
}
export const SIN_FILTROS: FiltrosLista = { color: '', estado: '', equipo: '', prioridad: '' };

const esSortField = (f: string): f is TarjetaSortField => (TARJETA_SORT_FIELDS as readonly string[]).includes(f);

/** The filters and the search as `GET /api/tarjetas` parameters (also the grouping's), empty ones left out. */
export function filtrosQuery(filtros: FiltrosLista, busqueda: string): Omit<TarjetasQuery, 'page' | 'pageSize' | 'sort' | 'order'> {
  const query: TarjetasQuery = {};
  if (filtros.color) query.color = filtros.color;
  if (filtros.estado) query.estado = filtros.estado;
  if (filtros.prioridad) query.prioridad = filtros.prioridad;
  if (filtros.equipo.trim()) query.equipo = filtros.equipo.trim();
  const q = busqueda.trim();
  if (q) query.q = q;
  return query;
}

/**
 * List state → `GET /api/tarjetas` parameters: 0-based page and size (-1 = all), one sort
 * (default newest first, so newly added cards lead), the filters and the search.
 */
export function tarjetasQuery(pagination: GridPaginationModel, sortModel: GridSortModel, filtros: FiltrosLista, busqueda: string): TarjetasQuery {
  const sort = sortModel.find((s) => esSortField(s.field) && s.sort);
  return {
    page: pagination.pageSize === -1 ? 0 : pagination.page,
    pageSize: pagination.pageSize,
    sort: sort ? (sort.field as TarjetaSortField) : 'fecha',
    order: sort?.sort ?? 'desc',
    ...filtrosQuery(filtros, busqueda),
  };
}

const esExportable = (f: string): f is ColumnaExportable => COLUMNAS_EXPORTABLES.some((c) => c.key === f);

/**
 * The list as an export selection (`POST /api/tarjetas/export`): its visible data columns in grid
 * order and its filters. The search has no counterpart in `FiltroSeleccion`.
 */
export function filtroSeleccionDesdeLista(columnasVisibles: readonly string[], filtros: FiltrosLista): FiltroSeleccion {
  const seleccion: FiltroSeleccion['filtros'] = {};
  for (const [campo, valor] of Object.entries(filtrosQuery(filtros, ''))) {
    if (esExportable(campo)) seleccion[campo] = [String(valor)];
  }
  return {
    selectedOption: columnasVisibles.filter(esExportable),
    filtros: seleccion,
    alerta: false,
    qrcode: false,
    convertida: false,
    planificacion: false,
  };
}
