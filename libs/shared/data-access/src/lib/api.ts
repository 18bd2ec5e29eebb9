import { createAction } from '@reduxjs/toolkit';
import { PANTALLA_HEADER } from '@portal/shared/domain';
import { cabecerasPortal } from './origen';
import { consultaComoTexto } from './pedir';
import { createApi, fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError } from '@reduxjs/toolkit/query/react';

/** Dispatched when any authenticated call answers 401: the auth slice drops the token. */
export const sessionExpired = createAction('auth/sessionExpired');

/** Endpoints whose 401 means "wrong credentials", not "session expired". */
const CREDENTIAL_ENDPOINTS = new Set(['login', 'demoLogin']);

interface StateWithToken {
  auth?: { token?: string | null };
}

/** A request that carries a TV board's pantalla token (PANTALLA_HEADER) uses nothing of a user session. */
const conPantalla = (args: string | FetchArgs): boolean =>
  typeof args === 'object' &&
  !!args.headers &&
  !Array.isArray(args.headers) &&
  !(args.headers instanceof Headers) &&
  Boolean((args.headers as Record<string, unknown>)[PANTALLA_HEADER]);

const rawBaseQuery = fetchBaseQuery({
  baseUrl: '/api',
  paramsSerializer: consultaComoTexto,
  prepareHeaders: (headers, { getState }) => {
    const token = (getState() as StateWithToken).auth?.token;
    for (const [nombre, valor] of Object.entries(cabecerasPortal(headers.has(PANTALLA_HEADER) ? null : token))) headers.set(nombre, valor);
    return headers;
  },
});

export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (args, ctx, extra) => {
  const result = await rawBaseQuery(args, ctx, extra);
  // A refused pantalla token is the board's business (it says 'Pantalla revocada'), not the end of a user session.
  if (result.error?.status === 401 && !CREDENTIAL_ENDPOINTS.has(ctx.endpoint) && !conPantalla(args)) {
    ctx.dispatch(sessionExpired());
  }
  return result;
};

export const TAG_TYPES = [
  'User',
  'Campo',
  'Tarjeta',
  'Kaizen',
  'Filter',
  'Dashboard',
  'Hours',
  'Comentario',
  'Organigrama',
  'Pantalla',
  'ProgramaAm',
  'Cil',
] as const;
export type TagType = (typeof TAG_TYPES)[number];
/**
 * The fixed ids of cache tags: a list, a section or a prefix (`HISTORIAL:<id>`). Any other id is a document's `_id`
 * or an argument. etiquetasCache.spec (shared-live) checks every tag a query provides or a change invalidates.
 */
export const TAG_IDS = ['LIST', 'DETALLE', 'SIGUIENTE', 'CONSULTA', 'VALORES', 'NOTIFICACIONES', 'TABLERO', 'RECIENTES', 'HISTORIAL'] as const;
export type TagId = (typeof TAG_IDS)[number];

/**
 * Provided by every query that shows a Kaizen's linked cards (mf-kaizen's detail and recurrence): a deleted card
 * invalidates only these. The whole 'Kaizen' type would also refetch the deleted card's own 'Quick Kaizen'
 * section, which the detail still on screen would ask for (a 404) before leaving.
 */
export const KAIZEN_DETALLE_TAG = { type: 'Kaizen', id: 'DETALLE' } as const;

/**
 * The ONE RTK Query api of the portal. It is a Module Federation singleton: the shell's store
 * mounts its reducer/middleware, and every remote adds its calls with `api.injectEndpoints`.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});
