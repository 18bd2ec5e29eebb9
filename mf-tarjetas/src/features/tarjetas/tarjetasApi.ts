import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type {
  Color,
  FiltroPreset,
  FiltroSeleccion,
  KaizenDeTarjeta,
  RegistroHistorial,
  SiguienteNumero,
  SuccessResponse,
  Tarjeta,
  TarjetasAbiertas,
  TarjetasGrupos,
  TarjetasGruposQuery,
  TarjetasPagina,
  TarjetasQuery,
  UploadResponse,
  ColumnaExportable,
} from '@portal/shared/domain';
import { KAIZEN_API } from '@portal/shared/domain';
import { api, KAIZEN_DETALLE_TAG } from '@portal/shared/data-access';
import type {
  AgregarImagenBody,
  CerrarTarjetaAmarillaBody,
  CerrarTarjetaBody,
  CrearTarjetaAmarillaBody,
  CrearTarjetaBody,
  EditarTarjetaAmarillaBody,
  EditarTarjetaBody,
  GuardarFiltroBody,
  PlanificarTarjetaBody,
} from './tarjetaInputs';

export type * from './tarjetaInputs';

/** Tag ids beside each card's own id: any list page, the next-number previews, /tarjetasfiltro rows, column values, notifications. */
const LIST = { type: 'Tarjeta' as const, id: 'LIST' };
const SIGUIENTE = { type: 'Tarjeta' as const, id: 'SIGUIENTE' };
const CONSULTA = { type: 'Tarjeta' as const, id: 'CONSULTA' };
const VALORES = { type: 'Tarjeta' as const, id: 'VALORES' };
/** Provided by the bell's queries and 'Mis reportes' (shared data-access). */
const NOTIFICACIONES = { type: 'Tarjeta' as const, id: 'NOTIFICACIONES' };
const DASHBOARD = { type: 'Dashboard' as const };
const FILTROS = { type: 'Filter' as const, id: 'LIST' };
/** mf-kaizen's list tag (its lists, totals): a Kaizen change refreshes the card detail's 'Quick Kaizen' section. */
const KAIZEN_LIST = { type: 'Kaizen' as const, id: 'LIST' };
/** Every Kaizen: a closed, edited or deleted card changes what its Kaizens show (the linked card's state, description). */
const KAIZENS = { type: 'Kaizen' as const };
/** A card's 'Historial': every change of the card adds a record to it. */
const historial = (id: string) => ({ type: 'Tarjeta' as const, id: `HISTORIAL:${id}` });
type TagDeTarjeta = typeof LIST | typeof DASHBOARD | typeof KAIZENS | ReturnType<typeof historial>;
/** The given tags plus the changed card's Historial. */
const yHistorial =
  (...tags: TagDeTarjeta[]) =>
  (_result: unknown, _error: unknown, body: { _id: string }) => [...tags, historial(body._id)];

/**
 * Query-string of a list page; empty values are left out (an empty `q` would be a search for ''). Lists
 * (several colours or equipos, `sinValor`) repeat their key, as the API reads them (fetchBaseQuery would join them with commas).
 */
export function tarjetasQueryParams(query: TarjetasQuery | TarjetasGruposQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) value.forEach((v: string) => params.append(key, v));
    else params.append(key, String(value));
  }
  return params;
}

// The lifecycle's dispatch is typed against the whole root state, which this file cannot name.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Dispatch = ThunkDispatch<any, any, UnknownAction>;

/** A closed/edited/planned card replaces its old copy in the detail and in every cached list page. */
function reemplazarEnCache(dispatch: Dispatch, getState: () => unknown, tarjeta: Tarjeta): void {
  dispatch(tarjetasApi.util.upsertQueryData('getTarjeta', tarjeta._id, tarjeta));
  const state = getState() as Parameters<typeof tarjetasApi.util.selectCachedArgsForQuery>[0];
  for (const args of tarjetasApi.util.selectCachedArgsForQuery(state, 'getTarjetasPagina')) {
    dispatch(
      tarjetasApi.util.updateQueryData('getTarjetasPagina', args, (pagina) => {
        const i = pagina.items.findIndex((t) => t._id === tarjeta._id);
        if (i >= 0) pagina.items[i] = tarjeta;
      }),
    );
  }
}

