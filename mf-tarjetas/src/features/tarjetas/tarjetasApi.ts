import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import {
  auditoriaContrato,
  filtersContrato,
  kaizenContrato,
  tarjetasContrato as T,
  type ColumnaExportable,
  type Color,
  type ConsultaEntrada,
  type CuerpoEntrada,
  type FiltroSeleccion,
  type RespuestaDe,
  type Tarjeta,
  type TarjetasGruposQuery,
  type TarjetasQuery,
} from '@portal/shared/domain';
import { api, pedir, tagsDeEvento, type Tag } from '@portal/shared/data-access';

/** Tag ids beside each card's own id: any list page, the next-number previews, /tarjetasfiltro rows, column values. */
const LIST = { type: 'Tarjeta' as const, id: 'LIST' };
const SIGUIENTE = { type: 'Tarjeta' as const, id: 'SIGUIENTE' };
const CONSULTA = { type: 'Tarjeta' as const, id: 'CONSULTA' };
const VALORES = { type: 'Tarjeta' as const, id: 'VALORES' };
const FILTROS = { type: 'Filter' as const, id: 'LIST' };
/** mf-kaizen's list tag (its lists, totals): a Kaizen change refreshes the card detail's 'Quick Kaizen' section. */
const KAIZEN_LIST = { type: 'Kaizen' as const, id: 'LIST' };
/** A card's 'Historial': every change of the card adds a record to it. */
const historial = (id: string) => ({ type: 'Tarjeta' as const, id: `HISTORIAL:${id}` });

const igual = (a: Tag, b: Tag) => typeof a !== 'string' && typeof b !== 'string' && a.type === b.type && a.id === b.id;

/**
 * What a change of the card `_id` makes stale: the tags of the event it causes (tagsDeEvento), which every other tab
 * invalidates when that event reaches it, but the card's own tag: the answer is the changed card, already written into
 * the detail and the cached pages (reemplazar), so asking for it again would fetch it twice. `alDia`: tags the call is
 * known to leave as they are. Nothing when the request failed.
 */
