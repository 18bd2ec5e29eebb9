import { api, pedir } from '@portal/shared/data-access';
import { usersContrato as U, type RespuestaDe } from '@portal/shared/domain';

/**
 * The plant's users (`GET /api/users`, the Admin's list) for naming the auditors. Its own endpoint name: remotes share
 * one api and mf-admin injects `getUsers` with other tags.
 */
export const usuariosPlantaApi = api.injectEndpoints({
  endpoints: (build) => ({
    getUsuariosPlantaAm: build.query<RespuestaDe<typeof U.listar>, void>({ query: () => pedir(U.listar), providesTags: [{ type: 'User', id: 'LIST' }] }),
  }),
});

export const { useGetUsuariosPlantaAmQuery } = usuariosPlantaApi;
