import type { GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import {
  COLORES,
  COLUMNAS_EXPORTABLES,
  ESTADOS_TARJETA,
  PRIORIDADES,
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
  /** Only set from the URL (the dashboard's Pareto); shown as a chip the user can clear. */
  maquina?: string;
  familia?: string;
}
export const SIN_FILTROS: FiltrosLista = { color: '', estado: '', equipo: '', prioridad: '' };

const deLista = <T extends string>(valores: readonly T[], v: string | null): '' | T => (valores as readonly (string | null)[]).includes(v) ? (v as T) : '';

/**
 * The list's starting filters and search from the page's query string (`/tarjetas?estado=Abierta&maquina=…`,
 * a link from the dashboard): unknown colours, states and priorities are ignored.
 */
export function filtrosDesdeUrl(params: URLSearchParams): { filtros: FiltrosLista; busqueda: string } {
  const texto = (k: string) => params.get(k)?.trim() ?? '';
  const filtros: FiltrosLista = {
    color: deLista(COLORES, params.get('color')),
    estado: deLista(ESTADOS_TARJETA, params.get('estado')),
    equipo: texto('equipo'),
    prioridad: deLista(PRIORIDADES, params.get('prioridad')),
  };
  if (texto('maquina')) filtros.maquina = texto('maquina');
  if (texto('familia')) filtros.familia = texto('familia');
  return { filtros, busqueda: texto('q') };
}

const esSortField = (f: string): f is TarjetaSortField => (TARJETA_SORT_FIELDS as readonly string[]).includes(f);

/** The filters and the search as `GET /api/tarjetas` parameters (also the grouping's), empty ones left out. */
export function filtrosQuery(filtros: FiltrosLista, busqueda: string): Omit<TarjetasQuery, 'page' | 'pageSize' | 'sort' | 'order'> {
  const query: TarjetasQuery = {};
  if (filtros.color) query.color = filtros.color;
  if (filtros.estado) query.estado = filtros.estado;
  if (filtros.prioridad) query.prioridad = filtros.prioridad;
  if (filtros.equipo.trim()) query.equipo = filtros.equipo.trim();
  if (filtros.maquina) query.maquina = filtros.maquina;
  if (filtros.familia) query.familia = filtros.familia;
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
