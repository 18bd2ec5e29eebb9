import { useMemo } from 'react';
import { useAuth } from '@portal/shared/auth';
import { rolesAsignables, SIN_EQUIPO } from '@portal/shared/domain';
import { ConfirmarEliminarDialog } from '@portal/shared/ui';
import { AdminEmpresaDialog } from './AdminEmpresaDialog';
import { CambiarNombreDialog } from './CambiarNombreDialog';
import { CorreoUsuarioDialog } from './CorreoUsuarioDialog';
import { ElegirValorDialog } from './ElegirValorDialog';
import { EquiposACargoDialog } from './EquiposACargoDialog';
import { HoursDialog } from './HoursDialog';
import { RestablecerPinDialog } from './RestablecerPinDialog';
import type { UsersTableDialogs as Dialogs } from './useUsersTableDialogs';

interface UsersTableDialogsProps {
  dialogs: Dialogs;
  /** The equipos configured in Campos. */
  equipos: readonly string[];
}

/** Every dialog a users-table row opens; at most one is open (`useUsersTableDialogs`). */
export function UsersTableDialogs({ dialogs, equipos }: UsersTableDialogsProps) {
  const { de, cerrar } = dialogs;
  const { user } = useAuth();
  // Corporativo only from a company Admin (the server says so too).
  const opcionesRol = useMemo(() => rolesAsignables(user).map((r) => ({ valor: r, texto: r })), [user]);
  const rolDe = de('rol');
  const equipoDe = de('equipo');
  const aEliminar = de('eliminar');
  const equipoActual = equipoDe?.equipo;
  const opcionesEquipo = useMemo(() => {
    const todos = equipoActual && !equipos.includes(equipoActual) ? [...equipos, equipoActual] : equipos;
    return [{ valor: '', texto: SIN_EQUIPO }, ...todos.map((e) => ({ valor: e, texto: e }))];
  }, [equipos, equipoActual]);

  return (
    <>
      <HoursDialog user={dialogs.horasDe} open={dialogs.horasAbierto} onClose={cerrar} />
      <RestablecerPinDialog user={de('pin')} onClose={cerrar} />
      <CorreoUsuarioDialog user={de('correo')} onClose={cerrar} />
      <CambiarNombreDialog user={de('nombre')} onClose={cerrar} />
      <AdminEmpresaDialog user={de('empresa')} onClose={cerrar} />
      <EquiposACargoDialog user={de('equipos')} equipos={equipos} onClose={cerrar} />
      <ElegirValorDialog
        abierto={!!rolDe}
        id="cambiar-rol"
        titulo={`Cambiar rol de ${rolDe?.name ?? ''}`}
        etiqueta="Rol"
        opciones={opcionesRol}
        actual={rolDe?.role ?? ''}
        submitLabel="Cambiar rol"
        pregunta={(r) => `¿Cambiar el rol de ${rolDe?.name} de ${rolDe?.role} a ${r}?`}
        onGuardar={(r) => (rolDe ? dialogs.cambiarRol(rolDe, r) : Promise.resolve(null))}
        onClose={cerrar}
      />
      <ElegirValorDialog
        abierto={!!equipoDe}
        id="equipo-usuario"
        titulo={`Equipo autonomo de ${equipoDe?.name ?? ''}`}
        etiqueta="Equipo autonomo"
        opciones={opcionesEquipo}
        actual={equipoDe?.equipo ?? ''}
        submitLabel="Guardar"
        onGuardar={(e) => (equipoDe ? dialogs.asignarEquipo(equipoDe, e) : Promise.resolve(null))}
        onClose={cerrar}
      />
      <ConfirmarEliminarDialog
        open={!!aEliminar}
        id="eliminar-usuario"
        title="Eliminar usuario"
        busy={dialogs.eliminando}
        busyLabel="Eliminando…"
        error={dialogs.errorEliminar}
        onConfirm={() => void dialogs.confirmarEliminar()}
        onClose={cerrar}
      >
        {aEliminar ? `¿Eliminar al usuario ${aEliminar.name} (N° Legajo ${aEliminar.email})?` : ''}
      </ConfirmarEliminarDialog>
    </>
  );
}
