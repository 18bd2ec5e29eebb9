import { useMemo, useState } from 'react';
import type { ChangeEvent, KeyboardEvent } from 'react';
import { Box, Button, IconButton, InputAdornment, NativeSelect, TextField, Tooltip, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import LockResetIcon from '@mui/icons-material/LockReset';
import EmailIcon from '@mui/icons-material/Email';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import SearchIcon from '@mui/icons-material/Search';
import type { GridColDef, GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import { getErrorMessage, useGetCamposQuery } from '@portal/shared/data-access';
import { ROLES, SIN_EQUIPO, isRole } from '@portal/shared/domain';
import type { Role, User } from '@portal/shared/domain';
import { ErrorAlert, useNotify, usePlantaTiempo } from '@portal/shared/ui';
import { ResponsiveList } from '@portal/shared/ui/lista';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { HoursDialog } from './HoursDialog';
import { buscarUsuarios, filtrarPorRol, ordenarUsuarios } from './buscarUsuarios';
import { RestablecerPinDialog } from './RestablecerPinDialog';
import { CorreoUsuarioDialog } from './CorreoUsuarioDialog';
import { useAsignarEquipoMutation, useCambiarRolMutation, useDeleteUserMutation, useGetUsersQuery } from './usersApi';

export const PAGE_SIZE_OPTIONS = [10, 20, 100];
export const BUSCAR_USUARIO_LABEL = 'Buscar usuario';
export const FILTRO_ROL_LABEL = 'Rol';
export const TODOS_LOS_ROLES = 'Todos';

const SORT_OPTIONS = [
  { field: 'name', label: 'Nombre' },
  { field: 'email', label: 'N° Legajo' },
  { field: 'role', label: 'Rol' },
  { field: 'ultimaActividad', label: 'Última actividad' },
];

/** Keeps the grid's keyboard navigation from stealing keys typed in a cell's control. */
const stopGridKeys = (e: KeyboardEvent) => e.stopPropagation();

interface RoleChange {
  user: User;
  rol: Role;
}

interface Acciones {
  askRole: (user: User, rol: string) => void;
  setEquipo: (user: User, equipo: string) => void;
  equipos: readonly string[];
  showHours: (user: User) => void;
  askDelete: (user: User) => void;
  askPin: (user: User) => void;
  askCorreo: (user: User) => void;
}

/** 'Última actividad': the last request with a session (written at most every 5 minutes) and, below, the last login. */
function UltimaActividad({ user }: { user: User }) {
  const tiempo = usePlantaTiempo();
  if (!user.ultimaActividad && !user.ultimoLogin) {
    return (
      <Typography variant="body2" color="text.secondary">
        Nunca ingresó
      </Typography>
    );
  }
  return (
    <Box sx={{ lineHeight: 1.3, py: 0.5 }}>
      <Typography variant="body2" component="div">
        {tiempo.fechaHora(user.ultimaActividad ?? user.ultimoLogin)}
      </Typography>
      {user.ultimoLogin ? (
        <Typography variant="caption" color="text.secondary" component="div">
          Ingreso: {tiempo.fechaHora(user.ultimoLogin)}
        </Typography>
      ) : null}
    </Box>
  );
}

const PinButton = ({ user, onClick }: { user: User; onClick: Acciones['askPin'] }) => (
  <Tooltip title="Restablecer pin">
    <IconButton aria-label={`Restablecer pin de ${user.name}`} onClick={() => onClick(user)} sx={{ width: 44, height: 44 }}>
      <LockResetIcon />
    </IconButton>
  </Tooltip>
);

/** The user's e-mail for notices (or 'Sin e-mail') and the button that edits it. */
const CorreoButton = ({ user, onClick }: { user: User; onClick: Acciones['askCorreo'] }) => (
  <Box sx={{ display: 'flex', alignItems: 'center', minWidth: 0 }}>
    <Tooltip title="Cambiar e-mail">
      <IconButton aria-label={`E-mail de ${user.name}`} onClick={() => onClick(user)} sx={{ width: 44, height: 44 }}>
        <EmailIcon />
      </IconButton>
    </Tooltip>
    <Typography variant="body2" color={user.correo ? undefined : 'text.secondary'} noWrap>
      {user.correo ?? 'Sin e-mail'}
    </Typography>
  </Box>
);

function RoleSelect({ user, onChange }: { user: User; onChange: Acciones['askRole'] }) {
  return (
    <NativeSelect
      value={user.role}
      onChange={(e: ChangeEvent<HTMLSelectElement>) => onChange(user, e.target.value)}
      onKeyDown={stopGridKeys}
      inputProps={{ 'aria-label': `Cambiar rol de ${user.name}` }}
      size="small"
      sx={{ minHeight: 44 }}
    >
      {ROLES.map((role) => (
        <option key={role} value={role}>
          {role}
        </option>
      ))}
    </NativeSelect>
  );
}

/** The user's equipo autonomo (spec: the configured equipos), '' = none; applied at once, easy to undo. */
function EquipoSelect({ user, acciones }: { user: User; acciones: Acciones }) {
  const actual = user.equipo ?? '';
  const opciones = actual && !acciones.equipos.includes(actual) ? [...acciones.equipos, actual] : acciones.equipos;
  return (
    <NativeSelect
      value={actual}
      onChange={(e: ChangeEvent<HTMLSelectElement>) => acciones.setEquipo(user, e.target.value)}
      onKeyDown={stopGridKeys}
      inputProps={{ 'aria-label': `Equipo autonomo de ${user.name}` }}
      size="small"
      sx={{ minHeight: 44, maxWidth: 220 }}
    >
      <option value="">{SIN_EQUIPO}</option>
      {opciones.map((eq) => (
        <option key={eq} value={eq}>
          {eq}
        </option>
      ))}
    </NativeSelect>
  );
}

const HoursButton = ({ user, onClick }: { user: User; onClick: Acciones['showHours'] }) => (
  <Button size="small" startIcon={<AccessTimeIcon />} onClick={() => onClick(user)} aria-label={`Ver horas de ${user.name}`} sx={{ minHeight: 44 }}>
    Ver horas
  </Button>
);

const DeleteButton = ({ user, onClick }: { user: User; onClick: Acciones['askDelete'] }) => (
  <Tooltip title="Eliminar usuario">
    <IconButton color="error" aria-label={`Eliminar ${user.name}`} onClick={() => onClick(user)} sx={{ width: 44, height: 44 }}>
      <DeleteIcon />
    </IconButton>
  </Tooltip>
);

/** A user on a phone: name, legajo and role, and the same actions as the grid's row. */
function UserCard({ user, acciones }: { user: User; acciones: Acciones }) {
  const tiempo = usePlantaTiempo();
  return (
    <Box>
      <Typography sx={{ fontWeight: 500 }}>{user.name}</Typography>
      <Typography variant="body2" color="text.secondary">
        N° Legajo {user.email}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Última actividad: {user.ultimaActividad || user.ultimoLogin ? tiempo.fechaHora(user.ultimaActividad ?? user.ultimoLogin) : 'nunca ingresó'}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mt: 0.5 }}>
        <RoleSelect user={user} onChange={acciones.askRole} />
        <EquipoSelect user={user} acciones={acciones} />
        <HoursButton user={user} onClick={acciones.showHours} />
        <CorreoButton user={user} onClick={acciones.askCorreo} />
        <Box sx={{ ml: 'auto', display: 'flex' }}>
          <PinButton user={user} onClick={acciones.askPin} />
          <DeleteButton user={user} onClick={acciones.askDelete} />
        </Box>
      </Box>
    </Box>
  );
}

