import { Box } from '@mui/material';
import { BarChart } from '@mui/x-charts';
import { CHART_COLORS, type AntiguedadRespuesta } from '@portal/shared/domain';
import { formatNumero } from '@portal/shared/ui';

const numero = (v: number | null) => (v === null ? '' : formatNumero(v));

/** 'En plazo' and 'Excedido' stacked per priority. */
export function GraficoAntiguedad({ filas }: { filas: AntiguedadRespuesta['porPrioridad'] }) {
  return (
    <Box role="figure" aria-label="Tarjetas abiertas en plazo y excedidas por prioridad" sx={{ width: '100%' }}>
      <BarChart
        height={260}
        xAxis={[{ scaleType: 'band', data: filas.map((f) => f.prioridad) }]}
        yAxis={[{ label: 'Tarjetas abiertas', min: 0, tickMinStep: 1 }]}
        series={[
          { id: 'enPlazo', label: 'En plazo', stack: 'total', data: filas.map((f) => f.enPlazo), color: CHART_COLORS.Verde, valueFormatter: numero },
          { id: 'excedido', label: 'Excedido', stack: 'total', data: filas.map((f) => f.excedido), color: CHART_COLORS.Roja, valueFormatter: numero },
        ]}
        slotProps={{ legend: { position: { vertical: 'top', horizontal: 'center' } } }}
      />
    </Box>
  );
}
