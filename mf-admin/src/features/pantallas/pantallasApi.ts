import { api, pedir } from '@portal/shared/data-access';
import { pantallasContrato as P, type CuerpoEntrada, type RespuestaDe } from '@portal/shared/domain';

const PANTALLAS = [{ type: 'Pantalla' as const, id: 'LIST' }];

/** Admin → 'Pantallas (tablero)': the TVs showing the board, paired by code (issue 22 §3). */
export const pantallasApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPantallas: build.query<RespuestaDe<typeof P.listar>, void>({
      query: () => pedir(P.listar),
      providesTags: PANTALLAS,
    }),
    vincularPantalla: build.mutation<RespuestaDe<typeof P.vincular>, CuerpoEntrada<typeof P.vincular>>({
      query: (cuerpo) => pedir(P.vincular, { cuerpo }),
      invalidatesTags: PANTALLAS,
    }),
    editarPantalla: build.mutation<RespuestaDe<typeof P.editar>, CuerpoEntrada<typeof P.editar> & { id: string }>({
      query: ({ id, ...cuerpo }) => pedir(P.editar, { params: { id }, cuerpo }),
      invalidatesTags: PANTALLAS,
    }),
    revocarPantalla: build.mutation<RespuestaDe<typeof P.revocar>, string>({
      query: (id) => pedir(P.revocar, { params: { id } }),
      invalidatesTags: PANTALLAS,
    }),
  }),
});

export const { useGetPantallasQuery, useVincularPantallaMutation, useEditarPantallaMutation, useRevocarPantallaMutation } = pantallasApi;