/**
 * Users of /admin with a search by name or legajo and a role filter: a grid on wide screens, one card per
 * user on phones (both with 'Última actividad', the hours viewer, delete, role change and the pin reset). A role change and a delete ask first and say
 * when done; their errors show in the dialog.
 */
export function UsersTable() {
  const { data: users = [], isLoading, isFetching, error: loadError } = useGetUsersQuery();
  const [cambiarRol, { isLoading: changingRole }] = useCambiarRolMutation();
  const [deleteUser, { isLoading: deleting }] = useDeleteUserMutation();
  const [asignarEquipo] = useAsignarEquipoMutation();
  const { data: campos = [] } = useGetCamposQuery();
  const equipos = useMemo(() => campos.filter((c) => c.name === 'equipo').map((c) => c.value), [campos]);
  const notify = useNotify();
  const [search, setSearch] = useState('');
  const [rol, setRol] = useState<Role | ''>('');
  const [pinDe, setPinDe] = useState<User | null>(null);
  const [correoDe, setCorreoDe] = useState<User | null>(null);
  const [sortModel, setSortModel] = useState<GridSortModel>([]);
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: 10 });
  const [roleChange, setRoleChange] = useState<RoleChange | null>(null);
  const [roleError, setRoleError] = useState<string | null>(null);
  const [hoursOf, setHoursOf] = useState<User | null>(null);
  const [hoursOpen, setHoursOpen] = useState(false);
  const [toDelete, setToDelete] = useState<User | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  const acciones = useMemo<Acciones>(
    () => ({
      equipos,
      setEquipo: async (user, equipo) => {
        try {
          await asignarEquipo({ _id: user._id, equipo: equipo || null }).unwrap();
          notify.success(equipo ? `Equipo de ${user.name}: ${equipo}` : `${user.name} quedó sin equipo autonomo`);
        } catch (error) {
          notify.error(getErrorMessage(error));
        }
      },
      askRole: (user, rol) => {
        if (!isRole(rol) || rol === user.role) return;
        setRoleError(null);
        setRoleChange({ user, rol });
      },
      showHours: (user) => {
        setHoursOf(user);
        setHoursOpen(true);
      },
      askDelete: (user) => {
        setDeleteError(null);
        setToDelete(user);
      },
      askPin: (user) => setPinDe(user),
      askCorreo: (user) => setCorreoDe(user),
    }),
    [equipos, asignarEquipo, notify],
  );

  const columns = useMemo<GridColDef<User>[]>(
    () => [
      { field: 'email', headerName: 'N° Legajo', flex: 0.6, minWidth: 110 },
      { field: 'name', headerName: 'Nombre', flex: 1, minWidth: 160 },
      { field: 'role', headerName: 'Rol', flex: 0.7, minWidth: 120 },
      { field: 'equipo', headerName: 'Equipo autonomo', sortable: false, minWidth: 200, renderCell: ({ row }) => <EquipoSelect user={row} acciones={acciones} /> },
      { field: 'correo', headerName: 'E-mail', sortable: false, minWidth: 220, renderCell: ({ row }) => <CorreoButton user={row} onClick={acciones.askCorreo} /> },
      { field: 'ultimaActividad', headerName: 'Última actividad', flex: 0.8, minWidth: 160, renderCell: ({ row }) => <UltimaActividad user={row} /> },
      { field: 'horas', headerName: 'Horas', sortable: false, minWidth: 130, renderCell: ({ row }) => <HoursButton user={row} onClick={acciones.showHours} /> },
      { field: 'eliminar', headerName: 'Eliminar', sortable: false, minWidth: 100, renderCell: ({ row }) => <DeleteButton user={row} onClick={acciones.askDelete} /> },
      { field: 'cambiarRol', headerName: 'Cambiar rol', sortable: false, minWidth: 170, renderCell: ({ row }) => <RoleSelect user={row} onChange={acciones.askRole} /> },
      { field: 'pin', headerName: 'Pin', sortable: false, minWidth: 80, renderCell: ({ row }) => <PinButton user={row} onClick={acciones.askPin} /> },
    ],
    [acciones],
  );

  const found = useMemo(() => ordenarUsuarios(filtrarPorRol(buscarUsuarios(users, search), rol), sortModel), [users, search, rol, sortModel]);
  const { page, pageSize } = pagination;
  const rows = pageSize === -1 ? found : found.slice(page * pageSize, (page + 1) * pageSize);

  const confirmRole = async () => {
    if (!roleChange) return;
    const { user, rol } = roleChange;
    try {
      await cambiarRol({ _id: user._id, rol }).unwrap();
      setRoleChange(null);
      notify.success(`Rol de ${user.name} cambiado a ${rol}`);
    } catch (error) {
      setRoleError(getErrorMessage(error));
    }
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      await deleteUser(toDelete._id).unwrap();
      notify.success(`Usuario ${toDelete.name} eliminado`);
      setToDelete(null);
    } catch (error) {
      setDeleteError(getErrorMessage(error));
    }
  };

  return (
    <>
      {loadError && <ErrorAlert message={getErrorMessage(loadError)} />}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <TextField
          label={BUSCAR_USUARIO_LABEL}
          placeholder="Nombre o N° Legajo"
          type="search"
          size="small"
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPagination((p) => ({ ...p, page: 0 }));
          }}
          sx={{ width: { xs: '100%', sm: 360 } }}
          slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon /></InputAdornment> } }}
        />
        <TextField
          select
          label={FILTRO_ROL_LABEL}
          size="small"
          value={rol}
          onChange={(e) => {
            setRol(isRole(e.target.value) ? e.target.value : '');
            setPagination((p) => ({ ...p, page: 0 }));
          }}
          sx={{ width: { xs: '100%', sm: 200 } }}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">{TODOS_LOS_ROLES}</option>
          {ROLES.map((r) => (
            <option key={r} value={r}>
              {r}
            </option>
          ))}
        </TextField>
      </Box>
      <ResponsiveList<User>
        aria-label="Usuarios"
        rows={rows}
        getRowId={(u) => u._id}
        columns={columns}
        renderCard={(u) => <UserCard user={u} acciones={acciones} />}
        rowCount={found.length}
        loading={isLoading || isFetching}
        paginationModel={pagination}
        onPaginationModelChange={setPagination}
        pageSizeOptions={PAGE_SIZE_OPTIONS}
        sortModel={sortModel}
        onSortModelChange={setSortModel}
        sortOptions={SORT_OPTIONS}
        emptyText="No se encontraron usuarios"
      />
      <HoursDialog user={hoursOf} open={hoursOpen} onClose={() => setHoursOpen(false)} />
      <RestablecerPinDialog user={pinDe} onClose={() => setPinDe(null)} />
      <CorreoUsuarioDialog user={correoDe} onClose={() => setCorreoDe(null)} />
      <ConfirmDialog
        open={!!roleChange}
        title="Cambiar rol"
        message={roleChange ? `¿Cambiar el rol de ${roleChange.user.name} de ${roleChange.user.role} a ${roleChange.rol}?` : ''}
        confirmLabel="Cambiar rol"
        confirmColor="primary"
        busy={changingRole}
        busyLabel="Guardando…"
        error={roleError}
        onConfirm={confirmRole}
        onClose={() => setRoleChange(null)}
      />
      <ConfirmDialog
        open={!!toDelete}
        title="Eliminar usuario"
        message={toDelete ? `¿Eliminar al usuario ${toDelete.name} (N° Legajo ${toDelete.email})?` : ''}
        busy={deleting}
        error={deleteError}
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
      />
    </>
  );
}
