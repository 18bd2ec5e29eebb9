import { Link, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { cortarPorcentaje, PARETO_ETIQUETA, plural, type ItemPareto, type ParetoPor } from '@portal/shared/domain';
import { formatNumero, HorizontalScroller } from '@portal/shared/ui';
import { SIN_VALOR } from './paretoEnlace';

export interface TablaParetoProps {
  por: ParetoPor;
  items: readonly ItemPareto[];
  /** The /tarjetas list of a value's open cards. */
  enlace: (valor: string) => string;
}

/** Value (a link to its open cards), count, share and cumulative share, most first. */
export function TablaPareto({ por, items, enlace }: TablaParetoProps) {
  return (
    <HorizontalScroller label={`Pareto por ${PARETO_ETIQUETA[por]}`}>
      <Table size="small" aria-label={`Pareto por ${PARETO_ETIQUETA[por]}`}>
        <TableHead>
          <TableRow>
            <TableCell>{PARETO_ETIQUETA[por]}</TableCell>
            <TableCell align="right">Cantidad</TableCell>
            <TableCell align="right">%</TableCell>
            <TableCell align="right">% acumulado</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.length === 0 && (
            <TableRow>
              <TableCell colSpan={4}>No hay tarjetas abiertas.</TableCell>
            </TableRow>
          )}
          {items.map((it) => (
            <TableRow key={it.valor}>
              <TableCell component="th" scope="row">
                <Link
                  component={RouterLink}
                  to={enlace(it.valor)}
                  aria-label={`Ver ${plural(it.cantidad, 'tarjeta abierta', 'tarjetas abiertas')} de ${it.valor || SIN_VALOR}`}
                >
                  {it.valor || SIN_VALOR}
                </Link>
              </TableCell>
              <TableCell align="right">{formatNumero(it.cantidad)}</TableCell>
              <TableCell align="right">{cortarPorcentaje(it.porcentaje)}</TableCell>
              <TableCell align="right">{cortarPorcentaje(it.porcentajeAcumulado)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </HorizontalScroller>
  );
}
