import { Box } from '@mui/material';
import { BarChart } from '@mui/x-charts';
import { CHART_COLORS, type AntiguedadRespuesta } from '@portal/shared/domain';
import { formatNumero } from '@portal/shared/ui';
import { ejeDesdeCero } from '../comun/ejes';
import { SIN_ABIERTAS, SinTarjetas } from '../comun/SinTarjetas';

const numero = (v: number | null) => (v === null ? '' : formatNumero(v));

/** 'En plazo' and 'Excedido' stacked per priority. */
export function GraficoAntiguedad({ filas }: { filas: AntiguedadRespuesta['porPrioridad'] }) {
  if (filas.every((f) => f.enPlazo === 0 && f.excedido === 0)) return <SinTarjetas texto={SIN_ABIERTAS} />;
  return (
    <Box role="figure" aria-label="Tarjetas abiertas en plazo y excedidas por prioridad" sx={{ width: '100%' }}>
      <BarChart
        height={260}
        xAxis={[{ scaleType: 'band', data: filas.map((f) => f.prioridad) }]}
        yAxis={[
          {
            label: 'Tarjetas abiertas',
            ...ejeDesdeCero(
              filas.map((f) => f.enPlazo + f.excedido),
              { enteros: true },
            ),
          },
        ]}
        series={[
          { id: 'enPlazo', label: 'En plazo', stack: 'total', data: filas.map((f) => f.enPlazo), color: CHART_COLORS.Verde, valueFormatter: numero },
          { id: 'excedido', label: 'Excedido', stack: 'total', data: filas.map((f) => f.excedido), color: CHART_COLORS.Roja, valueFormatter: numero },
        ]}
        slotProps={{ legend: { position: { vertical: 'top', horizontal: 'center' } } }}
      />
    </Box>
  );
}
