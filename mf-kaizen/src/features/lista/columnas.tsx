import type { GridColDef } from '@mui/x-data-grid';
import { etiquetaKaizen, type KaizenResumen } from '@portal/shared/domain';
import { FechaPlanta } from '@portal/shared/ui';
import { columnaNumero, columnaVerDetalle } from '@portal/shared/ui/lista';
import { EstadoKaizenChip } from '../kaizen/EstadoKaizenChip';

/** Kaizen-list columns (spec §2, Kaizen list); filters are the list's own, above it. */
export const COLUMNAS_KAIZEN: GridColDef<KaizenResumen>[] = [
  columnaNumero((k) => etiquetaKaizen(k.numero)),
  { field: 'codigo', headerName: 'Código del Kaizen', width: 150 },
  { field: 'maquina', headerName: 'Maquina', flex: 1, minWidth: 130 },
  { field: 'fecha', headerName: 'Fecha apertura', width: 130, renderCell: ({ row }) => <FechaPlanta valor={row.fecha} /> },
  { field: 'tema', headerName: 'Tema', flex: 2, minWidth: 200 },
  { field: 'estadoActual', headerName: 'Estado actual', width: 190, renderCell: ({ row }) => <EstadoKaizenChip estado={row.estadoActual} /> },
  { field: 'lider', headerName: 'Líder del equipo de mejora', flex: 1, minWidth: 170 },
  columnaVerDetalle(),
];
