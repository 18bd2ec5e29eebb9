import type { GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import {
  CAMPOS_SIN_VALOR,
  COLORES,
  COLUMNAS_EXPORTABLES,
  ESTADOS_TARJETA,
  PRIORIDADES,
  TARJETA_SORT_FIELDS,
  type CampoSinValor,
  type Color,
  type ColumnaExportable,
  type FiltroSeleccion,
  type TarjetasQuery,
} from '@portal/shared/domain';
import { paginaYOrden } from '@portal/shared/ui';

/** The list's own filters (above the list, on every screen size); '' = any. */
export interface FiltrosLista {
  color: '' | NonNullable<TarjetasQuery['color']>;
  estado: '' | NonNullable<TarjetasQuery['estado']>;
  equipo: string;
  prioridad: '' | NonNullable<TarjetasQuery['prioridad']>;
  /** Only set from the URL (the dashboard's Pareto); shown as a chip the user can clear. */
  maquina?: string;
  familia?: string;
  /** From the URL only, when it names several (the Pareto with more than one chosen): any of them. */
  colores?: readonly Color[];
  equipos?: readonly string[];
  /** From the URL only: columns whose empty value is accepted (the Pareto's '(sin valor)' bar). */
  sinValor?: readonly CampoSinValor[];
}
export const SIN_FILTROS: FiltrosLista = { color: '', estado: '', equipo: '', prioridad: '' };

const deLista = <T extends string>(valores: readonly T[], v: string | null): '' | T => ((valores as readonly (string | null)[]).includes(v) ? (v as T) : '');

/**
 * The list's starting filters and search from the page's query string (`/tarjetas?estado=Abierta&maquina=…`,
 * a link from the dashboard): unknown colours, states, priorities and columns are ignored. `color` and `equipo`
 * may be repeated (any of them); `sinValor=maquina|familia|equipo` asks for the cards where that column is empty.
 */
export function filtrosDesdeUrl(params: URLSearchParams): { filtros: FiltrosLista; busqueda: string } {
  const texto = (k: string) => params.get(k)?.trim() ?? '';
  const todos = (k: string) => [
    ...new Set(
      params
        .getAll(k)
        .map((v) => v.trim())
        .filter(Boolean),
    ),
  ];
  const colores = todos('color').filter((c): c is Color => (COLORES as readonly string[]).includes(c));
  const equipos = todos('equipo');
  const sinValor = CAMPOS_SIN_VALOR.filter((c) => params.getAll('sinValor').includes(c));
  const filtros: FiltrosLista = {
    color: colores.length === 1 ? colores[0] : '',
    estado: deLista(ESTADOS_TARJETA, params.get('estado')),
    equipo: equipos.length === 1 ? equipos[0] : '',
    prioridad: deLista(PRIORIDADES, params.get('prioridad')),
  };
  if (texto('maquina')) filtros.maquina = texto('maquina');
  if (texto('familia')) filtros.familia = texto('familia');
  if (colores.length > 1) filtros.colores = colores;
  if (equipos.length > 1) filtros.equipos = equipos;
  if (sinValor.length) filtros.sinValor = sinValor;
  return { filtros, busqueda: texto('q') };
}

const CAMPOS_URL = ['color', 'estado', 'equipo', 'prioridad', 'maquina', 'familia', 'sinValor'] as const;

/** The filters written back into a query string as `filtrosDesdeUrl` reads them; empty ones removed, other parameters kept. */
export function filtrosEnUrl(params: URLSearchParams, filtros: FiltrosLista): URLSearchParams {
  const nuevos = new URLSearchParams(params);
  for (const campo of CAMPOS_URL) nuevos.delete(campo);
  for (const [campo, valor] of Object.entries(filtrosQuery(filtros, ''))) {
    for (const v of [valor].flat()) nuevos.append(campo, String(v));
  }
  return nuevos;
}

/** The filters and the search as `GET /api/tarjetas` parameters (also the grouping's), empty ones left out. */
export function filtrosQuery(filtros: FiltrosLista, busqueda: string): Omit<TarjetasQuery, 'page' | 'pageSize' | 'sort' | 'order'> {
  const query: TarjetasQuery = {};
  if (filtros.color) query.color = filtros.color;
  else if (filtros.colores?.length) query.color = filtros.colores;
  if (filtros.estado) query.estado = filtros.estado;
  if (filtros.prioridad) query.prioridad = filtros.prioridad;
  if (filtros.equipo.trim()) query.equipo = filtros.equipo.trim();
  else if (filtros.equipos?.length) query.equipo = filtros.equipos;
  if (filtros.maquina) query.maquina = filtros.maquina;
  if (filtros.familia) query.familia = filtros.familia;
  if (filtros.sinValor?.length) query.sinValor = filtros.sinValor;
  const q = busqueda.trim();
  if (q) query.q = q;
  return query;
}

/**
 * List state → `GET /api/tarjetas` parameters: 0-based page and size (-1 = all), one sort
 * (default newest first, so newly added cards lead), the filters and the search.
 */
export function tarjetasQuery(pagination: GridPaginationModel, sortModel: GridSortModel, filtros: FiltrosLista, busqueda: string): TarjetasQuery {
  return { ...paginaYOrden(pagination, sortModel, TARJETA_SORT_FIELDS, 'fecha'), ...filtrosQuery(filtros, busqueda) };
}

const esExportable = (f: string): f is ColumnaExportable => COLUMNAS_EXPORTABLES.some((c) => c.key === f);

/**
 * The list as an export selection (`POST /api/tarjetas/export`): its visible data columns in grid
 * order and its filters (a column's empty value, `sinValor`, is the value ''). The search has no counterpart
 * in `FiltroSeleccion`.
 */
export function filtroSeleccionDesdeLista(columnasVisibles: readonly string[], filtros: FiltrosLista): FiltroSeleccion {
  const seleccion: FiltroSeleccion['filtros'] = {};
  for (const [campo, valor] of Object.entries(filtrosQuery(filtros, ''))) {
    if (esExportable(campo)) seleccion[campo] = Array.isArray(valor) ? valor.map(String) : [String(valor)];
  }
  for (const campo of filtros.sinValor ?? []) seleccion[campo] = [...(seleccion[campo] ?? []), ''];
  return {
    selectedOption: columnasVisibles.filter(esExportable),
    filtros: seleccion,
    alerta: false,
    qrcode: false,
    convertida: false,
    planificacion: false,
  };
}
