import { api, pedir } from '@portal/shared/data-access';
import { ssoContrato as S, type CuerpoEntrada, type GrupoSso, type RespuestaDe } from '@portal/shared/domain';

/** Admin › Usuarios › Inicio de sesión único: which provider group gives which role in this plant (issue 24 §3). */
export const ssoApi = api.injectEndpoints({
  endpoints: (build) => ({
    getGruposSso: build.query<RespuestaDe<typeof S.grupos>, void>({
      query: () => pedir(S.grupos),
    }),
    crearGrupoSso: build.mutation<RespuestaDe<typeof S.crearGrupo>, CuerpoEntrada<typeof S.crearGrupo>>({
      query: (cuerpo) => pedir(S.crearGrupo, { cuerpo }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        let grupo: GrupoSso;
        try {
          ({ data: grupo } = await queryFulfilled);
        } catch {
          return; // the form shows the failure
        }
        dispatch(ssoApi.util.updateQueryData('getGruposSso', undefined, (draft) => [...draft, grupo].sort((a, b) => a.grupo.localeCompare(b.grupo, 'es'))));
      },
    }),
    eliminarGrupoSso: build.mutation<RespuestaDe<typeof S.eliminarGrupo>, string>({
      query: (id) => pedir(S.eliminarGrupo, { params: { id } }),
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          dispatch(ssoApi.util.updateQueryData('getGruposSso', undefined, (draft) => draft.filter((g) => g._id !== id)));
        } catch {
          /* the dialog shows the failure */
        }
      },
    }),
  }),
});

export const { useGetGruposSsoQuery, useCrearGrupoSsoMutation, useEliminarGrupoSsoMutation } = ssoApi;
