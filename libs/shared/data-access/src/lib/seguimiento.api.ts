import { NOTIFICACIONES_MAX, type AvisosVencidas, type Bandeja, type MisReportesPagina, type Novedades } from '@portal/shared/domain';
import { api } from './api';
import { NOTIFICACIONES_POLLING_MS } from './notificaciones.api';

/** The bell's novedades and 'Mis reportes' (its badge counts them): every card change or comment refetches both. */
const NOTIFICACIONES = { type: 'Tarjeta' as const, id: 'NOTIFICACIONES' };
const LIST = { type: 'Tarjeta' as const, id: 'LIST' };
const KAIZEN_LIST = { type: 'Kaizen' as const, id: 'LIST' };

export interface MisReportesArgs {
  page: number;
  pageSize: number;
}

/** The bell polls them like its other groups (a Jefe's close of my card reaches me within this time, or at once live). */
export const NOVEDADES_POLLING = { pollingInterval: NOTIFICACIONES_POLLING_MS, skipPollingIfUnfocused: true } as const;

const leidas = (modo: 'todas' | 'tarjeta') =>
  async function (arg: string | void, { dispatch, queryFulfilled }: { dispatch: (a: unknown) => unknown; queryFulfilled: Promise<{ data: Novedades }> }) {
    // The bell's count moves at once; the answer is the list as stored.
    const patch = dispatch(
      seguimientoApi.util.updateQueryData('getNovedades', undefined, (d) => {
        const leer = (n: Novedades['items'][number]) => modo === 'todas' || n.tarjetaId === arg;
        const nuevas = d.items.filter((n) => !n.leida && leer(n)).length;
        return { items: d.items.map((n) => (leer(n) ? { ...n, leida: true } : n)), noLeidas: Math.max(0, d.noLeidas - (modo === 'todas' ? d.noLeidas : nuevas)) };
      }),
    ) as { undo: () => void };
    try {
      const { data } = await queryFulfilled;
      dispatch(seguimientoApi.util.upsertQueryData('getNovedades', undefined, data));
    } catch {
      patch.undo();
    }
  };

export const seguimientoApi = api.injectEndpoints({
  endpoints: (build) => ({
    getNovedades: build.query<Novedades, void>({
      query: () => '/tarjetas/notificaciones/novedades',
      providesTags: [NOTIFICACIONES],
    }),
    marcarNovedadesLeidas: build.mutation<Novedades, void>({
      query: () => ({ url: '/tarjetas/notificaciones/novedades/leidas', method: 'POST' }),
      onQueryStarted: leidas('todas'),
      invalidatesTags: [LIST, NOTIFICACIONES],
    }),
    /** The user opened the card: its novedades and overdue notices are read. */
    leerNovedadesDeTarjeta: build.mutation<Novedades, string>({
      query: (id) => ({ url: `/tarjetas/${encodeURIComponent(id)}/novedades/leidas`, method: 'POST' }),
      onQueryStarted: leidas('tarjeta'),
      // Its overdue notices were read too: the bell's 'Vencidas' refetch.
      invalidatesTags: [LIST, NOTIFICACIONES],
    }),
    /** The Notificaciones page: up to NOTIFICACIONES_MAX of each list. */
    getTodasNovedades: build.query<Novedades, void>({
      query: () => ({ url: '/tarjetas/notificaciones/novedades', params: { limite: NOTIFICACIONES_MAX } }),
      providesTags: [NOTIFICACIONES],
    }),
    getTodasVencidas: build.query<AvisosVencidas, void>({
      query: () => ({ url: '/tarjetas/notificaciones/vencidas', params: { limite: NOTIFICACIONES_MAX } }),
      providesTags: [NOTIFICACIONES],
    }),
    getMisReportes: build.query<MisReportesPagina, MisReportesArgs>({
      query: ({ page, pageSize }) => ({ url: '/tarjetas/mis-reportes', params: { page, pageSize } }),
      providesTags: [LIST, NOTIFICACIONES],
    }),
    getBandeja: build.query<Bandeja, void>({
      query: () => '/bandeja',
      providesTags: [LIST, KAIZEN_LIST],
    }),
  }),
});

export const {
  useGetNovedadesQuery,
  useMarcarNovedadesLeidasMutation,
  useLeerNovedadesDeTarjetaMutation,
  useGetTodasNovedadesQuery,
  useGetTodasVencidasQuery,
  useGetMisReportesQuery,
  useGetBandejaQuery,
} = seguimientoApi;
