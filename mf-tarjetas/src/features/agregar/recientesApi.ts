import { tarjetasContrato as T, type RespuestaDe } from '@portal/shared/domain';
import { api, pedir } from '@portal/shared/data-access';

/** Created cards invalidate every 'Tarjeta' tag: the next form asks again. */
const RECIENTES = { type: 'Tarjeta' as const, id: 'RECIENTES' };

/** Kept a working day in the store: offline, the form still orders by the last answer for that machine. */
const UN_TURNO_LARGO_S = 12 * 60 * 60;

export const recientesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The add form's recent choices: the user's last cards and, with a machine, that machine's. */
    getRecientes: build.query<RespuestaDe<typeof T.recientes>, string>({
      query: (maquina) => pedir(T.recientes, { consulta: { maquina } }),
      providesTags: [RECIENTES],
      keepUnusedDataFor: UN_TURNO_LARGO_S,
    }),
  }),
});

export const { useGetRecientesQuery } = recientesApi;
