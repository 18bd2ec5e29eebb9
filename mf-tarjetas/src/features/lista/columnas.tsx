import type { GridColDef } from '@mui/x-data-grid';
import type { Tarjeta } from '@portal/shared/domain';
import { ColorChip, EstadoChip, FechaPlanta } from '@portal/shared/ui';
import { columnaNumero, columnaVerDetalle, opcionesOrden } from '@portal/shared/ui/lista';

/** Card-list columns (spec §2, Card list); filters are the list's own, above it. */
export const COLUMNAS_LISTA: GridColDef<Tarjeta>[] = [
  columnaNumero((t) => `Tarjeta ${t.color} N°${t.numero}`),
  { field: 'color', headerName: 'Color', width: 110, renderCell: ({ row }) => <ColorChip color={row.color} /> },
  { field: 'equipo', headerName: 'Equipo Autonomo', flex: 1, minWidth: 140 },
  { field: 'prioridad', headerName: 'Prioridad', width: 100 },
  { field: 'fecha', headerName: 'Fecha apertura', width: 160, renderCell: ({ row }) => <FechaPlanta valor={row.fecha} hora /> },
  { field: 'descripcion', headerName: 'Descripción anomalia', flex: 2, minWidth: 220 },
  { field: 'estado', headerName: 'Estado actual', width: 120, renderCell: ({ row }) => <EstadoChip estado={row.estado} /> },
  columnaVerDetalle(),
];

/** The phone's 'Ordenar por' choices (also the search page's). */
export const ORDEN_LISTA = opcionesOrden(COLUMNAS_LISTA);
