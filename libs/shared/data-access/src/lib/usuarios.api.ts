import type { NombreUsuario } from '@portal/shared/domain';
import { api } from './api';

/** The users' names a person field offers (`GET /api/users/nombres`); refreshed when the Admin's users list changes. */
export const usuariosApi = api.injectEndpoints({
  endpoints: (build) => ({
    getNombresUsuarios: build.query<NombreUsuario[], void>({
      query: () => '/users/nombres',
      providesTags: [{ type: 'User', id: 'LIST' }],
    }),
  }),
});

export const { useGetNombresUsuariosQuery } = usuariosApi;
