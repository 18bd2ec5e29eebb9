import type {
  AgregarImagenInput,
  CerrarKaizenBody,
  CrearKaizenBody,
  EditarKaizenBody,
  Kaizen,
  KaizenRecurrencia,
  KaizensFiltroInput,
  KaizensPagina,
  KaizensQuery,
  KaizenTotales,
  RegistroHistorial,
  SuccessResponse,
  Tarjeta,
  TarjetaHacerInput,
  TarjetasPagina,
  UploadResponse,
} from '@portal/shared/domain';
import { KAIZEN_API } from '@portal/shared/domain';
import { api, KAIZEN_DETALLE_TAG } from '@portal/shared/data-access';

/** How many cards the source-card search offers at once. */
export const TARJETAS_ORIGEN_BUSQUEDA = 10;

const LIST = { type: 'Kaizen' as const, id: 'LIST' };
const uno = (id: string) => ({ type: 'Kaizen' as const, id });
/** Every Kaizen change touches the list, its totals and the Kaizen itself (and its Historial). */
const cambio = (_r: unknown, error: unknown, body: { _id: string }) => (error ? [] : [LIST, uno(body._id)]);

/** Query-string of a list page; empty values are left out. */
export function kaizensQueryParams(query: KaizensQuery | KaizensFiltroInput): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params[key] = value as string | number;
  }
  return params;
}

/** mf_kaizen's calls, injected into the portal's single api. */
export const kaizenApi = api.injectEndpoints({
  endpoints: (build) => ({
    getKaizensPagina: build.query<KaizensPagina, KaizensQuery>({
      query: (q) => ({ url: KAIZEN_API.base, params: kaizensQueryParams(q) }),
      providesTags: [LIST],
    }),
    getKaizenTotales: build.query<KaizenTotales, KaizensFiltroInput>({
      query: (q) => ({ url: KAIZEN_API.totales, params: kaizensQueryParams(q) }),
      providesTags: [LIST],
    }),
    getKaizen: build.query<Kaizen, string>({
      query: (id) => KAIZEN_API.uno(id),
      providesTags: (_r, _e, id) => [uno(id), KAIZEN_DETALLE_TAG],
    }),
    getKaizenRecurrencia: build.query<KaizenRecurrencia, string>({
      query: (id) => KAIZEN_API.recurrencia(id),
      providesTags: (_r, _e, id) => [uno(id), KAIZEN_DETALLE_TAG],
    }),
    getKaizenHistorial: build.query<RegistroHistorial[], string>({
      query: (id) => KAIZEN_API.historial(id),
      providesTags: (_r, _e, id) => [uno(id)],
    }),
    /** Whether a card exists (the add form checks each source card as it is added). */
    buscarTarjeta: build.query<TarjetasPagina, { color: string; numero: number }>({
      query: ({ color, numero }) => ({ url: '/tarjetas', params: { color, numero, page: 0, pageSize: 1 } }),
    }),
    /** The source-card picker: cards whose número, descripción, equipo, máquina or detectó match `q`, newest first. */
    buscarTarjetasOrigen: build.query<TarjetasPagina, string>({
      query: (q) => ({ url: '/tarjetas', params: { q, page: 0, pageSize: TARJETAS_ORIGEN_BUSQUEDA } }),
    }),
    /** A card by id (the cards selected in /tarjetas arrive as `?tarjetas=<id>,<id>`). */
    tarjetaPorId: build.query<Tarjeta, string>({
      query: (id) => `/tarjetas/${encodeURIComponent(id)}`,
    }),
    crearKaizen: build.mutation<Kaizen, CrearKaizenBody>({
      query: (body) => ({ url: KAIZEN_API.base, method: 'POST', body }),
      invalidatesTags: (_r, error) => (error ? [] : [LIST]),
    }),
    agregarTarjetaHacer: build.mutation<Kaizen, TarjetaHacerInput>({
      query: (body) => ({ url: KAIZEN_API.tarjetasHacer, method: 'POST', body }),
      invalidatesTags: cambio,
    }),
    cerrarKaizen: build.mutation<Kaizen, CerrarKaizenBody>({
      query: (body) => ({ url: KAIZEN_API.cerrar, method: 'POST', body }),
      invalidatesTags: cambio,
    }),
    editarKaizen: build.mutation<Kaizen, EditarKaizenBody>({
      query: (body) => ({ url: KAIZEN_API.editar, method: 'POST', body }),
      invalidatesTags: cambio,
    }),
    agregarImagenKaizen: build.mutation<Kaizen, AgregarImagenInput & { lado: 'antes' | 'despues' }>({
      query: ({ lado, ...body }) => ({ url: lado === 'antes' ? KAIZEN_API.imagenFront : KAIZEN_API.imagenBack, method: 'POST', body }),
      invalidatesTags: cambio,
    }),
    uploadImagenKaizen: build.mutation<UploadResponse, File | Blob>({
      query: (file) => {
        const body = new FormData();
        body.append('file', file);
        return { url: '/uploads', method: 'POST', body };
      },
    }),
    eliminarKaizen: build.mutation<SuccessResponse, string>({
      query: (id) => ({ url: KAIZEN_API.uno(id), method: 'DELETE' }),
      // The detail still on screen would re-ask for the Kaizen just deleted (a 404) before leaving.
      invalidatesTags: (_r, error) => (error ? [] : [LIST]),
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
  useUploadImagenKaizenMutation,
  useEliminarKaizenMutation,
} = kaizenApi;