const evento =
  (tipo: 'tarjeta.actualizada' | 'tarjeta.cerrada', ...alDia: Tag[]) =>
  (_result: unknown, error: unknown, body: { _id: string }) => {
    const fuera: Tag[] = [{ type: 'Tarjeta', id: body._id }, ...alDia];
    return error ? [] : tagsDeEvento({ tipo, id: body._id }).filter((tag) => !fuera.some((f) => igual(tag, f)));
  };

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
  async onQueryStarted(
    _arg: unknown,
    { dispatch, getState, queryFulfilled }: { dispatch: Dispatch; getState: () => unknown; queryFulfilled: Promise<{ data: Tarjeta }> },
  ) {
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
    getTarjetasPagina: build.query<Exclude<RespuestaDe<typeof T.listar>, unknown[]>, TarjetasQuery>({
      query: (consulta) => pedir(T.listar, { consulta }),
      providesTags: (result) => (Array.isArray(result?.items) ? [...result.items.map((t) => ({ type: 'Tarjeta' as const, id: t._id })), LIST] : [LIST]),
    }),
    /** The list's 'Agrupar por': counts per value over the whole filtered set (invalidated with the list). */
    getTarjetasGrupos: build.query<RespuestaDe<typeof T.grupos>, TarjetasGruposQuery>({
      query: (consulta) => pedir(T.grupos, { consulta }),
      providesTags: [LIST],
    }),
    getTarjeta: build.query<RespuestaDe<typeof T.detalle>, string>({
      query: (id) => pedir(T.detalle, { params: { id } }),
      providesTags: (_r, _e, id) => [{ type: 'Tarjeta', id }],
      // Fresh on every visit, so a card deleted meanwhile is never shown from the cache.
      keepUnusedDataFor: 0,
    }),
    getHistorial: build.query<RespuestaDe<typeof auditoriaContrato.historialTarjeta>, string>({
      query: (id) => pedir(auditoriaContrato.historialTarjeta, { params: { id } }),
      providesTags: (_r, _e, id) => [historial(id)],
      keepUnusedDataFor: 0,
    }),
    /** The card detail's 'Quick Kaizen' section: the Kaizens the card belongs to (as a source or in Hacer). */
    getKaizensDeTarjeta: build.query<RespuestaDe<typeof kaizenContrato.deTarjeta>, string>({
      query: (id) => pedir(kaizenContrato.deTarjeta, { params: { id } }),
      providesTags: [KAIZEN_LIST],
    }),
    /** The add form's duplicate warning: the open cards on the chosen machine (and part). */
    getTarjetasAbiertas: build.query<RespuestaDe<typeof T.abiertas>, ConsultaEntrada<typeof T.abiertas>>({
      query: (consulta) => pedir(T.abiertas, { consulta }),
      providesTags: [LIST],
    }),
    getSiguienteNumero: build.query<RespuestaDe<typeof T.siguienteNumero>, Color>({
      query: (color) => pedir(T.siguienteNumero, { consulta: { color } }),
      providesTags: [SIGUIENTE],
    }),
    getValoresColumna: build.query<RespuestaDe<typeof T.valores>, ColumnaExportable>({
      query: (columna) => pedir(T.valores, { consulta: { columna } }),
      providesTags: [VALORES],
    }),
    consultarTarjetas: build.query<RespuestaDe<typeof T.consultar>, FiltroSeleccion>({
      query: (cuerpo) => pedir(T.consultar, { cuerpo }),
      providesTags: [CONSULTA],
    }),
    planificarTarjeta: build.mutation<RespuestaDe<typeof T.planificar>, CuerpoEntrada<typeof T.planificar>>({
      query: (cuerpo) => pedir(T.planificar, { cuerpo }),
      ...reemplazar,
      // Planning changes nothing a Kaizen shows of its cards (state, description).
      invalidatesTags: evento('tarjeta.actualizada', KAIZEN_LIST),
    }),
    /** The dialog also sends the hours it shows (`tiempoEmpleado`): the server ignores them and computes its own. */
    cerrarTarjeta: build.mutation<RespuestaDe<typeof T.cerrar>, CuerpoEntrada<typeof T.cerrar> & { tiempoEmpleado?: number }>({
      query: (cuerpo) => pedir(T.cerrar, { cuerpo }),
      ...reemplazar,
      invalidatesTags: evento('tarjeta.cerrada'),
    }),
    cerrarTarjetaAmarilla: build.mutation<RespuestaDe<typeof T.cerrarAmarilla>, CuerpoEntrada<typeof T.cerrarAmarilla>>({
      query: (cuerpo) => pedir(T.cerrarAmarilla, { cuerpo }),
      ...reemplazar,
      invalidatesTags: evento('tarjeta.cerrada'),
    }),
    editarTarjeta: build.mutation<RespuestaDe<typeof T.editar>, CuerpoEntrada<typeof T.editar>>({
      query: (cuerpo) => pedir(T.editar, { cuerpo }),
      ...reemplazar,
      invalidatesTags: evento('tarjeta.actualizada'),
    }),
    editarTarjetaAmarilla: build.mutation<RespuestaDe<typeof T.editarAmarilla>, CuerpoEntrada<typeof T.editarAmarilla>>({
      query: (cuerpo) => pedir(T.editarAmarilla, { cuerpo }),
      ...reemplazar,
      invalidatesTags: evento('tarjeta.actualizada'),
    }),
    agregarImagen: build.mutation<RespuestaDe<typeof T.agregarImagen>, CuerpoEntrada<typeof T.agregarImagen>>({
      query: (cuerpo) => pedir(T.agregarImagen, { cuerpo }),
      ...reemplazar,
      invalidatesTags: evento('tarjeta.actualizada'),
    }),
    agregarImagenAntes: build.mutation<RespuestaDe<typeof T.imagenAntes>, CuerpoEntrada<typeof T.imagenAntes>>({
      query: (cuerpo) => pedir(T.imagenAntes, { cuerpo }),
      ...reemplazar,
      invalidatesTags: evento('tarjeta.actualizada'),
    }),
    agregarImagenDespues: build.mutation<RespuestaDe<typeof T.imagenDespues>, CuerpoEntrada<typeof T.imagenDespues>>({
      query: (cuerpo) => pedir(T.imagenDespues, { cuerpo }),
      ...reemplazar,
      invalidatesTags: evento('tarjeta.actualizada'),
    }),
    eliminarTarjeta: build.mutation<RespuestaDe<typeof T.eliminar>, string>({
      query: (id) => pedir(T.eliminar, { params: { id } }),
      // The event's tags leave the card's own alone: the detail still on screen would re-ask for it (a 404) before leaving.
      invalidatesTags: (_r, error, id) => (error ? [] : tagsDeEvento({ tipo: 'tarjeta.eliminada', id })),
    }),
    getFiltros: build.query<RespuestaDe<typeof filtersContrato.listar>, void>({
      query: () => pedir(filtersContrato.listar),
      providesTags: [FILTROS],
    }),
    guardarFiltro: build.mutation<RespuestaDe<typeof filtersContrato.crear>, CuerpoEntrada<typeof filtersContrato.crear>>({
      query: (cuerpo) => pedir(filtersContrato.crear, { cuerpo }),
      invalidatesTags: [FILTROS],
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
} = tarjetasApi;
