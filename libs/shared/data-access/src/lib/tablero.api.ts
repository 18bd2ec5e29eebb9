import { PANTALLA_HEADER, tableroContrato as T, type ConsultaEntrada, type RespuestaDe } from '@portal/shared/domain';
import { api } from './api';
import { pedir } from './pedir';

export interface TableroArgs {
  /** The TV's pantalla token: sent as PANTALLA_HEADER instead of the user session (nothing of a session is used then). */
  pantalla?: string | null;
  /** One Equipo only ('' = the cards without one). */
  equipo?: ConsultaEntrada<typeof T.ver>['equipo'];
}

/** The TV tag board (`GET /api/tablero`): a pantalla token or the logged-in user's session. */
export const tableroApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTablero: build.query<RespuestaDe<typeof T.ver>, TableroArgs>({
      // equipo '' is a filter here (the cards without one): kept in the query.
      query: ({ pantalla, equipo }) =>
        pedir(T.ver, { consulta: { equipo } }, { cabeceras: pantalla ? { [PANTALLA_HEADER]: pantalla } : undefined, conservarVacios: true }),
      providesTags: [{ type: 'Tarjeta', id: 'TABLERO' }],
    }),
  }),
});

export const { useGetTableroQuery } = tableroApi;
