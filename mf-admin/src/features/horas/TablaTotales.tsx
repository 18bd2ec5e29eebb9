import { Table, TableBody, TableCell, TableHead, TableRow, TableSortLabel } from '@mui/material';
import { etiquetaMes, type DireccionOrden, type HorasMesTotales, type Mes, type TipoHora } from '@portal/shared/domain';
import { formatNumero, HorizontalScroller } from '@portal/shared/ui';
import { estiloMesActual, useAbrirEnMesActual } from './useAbrirEnMesActual';

export interface FilaTotales {
  key: string;
  /** The row header (name, equipo) and an optional second line. */
  titulo: string;
  detalle?: string;
  meses: HorasMesTotales[];
  total: number;
  porTipo: Record<TipoHora, number>;
}

export interface ColumnaOrden<O extends string> {
  orden: O;
  label: string;
}

const sticky = { position: 'sticky', left: 0, bgcolor: 'background.paper', zIndex: 1, minWidth: 170 } as const;

/**
 * Rows (users or equipos) × months of the range, and the total: each cell is the month's hours of the
 * chosen type (all types when none). Column headers with an order sort on the server. It opens on the current plant month.
 */
export function TablaTotales<O extends string>(props: {
  label: string;
  meses: readonly Mes[];
  filas: readonly FilaTotales[];
  primera: ColumnaOrden<O>;
  extra?: { label: string; valor: (f: FilaTotales) => string; orden?: O };
  orden: O;
  dir: DireccionOrden;
  onOrden: (orden: O) => void;
  totalOrden: O;
  vacio: string;
}) {
  const { label, meses, filas, primera, extra, orden, dir, onOrden, totalOrden, vacio } = props;
  const { mesActual, celda } = useAbrirEnMesActual(meses);
  const sortLabel = (o: O, texto: string) => (
    <TableSortLabel active={orden === o} direction={orden === o ? dir : 'asc'} onClick={() => onOrden(o)}>
      {texto}
    </TableSortLabel>
  );
  return (
    <HorizontalScroller label={label}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell sx={sticky} sortDirection={orden === primera.orden ? dir : false}>
              {sortLabel(primera.orden, primera.label)}
            </TableCell>
            {extra && (
              <TableCell sortDirection={extra.orden && orden === extra.orden ? dir : false}>
                {extra.orden ? sortLabel(extra.orden, extra.label) : extra.label}
              </TableCell>
            )}
            {meses.map((m) => (
              <TableCell
                key={m}
                align="right"
                ref={m === mesActual ? celda : undefined}
                aria-current={m === mesActual ? 'date' : undefined}
                sx={{ whiteSpace: 'nowrap', ...(m === mesActual ? estiloMesActual : {}) }}
              >
                {etiquetaMes(m, 'corta')}
              </TableCell>
            ))}
            <TableCell align="right" sortDirection={orden === totalOrden ? dir : false}>
              {sortLabel(totalOrden, 'Total (horas)')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {filas.length === 0 && (
            <TableRow>
              <TableCell colSpan={meses.length + (extra ? 3 : 2)}>{vacio}</TableCell>
            </TableRow>
          )}
          {filas.map((f) => (
            <TableRow key={f.key} hover>
              <TableCell component="th" scope="row" sx={sticky}>
                {f.titulo}
                {f.detalle && (
                  <>
                    <br />
                    <small>{f.detalle}</small>
                  </>
                )}
              </TableCell>
              {extra && <TableCell>{extra.valor(f)}</TableCell>}
              {f.meses.map((m) => (
                <TableCell key={m.mes} align="right">
                  {formatNumero(m.total)}
                </TableCell>
              ))}
              <TableCell align="right" sx={{ fontWeight: 600 }}>
                {formatNumero(f.total)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </HorizontalScroller>
  );
}
