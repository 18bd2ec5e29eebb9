import type { ReactNode } from 'react';
import { Table, TableBody, TableCell, TableRow } from '@mui/material';

export interface FilaTabla {
  label: string;
  value: ReactNode;
}

export interface TablaDetalleProps {
  filas: FilaTabla[];
  label: string;
  /** Shown instead of an empty text value (null, '' or only spaces); without it a value is shown as given. */
  vacio?: string;
}

const vacia = (value: ReactNode) => value == null || (typeof value === 'string' && !value.trim());

/** Label/value rows: each label is the row header, so a row is found by its label. */
export function TablaDetalle({ filas, label, vacio }: TablaDetalleProps) {
  return (
    // Fixed layout and wrapping anywhere: a long word or value never widens a 360 px phone's page.
    <Table size="small" aria-label={label} sx={{ tableLayout: 'fixed', width: '100%', '& td, & th': { px: { xs: 1, sm: 2 }, overflowWrap: 'anywhere' } }}>
      <TableBody>
        {filas.map((fila) => (
          <TableRow key={fila.label}>
            <TableCell component="th" scope="row" sx={{ fontWeight: 600, width: '40%' }}>
              {fila.label}
            </TableCell>
            <TableCell sx={{ whiteSpace: 'pre-wrap' }}>{vacio !== undefined && vacia(fila.value) ? vacio : fila.value}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
