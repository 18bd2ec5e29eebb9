import { Box } from '@mui/material';
import { LineChart } from '@mui/x-charts';
import { CHART_COLORS, COLORES_MTTR, etiquetaPeriodo, type Agrupacion, type FilaMttr } from '@portal/shared/domain';
import { formatHoras } from '@portal/shared/ui';
import { ejeDesdeCero } from '../comun/ejes';

/** One line per colour of the mean repair hours; a period without closed cards leaves a gap. */
export function GraficoMttr({ filas, agrupacion }: { filas: readonly FilaMttr[]; agrupacion: Agrupacion }) {
  return (
    <Box role="figure" aria-label="Tiempo medio de reparación por color" sx={{ width: '100%' }}>
      <LineChart
        height={300}
        margin={{ right: 32 }}
        xAxis={[{ scaleType: 'point', data: filas.map((f) => etiquetaPeriodo(f.mes, agrupacion, 'corta')), tickLabelMinGap: 8 }]}
        yAxis={[{ label: 'Horas', ...ejeDesdeCero(filas.flatMap((f) => COLORES_MTTR.map((c) => f.porColor[c].media))) }]}
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
