import { api, pedir } from '@portal/shared/data-access';
import { horasContrato as H, type ConsultaEntrada, type CuerpoEntrada, type RespuestaDe } from '@portal/shared/domain';

const HORAS = { type: 'Hours' as const, id: 'LIST' };

/** `/api/users/hours`: every write refreshes every hours table (and the users, whose `hours` list changed). */
export const horasApi = api.injectEndpoints({
  endpoints: (build) => ({
    registrarHoras: build.mutation<RespuestaDe<typeof H.registrar>, CuerpoEntrada<typeof H.registrar>>({
      query: (cuerpo) => pedir(H.registrar, { cuerpo }),
      invalidatesTags: (r) => [HORAS, { type: 'User', id: 'LIST' }, ...(r ? [{ type: 'User' as const, id: r.userId }] : [])],
    }),
    editarHoras: build.mutation<RespuestaDe<typeof H.editar>, CuerpoEntrada<typeof H.editar> & { id: string }>({
      query: ({ id, ...cuerpo }) => pedir(H.editar, { params: { id }, cuerpo }),
      invalidatesTags: (r) => [HORAS, { type: 'User', id: 'LIST' }, ...(r ? [{ type: 'User' as const, id: r.userId }] : [])],
    }),
    eliminarHoras: build.mutation<RespuestaDe<typeof H.eliminar>, { id: string; userId: string }>({
      query: ({ id }) => pedir(H.eliminar, { params: { id } }),
      invalidatesTags: (_r, _e, { userId }) => [HORAS, { type: 'User', id: 'LIST' }, { type: 'User', id: userId }],
    }),
    getHorasMensuales: build.query<RespuestaDe<typeof H.mensual>, ConsultaEntrada<typeof H.mensual>>({
      query: (consulta) => pedir(H.mensual, { consulta }),
      providesTags: [HORAS],
    }),
    getHorasEntradas: build.query<RespuestaDe<typeof H.entradas>, ConsultaEntrada<typeof H.entradas>>({
      query: (consulta) => pedir(H.entradas, { consulta }),
      providesTags: [HORAS],
    }),
    getHorasTodos: build.query<RespuestaDe<typeof H.todos>, ConsultaEntrada<typeof H.todos>>({
      query: (consulta) => pedir(H.todos, { consulta }),
      providesTags: [HORAS],
    }),
    getHorasEquipos: build.query<RespuestaDe<typeof H.equipos>, ConsultaEntrada<typeof H.equipos>>({
      query: (consulta) => pedir(H.equipos, { consulta }),
      providesTags: [HORAS],
    }),
  }),
});

export const {
  useRegistrarHorasMutation,
  useEditarHorasMutation,
  useEliminarHorasMutation,
  useGetHorasMensualesQuery,
  useGetHorasEntradasQuery,
  useGetHorasTodosQuery,
  useGetHorasEquiposQuery,
} = horasApi;
