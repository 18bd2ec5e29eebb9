import { Box } from '@mui/material';
import { BarChart } from '@mui/x-charts';
import { CHART_COLORS, type FilaRiesgo } from '@portal/shared/domain';
import { formatNumero } from '@portal/shared/ui';
import { ejeDesdeCero } from '../comun/ejes';
import { SIN_RIESGO, SinTarjetas } from '../comun/SinTarjetas';

const numero = (v: number | null) => (v === null ? '' : formatNumero(v));

/** 'Nivel Riesgo Inicial' vs 'Nivel Riesgo Final' per Equipo: how much risk each team has removed. */
export function GraficoRiesgo({ filas }: { filas: readonly FilaRiesgo[] }) {
  if (filas.every((f) => f.riesgoInicial === 0 && f.riesgoFinal === 0)) return <SinTarjetas texto={SIN_RIESGO} />;
  return (
    <Box role="figure" aria-label="Nivel de riesgo inicial y final por equipo" sx={{ width: '100%' }}>
      <BarChart
        height={320}
        xAxis={[{ scaleType: 'band', data: filas.map((f) => f.equipo ?? ''), tickLabelMinGap: 4 }]}
        yAxis={[{ label: 'Nivel de riesgo', ...ejeDesdeCero(filas.flatMap((f) => [f.riesgoInicial, f.riesgoFinal]), { enteros: true }) }]}
        series={[
          { id: 'ri', label: 'Nivel Riesgo Inicial', data: filas.map((f) => f.riesgoInicial), color: CHART_COLORS.Roja, valueFormatter: numero },
          { id: 'rf', label: 'Nivel Riesgo Final', data: filas.map((f) => f.riesgoFinal), color: CHART_COLORS.Verde, valueFormatter: numero },
        ]}
        slotProps={{ legend: { position: { vertical: 'top', horizontal: 'center' } } }}
      />
    </Box>
  );
}
