import { Chip, Link, Typography } from '@mui/material';
import { getGridNumericOperators, getGridSingleSelectOperators, type GridColDef } from '@mui/x-data-grid';
import { Link as RouterLink } from 'react-router-dom';
import { CHART_COLORS, COLORES, ESTADOS_TARJETA, PRIORIDADES, detallePath, type Color, type Tarjeta } from '@portal/shared/domain';
import { formatFechaHora } from '@portal/shared/ui';
import { esFilaGrupo, type FilaLista } from './agrupar';

/** The server filters by equality only: one operator per filterable column. */
const soloIgual = getGridSingleSelectOperators().filter((op) => op.value === 'is');
const numeroIgual = getGridNumericOperators().filter((op) => op.value === '=');

export function ColorChip({ color }: { color: Color }) {
  return (
    <Chip
      size="small"
      label={color}
      sx={{ bgcolor: CHART_COLORS[color], color: color === 'Amarilla' ? 'rgba(0,0,0,0.87)' : '#fff', fontWeight: 'bold' }}
    />
  );
}

/** Card-list columns (spec §2, Card list); a group header row spans them all. */
export function columnasLista(equipos: readonly string[]): GridColDef<FilaLista>[] {
  const cols: GridColDef<FilaLista>[] = [
    {
      field: 'numero',
      headerName: 'N°',
      type: 'number',
      width: 90,
      align: 'left',
      headerAlign: 'left',
      filterOperators: numeroIgual,
      colSpan: (_v, row) => (esFilaGrupo(row) ? cols.length : undefined),
      renderCell: ({ row }) =>
        esFilaGrupo(row) ? (
          <Typography component="span" sx={{ fontWeight: 'bold' }} data-testid="grupo">
            {row.grupo.label}: {row.grupo.valor} ({row.grupo.cantidad})
          </Typography>
        ) : (
          <Link component={RouterLink} to={detallePath(row._id)}>
            {row.numero}
          </Link>
        ),
    },
    {
      field: 'color',
      headerName: 'Color',
      type: 'singleSelect',
      valueOptions: [...COLORES],
      filterOperators: soloIgual,
      width: 120,
      renderCell: ({ row }) => (esFilaGrupo(row) ? null : <ColorChip color={row.color} />),
    },
    { field: 'equipo', headerName: 'Equipo Autonomo', type: 'singleSelect', valueOptions: [...equipos], filterOperators: soloIgual, flex: 1, minWidth: 140 },
    { field: 'prioridad', headerName: 'Prioridad', type: 'singleSelect', valueOptions: [...PRIORIDADES], filterOperators: soloIgual, width: 110 },
    {
      field: 'fecha',
      headerName: 'Fecha apertura',
      width: 150,
      filterable: false,
      valueFormatter: (value: string | undefined) => formatFechaHora(value),
    },
    { field: 'descripcion', headerName: 'Descripción anomalia', flex: 2, minWidth: 200, filterable: false },
    { field: 'estado', headerName: 'Estado actual', type: 'singleSelect', valueOptions: [...ESTADOS_TARJETA], filterOperators: soloIgual, width: 130 },
    {
      field: 'detalle',
      headerName: 'Ver detalle',
      sortable: false,
      filterable: false,
      disableExport: true,
      width: 110,
      renderCell: ({ row }) =>
        esFilaGrupo(row) ? null : (
          <Link component={RouterLink} to={detallePath((row as Tarjeta)._id)}>
            Ver detalle
          </Link>
        ),
    },
  ];
  return cols;
}
