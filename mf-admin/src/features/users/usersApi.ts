import { api } from '@portal/shared/data-access';
import type { AsignarCorreoInput, AsignarEquipoInput, AsignarEquiposACargoInput, CambiarRolInput, RegisterUserInput, RestablecerPinInput, SuccessResponse, User } from '@portal/shared/domain';

const LIST = { type: 'User' as const, id: 'LIST' };

/** User administration calls (spec section 7). The list cache is patched in place so a role
 *  change replaces the user and a delete removes it, without refetching the whole list. */
export const usersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getUsers: build.query<User[], void>({
      query: () => '/users',
      providesTags: (result) => [LIST, ...(result ?? []).map((u) => ({ type: 'User' as const, id: u._id }))],
    }),
    registerUser: build.mutation<User, RegisterUserInput>({
      query: (body) => ({ url: '/users', method: 'POST', body }),
      invalidatesTags: [LIST],
    }),
    deleteUser: build.mutation<SuccessResponse, string>({
      query: (id) => ({ url: `/users/${encodeURIComponent(id)}`, method: 'DELETE' }),
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch {
          return;
        }
        dispatch(
          usersApi.util.updateQueryData('getUsers', undefined, (draft) => draft.filter((u) => u._id !== id)),
        );
      },
    }),
    cambiarRol: build.mutation<User, CambiarRolInput>({
      query: (body) => ({ url: '/users/cambiarrol', method: 'POST', body }),
      // Refreshes the session user too when an Admin changes their own role (loadUser shares the tag).
      invalidatesTags: (result) => (result ? [{ type: 'User' as const, id: result._id }] : []),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        await reemplazarEnLista(queryFulfilled, (updated) => dispatch(reemplazarUsuario(updated)));
      },
    }),
    asignarEquipo: build.mutation<User, AsignarEquipoInput>({
      query: (body) => ({ url: '/users/equipo', method: 'POST', body }),
      // 'Horas por equipo autonomo' regroups the user's hours.
      invalidatesTags: (result) => (result ? [{ type: 'User' as const, id: result._id }, { type: 'Hours' as const, id: 'LIST' }] : []),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        await reemplazarEnLista(queryFulfilled, (updated) => dispatch(reemplazarUsuario(updated)));
      },
    }),
    /** The equipos a Jefe de area leads besides their own (their Bandeja and notices); the row shows the answer. */
    asignarEquiposACargo: build.mutation<User, AsignarEquiposACargoInput>({
      query: (body) => ({ url: '/users/equipos-a-cargo', method: 'POST', body }),
      invalidatesTags: (result) => (result ? [{ type: 'User' as const, id: result._id }] : []),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        await reemplazarEnLista(queryFulfilled, (updated) => dispatch(reemplazarUsuario(updated)));
      },
    }),
    /** The Admin sets (or clears) a user's contact e-mail for notices; the row shows the answer. */
    asignarCorreo: build.mutation<User, AsignarCorreoInput>({
      query: (body) => ({ url: '/users/correo', method: 'POST', body }),
      // Refreshes the session user too when an Admin changes their own address (loadUser shares the tag).
      invalidatesTags: (result) => (result ? [{ type: 'User' as const, id: result._id }] : []),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        await reemplazarEnLista(queryFulfilled, (updated) => dispatch(reemplazarUsuario(updated)));
      },
    }),
    /** The Admin sets a user's pin (the user must change it at the next login); the row shows the answer. */
    restablecerPin: build.mutation<User, RestablecerPinInput & { _id: string }>({
      query: ({ _id, pin }) => ({ url: `/users/${encodeURIComponent(_id)}/pin`, method: 'POST', body: { pin } }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        await reemplazarEnLista(queryFulfilled, (updated) => dispatch(reemplazarUsuario(updated)));
      },
    }),
  }),
});

/** The users list's cache with `user` in place of its old row (spec §4: a role change replaces the user). */
const reemplazarUsuario = (user: User) =>
  usersApi.util.updateQueryData('getUsers', undefined, (draft) => draft.map((u) => (u._id === user._id ? user : u)));

/** Once the server answered, `reemplazar` its user; a refused call leaves the list as it was. */
async function reemplazarEnLista(queryFulfilled: Promise<{ data: User }>, reemplazar: (user: User) => void): Promise<void> {
  let user: User;
  try {
    ({ data: user } = await queryFulfilled);
  } catch {
    return; // the mutation's own error reaches its caller
  }
  reemplazar(user);
}

export const { useGetUsersQuery, useRegisterUserMutation, useDeleteUserMutation, useCambiarRolMutation, useAsignarEquipoMutation, useAsignarEquiposACargoMutation, useRestablecerPinMutation, useAsignarCorreoMutation } = usersApi;
