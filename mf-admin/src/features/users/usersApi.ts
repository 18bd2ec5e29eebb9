import { api, pedir } from '@portal/shared/data-access';
import { usersContrato as U, type CuerpoEntrada, type RespuestaDe, type User } from '@portal/shared/domain';

const LIST = { type: 'User' as const, id: 'LIST' };

/** User administration calls (spec section 7). The list cache is patched in place so a role
 *  change replaces the user and a delete removes it, without refetching the whole list. */
export const usersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getUsers: build.query<RespuestaDe<typeof U.listar>, void>({
      query: () => pedir(U.listar),
      providesTags: (result) => [LIST, ...(result ?? []).map((u) => ({ type: 'User' as const, id: u._id }))],
    }),
    registerUser: build.mutation<RespuestaDe<typeof U.crear>, CuerpoEntrada<typeof U.crear>>({
      query: (cuerpo) => pedir(U.crear, { cuerpo }),
      invalidatesTags: [LIST],
    }),
    deleteUser: build.mutation<RespuestaDe<typeof U.eliminar>, string>({
      query: (id) => pedir(U.eliminar, { params: { id } }),
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch {
          return;
        }
        dispatch(usersApi.util.updateQueryData('getUsers', undefined, (draft) => draft.filter((u) => u._id !== id)));
      },
      // The user's cards and Kaizen lose their 'creado por' (their events do not come back to this tab).
      invalidatesTags: (_r, error) => (error ? [] : ['Tarjeta', 'Kaizen']),
    }),
    cambiarRol: build.mutation<RespuestaDe<typeof U.cambiarRol>, CuerpoEntrada<typeof U.cambiarRol>>({
      query: (cuerpo) => pedir(U.cambiarRol, { cuerpo }),
      // Refreshes the session user too when an Admin changes their own role (loadUser shares the tag).
      invalidatesTags: (result) => (result ? [{ type: 'User' as const, id: result._id }] : []),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        await reemplazarEnLista(queryFulfilled, (updated) => dispatch(reemplazarUsuario(updated)));
      },
    }),
    asignarEquipo: build.mutation<RespuestaDe<typeof U.equipo>, CuerpoEntrada<typeof U.equipo>>({
      query: (cuerpo) => pedir(U.equipo, { cuerpo }),
      // 'Horas por equipo autonomo' regroups the user's hours.
      invalidatesTags: (result) =>
        result
          ? [
              { type: 'User' as const, id: result._id },
              { type: 'Hours' as const, id: 'LIST' },
            ]
          : [],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        await reemplazarEnLista(queryFulfilled, (updated) => dispatch(reemplazarUsuario(updated)));
      },
    }),
    /** The equipos a Jefe de area leads besides their own (their Bandeja and notices); the row shows the answer. */
    asignarEquiposACargo: build.mutation<RespuestaDe<typeof U.equiposACargo>, CuerpoEntrada<typeof U.equiposACargo>>({
      query: (cuerpo) => pedir(U.equiposACargo, { cuerpo }),
      invalidatesTags: (result) => (result ? [{ type: 'User' as const, id: result._id }] : []),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        await reemplazarEnLista(queryFulfilled, (updated) => dispatch(reemplazarUsuario(updated)));
      },
    }),
    /** The Admin sets (or clears) a user's contact e-mail for notices; the row shows the answer. */
    asignarCorreo: build.mutation<RespuestaDe<typeof U.correo>, CuerpoEntrada<typeof U.correo>>({
      query: (cuerpo) => pedir(U.correo, { cuerpo }),
      // Refreshes the session user too when an Admin changes their own address (loadUser shares the tag).
      invalidatesTags: (result) => (result ? [{ type: 'User' as const, id: result._id }] : []),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        await reemplazarEnLista(queryFulfilled, (updated) => dispatch(reemplazarUsuario(updated)));
      },
    }),
    /** The Admin renames a user of the plant; the row shows the answer. */
    cambiarNombre: build.mutation<RespuestaDe<typeof U.nombre>, CuerpoEntrada<typeof U.nombre>>({
      query: (cuerpo) => pedir(U.nombre, { cuerpo }),
      // Refreshes the session user too when an Admin renames themselves (loadUser shares the tag).
      invalidatesTags: (result) => (result ? [{ type: 'User' as const, id: result._id }] : []),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        await reemplazarEnLista(queryFulfilled, (updated) => dispatch(reemplazarUsuario(updated)));
      },
    }),
    /** A company Admin makes a user's person a company Admin, or no longer one; the row shows the answer. */
    adminEmpresa: build.mutation<RespuestaDe<typeof U.adminEmpresa>, CuerpoEntrada<typeof U.adminEmpresa> & { _id: string }>({
      query: ({ _id, adminEmpresa }) => pedir(U.adminEmpresa, { params: { id: _id }, cuerpo: { adminEmpresa } }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        await reemplazarEnLista(queryFulfilled, (updated) => dispatch(reemplazarUsuario(updated)));
      },
    }),
    /** The Admin sets a user's pin (the user must change it at the next login); the row shows the answer. */
    restablecerPin: build.mutation<RespuestaDe<typeof U.restablecerPin>, CuerpoEntrada<typeof U.restablecerPin> & { _id: string }>({
      query: ({ _id, pin }) => pedir(U.restablecerPin, { params: { id: _id }, cuerpo: { pin } }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        await reemplazarEnLista(queryFulfilled, (updated) => dispatch(reemplazarUsuario(updated)));
      },
    }),
  }),
});

/** The users list's cache with `user` in place of its old row (spec §4: a role change replaces the user). */
const reemplazarUsuario = (user: User) => usersApi.util.updateQueryData('getUsers', undefined, (draft) => draft.map((u) => (u._id === user._id ? user : u)));

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

export const {
  useGetUsersQuery,
  useRegisterUserMutation,
  useDeleteUserMutation,
  useCambiarRolMutation,
  useAsignarEquipoMutation,
  useAsignarEquiposACargoMutation,
  useRestablecerPinMutation,
  useAsignarCorreoMutation,
  useCambiarNombreMutation,
  useAdminEmpresaMutation,
} = usersApi;
