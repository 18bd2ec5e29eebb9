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

/**
 * Label/value rows: each label is the row header, so a row is found by its label. Below `sm` (a phone) each label
 * sits above its value, full width: a label never breaks inside a word ('Planifica-ción'), a long value wraps.
 */
export function TablaDetalle({ filas, label, vacio }: TablaDetalleProps) {
  return (
    // Fixed layout and values wrapping anywhere: a long word or value never widens a 360 px phone's page.
    <Table
      size="small"
      aria-label={label}
      sx={(theme) => ({
        tableLayout: 'fixed',
        width: '100%',
        '& td, & th': { px: { xs: 1, sm: 2 } },
        '& th': { overflowWrap: 'normal', wordBreak: 'normal', hyphens: 'manual' },
        '& td': { overflowWrap: 'anywhere' },
        [theme.breakpoints.down('sm')]: {
          '&, & tbody, & tr, & th, & td': { display: 'block', width: '100%' },
          '& th': { borderBottom: 'none', pb: 0 },
          '& td': { pt: 0.25 },
        },
      })}
    >
      <TableBody>
        {filas.map((fila) => (
          <TableRow key={fila.label}>
            <TableCell component="th" scope="row" sx={{ fontWeight: 600, width: { sm: '40%' } }}>
              {fila.label}
            </TableCell>
            <TableCell sx={{ whiteSpace: 'pre-wrap' }}>{vacio !== undefined && vacia(fila.value) ? vacio : fila.value}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
