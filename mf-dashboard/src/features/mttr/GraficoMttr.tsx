import { Box } from '@mui/material';
import { LineChart } from '@mui/x-charts';
import { CHART_COLORS, COLORES_MTTR, etiquetaMes, type FilaMttr } from '@portal/shared/domain';
import { formatHoras } from '@portal/shared/ui';

/** One line per colour of the mean repair hours; a month without closed cards leaves a gap. */
export function GraficoMttr({ filas }: { filas: readonly FilaMttr[] }) {
  return (
    <Box role="figure" aria-label="Tiempo medio de reparación por color" sx={{ width: '100%' }}>
      <LineChart
        height={300}
        margin={{ right: 32 }}
        xAxis={[{ scaleType: 'point', data: filas.map((f) => etiquetaMes(f.mes, 'corta')), tickLabelMinGap: 8 }]}
        yAxis={[{ label: 'Horas', min: 0 }]}
        series={COLORES_MTTR.map((c) => ({
          id: c,
          label: c,
          data: filas.map((f) => f.porColor[c].media),
          color: CHART_COLORS[c],
          curve: 'linear' as const,
          showMark: true,
          valueFormatter: (v: number | null) => (v === null ? '—' : formatHoras(v)),
        }))}
        slotProps={{ legend: { position: { vertical: 'top', horizontal: 'center' } } }}
      />
    </Box>
  );
}
