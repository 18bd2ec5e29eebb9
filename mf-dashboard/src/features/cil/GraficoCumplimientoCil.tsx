import { Box } from '@mui/material';
import { BarChart } from '@mui/x-charts';
import { CHART_COLORS, type FilaCumplimientoCil } from '@portal/shared/domain';
import { textoPorcentaje } from './textosCil';

/** A week's Monday 'YYYY-MM-DD' → '05/01', short enough for a phone's axis (the table names the year). */
export const etiquetaSemana = (lunes: string) => `${lunes.slice(8, 10)}/${lunes.slice(5, 7)}`;

/**
 * The % on time per week (0–100), one bar per week; a week with nothing due has no bar. On a phone the axis names
 * every few weeks only (the labels would overlap); the table below has them all.
 */
export function GraficoCumplimientoCil({ semanas }: { semanas: readonly FilaCumplimientoCil[] }) {
  return (
    <Box role="figure" aria-label="Gráfico: cumplimiento CIL por semana" sx={{ width: '100%' }}>
      <BarChart
        height={260}
        xAxis={[{ scaleType: 'band', data: semanas.map((s) => etiquetaSemana(s.clave)), tickLabelMinGap: 8, label: 'Semana (lunes)' }]}
        yAxis={[{ min: 0, max: 100, label: 'A tiempo (%)', width: 56 }]}
        series={[
          {
            id: 'porcentaje',
            label: 'A tiempo (%)',
            data: semanas.map((s) => s.porcentaje),
            color: CHART_COLORS.Verde,
            valueFormatter: (v) => textoPorcentaje(v),
          },
        ]}
        hideLegend
        grid={{ horizontal: true }}
      />
    </Box>
  );
}
