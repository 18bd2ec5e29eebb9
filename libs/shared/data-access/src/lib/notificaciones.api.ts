import { notificacionesContrato as N, type RespuestaDe } from '@portal/shared/domain';
import { api } from './api';
import { pedir } from './pedir';

const NOTIFICACIONES = { type: 'Tarjeta' as const, id: 'NOTIFICACIONES' };
/** What others do to my cards (a Jefe closing an operator's card) reaches the bell within this time (at once when live). */
export const NOTIFICACIONES_POLLING_MS = 60_000;

/** The bell's 'Vencidas' (issue 12); its novedades are in seguimiento.api.ts. */
export const notificacionesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The bell's 'Vencidas': the user's overdue notices of cards still open and how many are unread. Provides the
     * NOTIFICACIONES tag, so a live 'aviso.vencida' event (or closing a card) refetches it.
     */
    getAvisosVencidas: build.query<RespuestaDe<typeof N.vencidas>, void>({
      query: () => pedir(N.vencidas, { consulta: {} }),
      providesTags: [NOTIFICACIONES],
    }),
    marcarVencidasLeidas: build.mutation<RespuestaDe<typeof N.vencidasLeidas>, void>({
      query: () => pedir(N.vencidasLeidas),
      // The badge clears at once; the answer is the list as stored.
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          notificacionesApi.util.updateQueryData('getAvisosVencidas', undefined, (d) => ({ items: d.items.map((i) => ({ ...i, leida: true })), noLeidas: 0 })),
        );
        try {
          const { data } = await queryFulfilled;
          dispatch(notificacionesApi.util.upsertQueryData('getAvisosVencidas', undefined, data));
        } catch {
          patch.undo();
        }
      },
      // The Notificaciones page's longer list follows.
      invalidatesTags: [NOTIFICACIONES],
    }),
  }),
});

export const { useGetAvisosVencidasQuery, useMarcarVencidasLeidasMutation } = notificacionesApi;
