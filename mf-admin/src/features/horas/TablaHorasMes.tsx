import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { etiquetaMes, TIPOS_HORA, type HorasMesTotales, type HorasPorTipo } from '@portal/shared/domain';
import { formatNumero, HorizontalScroller } from '@portal/shared/ui';
import { estiloMesActual, useAbrirEnMesActual } from './useAbrirEnMesActual';

const sticky = { position: 'sticky', left: 0, bgcolor: 'background.paper', zIndex: 1, minWidth: 180 } as const;

/**
 * A user's month table: the hour types (and Total) × year-months, hours summed per month (docs/decisions.md); it opens
 * on the current plant month.
 */
export function TablaHorasMes({ meses, porTipo, total, label }: { meses: readonly HorasMesTotales[]; porTipo: HorasPorTipo; total: number; label: string }) {
  const { mesActual, celda } = useAbrirEnMesActual(meses.map((m) => m.mes));
  return (
    <HorizontalScroller label={label}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell sx={sticky}>Tipo (horas)</TableCell>
            {meses.map((m) => (
              <TableCell
                key={m.mes}
                align="right"
                ref={m.mes === mesActual ? celda : undefined}
                aria-current={m.mes === mesActual ? 'date' : undefined}
                sx={{ whiteSpace: 'nowrap', ...(m.mes === mesActual ? estiloMesActual : {}) }}
              >
                {etiquetaMes(m.mes, 'corta')}
              </TableCell>
            ))}
            <TableCell align="right">Total</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {TIPOS_HORA.map((tipo) => (
            <TableRow key={tipo}>
              <TableCell component="th" scope="row" sx={sticky}>
                {tipo}
              </TableCell>
              {meses.map((m) => (
                <TableCell key={m.mes} align="right">
                  {formatNumero(m.porTipo[tipo])}
                </TableCell>
              ))}
              <TableCell align="right">{formatNumero(porTipo[tipo])}</TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell component="th" scope="row" sx={{ ...sticky, fontWeight: 600 }}>
              Total
            </TableCell>
            {meses.map((m) => (
              <TableCell key={m.mes} align="right" sx={{ fontWeight: 600 }}>
                {formatNumero(m.total)}
              </TableCell>
            ))}
            <TableCell align="right" sx={{ fontWeight: 600 }}>
              {formatNumero(total)}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </HorizontalScroller>
  );
}
