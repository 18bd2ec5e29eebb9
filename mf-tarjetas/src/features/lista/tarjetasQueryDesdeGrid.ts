import type { GridFilterModel, GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import {
  COLUMNAS_EXPORTABLES,
  TARJETA_SORT_FIELDS,
  type ColumnaExportable,
  type FiltroSeleccion,
  type TarjetaSortField,
  type TarjetasQuery,
} from '@portal/shared/domain';

/** Columns the server filters by equality (`?color=…`), plus `numero`. */
const FILTROS_SERVIDOR = ['color', 'estado', 'equipo', 'prioridad', 'numero'] as const;
type FiltroServidor = (typeof FILTROS_SERVIDOR)[number];

const esSortField = (f: string): f is TarjetaSortField => (TARJETA_SORT_FIELDS as readonly string[]).includes(f);
const esFiltroServidor = (f: string): f is FiltroServidor => (FILTROS_SERVIDOR as readonly string[]).includes(f);

/** The grid's column filters that hold a value, as `{ field: value }` (the MIT grid keeps one at a time). */
export function filtrosActivos(filterModel: GridFilterModel): Partial<Record<FiltroServidor, string>> {
  const out: Partial<Record<FiltroServidor, string>> = {};
  for (const item of filterModel.items) {
    if (!esFiltroServidor(item.field)) continue;
    const value = item.value;
    if (value === undefined || value === null || String(value).trim() === '') continue;
    out[item.field] = String(value).trim();
  }
  return out;
}

/**
 * Grid state → `GET /api/tarjetas` parameters: 0-based page and size (-1 = all), one sort
 * (default newest first, so newly added cards lead), the column filters and the quick search.
 */
export function tarjetasQueryDesdeGrid(
  pagination: GridPaginationModel,
  sortModel: GridSortModel,
  filterModel: GridFilterModel,
  busqueda: string,
): TarjetasQuery {
  const sort = sortModel.find((s) => esSortField(s.field) && s.sort);
  const query: TarjetasQuery = {
    page: pagination.pageSize === -1 ? 0 : pagination.page,
    pageSize: pagination.pageSize,
    sort: sort ? (sort.field as TarjetaSortField) : 'fecha',
    order: sort?.sort ?? 'desc',
  };
  const filtros = filtrosActivos(filterModel);
  if (filtros.color) query.color = filtros.color as TarjetasQuery['color'];
  if (filtros.estado) query.estado = filtros.estado as TarjetasQuery['estado'];
  if (filtros.prioridad) query.prioridad = filtros.prioridad as TarjetasQuery['prioridad'];
  if (filtros.equipo) query.equipo = filtros.equipo;
  if (filtros.numero && Number.isInteger(Number(filtros.numero))) query.numero = Number(filtros.numero);
  const q = busqueda.trim();
  if (q) query.q = q;
  return query;
}

const esExportable = (f: string): f is ColumnaExportable => COLUMNAS_EXPORTABLES.some((c) => c.key === f);

/**
 * The list as an export selection (`POST /api/tarjetas/export`): its visible data columns in grid
 * order and its column filters. The quick search has no counterpart in `FiltroSeleccion`.
 */
export function filtroSeleccionDesdeLista(columnasVisibles: readonly string[], filterModel: GridFilterModel): FiltroSeleccion {
  const filtros: FiltroSeleccion['filtros'] = {};
  for (const [field, value] of Object.entries(filtrosActivos(filterModel))) {
    if (esExportable(field)) filtros[field] = [value];
  }
  return {
    selectedOption: columnasVisibles.filter(esExportable),
    filtros,
    alerta: false,
    qrcode: false,
    convertida: false,
    planificacion: false,
  };
}
