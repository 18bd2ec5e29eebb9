import {
  kaizenContrato as K,
  tarjetasContrato as T,
  type Color,
  type CuerpoEntrada,
  type EventoPortal,
  type Kaizen,
  type KaizenTarjetaRef,
  type KaizensFiltroInput,
  type KaizensQuery,
  type RespuestaDe,
  type TarjetasPagina,
} from '@portal/shared/domain';
import { api, KAIZEN_DETALLE_TAG, pedir, tagsDeEvento, tagsDeEventos, unirTags } from '@portal/shared/data-access';

/** How many cards the source-card search offers at once. */
export const TARJETAS_ORIGEN_BUSQUEDA = 10;

const LIST = { type: 'Kaizen' as const, id: 'LIST' };
const uno = (id: string) => ({ type: 'Kaizen' as const, id });
/*
 * Each change invalidates the tags of the events it causes (tagsDeEvento), as every other tab does when they reach it.
 * A link between a Kaizen and a card announces the Kaizen and the card as changed (a card shows its Kaizens).
 */
const actualizado = (id: string): EventoPortal => ({ tipo: 'kaizen.actualizado', id });
const tarjetasActualizadas = (refs: readonly KaizenTarjetaRef[]) =>
  refs.flatMap((t): EventoPortal[] => (t._id ? [{ tipo: 'tarjeta.actualizada', id: t._id }] : []));
/** An edit, an image, or Hacer cards added (the answer lists them: the new ones among them). */
const cambio = (r: Kaizen | undefined, error: unknown, body: { _id: string }) =>
  error ? [] : tagsDeEventos(actualizado(body._id), ...tarjetasActualizadas(r?.tarjetasHacer ?? []));
/**
 * A deleted Kaizen's links go with it: each of its cards that remains is announced as changed. Which ones is not known
 * here (the request sends the id only): the whole 'Tarjeta' type stands for their own tags (unirTags drops the '' ones).
 * KAIZEN_DETALLE_TAG (every Kaizen detail) stays out: the one detail on screen is the deleted Kaizen's, and it would
 * ask again for what no longer exists (a 404) before leaving for the list.
 */
const eliminado = (id: string) =>
  unirTags([tagsDeEvento({ tipo: 'kaizen.eliminado', id }), tagsDeEvento({ tipo: 'tarjeta.actualizada', id: '' }), ['Tarjeta']]).filter(
    (t) => t !== KAIZEN_DETALLE_TAG,
  );

/** mf_kaizen's calls, injected into the portal's single api. */
export const kaizenApi = api.injectEndpoints({
  endpoints: (build) => ({
    getKaizensPagina: build.query<Exclude<RespuestaDe<typeof K.listar>, unknown[]>, KaizensQuery>({
      query: (consulta) => pedir(K.listar, { consulta }),
      providesTags: [LIST],
    }),
    getKaizenTotales: build.query<RespuestaDe<typeof K.totales>, KaizensFiltroInput>({
      query: (consulta) => pedir(K.totales, { consulta }),
      providesTags: [LIST],
    }),
    getKaizen: build.query<RespuestaDe<typeof K.detalle>, string>({
      query: (id) => pedir(K.detalle, { params: { id } }),
      providesTags: (_r, _e, id) => [uno(id), KAIZEN_DETALLE_TAG],
    }),
    getKaizenRecurrencia: build.query<RespuestaDe<typeof K.recurrencia>, string>({
      query: (id) => pedir(K.recurrencia, { params: { id } }),
      providesTags: (_r, _e, id) => [uno(id), KAIZEN_DETALLE_TAG],
    }),
    getKaizenHistorial: build.query<RespuestaDe<typeof K.historial>, string>({
      query: (id) => pedir(K.historial, { params: { id } }),
      providesTags: (_r, _e, id) => [uno(id)],
    }),
    /** Whether a card exists (the add form checks each source card as it is added). */
    buscarTarjeta: build.query<TarjetasPagina, { color: Color; numero: number }>({
      query: ({ color, numero }) => pedir(T.listar, { consulta: { color: [color], numero: String(numero), page: 0, pageSize: 1 } }),
    }),
    /** The source-card picker: cards whose número, descripción, equipo, máquina or detectó match `q`, newest first. */
    buscarTarjetasOrigen: build.query<TarjetasPagina, string>({
      query: (q) => pedir(T.listar, { consulta: { q, page: 0, pageSize: TARJETAS_ORIGEN_BUSQUEDA } }),
    }),
    /** A card by id (the cards selected in /tarjetas arrive as `?tarjetas=<id>,<id>`). */
    tarjetaPorId: build.query<RespuestaDe<typeof T.detalle>, string>({
      query: (id) => pedir(T.detalle, { params: { id } }),
    }),
    crearKaizen: build.mutation<RespuestaDe<typeof K.crear>, CuerpoEntrada<typeof K.crear>>({
      query: (cuerpo) => pedir(K.crear, { cuerpo }),
      invalidatesTags: (r, error) =>
        error || !r ? [] : tagsDeEventos({ tipo: 'kaizen.creado', id: r._id }, actualizado(r._id), ...tarjetasActualizadas(r.preTarjeta)),
    }),
    agregarTarjetaHacer: build.mutation<RespuestaDe<typeof K.agregarHacer>, CuerpoEntrada<typeof K.agregarHacer>>({
      query: (cuerpo) => pedir(K.agregarHacer, { cuerpo }),
      invalidatesTags: cambio,
    }),
    cerrarKaizen: build.mutation<RespuestaDe<typeof K.cerrar>, CuerpoEntrada<typeof K.cerrar>>({
      query: (cuerpo) => pedir(K.cerrar, { cuerpo }),
      invalidatesTags: cambio,
    }),
    editarKaizen: build.mutation<RespuestaDe<typeof K.editar>, CuerpoEntrada<typeof K.editar>>({
      query: (cuerpo) => pedir(K.editar, { cuerpo }),
      invalidatesTags: cambio,
    }),
    agregarImagenKaizen: build.mutation<RespuestaDe<typeof K.imagenAntes>, CuerpoEntrada<typeof K.imagenAntes> & { lado: 'antes' | 'despues' }>({
      query: ({ lado, ...cuerpo }) => pedir(lado === 'antes' ? K.imagenAntes : K.imagenDespues, { cuerpo }),
      invalidatesTags: cambio,
    }),
    eliminarKaizen: build.mutation<RespuestaDe<typeof K.eliminar>, string>({
      query: (id) => pedir(K.eliminar, { params: { id } }),
      // The event's tags leave the Kaizen's own alone: the detail still on screen would re-ask for it (a 404) before leaving.
      invalidatesTags: (_r, error, id) => (error ? [] : eliminado(id)),
    }),
  }),
});

export const {
  useGetKaizensPaginaQuery,
  useGetKaizenTotalesQuery,
  useGetKaizenQuery,
  useGetKaizenRecurrenciaQuery,
  useGetKaizenHistorialQuery,
  useLazyBuscarTarjetaQuery,
  useBuscarTarjetasOrigenQuery,
  useLazyTarjetaPorIdQuery,
  useCrearKaizenMutation,
  useAgregarTarjetaHacerMutation,
  useCerrarKaizenMutation,
  useEditarKaizenMutation,
  useAgregarImagenKaizenMutation,
  useEliminarKaizenMutation,
} = kaizenApi;
