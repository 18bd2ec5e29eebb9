import { usersContrato as U, type RespuestaDe } from '@portal/shared/domain';
import { api } from './api';
import { pedir } from './pedir';

/** The users' names a person field offers (`GET /api/users/nombres`); refreshed when the Admin's users list changes. */
export const usuariosApi = api.injectEndpoints({
  endpoints: (build) => ({
    getNombresUsuarios: build.query<RespuestaDe<typeof U.nombres>, void>({
      query: () => pedir(U.nombres),
      providesTags: [{ type: 'User', id: 'LIST' }],
    }),
  }),
});

export const { useGetNombresUsuariosQuery } = usuariosApi;
