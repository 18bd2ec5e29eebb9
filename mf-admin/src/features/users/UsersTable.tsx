import { useCallback, useMemo, useState } from 'react';
import { Box, Button, InputAdornment, TextField, Typography } from '@mui/material';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import SearchIcon from '@mui/icons-material/Search';
import type { GridColDef, GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import { getErrorMessage, useGetCamposQuery } from '@portal/shared/data-access';
import { ROLES, SIN_EQUIPO, isRole } from '@portal/shared/domain';
import type { Role, User } from '@portal/shared/domain';
import { ConfirmarEliminarDialog, ErrorAlert, OpcionesMenu, useNotify, usePlantaTiempo } from '@portal/shared/ui';
import { ResponsiveList } from '@portal/shared/ui/lista';
import { HoursDialog } from './HoursDialog';
import { buscarUsuarios, filtrarPorRol, ordenarUsuarios } from './buscarUsuarios';
import { RestablecerPinDialog } from './RestablecerPinDialog';
import { CorreoUsuarioDialog } from './CorreoUsuarioDialog';
import { ElegirValorDialog } from './ElegirValorDialog';
import { EquiposACargoDialog } from './EquiposACargoDialog';
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

/** A row's 'Acciones' menu (issue 22): what changes or removes the user, so the table fits 1366 px. */
const ACCIONES = ['rol', 'equipo', 'equipos', 'correo', 'pin', 'eliminar'] as const;
type Accion = (typeof ACCIONES)[number];
export const ACCION_ETIQUETAS: Record<Accion, string> = {
  rol: 'Cambiar rol',
  equipo: 'Equipo autonomo',
  equipos: 'Equipos a cargo',
  correo: 'E-mail',
  pin: 'Restablecer pin',
  eliminar: 'Eliminar',
};

const OPCIONES_ROL = ROLES.map((r) => ({ valor: r, texto: r }));

/** Only a Jefe de area leads equipos besides their own. */
const accionesDe = (user: User): readonly Accion[] => (user.role === 'Jefe de area' ? ACCIONES : ACCIONES.filter((a) => a !== 'equipos'));

/** The equipo column: the user's equipo and, for a Jefe de area, how many more they lead. */
export const equipoTexto = (user: User): string => {
  const otros = user.role === 'Jefe de area' ? (user.equiposACargo?.length ?? 0) : 0;
  return `${user.equipo ?? SIN_EQUIPO}${otros ? ` + ${otros} a cargo` : ''}`;
};

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

const Correo = ({ user }: { user: User }) => (
  <Typography variant="body2" color={user.correo ? undefined : 'text.secondary'} sx={{ overflowWrap: 'anywhere', py: 0.5 }}>
    {user.correo ?? 'Sin e-mail'}
  </Typography>
);

const HoursButton = ({ user, onClick }: { user: User; onClick: (user: User) => void }) => (
  <Button
    size="small"
    startIcon={<AccessTimeIcon />}
    onClick={() => onClick(user)}
    aria-label={`Ver horas de ${user.name}`}
    sx={{ minHeight: 44, whiteSpace: 'nowrap' }}
  >
    Ver horas
  </Button>
);

const AccionesMenu = ({ user, onElegir }: { user: User; onElegir: (user: User, accion: Accion) => void }) => (
  <OpcionesMenu
    idBase={`acciones-${user._id}`}
    boton="Acciones"
    nombre={`Acciones de ${user.name}`}
    opciones={accionesDe(user)}
    etiquetas={ACCION_ETIQUETAS}
    destructiva="eliminar"
    onElegir={(accion) => onElegir(user, accion)}
  />
);

interface FilaProps {
  user: User;
  onHoras: (user: User) => void;
  onAccion: (user: User, accion: Accion) => void;
}

/** A user on a phone: name, legajo, role, equipo, e-mail and activity, the hours viewer and the same 'Acciones'. */
function UserCard({ user, onHoras, onAccion }: FilaProps) {
  const tiempo = usePlantaTiempo();
  return (
    <Box>
      <Typography sx={{ fontWeight: 500 }}>{user.name}</Typography>
      <Typography variant="body2" color="text.secondary">
        N° Legajo {user.email} · {user.role} · {equipoTexto(user)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {user.correo ?? 'Sin e-mail'}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Última actividad: {user.ultimaActividad || user.ultimoLogin ? tiempo.fechaHora(user.ultimaActividad ?? user.ultimoLogin) : 'nunca ingresó'}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mt: 0.5 }}>
        <HoursButton user={user} onClick={onHoras} />
        <Box sx={{ ml: 'auto' }}>
          <AccionesMenu user={user} onElegir={onAccion} />
        </Box>
      </Box>
    </Box>
  );
}

/**
 * Admin › Usuarios: a search by name or legajo and a role filter over a grid (cards on phones). Each row shows the
 * user once and keeps its changes in 'Acciones' (role, equipo, e-mail, pin, delete); a role change and a delete
 * ask first and say when done; their errors show in the dialog.
 */