const reemplazar = {
  async onQueryStarted(_arg: unknown, { dispatch, getState, queryFulfilled }: { dispatch: Dispatch; getState: () => unknown; queryFulfilled: Promise<{ data: Tarjeta }> }) {
    try {
      const { data } = await queryFulfilled;
      reemplazarEnCache(dispatch, getState, data);
    } catch {
      // The calling form shows the error.
    }
  },
};

/** Every card call of the portal, injected into the one shared api (the shell's store serves them). */
export const tarjetasApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTarjetasPagina: build.query<TarjetasPagina, TarjetasQuery>({
      query: (query) => ({ url: '/tarjetas', params: tarjetasQueryParams(query) }),
      providesTags: (result) => (Array.isArray(result?.items) ? [...result.items.map((t) => ({ type: 'Tarjeta' as const, id: t._id })), LIST] : [LIST]),
    }),
    /** The list's 'Agrupar por': counts per value over the whole filtered set (invalidated with the list). */
    getTarjetasGrupos: build.query<TarjetasGrupos, TarjetasGruposQuery>({
      query: (query) => ({ url: '/tarjetas/grupos', params: tarjetasQueryParams(query) }),
      providesTags: [LIST],
    }),
    getTarjeta: build.query<Tarjeta, string>({
      query: (id) => `/tarjetas/${encodeURIComponent(id)}`,
      providesTags: (_r, _e, id) => [{ type: 'Tarjeta', id }],
      // Fresh on every visit, so a card deleted meanwhile is never shown from the cache.
      keepUnusedDataFor: 0,
    }),
    getHistorial: build.query<RegistroHistorial[], string>({
      query: (id) => `/tarjetas/${encodeURIComponent(id)}/historial`,
      providesTags: (_r, _e, id) => [historial(id)],
      keepUnusedDataFor: 0,
    }),
    /** The card detail's 'Quick Kaizen' section: the Kaizens the card belongs to (as a source or in Hacer). */
    getKaizensDeTarjeta: build.query<KaizenDeTarjeta[], string>({
      query: (id) => KAIZEN_API.deTarjeta(id),
      providesTags: [KAIZEN_LIST],
    }),
    /** The add form's duplicate warning: the open cards on the chosen machine (and part). */
    getTarjetasAbiertas: build.query<TarjetasAbiertas, { maquina: string; parteMaquina?: string }>({
      query: ({ maquina, parteMaquina }) => ({ url: '/tarjetas/abiertas', params: parteMaquina ? { maquina, parteMaquina } : { maquina } }),
      providesTags: [LIST],
    }),
    getSiguienteNumero: build.query<SiguienteNumero, Color>({
      query: (color) => ({ url: '/tarjetas/siguiente-numero', params: { color } }),
      providesTags: [SIGUIENTE],
    }),
    getValoresColumna: build.query<string[], ColumnaExportable>({
      query: (columna) => ({ url: '/tarjetas/valores', params: { columna } }),
      providesTags: [VALORES],
    }),
    consultarTarjetas: build.query<TarjetasPagina, FiltroSeleccion>({
      query: (body) => ({ url: '/tarjetas/consulta', method: 'POST', body }),
      providesTags: [CONSULTA],
    }),
    crearTarjeta: build.mutation<Tarjeta, CrearTarjetaBody>({
      query: (body) => ({ url: '/tarjetas', method: 'POST', body }),
      invalidatesTags: [LIST, SIGUIENTE, CONSULTA, VALORES, DASHBOARD],
    }),
    crearTarjetaAmarilla: build.mutation<Tarjeta, CrearTarjetaAmarillaBody>({
      query: (body) => ({ url: '/tarjetas/amarilla', method: 'POST', body }),
      invalidatesTags: [LIST, SIGUIENTE, CONSULTA, VALORES, DASHBOARD],
    }),
    planificarTarjeta: build.mutation<Tarjeta, PlanificarTarjetaBody>({
      query: (body) => ({ url: '/tarjetas/agregarplanificacion', method: 'POST', body }),
      ...reemplazar,
      invalidatesTags: yHistorial(CONSULTA),
    }),
    cerrarTarjeta: build.mutation<Tarjeta, CerrarTarjetaBody>({
      query: (body) => ({ url: '/tarjetas/cerrar', method: 'POST', body }),
      ...reemplazar,
      invalidatesTags: yHistorial(CONSULTA, VALORES, DASHBOARD, NOTIFICACIONES, KAIZENS),
    }),
    cerrarTarjetaAmarilla: build.mutation<Tarjeta, CerrarTarjetaAmarillaBody>({
      query: (body) => ({ url: '/tarjetas/cerrar/amarilla', method: 'POST', body }),
      ...reemplazar,
      invalidatesTags: yHistorial(CONSULTA, VALORES, DASHBOARD, NOTIFICACIONES, KAIZENS),
    }),
    editarTarjeta: build.mutation<Tarjeta, EditarTarjetaBody>({
      query: (body) => ({ url: '/tarjetas/editar', method: 'POST', body }),
      ...reemplazar,
      invalidatesTags: yHistorial(CONSULTA, VALORES, DASHBOARD, KAIZENS),
    }),
    editarTarjetaAmarilla: build.mutation<Tarjeta, EditarTarjetaAmarillaBody>({
      query: (body) => ({ url: '/tarjetas/editarAmarilla', method: 'POST', body }),
      ...reemplazar,
      invalidatesTags: yHistorial(CONSULTA, VALORES, DASHBOARD, KAIZENS),
    }),
    agregarImagen: build.mutation<Tarjeta, AgregarImagenBody>({
      query: (body) => ({ url: '/tarjetas/agregarimagen', method: 'POST', body }),
      ...reemplazar,
      invalidatesTags: yHistorial(),
    }),
    agregarImagenAntes: build.mutation<Tarjeta, AgregarImagenBody>({
      query: (body) => ({ url: '/tarjetas/agregarimagenantes', method: 'POST', body }),
      ...reemplazar,
      invalidatesTags: yHistorial(),
    }),
    agregarImagenDespues: build.mutation<Tarjeta, AgregarImagenBody>({
      query: (body) => ({ url: '/tarjetas/agregarimagendespues', method: 'POST', body }),
      ...reemplazar,
      invalidatesTags: yHistorial(),
    }),
    eliminarTarjeta: build.mutation<SuccessResponse, string>({
      query: (id) => ({ url: `/tarjetas/${encodeURIComponent(id)}`, method: 'DELETE' }),
      // Lists, consultas, notifications and Kaizen details refetch without the card. Its own id tag is left alone: the
      // detail still on screen would re-ask for the card just deleted (a 404) before leaving.
      invalidatesTags: (_r, error) => (error ? [] : [LIST, CONSULTA, VALORES, DASHBOARD, NOTIFICACIONES, KAIZEN_DETALLE_TAG]),
    }),
    getFiltros: build.query<FiltroPreset[], void>({
      query: () => '/filters',
      providesTags: [FILTROS],
    }),
    guardarFiltro: build.mutation<FiltroPreset, GuardarFiltroBody>({
      query: (body) => ({ url: '/filters', method: 'POST', body }),
      invalidatesTags: [FILTROS],
    }),
    uploadImagen: build.mutation<UploadResponse, File | Blob>({
      query: (file) => {
        const body = new FormData();
        body.append('file', file);
        return { url: '/uploads', method: 'POST', body };
      },
    }),
  }),
});

export const {
  useGetTarjetasPaginaQuery,
  useGetTarjetasGruposQuery,
  useGetTarjetaQuery,
  useGetHistorialQuery,
  useGetKaizensDeTarjetaQuery,
  useGetTarjetasAbiertasQuery,
  useGetSiguienteNumeroQuery,
  useGetValoresColumnaQuery,
  useConsultarTarjetasQuery,
  useLazyConsultarTarjetasQuery,
  useCrearTarjetaMutation,
  useCrearTarjetaAmarillaMutation,
  usePlanificarTarjetaMutation,
  useCerrarTarjetaMutation,
  useCerrarTarjetaAmarillaMutation,
  useEditarTarjetaMutation,
  useEditarTarjetaAmarillaMutation,
  useAgregarImagenMutation,
  useAgregarImagenAntesMutation,
  useAgregarImagenDespuesMutation,
  useEliminarTarjetaMutation,
  useGetFiltrosQuery,
  useGuardarFiltroMutation,
  useUploadImagenMutation,
} = tarjetasApi;
