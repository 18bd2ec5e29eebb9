import { PANTALLA_HEADER, TABLERO_PARAMS, type TableroRespuesta } from '@portal/shared/domain';
import { api } from './api';

export interface TableroArgs {
  /** The TV's pantalla token: sent as PANTALLA_HEADER instead of the user session (nothing of a session is used then). */
  pantalla?: string | null;
  /** One Equipo only ('' = the cards without one). */
  equipo?: string;
}

/** The TV tag board (`GET /api/tablero`): a pantalla token or the logged-in user's session. */
export const tableroApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTablero: build.query<TableroRespuesta, TableroArgs>({
      query: ({ pantalla, equipo }) => ({
        url: '/tablero',
        params: equipo === undefined ? undefined : { [TABLERO_PARAMS.equipo]: equipo },
        headers: pantalla ? { [PANTALLA_HEADER]: pantalla } : undefined,
      }),
      providesTags: [{ type: 'Tarjeta', id: 'TABLERO' }],
    }),
  }),
});

export const { useGetTableroQuery } = tableroApi;
