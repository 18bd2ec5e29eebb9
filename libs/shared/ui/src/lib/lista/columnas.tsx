import { Link } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { Link as RouterLink } from 'react-router-dom';
import { detallePath } from '@portal/shared/domain';
import type { OpcionOrden } from './OrdenMovil';

interface Documento {
  _id: string;
  numero: number;
}

/** The 'N°' column: the number as a link to the document's detail, named for the document ('Tarjeta Roja N°12'). */
export function columnaNumero<R extends Documento>(nombre: (row: R) => string): GridColDef<R> {
  return {
    field: 'numero',
    headerName: 'N°',
    width: 80,
    renderCell: ({ row }) => (
      <Link component={RouterLink} to={detallePath(row._id)} aria-label={nombre(row)}>
        {row.numero}
      </Link>
    ),
  };
}

/** The last column: 'Ver detalle', a link to the document's detail. */
export function columnaVerDetalle<R extends Documento>(): GridColDef<R> {
  return {
    field: 'detalle',
    headerName: 'Ver detalle',
    sortable: false,
    width: 110,
    renderCell: ({ row }) => (
      <Link component={RouterLink} to={detallePath(row._id)}>
        Ver detalle
      </Link>
    ),
  };
}

/** The phone's 'Ordenar por' choices: the sortable columns, by their header. */
export const opcionesOrden = <R extends object>(columnas: readonly GridColDef<R>[]): OpcionOrden[] =>
  columnas.filter((c) => c.sortable !== false).map((c) => ({ field: c.field, label: c.headerName ?? c.field }));