export function UsersTable() {
  const { data: users = [], isLoading, isFetching, error: loadError } = useGetUsersQuery();
  const [cambiarRol] = useCambiarRolMutation();
  const [deleteUser, { isLoading: deleting }] = useDeleteUserMutation();
  const [asignarEquipo] = useAsignarEquipoMutation();
  const { data: campos = [] } = useGetCamposQuery();
  const notify = useNotify();
  const [search, setSearch] = useState('');
  const [rol, setRol] = useState<Role | ''>('');
  const [sortModel, setSortModel] = useState<GridSortModel>([]);
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: 10 });
  const [accion, setAccion] = useState<{ user: User; accion: Accion } | null>(null);
  const [hoursOf, setHoursOf] = useState<User | null>(null);
  const [hoursOpen, setHoursOpen] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  const equiposConfigurados = useMemo(() => campos.filter((c) => c.name === 'equipo').map((c) => c.value), [campos]);
  const opcionesEquipo = useMemo(() => {
    const equipos = equiposConfigurados;
    const actual = accion?.user.equipo;
    const todos = actual && !equipos.includes(actual) ? [...equipos, actual] : equipos;
    return [{ valor: '', texto: SIN_EQUIPO }, ...todos.map((e) => ({ valor: e, texto: e }))];
  }, [equiposConfigurados, accion]);

  const showHours = useCallback((user: User) => {
    setHoursOf(user);
    setHoursOpen(true);
  }, []);
  const elegir = useCallback((user: User, a: Accion) => {
    setDeleteError(null);
    setAccion({ user, accion: a });
  }, []);
  const cerrar = () => setAccion(null);
  const de = (a: Accion) => (accion?.accion === a ? accion.user : null);

  const columns = useMemo<GridColDef<User>[]>(
    () => [
      { field: 'email', headerName: 'N° Legajo', flex: 0.5, minWidth: 100 },
      { field: 'name', headerName: 'Nombre', flex: 1, minWidth: 150 },
      { field: 'role', headerName: 'Rol', flex: 0.6, minWidth: 110 },
      { field: 'equipo', headerName: 'Equipo autonomo', flex: 0.8, minWidth: 140, valueGetter: (_v, row) => equipoTexto(row) },
      { field: 'correo', headerName: 'E-mail', sortable: false, flex: 1, minWidth: 160, renderCell: ({ row }) => <Correo user={row} /> },
      { field: 'ultimaActividad', headerName: 'Última actividad', flex: 0.8, minWidth: 150, renderCell: ({ row }) => <UltimaActividad user={row} /> },
      { field: 'horas', headerName: 'Horas', sortable: false, width: 150, renderCell: ({ row }) => <HoursButton user={row} onClick={showHours} /> },
      { field: 'acciones', headerName: 'Acciones', sortable: false, width: 170, renderCell: ({ row }) => <AccionesMenu user={row} onElegir={elegir} /> },
    ],
    [showHours, elegir],
  );

  const found = useMemo(() => ordenarUsuarios(filtrarPorRol(buscarUsuarios(users, search), rol), sortModel), [users, search, rol, sortModel]);
  const { page, pageSize } = pagination;
  const rows = pageSize === -1 ? found : found.slice(page * pageSize, (page + 1) * pageSize);

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

  const confirmDelete = async () => {
    const user = de('eliminar');
    if (!user) return;
    setDeleteError(await guardar(() => deleteUser(user._id).unwrap(), `Usuario ${user.name} eliminado`));
  };

  const rolDe = de('rol');
  const equipoDe = de('equipo');
  const aEliminar = de('eliminar');
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
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon />
                </InputAdornment>
              ),
            },
          }}
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
        renderCard={(u) => <UserCard user={u} onHoras={showHours} onAccion={elegir} />}
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
      <RestablecerPinDialog user={de('pin')} onClose={cerrar} />
      <CorreoUsuarioDialog user={de('correo')} onClose={cerrar} />
      <EquiposACargoDialog user={de('equipos')} equipos={equiposConfigurados} onClose={cerrar} />
      <ElegirValorDialog
        abierto={!!rolDe}
        id="cambiar-rol"
        titulo={`Cambiar rol de ${rolDe?.name ?? ''}`}
        etiqueta="Rol"
        opciones={OPCIONES_ROL}
        actual={rolDe?.role ?? ''}
        submitLabel="Cambiar rol"
        pregunta={(r) => `¿Cambiar el rol de ${rolDe?.name} de ${rolDe?.role} a ${r}?`}
        onGuardar={(r) =>
          rolDe && isRole(r) ? guardar(() => cambiarRol({ _id: rolDe._id, rol: r }).unwrap(), `Rol de ${rolDe.name} cambiado a ${r}`) : Promise.resolve(null)
        }
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
        onGuardar={(e) =>
          equipoDe
            ? guardar(
                () => asignarEquipo({ _id: equipoDe._id, equipo: e || null }).unwrap(),
                e ? `Equipo de ${equipoDe.name}: ${e}` : `${equipoDe.name} quedó sin equipo autonomo`,
              )
            : Promise.resolve(null)
        }
        onClose={cerrar}
      />
      <ConfirmarEliminarDialog
        open={!!aEliminar}
        id="eliminar-usuario"
        title="Eliminar usuario"
        busy={deleting}
        busyLabel="Eliminando…"
        error={deleteError}
        onConfirm={() => void confirmDelete()}
        onClose={cerrar}
      >
        {aEliminar ? `¿Eliminar al usuario ${aEliminar.name} (N° Legajo ${aEliminar.email})?` : ''}
      </ConfirmarEliminarDialog>
    </>
  );
}
