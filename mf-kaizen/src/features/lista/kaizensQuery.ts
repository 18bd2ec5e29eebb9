import type { GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import { ESTADOS_ACTUALES_KAIZEN, KAIZEN_SORT_FIELDS, PILARES, type KaizensFiltroInput, type KaizensQuery } from '@portal/shared/domain';
import { paginaYOrden } from '@portal/shared/ui';

/** The list's filters as held in the page's query string (`/kaizen?estado=Abierta&pilar=Calidad`); '' = any. */
export interface FiltrosKaizen {
  estado: '' | NonNullable<KaizensQuery['estado']>;
  pilar: '' | NonNullable<KaizensQuery['pilar']>;
  maquina: string;
}
export const CAMPOS_FILTRO = ['estado', 'pilar', 'maquina'] as const;

const deLista = <T extends string>(valores: readonly T[], v: string | null): '' | T => ((valores as readonly (string | null)[]).includes(v) ? (v as T) : '');

/** The filters of a query string; unknown estados and pilares are ignored. */
export function filtrosDesdeUrl(params: URLSearchParams): FiltrosKaizen {
  return {
    estado: deLista(ESTADOS_ACTUALES_KAIZEN, params.get('estado')),
    pilar: deLista(PILARES, params.get('pilar')),
    maquina: params.get('maquina')?.trim() ?? '',
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

/** The filters and the search as parameters of `GET /api/tarjetaskaizen`, `/totales` and `/export`, empty ones left out. */
export function filtrosQuery(filtros: FiltrosKaizen, q: string): KaizensFiltroInput {
  const query: KaizensFiltroInput = {};
  if (filtros.estado) query.estado = filtros.estado;
  if (filtros.pilar) query.pilar = filtros.pilar;
  if (filtros.maquina.trim()) query.maquina = filtros.maquina.trim();
  if (q.trim()) query.q = q.trim();
  return query;
}

/** List state → a page query: 0-based page and size (-1 = all), one sort (default numero desc: the newest first). */
export function kaizensQuery(pagination: GridPaginationModel, sortModel: GridSortModel, filtros: FiltrosKaizen, q: string): KaizensQuery {
  return { ...paginaYOrden(pagination, sortModel, KAIZEN_SORT_FIELDS, 'numero'), ...filtrosQuery(filtros, q) };
}
