import { api } from '@portal/shared/data-access';
import type { CrearNodoOrganigramaBody, EditarNodoOrganigramaBody, NodoOrganigrama, SuccessResponse } from '@portal/shared/domain';

const ORGANIGRAMA = [{ type: 'Organigrama' as const, id: 'LIST' }];

/** /chart: the org chart. A change may renumber siblings, so every write refetches the whole (small) list. */
export const organigramaApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOrganigrama: build.query<NodoOrganigrama[], void>({
      query: () => '/organigrama',
      providesTags: ORGANIGRAMA,
    }),
    crearNodo: build.mutation<NodoOrganigrama, CrearNodoOrganigramaBody>({
      query: (body) => ({ url: '/organigrama', method: 'POST', body }),
      invalidatesTags: ORGANIGRAMA,
    }),
    editarNodo: build.mutation<NodoOrganigrama, { id: string; body: EditarNodoOrganigramaBody }>({
      query: ({ id, body }) => ({ url: `/organigrama/${encodeURIComponent(id)}`, method: 'PATCH', body }),
      invalidatesTags: ORGANIGRAMA,
    }),
    eliminarNodo: build.mutation<SuccessResponse, string>({
      query: (id) => ({ url: `/organigrama/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ORGANIGRAMA,
    }),
  }),
});

export const { useGetOrganigramaQuery, useCrearNodoMutation, useEditarNodoMutation, useEliminarNodoMutation } = organigramaApi;
