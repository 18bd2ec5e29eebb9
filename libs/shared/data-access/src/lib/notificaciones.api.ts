import type { AvisosVencidas, NotificacionesNoLeidas, Tarjeta } from '@portal/shared/domain';
import { api } from './api';

const NOTIFICACIONES = { type: 'Tarjeta' as const, id: 'NOTIFICACIONES' };
const NO_LEIDAS = { type: 'Tarjeta' as const, id: 'NOTIFICACIONES_NO_LEIDAS' };

/** Closes made by others (a Jefe closing an operator's card) reach the bell within this time. */
export const NOTIFICACIONES_POLLING_MS = 60_000;

/**
 * The navbar's notifications: the last 5 closed cards of the current user and how many are unread.
 * Closing or deleting a card (mf-tarjetas) invalidates the `{ Tarjeta, NOTIFICACIONES }` tag, so both
 * refresh; marking them read refreshes the count only.
 */
export const notificacionesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getNotificaciones: build.query<Tarjeta[], void>({
      query: () => '/tarjetas/notificaciones',
      providesTags: [NOTIFICACIONES],
    }),
    getNotificacionesNoLeidas: build.query<NotificacionesNoLeidas, void>({
      query: () => '/tarjetas/notificaciones/no-leidas',
      providesTags: [NOTIFICACIONES, NO_LEIDAS],
    }),
    marcarNotificacionesLeidas: build.mutation<NotificacionesNoLeidas, void>({
      query: () => ({ url: '/tarjetas/notificaciones/leidas', method: 'POST' }),
      // The badge clears at once; the refetch confirms what the server stored.
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const patch = dispatch(notificacionesApi.util.updateQueryData('getNotificacionesNoLeidas', undefined, (d) => ({ ...d, noLeidas: 0 })));
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
      invalidatesTags: [NO_LEIDAS],
    }),
    /**
     * The bell's 'Vencidas': the user's overdue notices of cards still open and how many are unread. Provides the
     * NOTIFICACIONES tag, so a live 'aviso.vencida' event (or closing a card) refetches it.
     */
    getAvisosVencidas: build.query<AvisosVencidas, void>({
      query: () => '/tarjetas/notificaciones/vencidas',
      providesTags: [NOTIFICACIONES],
    }),
    marcarVencidasLeidas: build.mutation<AvisosVencidas, void>({
      query: () => ({ url: '/tarjetas/notificaciones/vencidas/leidas', method: 'POST' }),
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
    }),
  }),
});

export const {
  useGetNotificacionesQuery,
  useGetNotificacionesNoLeidasQuery,
  useMarcarNotificacionesLeidasMutation,
  useGetAvisosVencidasQuery,
  useMarcarVencidasLeidasMutation,
} = notificacionesApi;
