import { Box } from '@mui/material';
import { LineChart } from '@mui/x-charts';
import { CHART_COLORS, cortarPorcentaje, etiquetaPeriodo, type Agrupacion, type FilaAutonomia } from '@portal/shared/domain';

/** The autonomy index per period (0–100 %); a month with nothing closed yet leaves a gap. Fills the container's width. */
export function GraficoAutonomia({ filas, agrupacion }: { filas: readonly FilaAutonomia[]; agrupacion: Agrupacion }) {
  return (
    <Box role="figure" aria-label="Gráfico: Índice de autonomía" sx={{ width: '100%' }}>
      <LineChart
        height={300}
        xAxis={[{ scaleType: 'band', data: filas.map((f) => etiquetaPeriodo(f.mes, agrupacion, 'corta')), tickLabelMinGap: 8 }]}
        yAxis={[{ label: 'Índice de autonomía (%)', min: 0, max: 100 }]}
        series={[
          {
            label: 'Índice de autonomía (%)',
            data: filas.map((f) => f.indice),
            color: CHART_COLORS.Azul,
            curve: 'linear',
            showMark: true,
            valueFormatter: (v) => (v === null ? '—' : `${cortarPorcentaje(v)} %`),
          },
        ]}
        grid={{ horizontal: true }}
      />
    </Box>
  );
}
