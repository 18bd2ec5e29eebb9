import { api, pedir } from '@portal/shared/data-access';
import { organigramaContrato as O, type CuerpoEntrada, type RespuestaDe } from '@portal/shared/domain';

const ORGANIGRAMA = [{ type: 'Organigrama' as const, id: 'LIST' }];

/** /chart: the org chart. A change may renumber siblings, so every write refetches the whole (small) list. */
export const organigramaApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOrganigrama: build.query<RespuestaDe<typeof O.listar>, void>({
      query: () => pedir(O.listar),
      providesTags: ORGANIGRAMA,
    }),
    crearNodo: build.mutation<RespuestaDe<typeof O.crear>, CuerpoEntrada<typeof O.crear>>({
      query: (cuerpo) => pedir(O.crear, { cuerpo }),
      invalidatesTags: ORGANIGRAMA,
    }),
    editarNodo: build.mutation<RespuestaDe<typeof O.editar>, { id: string; body: CuerpoEntrada<typeof O.editar> }>({
      query: ({ id, body }) => pedir(O.editar, { params: { id }, cuerpo: body }),
      invalidatesTags: ORGANIGRAMA,
    }),
    eliminarNodo: build.mutation<RespuestaDe<typeof O.eliminar>, string>({
      query: (id) => pedir(O.eliminar, { params: { id } }),
      invalidatesTags: ORGANIGRAMA,
    }),
  }),
});

export const { useGetOrganigramaQuery, useCrearNodoMutation, useEditarNodoMutation, useEliminarNodoMutation } = organigramaApi;
