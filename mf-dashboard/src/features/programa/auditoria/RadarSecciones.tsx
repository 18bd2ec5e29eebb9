import { Box, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { RadarChart } from '@mui/x-charts';
import type { ResultadoSeccionAm } from '@portal/shared/domain';

/** A section as the tables name it: its number on the radar's axis, then its title. */
export const nombreSeccion = (i: number, titulo: string) => `${i + 1}. ${titulo}`;

export interface RadarSeccionesProps {
  secciones: ResultadoSeccionAm[];
  /** Fixed size in px (the printed sheet); the screen takes its column's width. */
  ancho?: number;
  alto?: number;
  /** The table of each section's % (the printed sheet draws its own). */
  tabla?: boolean;
}

/**
 * Each section's % of the top score on a radar (MUI X's community RadarChart, 0–100 on every axis, the sections
 * numbered), with the table that names them and says the same in words. A radar needs three axes: with fewer
 * sections only the table shows.
 */
export function RadarSecciones({ secciones, ancho, alto = 300, tabla = true }: RadarSeccionesProps) {
  const titulo = (n: string) => nombreSeccion(Number(n) - 1, secciones[Number(n) - 1]?.titulo ?? '');
  return (
    <>
      {secciones.length >= 3 && (
        <Box role="figure" aria-label="Gráfico: Puntaje por sección" sx={{ width: ancho ?? '100%', maxWidth: '100%' }}>
          <RadarChart
            height={alto}
            width={ancho}
            hideLegend
            margin={24}
            series={[{ label: 'Puntaje', data: secciones.map((s) => s.porcentaje ?? 0), valueFormatter: (v) => `${v ?? 0} %`, fillArea: true }]}
            radar={{
              max: 100,
              // Numbers on the axes: a title does not fit beside a phone-wide radar; the tooltip and the table name them.
              metrics: secciones.map((_, i) => String(i + 1)),
              labelFormatter: (n, { location }) => (location === 'tick' ? n : titulo(n)),
            }}
          />
        </Box>
      )}
      {tabla && (
        <Table size="small" aria-label="Puntaje por sección">
          <TableHead>
            <TableRow>
              <TableCell>Sección</TableCell>
              <TableCell align="right">Puntaje</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {secciones.map((s, i) => (
              <TableRow key={s.titulo}>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{nombreSeccion(i, s.titulo)}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {s.porcentaje === null ? '—' : `${s.porcentaje} %`}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </>
  );
}
