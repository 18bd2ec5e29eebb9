import { api, pedir } from '@portal/shared/data-access';
import { authApi } from '@portal/shared/auth';
import { plantasContrato as P, type CuerpoEntrada, type Planta, type RespuestaDe } from '@portal/shared/domain';

/** Admin › Campos › Planta (issue 24): the user's plant, edited in place (the answer replaces it in the cache). */
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
        // Every screen counts with the plant's zone and alert days (PlantaTiempoProvider): they take the new ones now.
        void dispatch(authApi.endpoints.getAuthConfig.initiate(undefined, { subscribe: false, forceRefetch: true }));
      },
    }),
    /** A company Admin's new plant: it joins the list; the creator is its Admin (their plants for the switcher change). */
    crearPlanta: build.mutation<RespuestaDe<typeof P.crear>, CuerpoEntrada<typeof P.crear>>({
      query: (cuerpo) => pedir(P.crear, { cuerpo }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data: planta } = await queryFulfilled;
          dispatch(plantaApi.util.updateQueryData('getPlantas', undefined, (draft) => [...draft, planta]));
          dispatch(authApi.util.invalidateTags(['User']));
          dispatch(authApi.endpoints.misPlantas.initiate(undefined, { forceRefetch: true, subscribe: false }));
        } catch {
          /* the mutation's own error reaches its caller */
        }
      },
    }),
    /** A user of this plant made, as the same person, a member of another plant. */
    sumarMiembro: build.mutation<RespuestaDe<typeof P.sumarMiembro>, CuerpoEntrada<typeof P.sumarMiembro> & { planta: number }>({
      query: ({ planta, ...cuerpo }) => pedir(P.sumarMiembro, { params: { id: String(planta) }, cuerpo }),
    }),
  }),
});

export const { useGetPlantasQuery, useEditarPlantaMutation, useCrearPlantaMutation, useSumarMiembroMutation } = plantaApi;
