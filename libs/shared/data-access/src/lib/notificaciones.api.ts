import type { Tarjeta } from '@portal/shared/domain';
import { api } from './api';

/**
 * The navbar's notifications: the last 5 closed cards of the current user. Closing or deleting
 * a card (mf-tarjetas) invalidates the `{ Tarjeta, NOTIFICACIONES }` tag, so the menu refreshes.
 */
export const notificacionesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getNotificaciones: build.query<Tarjeta[], void>({
      query: () => '/tarjetas/notificaciones',
      providesTags: [{ type: 'Tarjeta', id: 'NOTIFICACIONES' }],
    }),
  }),
});

export const { useGetNotificacionesQuery } = notificacionesApi;
