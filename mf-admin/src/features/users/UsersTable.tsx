import { useMemo, useState } from 'react';
import type { ChangeEvent, KeyboardEvent } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import NativeSelect from '@mui/material/NativeSelect';
import Tooltip from '@mui/material/Tooltip';
import DeleteIcon from '@mui/icons-material/Delete';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import { DataGrid } from '@mui/x-data-grid';
import type { GridColDef } from '@mui/x-data-grid';
import { getErrorMessage } from '@portal/shared/data-access';
import { ROLES, isRole } from '@portal/shared/domain';
import type { User } from '@portal/shared/domain';
import { ErrorAlert } from '@portal/shared/ui';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { HoursDialog } from './HoursDialog';
import { useCambiarRolMutation, useDeleteUserMutation, useGetUsersQuery } from './usersApi';

export const PAGE_SIZE_OPTIONS = [10, 20, 100];

/** Keeps the grid's keyboard navigation from stealing keys typed in a cell's control. */
const stopGridKeys = (e: KeyboardEvent) => e.stopPropagation();

function RoleCell({ user, onChange, disabled }: { user: User; onChange: (user: User, rol: string) => void; disabled: boolean }) {
  return (
    <NativeSelect
      value={user.role}
      disabled={disabled}
      onChange={(e: ChangeEvent<HTMLSelectElement>) => onChange(user, e.target.value)}
      onKeyDown={stopGridKeys}
      inputProps={{ 'aria-label': `Cambiar rol de ${user.name}` }}
      size="small"
    >
      {ROLES.map((role) => (
        <option key={role} value={role}>
          {role}
        </option>
      ))}
    </NativeSelect>
  );
}

/**
 * Users table of /admin: legajo, name, role, hours viewer, delete (with confirmation) and a
 * role select that calls cambiarrol. A role-change failure (CAMBIAR_ROL_ERROR) shows above the table.
 */
export function UsersTable() {
  const { data: users = [], isLoading, isFetching, error: loadError } = useGetUsersQuery();
  const [cambiarRol, { isLoading: changingRole, originalArgs: roleArgs }] = useCambiarRolMutation();
  const [deleteUser, { isLoading: deleting }] = useDeleteUserMutation();
  const [roleError, setRoleError] = useState<string | null>(null);
  const [hoursOf, setHoursOf] = useState<User | null>(null);
  const [hoursOpen, setHoursOpen] = useState(false);
  const [toDelete, setToDelete] = useState<User | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  const columns = useMemo<GridColDef<User>[]>(() => {
    const changeRole = async (user: User, rol: string) => {
      if (!isRole(rol) || rol === user.role) return;
      setRoleError(null);
      try {
        await cambiarRol({ _id: user._id, rol }).unwrap();
      } catch (error) {
        setRoleError(getErrorMessage(error));
      }
    };
    return [
      { field: 'email', headerName: 'N° Legajo', flex: 0.6, minWidth: 110 },
      { field: 'name', headerName: 'Nombre', flex: 1, minWidth: 160 },
      { field: 'role', headerName: 'Rol', flex: 0.7, minWidth: 120 },
      {
        field: 'horas',
        headerName: 'Horas',
        sortable: false,
        filterable: false,
        minWidth: 120,
        renderCell: ({ row }) => (
          <Button size="small" startIcon={<AccessTimeIcon />} onClick={() => {
            setHoursOf(row);
            setHoursOpen(true);
          }} aria-label={`Ver horas de ${row.name}`}>
            Ver horas
          </Button>
        ),
      },
      {
        field: 'eliminar',
        headerName: 'Eliminar',
        sortable: false,
        filterable: false,
        minWidth: 100,
        renderCell: ({ row }) => (
          <Tooltip title="Eliminar usuario">
            <IconButton
              color="error"
              aria-label={`Eliminar ${row.name}`}
              onClick={() => {
                setDeleteError(null);
                setToDelete(row);
              }}
            >
              <DeleteIcon />
            </IconButton>
          </Tooltip>
        ),
      },
      {
        field: 'cambiarRol',
        headerName: 'Cambiar rol',
        sortable: false,
        filterable: false,
        minWidth: 170,
        renderCell: ({ row }) => <RoleCell user={row} onChange={changeRole} disabled={changingRole && roleArgs?._id === row._id} />,
      },
    ];
  }, [cambiarRol, changingRole, roleArgs]);

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      await deleteUser(toDelete._id).unwrap();
      setToDelete(null);
    } catch (error) {
      setDeleteError(getErrorMessage(error));
    }
  };

  return (
    <>
      {roleError && <ErrorAlert message={roleError} />}
      {loadError && <ErrorAlert message={getErrorMessage(loadError)} />}
      <DataGrid
        aria-label="Usuarios"
        rows={users}
        columns={columns}
        getRowId={(u) => u._id}
        loading={isLoading || isFetching}
        autoHeight
        disableRowSelectionOnClick
        disableVirtualization
        pageSizeOptions={PAGE_SIZE_OPTIONS}
        initialState={{ pagination: { paginationModel: { pageSize: 10, page: 0 } } }}
      />
      <HoursDialog user={hoursOf} open={hoursOpen} onClose={() => setHoursOpen(false)} />
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
