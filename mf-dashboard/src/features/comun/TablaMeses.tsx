import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { etiquetaPeriodo, NOMBRE_AGRUPACION, type Agrupacion, type Mes } from '@portal/shared/domain';
import { formatNumero, HorizontalScroller } from '@portal/shared/ui';

export interface FilaTablaMeses {
  etiqueta: string;
  /** One per period, in the order of `meses`: numbers are shown es-AR (1.234), text as given ('66,6', '—'). */
  valores: readonly (number | string)[];
}

export interface TablaMesesProps {
  /** Accessible name of the table and of its scroll region. */
  titulo: string;
  /** Each column's period by its first month. */
  meses: readonly Mes[];
  /** Months, quarters or years, as the answer grouped them. */
  agrupacion: Agrupacion;
  filas: readonly FilaTablaMeses[];
}

/** The row names stay in view while the months scroll; on a phone they wrap, leaving room for the months. */
const celdaFija = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  fontWeight: 600,
  whiteSpace: { xs: 'normal', sm: 'nowrap' },
  minWidth: { xs: 112, sm: 0 },
  pl: { xs: 1, sm: 2 },
} as const;
/** Narrow month columns: a year (12 columns and the row names) fits a 1280 px screen without scrolling. */
const celdaMes = { whiteSpace: 'nowrap', px: 1 } as const;

/** Rows × period columns ('nov 2026' with the whole name on hover, 'T1 2019', '2019'); scrolls sideways inside itself on a phone. */
export function TablaMeses({ titulo, meses, agrupacion, filas }: TablaMesesProps) {
  return (
    <HorizontalScroller label={titulo}>
      <Table size="small" aria-label={titulo}>
        <TableHead>
          <TableRow>
            <TableCell sx={celdaFija}>{NOMBRE_AGRUPACION[agrupacion]}</TableCell>
            {meses.map((mes) => (
              <TableCell key={mes} align="right" title={etiquetaPeriodo(mes, agrupacion)} sx={celdaMes}>
                {etiquetaPeriodo(mes, agrupacion, 'corta')}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {filas.map((fila) => (
            <TableRow key={fila.etiqueta}>
              <TableCell component="th" scope="row" sx={celdaFija}>
                {fila.etiqueta}
              </TableCell>
              {fila.valores.map((v, i) => (
                <TableCell key={meses[i]} align="right" sx={celdaMes}>
                  {typeof v === 'number' ? formatNumero(v) : v}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </HorizontalScroller>
  );
}
