import type { ReactNode } from 'react';
import { Table, TableBody, TableCell, TableRow } from '@mui/material';
import { oVacio } from '../textos';

export interface FilaTabla {
  label: string;
  /** Text ('—' when empty) or an element. */
  value: ReactNode;
}

/** Label/value rows: each label is the row header, so a row is found by its label. */
export function TablaDetalle({ filas, label }: { filas: FilaTabla[]; label: string }) {
  return (
    // Fixed layout and wrapping anywhere: a long word never widens a 360 px phone's page.
    <Table size="small" aria-label={label} sx={{ tableLayout: 'fixed', width: '100%', '& td, & th': { px: { xs: 1, sm: 2 }, overflowWrap: 'anywhere' } }}>
      <TableBody>
        {filas.map((fila) => (
          <TableRow key={fila.label}>
            <TableCell component="th" scope="row" sx={{ fontWeight: 600, width: '40%' }}>
              {fila.label}
            </TableCell>
            <TableCell sx={{ whiteSpace: 'pre-wrap' }}>{typeof fila.value === 'string' || fila.value == null ? oVacio(fila.value) : fila.value}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
