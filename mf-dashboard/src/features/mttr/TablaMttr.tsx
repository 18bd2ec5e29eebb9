import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { COLORES_MTTR, etiquetaPeriodo, NOMBRE_AGRUPACION, type Agrupacion, type FilaMttr } from '@portal/shared/domain';
import { formatHoras, formatNumero, HorizontalScroller } from '@portal/shared/ui';

const fija = { position: 'sticky', left: 0, bgcolor: 'background.paper', whiteSpace: 'nowrap' } as const;

/** Per close period (month, quarter or year) and colour: mean hours ('—' when nothing was closed) and how many cards were closed. */
export function TablaMttr({ filas, agrupacion }: { filas: readonly FilaMttr[]; agrupacion: Agrupacion }) {
  return (
    <HorizontalScroller label="Tiempo medio de reparación por mes">
      <Table size="small" aria-label="Tiempo medio de reparación por mes">
        <TableHead>
          <TableRow>
            <TableCell rowSpan={2} sx={fija}>
              {`${NOMBRE_AGRUPACION[agrupacion]} de cierre`}
            </TableCell>
            {COLORES_MTTR.map((c) => (
              <TableCell key={c} colSpan={2} align="center">
                {c}
              </TableCell>
            ))}
          </TableRow>
          <TableRow>
            {COLORES_MTTR.flatMap((c) => [
              <TableCell key={`${c}-media`} align="right">
                Media (horas)
              </TableCell>,
              <TableCell key={`${c}-n`} align="right">
                Cerradas
              </TableCell>,
            ])}
          </TableRow>
        </TableHead>
        <TableBody>
          {filas.map((f) => (
            <TableRow key={f.mes}>
              <TableCell component="th" scope="row" sx={{ ...fija, fontWeight: 'bold' }}>
                {etiquetaPeriodo(f.mes, agrupacion)}
              </TableCell>
              {COLORES_MTTR.flatMap((c) => {
                const { media, cerradas } = f.porColor[c];
                return [
                  <TableCell key={`${c}-media`} align="right">
                    {media === null ? '—' : formatHoras(media)}
                  </TableCell>,
                  <TableCell key={`${c}-n`} align="right">
                    {formatNumero(cerradas)}
                  </TableCell>,
                ];
              })}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </HorizontalScroller>
  );
}
