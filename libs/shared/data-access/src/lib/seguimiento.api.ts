import {
  NOTIFICACIONES_MAX,
  notificacionesContrato as N,
  seguimientoContrato as S,
  type ConsultaEntrada,
  type Novedades,
  type RespuestaDe,
} from '@portal/shared/domain';
import { api } from './api';
import { NOTIFICACIONES_POLLING_MS } from './notificaciones.api';
import { pedir } from './pedir';

/** The bell's novedades and 'Mis reportes' (its badge counts them): every card change or comment refetches both. */
const NOTIFICACIONES = { type: 'Tarjeta' as const, id: 'NOTIFICACIONES' };
const LIST = { type: 'Tarjeta' as const, id: 'LIST' };
const KAIZEN_LIST = { type: 'Kaizen' as const, id: 'LIST' };

export type MisReportesArgs = ConsultaEntrada<typeof S.misReportes>;

/** The bell polls them like its other groups (a Jefe's close of my card reaches me within this time, or at once live). */
export const NOVEDADES_POLLING = { pollingInterval: NOTIFICACIONES_POLLING_MS, skipPollingIfUnfocused: true } as const;

const leidas = (modo: 'todas' | 'tarjeta') =>
  async function (arg: string | void, { dispatch, queryFulfilled }: { dispatch: (a: unknown) => unknown; queryFulfilled: Promise<{ data: Novedades }> }) {
    // The bell's count moves at once; the answer is the list as stored.
    const patch = dispatch(
      seguimientoApi.util.updateQueryData('getNovedades', undefined, (d) => {
        const leer = (n: Novedades['items'][number]) => modo === 'todas' || n.tarjetaId === arg;
        const nuevas = d.items.filter((n) => !n.leida && leer(n)).length;
        return {
          items: d.items.map((n) => (leer(n) ? { ...n, leida: true } : n)),
          noLeidas: Math.max(0, d.noLeidas - (modo === 'todas' ? d.noLeidas : nuevas)),
        };
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
    getNovedades: build.query<RespuestaDe<typeof S.novedades>, void>({
      query: () => pedir(S.novedades, { consulta: {} }),
      providesTags: [NOTIFICACIONES],
    }),
    marcarNovedadesLeidas: build.mutation<RespuestaDe<typeof S.novedadesLeidas>, void>({
      query: () => pedir(S.novedadesLeidas),
      onQueryStarted: leidas('todas'),
      invalidatesTags: [LIST, NOTIFICACIONES],
    }),
    /** The user opened the card: its novedades and overdue notices are read. */
    leerNovedadesDeTarjeta: build.mutation<RespuestaDe<typeof S.leidasDeTarjeta>, string>({
      query: (id) => pedir(S.leidasDeTarjeta, { params: { id } }),
      onQueryStarted: leidas('tarjeta'),
      // Its overdue notices were read too: the bell's 'Vencidas' refetch.
      invalidatesTags: [LIST, NOTIFICACIONES],
    }),
    /** The Notificaciones page: up to NOTIFICACIONES_MAX of each list. */
    getTodasNovedades: build.query<RespuestaDe<typeof S.novedades>, void>({
      query: () => pedir(S.novedades, { consulta: { limite: NOTIFICACIONES_MAX } }),
      providesTags: [NOTIFICACIONES],
    }),
    getTodasVencidas: build.query<RespuestaDe<typeof N.vencidas>, void>({
      query: () => pedir(N.vencidas, { consulta: { limite: NOTIFICACIONES_MAX } }),
      providesTags: [NOTIFICACIONES],
    }),
    getMisReportes: build.query<RespuestaDe<typeof S.misReportes>, MisReportesArgs>({
      query: (consulta) => pedir(S.misReportes, { consulta }),
      providesTags: [LIST, NOTIFICACIONES],
    }),
    getBandeja: build.query<RespuestaDe<typeof S.bandeja>, void>({
      query: () => pedir(S.bandeja),
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
