import { useMemo, useState } from 'react';
import { Box, InputAdornment, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import type { GridColDef, GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import { getErrorMessage, useGetCamposQuery } from '@portal/shared/data-access';
import { ROLES, isRole } from '@portal/shared/domain';
import type { Role, User } from '@portal/shared/domain';
import { ErrorAlert } from '@portal/shared/ui';
import { ResponsiveList } from '@portal/shared/ui/lista';
import { buscarUsuarios, filtrarPorRol, ordenarUsuarios } from './buscarUsuarios';
import { equipoTexto, rolTexto } from './usuarioAcciones';
import { UsersTableDialogs } from './UsersTableDialogs';
import { AccionesMenu, Correo, HoursButton, UltimaActividad, UserCard } from './UsuarioFila';
import { useGetUsersQuery } from './usersApi';
import { useUsersTableDialogs } from './useUsersTableDialogs';

export { ACCION_ETIQUETAS, equipoTexto } from './usuarioAcciones';

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

/**
 * Admin › Usuarios: a search by name or legajo and a role filter over a grid (cards on phones). Each row shows the
 * user once and keeps its changes in 'Acciones' (role, equipo, e-mail, pin, delete); a role change and a delete
 * ask first and say when done; their errors show in the dialog.
 */
export function UsersTable() {
  const { data: users = [], isLoading, isFetching, error: loadError } = useGetUsersQuery();
  const { data: campos = [] } = useGetCamposQuery();
  const dialogs = useUsersTableDialogs();
  const { abrir } = dialogs;
  const [search, setSearch] = useState('');
  const [rol, setRol] = useState<Role | ''>('');
  const [sortModel, setSortModel] = useState<GridSortModel>([]);
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: 10 });
  const equiposConfigurados = useMemo(() => campos.filter((c) => c.name === 'equipo').map((c) => c.value), [campos]);

  const columns = useMemo<GridColDef<User>[]>(
    () => [
      { field: 'email', headerName: 'N° Legajo', flex: 0.5, minWidth: 100 },
      { field: 'name', headerName: 'Nombre', flex: 1, minWidth: 150 },
      { field: 'role', headerName: 'Rol', flex: 0.6, minWidth: 110, valueGetter: (_v, row) => rolTexto(row) },
      { field: 'equipo', headerName: 'Equipo autonomo', flex: 0.8, minWidth: 140, valueGetter: (_v, row) => equipoTexto(row) },
      { field: 'correo', headerName: 'E-mail', sortable: false, flex: 1, minWidth: 160, renderCell: ({ row }) => <Correo user={row} /> },
      { field: 'ultimaActividad', headerName: 'Última actividad', flex: 0.8, minWidth: 150, renderCell: ({ row }) => <UltimaActividad user={row} /> },
      { field: 'horas', headerName: 'Horas', sortable: false, width: 150, renderCell: ({ row }) => <HoursButton user={row} onAbrir={abrir} /> },
      { field: 'acciones', headerName: 'Acciones', sortable: false, width: 170, renderCell: ({ row }) => <AccionesMenu user={row} onAbrir={abrir} /> },
    ],
    [abrir],
  );

  const found = useMemo(() => ordenarUsuarios(filtrarPorRol(buscarUsuarios(users, search), rol), sortModel), [users, search, rol, sortModel]);
  const { page, pageSize } = pagination;
  const rows = pageSize === -1 ? found : found.slice(page * pageSize, (page + 1) * pageSize);

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
        renderCard={(u) => <UserCard user={u} onAbrir={abrir} />}
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
      <UsersTableDialogs dialogs={dialogs} equipos={equiposConfigurados} />
    </>
  );
}
