import { useMemo } from 'react';
import { Box, Link, List, TablePagination, Typography, useMediaQuery } from '@mui/material';
import type { Theme } from '@mui/material';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { Link as RouterLink } from 'react-router-dom';
import {
  accionAuditoriaLabel,
  describirCambioAuditoria,
  detallePath,
  entidadAuditoriaLabel,
  usuarioAuditoriaTexto,
  type AuditoriaPagina,
  type PlantaTiempo,
  type RegistroAuditoria,
} from '@portal/shared/domain';
import { RegistroAuditoriaItem, usePlantaTiempo } from '@portal/shared/ui';

export const PAGE_SIZE_OPTIONS = [25, 50, 100];

function Registro({ r }: { r: RegistroAuditoria }) {
  // A card's label links to its detail (a deleted card's shows 'not found' there, its history stays here).
  if (r.entidad === 'tarjeta' && r.entidadId) {
    return (
      <Link component={RouterLink} to={detallePath(r.entidadId)}>
        {r.etiqueta}
      </Link>
    );
  }
  return <>{r.etiqueta}</>;
}

// Always newest first: no sorting or filtering by column (the filters are above the table).
const columna = (c: GridColDef<RegistroAuditoria>): GridColDef<RegistroAuditoria> => ({ sortable: false, filterable: false, ...c });

/** The grid's columns; dates in the plant's time. */
const columnas = (tiempo: PlantaTiempo): GridColDef<RegistroAuditoria>[] =>
  (
    [
      { field: 'fecha', headerName: 'Fecha', minWidth: 140, valueFormatter: (v: string) => tiempo.fechaHora(v) },
      { field: 'usuario', headerName: 'Usuario', flex: 1, minWidth: 180, valueGetter: (_v, row) => usuarioAuditoriaTexto(row) },
      { field: 'accion', headerName: 'Acción', minWidth: 150, valueFormatter: (v: string) => accionAuditoriaLabel(v) },
      { field: 'entidad', headerName: 'Entidad', minWidth: 110, valueFormatter: (v: string) => entidadAuditoriaLabel(v) },
      { field: 'etiqueta', headerName: 'Registro', flex: 1, minWidth: 160, renderCell: ({ row }) => <Registro r={row} /> },
      {
        field: 'cambios',
        headerName: 'Cambios',
        flex: 2,
        minWidth: 280,
        renderCell: ({ row }) =>
          row.cambios.length ? (
            <Box component="ul" sx={{ m: 0, py: 0.5, pl: 2, overflowWrap: 'anywhere', whiteSpace: 'normal' }}>
              {row.cambios.map((c) => (
                <li key={c.campo}>{describirCambioAuditoria(row, c, tiempo.zona)}</li>
              ))}
            </Box>
          ) : null,
      },
      { field: 'ip', headerName: 'IP', minWidth: 120 },
    ] satisfies GridColDef<RegistroAuditoria>[]
  ).map(columna);

export interface AuditoriaTablaProps {
  pagina: AuditoriaPagina | undefined;
  cargando: boolean;
  paginacion: { page: number; pageSize: number };
  onPaginacion: (p: { page: number; pageSize: number }) => void;
}

/** Phones: the records as a list (a grid of seven columns would scroll sideways), same paging. */
function AuditoriaLista({ pagina, paginacion, onPaginacion }: AuditoriaTablaProps) {
  const items = pagina?.items ?? [];
  return (
    <>
      {items.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          No hay registros para estos filtros.
        </Typography>
      ) : (
        <List dense disablePadding aria-label="Registros de auditoría">
          {items.map((r) => (
            <RegistroAuditoriaItem
              key={r._id}
              registro={r}
              titulo={
                <>
                  {accionAuditoriaLabel(r.accion)} · {entidadAuditoriaLabel(r.entidad)} <Registro r={r} />
                </>
              }
              pie={
                r.ip && (
                  <Typography variant="caption" color="text.secondary">
                    IP {r.ip}
                  </Typography>
                )
              }
            />
          ))}
        </List>
      )}
      <TablePagination
        component="div"
        count={pagina?.total ?? 0}
        page={paginacion.page}
        rowsPerPage={paginacion.pageSize}
        rowsPerPageOptions={PAGE_SIZE_OPTIONS}
        onPageChange={(_e, page) => onPaginacion({ ...paginacion, page })}
        onRowsPerPageChange={(e) => onPaginacion({ page: 0, pageSize: Number(e.target.value) })}
        labelRowsPerPage="Filas"
        labelDisplayedRows={({ from, to, count }) => `${from}–${to} de ${count}`}
      />
    </>
  );
}

/** The records, newest first, paged by the server; rows grow to show every change. */
export function AuditoriaTabla(props: AuditoriaTablaProps) {
  const { pagina, cargando, paginacion, onPaginacion } = props;
  const angosta = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const tiempo = usePlantaTiempo();
  const cols = useMemo(() => columnas(tiempo), [tiempo]);
  if (angosta) return <AuditoriaLista {...props} />;
  return (
    <DataGrid
      aria-label="Registros de auditoría"
      rows={pagina?.items ?? []}
      columns={cols}
      getRowId={(r) => r._id}
      getRowHeight={() => 'auto'}
      rowCount={pagina?.total ?? 0}
      loading={cargando}
      paginationMode="server"
      paginationModel={paginacion}
      onPaginationModelChange={onPaginacion}
      pageSizeOptions={PAGE_SIZE_OPTIONS}
      disableColumnMenu
      disableRowSelectionOnClick
      // 100 rows at most: render them all (jsdom has no layout to virtualize with either).
      disableVirtualization
      localeText={{ noRowsLabel: 'No hay registros para estos filtros.' }}
      sx={{ minHeight: 400, '& .MuiDataGrid-cell': { py: 0.5, alignItems: 'flex-start' } }}
    />
  );
}
