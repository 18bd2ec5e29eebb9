import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { cortarPorcentaje, porcentajeDosDecimales, type FilaRiesgo } from '@portal/shared/domain';
import { formatNumero, HorizontalScroller } from '@portal/shared/ui';

const encabezado = { component: 'th', scope: 'row', sx: { fontWeight: 'bold' } } as const;

/** The spec's table: Tarjetas (total | cerradas), % cerradas, risk levels and the reduction (two decimals). */
export function TablaRiesgoTotal({ fila }: { fila: FilaRiesgo }) {
  const filas: [string, string][] = [
    ['% de tarjetas cerradas', cortarPorcentaje(fila.porcentajeCerradas)],
    ['Nivel Riesgo Inicial', formatNumero(fila.riesgoInicial)],
    ['Nivel Riesgo Final', formatNumero(fila.riesgoFinal)],
    ['% de Reducción de Riesgo', porcentajeDosDecimales(fila.reduccion)],
  ];
  return (
    <TableContainer sx={{ maxWidth: 560 }}>
      <Table size="small" aria-label="Mapa de riesgo">
        <TableHead>
          <TableRow>
            <TableCell />
            <TableCell align="right">Total</TableCell>
            <TableCell align="right">Cerradas</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          <TableRow>
            <TableCell {...encabezado}>Tarjetas</TableCell>
            <TableCell align="right">{formatNumero(fila.tarjetas)}</TableCell>
            <TableCell align="right">{formatNumero(fila.cerradas)}</TableCell>
          </TableRow>
          {filas.map(([nombre, valor]) => (
            <TableRow key={nombre}>
              <TableCell {...encabezado}>{nombre}</TableCell>
              <TableCell align="right" colSpan={2}>
                {valor}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

const COLUMNAS = ['Tarjetas', 'Cerradas', '% de tarjetas cerradas', 'Nivel Riesgo Inicial', 'Nivel Riesgo Final', '% de Reducción de Riesgo'];

/** The same figures, one row per Equipo (the original lacked it); the Equipo column stays put while scrolling. */
export function TablaRiesgoEquipos({ filas }: { filas: readonly FilaRiesgo[] }) {
  return (
    <HorizontalScroller label="Mapa de riesgo por equipo">
      <Table size="small" aria-label="Mapa de riesgo por equipo">
        <TableHead>
          <TableRow>
            <TableCell sx={{ position: 'sticky', left: 0, bgcolor: 'background.paper' }}>Equipo</TableCell>
            {COLUMNAS.map((c) => (
              <TableCell key={c} align="right">
                {c}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {filas.map((f) => (
            <TableRow key={f.equipo}>
              <TableCell {...encabezado} sx={{ ...encabezado.sx, position: 'sticky', left: 0, bgcolor: 'background.paper', whiteSpace: 'nowrap' }}>
                {f.equipo}
              </TableCell>
              {[
                formatNumero(f.tarjetas),
                formatNumero(f.cerradas),
                cortarPorcentaje(f.porcentajeCerradas),
                formatNumero(f.riesgoInicial),
                formatNumero(f.riesgoFinal),
                porcentajeDosDecimales(f.reduccion),
              ].map((v, i) => (
                <TableCell key={COLUMNAS[i]} align="right">
                  {v}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </HorizontalScroller>
  );
}
