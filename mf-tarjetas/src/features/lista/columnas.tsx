import { Link } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { Link as RouterLink } from 'react-router-dom';
import { detallePath, type Tarjeta } from '@portal/shared/domain';
import { ColorChip, EstadoChip, FechaPlanta } from '@portal/shared/ui';
import type { OpcionOrden } from '@portal/shared/ui/lista';

/** Card-list columns (spec §2, Card list); filters are the list's own, above it. */
export const COLUMNAS_LISTA: GridColDef<Tarjeta>[] = [
  {
    field: 'numero',
    headerName: 'N°',
    width: 80,
    renderCell: ({ row }) => (
      <Link component={RouterLink} to={detallePath(row._id)} aria-label={`Tarjeta ${row.color} N°${row.numero}`}>
        {row.numero}
      </Link>
    ),
  },
  { field: 'color', headerName: 'Color', width: 110, renderCell: ({ row }) => <ColorChip color={row.color} /> },
  { field: 'equipo', headerName: 'Equipo Autonomo', flex: 1, minWidth: 140 },
  { field: 'prioridad', headerName: 'Prioridad', width: 100 },
  { field: 'fecha', headerName: 'Fecha apertura', width: 160, renderCell: ({ row }) => <FechaPlanta valor={row.fecha} hora /> },
  { field: 'descripcion', headerName: 'Descripción anomalia', flex: 2, minWidth: 220 },
  { field: 'estado', headerName: 'Estado actual', width: 120, renderCell: ({ row }) => <EstadoChip estado={row.estado} /> },
  {
    field: 'detalle',
    headerName: 'Ver detalle',
    sortable: false,
    width: 110,
    renderCell: ({ row }) => (
      <Link component={RouterLink} to={detallePath(row._id)}>
        Ver detalle
      </Link>
    ),
  },
];

/** The phone's 'Ordenar por' choices: the sortable columns. */
export const ORDEN_LISTA: OpcionOrden[] = COLUMNAS_LISTA.filter((c) => c.sortable !== false).map((c) => ({ field: c.field, label: c.headerName ?? c.field }));
