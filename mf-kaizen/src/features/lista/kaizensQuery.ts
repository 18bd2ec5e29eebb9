import type { GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import { ESTADOS_ACTUALES_KAIZEN, KAIZEN_SORT_FIELDS, PILARES, type KaizensFiltroInput, type KaizenSortField, type KaizensQuery } from '@portal/shared/domain';

/** The list's filters and search as held in the page's query string (`/kaizen?estado=Abierta&pilar=Calidad&q=…`); '' = any. */
export interface FiltrosKaizen {
  estado: '' | NonNullable<KaizensQuery['estado']>;
  pilar: '' | NonNullable<KaizensQuery['pilar']>;
  maquina: string;
  q: string;
}
export const CAMPOS_FILTRO = ['estado', 'pilar', 'maquina', 'q'] as const;

const deLista = <T extends string>(valores: readonly T[], v: string | null): '' | T => ((valores as readonly (string | null)[]).includes(v) ? (v as T) : '');

/** The filters of a query string; unknown estados and pilares are ignored. */
export function filtrosDesdeUrl(params: URLSearchParams): FiltrosKaizen {
  return {
    estado: deLista(ESTADOS_ACTUALES_KAIZEN, params.get('estado')),
    pilar: deLista(PILARES, params.get('pilar')),
    maquina: params.get('maquina')?.trim() ?? '',
    q: params.get('q')?.trim() ?? '',
  };
}

/** The filters written back into a query string: empty ones are removed, other parameters kept. */
export function filtrosEnUrl(params: URLSearchParams, filtros: FiltrosKaizen): URLSearchParams {
  const nuevos = new URLSearchParams(params);
  for (const campo of CAMPOS_FILTRO) {
    const valor = filtros[campo].trim();
    if (valor) nuevos.set(campo, valor);
    else nuevos.delete(campo);
  }
  return nuevos;
}

/** The filters as parameters of `GET /api/tarjetaskaizen`, `/totales` and `/export`, empty ones left out. */
export function filtrosQuery(filtros: FiltrosKaizen): KaizensFiltroInput {
  const query: KaizensFiltroInput = {};
  if (filtros.estado) query.estado = filtros.estado;
  if (filtros.pilar) query.pilar = filtros.pilar;
  if (filtros.maquina.trim()) query.maquina = filtros.maquina.trim();
  if (filtros.q.trim()) query.q = filtros.q.trim();
  return query;
}

const esSortField = (f: string): f is KaizenSortField => (KAIZEN_SORT_FIELDS as readonly string[]).includes(f);

/** List state → a page query: 0-based page and size (-1 = all), one sort (default numero desc: the newest first). */
export function kaizensQuery(pagination: GridPaginationModel, sortModel: GridSortModel, filtros: FiltrosKaizen): KaizensQuery {
  const sort = sortModel.find((s) => esSortField(s.field) && s.sort);
  return {
    page: pagination.pageSize === -1 ? 0 : pagination.page,
    pageSize: pagination.pageSize,
    sort: sort ? (sort.field as KaizenSortField) : 'numero',
    order: sort?.sort ?? 'desc',
    ...filtrosQuery(filtros),
  };
}
