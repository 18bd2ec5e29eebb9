import { Link, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { detallePath } from '@portal/shared/domain';
import type { KaizenTarjetaRef } from '@portal/shared/domain';
import { ColorChip } from '@portal/shared/ui';
import { oVacio } from '../textos';

export interface FilaTarjeta {
  tarjeta: KaizenTarjetaRef;
  /** E.g. 'Origen' / 'Hacer' (the linked-cards popup). */
  vinculo?: string;
}

/** A linked card's number: a link to its detail, or plain text once the card was deleted. */
export function NumeroTarjeta({ tarjeta: t, onNavegar }: { tarjeta: KaizenTarjetaRef; onNavegar?: () => void }) {
  if (!t._id) return <>N°{t.numero}</>;
  return (
    <Link
      component={RouterLink}
      to={detallePath(t._id)}
      onClick={onNavegar}
      aria-label={`Tarjeta ${t.color} N°${t.numero}`}
      sx={{ display: 'inline-block', minHeight: 24, py: 0.5 }}
    >
      N°{t.numero}
    </Link>
  );
}

interface Props {
  filas: FilaTarjeta[];
  label: string;
  conDescripcion?: boolean;
  conVinculo?: boolean;
  onNavegar?: () => void;
}

/** Linked cards: número (a link), color, estado ('eliminada' for a deleted card) and optionally descripción. */
export function TablaTarjetas({ filas, label, conDescripcion = false, conVinculo = false, onNavegar }: Props) {
  return (
    // Fixed columns, values wrapping anywhere: four or five columns fit a 360 px phone.
    <Table
      size="small"
      aria-label={label}
      sx={{
        tableLayout: 'fixed',
        width: '100%',
        '& td, & th': { px: { xs: 0.5, sm: 1.5 } },
        '& td': { overflowWrap: 'anywhere' },
        '& th': { fontSize: { xs: '0.8rem', sm: '0.875rem' } },
      }}
    >
      <TableHead>
        <TableRow>
          <TableCell sx={{ width: '21%' }}>Número</TableCell>
          <TableCell sx={{ width: '25%' }}>Color</TableCell>
          <TableCell sx={{ width: '22%' }}>Estado</TableCell>
          {conVinculo && <TableCell>Vínculo</TableCell>}
          {conDescripcion && <TableCell>Descripción</TableCell>}
        </TableRow>
      </TableHead>
      <TableBody>
        {filas.map(({ tarjeta: t, vinculo }) => (
          <TableRow key={`${vinculo ?? ''}-${t.color}-${t.numero}`}>
            <TableCell>
              <NumeroTarjeta tarjeta={t} onNavegar={onNavegar} />
            </TableCell>
            <TableCell>
              <ColorChip color={t.color} />
            </TableCell>
            <TableCell>{t.estado}</TableCell>
            {conVinculo && <TableCell>{vinculo}</TableCell>}
            {conDescripcion && <TableCell sx={{ whiteSpace: 'pre-wrap' }}>{oVacio(t.descripcion)}</TableCell>}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
