import { Link } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { Link as RouterLink } from 'react-router-dom';
import { detallePath, etiquetaKaizen, type KaizenResumen } from '@portal/shared/domain';
import { FechaPlanta } from '@portal/shared/ui';
import type { OpcionOrden } from '@portal/shared/ui/lista';
import { EstadoKaizenChip } from '../kaizen/EstadoKaizenChip';

/** Kaizen-list columns (spec §2, Kaizen list); filters are the list's own, above it. */
export const COLUMNAS_KAIZEN: GridColDef<KaizenResumen>[] = [
  {
    field: 'numero',
    headerName: 'N°',
    width: 80,
    renderCell: ({ row }) => (
      <Link component={RouterLink} to={detallePath(row._id)} aria-label={etiquetaKaizen(row.numero)}>
        {row.numero}
      </Link>
    ),
  },
  { field: 'codigo', headerName: 'Código del Kaizen', width: 150 },
  { field: 'maquina', headerName: 'Maquina', flex: 1, minWidth: 130 },
  { field: 'fecha', headerName: 'Fecha apertura', width: 130, renderCell: ({ row }) => <FechaPlanta valor={row.fecha} /> },
  { field: 'tema', headerName: 'Tema', flex: 2, minWidth: 200 },
  { field: 'estadoActual', headerName: 'Estado actual', width: 190, renderCell: ({ row }) => <EstadoKaizenChip estado={row.estadoActual} /> },
  { field: 'lider', headerName: 'Líder del equipo de mejora', flex: 1, minWidth: 170 },
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
export const ORDEN_KAIZEN: OpcionOrden[] = COLUMNAS_KAIZEN.filter((c) => c.sortable !== false).map((c) => ({ field: c.field, label: c.headerName ?? c.field }));
