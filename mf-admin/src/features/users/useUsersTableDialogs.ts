import { useCallback, useReducer } from 'react';
import { getErrorMessage } from '@portal/shared/data-access';
import { isRole } from '@portal/shared/domain';
import type { User } from '@portal/shared/domain';
import { useNotify } from '@portal/shared/ui';
import type { Dialogo } from './usuarioAcciones';
import { useAsignarEquipoMutation, useCambiarRolMutation, useDeleteUserMutation } from './usersApi';

interface Estado {
  dialogo: Dialogo | null;
  user: User | null;
  /** The last 'Ver horas' user, kept after closing so the dialog keeps its title while it fades out. */
  horasDe: User | null;
  /** The delete's error; the other dialogs keep their own. */
  errorEliminar: string | null;
}

type Evento = { tipo: 'abrir'; user: User; dialogo: Dialogo } | { tipo: 'cerrar' } | { tipo: 'errorEliminar'; error: string | null };

const INICIAL: Estado = { dialogo: null, user: null, horasDe: null, errorEliminar: null };

function reducir(estado: Estado, evento: Evento): Estado {
  switch (evento.tipo) {
    case 'abrir':
      return {
        dialogo: evento.dialogo,
        user: evento.user,
        horasDe: evento.dialogo === 'horas' ? evento.user : estado.horasDe,
        errorEliminar: null,
      };
    case 'cerrar':
      return { ...estado, dialogo: null, user: null };
    case 'errorEliminar':
      return { ...estado, errorEliminar: evento.error };
  }
}

/**
 * The users table's dialogs: which one is open and for whom, and the saves behind them. A save closes its dialog and
 * says so when done, or answers the error to show in it.
 */
export function useUsersTableDialogs() {
  const [estado, dispatch] = useReducer(reducir, INICIAL);
  const [cambiarRolMutation] = useCambiarRolMutation();
  const [deleteUser, { isLoading: eliminando }] = useDeleteUserMutation();
  const [asignarEquipoMutation] = useAsignarEquipoMutation();
  const notify = useNotify();

  const abrir = useCallback((user: User, dialogo: Dialogo) => dispatch({ tipo: 'abrir', user, dialogo }), []);
  const cerrar = useCallback(() => dispatch({ tipo: 'cerrar' }), []);
  /** The user of `dialogo` while it is open, else null. */
  const de = (dialogo: Dialogo) => (estado.dialogo === dialogo ? estado.user : null);

  const guardar = async (hacer: () => Promise<unknown>, exito: string): Promise<string | null> => {
    try {
      await hacer();
      cerrar();
      notify.success(exito);
      return null;
    } catch (error) {
      return getErrorMessage(error);
    }
  };

  const cambiarRol = (user: User, rol: string) =>
    isRole(rol) ? guardar(() => cambiarRolMutation({ _id: user._id, rol }).unwrap(), `Rol de ${user.name} cambiado a ${rol}`) : Promise.resolve(null);

  const asignarEquipo = (user: User, equipo: string) =>
    guardar(
      () => asignarEquipoMutation({ _id: user._id, equipo: equipo || null }).unwrap(),
      equipo ? `Equipo de ${user.name}: ${equipo}` : `${user.name} quedó sin equipo autonomo`,
    );

  const confirmarEliminar = async () => {
    const user = de('eliminar');
    if (!user) return;
    dispatch({ tipo: 'errorEliminar', error: await guardar(() => deleteUser(user._id).unwrap(), `Usuario ${user.name} eliminado`) });
  };

  return {
    de,
    horasDe: estado.horasDe,
    horasAbierto: estado.dialogo === 'horas',
    abrir,
    cerrar,
    cambiarRol,
    asignarEquipo,
    confirmarEliminar,
    eliminando,
    errorEliminar: estado.errorEliminar,
  };
}

export type UsersTableDialogs = ReturnType<typeof useUsersTableDialogs>;
