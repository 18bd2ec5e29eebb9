import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { textoDias, type AntiguedadRespuesta } from '@portal/shared/domain';
import { formatNumero, HorizontalScroller, useDiasAlerta } from '@portal/shared/ui';

/** Per priority: its deadline (the plant's), the open cards within it ('En plazo') and past it ('Excedido'). */
export function TablaAntiguedad({ filas }: { filas: AntiguedadRespuesta['porPrioridad'] }) {
  const dias = useDiasAlerta();
  return (
    <HorizontalScroller label="Tarjetas abiertas por prioridad y plazo">
      <Table size="small" aria-label="Tarjetas abiertas por prioridad y plazo">
        <TableHead>
          <TableRow>
            <TableCell>Prioridad</TableCell>
            <TableCell align="right">Plazo</TableCell>
            <TableCell align="right">En plazo</TableCell>
            <TableCell align="right">Excedido</TableCell>
            <TableCell align="right">Total</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {filas.map((f) => (
            <TableRow key={f.prioridad}>
              <TableCell component="th" scope="row" sx={{ fontWeight: 'bold' }}>
                {f.prioridad}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {textoDias(dias[f.prioridad])}
              </TableCell>
              <TableCell align="right">{formatNumero(f.enPlazo)}</TableCell>
              <TableCell align="right" sx={f.excedido ? { color: 'error.main', fontWeight: 'bold' } : undefined}>
                {formatNumero(f.excedido)}
              </TableCell>
              <TableCell align="right">{formatNumero(f.enPlazo + f.excedido)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </HorizontalScroller>
  );
}
