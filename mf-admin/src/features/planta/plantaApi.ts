import { api, pedir } from '@portal/shared/data-access';
import { plantasContrato as P, type CuerpoEntrada, type Planta, type RespuestaDe } from '@portal/shared/domain';

/** Admin › Campos › Planta (issue 24): the user's plant, renamed in place (the answer replaces it in the cache). */
export const plantaApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPlantas: build.query<RespuestaDe<typeof P.listar>, void>({
      query: () => pedir(P.listar),
    }),
    editarPlanta: build.mutation<RespuestaDe<typeof P.editar>, CuerpoEntrada<typeof P.editar> & { id: number }>({
      query: ({ id, ...cuerpo }) => pedir(P.editar, { params: { id: String(id) }, cuerpo }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        let planta: Planta;
        try {
          ({ data: planta } = await queryFulfilled);
        } catch {
          return; // the mutation's own error reaches its caller
        }
        dispatch(plantaApi.util.updateQueryData('getPlantas', undefined, (draft) => draft.map((p) => (p._id === planta._id ? planta : p))));
      },
    }),
  }),
});

export const { useGetPlantasQuery, useEditarPlantaMutation } = plantaApi;
