import { Box, useMediaQuery, type Theme } from '@mui/material';
import { BarChart } from '@mui/x-charts';
import { CHART_COLORS, type FilaRiesgo } from '@portal/shared/domain';
import { formatNumero } from '@portal/shared/ui';
import { SIN_RIESGO, SinTarjetas } from '../comun/SinTarjetas';
import { ejesRiesgo } from './ejesRiesgo';

const numero = (v: number | null) => (v === null ? '' : formatNumero(v));

/** 'Nivel Riesgo Inicial' vs 'Nivel Riesgo Final' per Equipo: how much risk each team has removed; every Equipo named. */
export function GraficoRiesgo({ filas }: { filas: readonly FilaRiesgo[] }) {
  const telefono = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  if (filas.every((f) => f.riesgoInicial === 0 && f.riesgoFinal === 0)) return <SinTarjetas texto={SIN_RIESGO} />;
  return (
    <Box role="figure" aria-label="Nivel de riesgo inicial y final por equipo" sx={{ width: '100%' }}>
      <BarChart
        {...ejesRiesgo(filas, telefono)}
        series={[
          { id: 'ri', label: 'Nivel Riesgo Inicial', data: filas.map((f) => f.riesgoInicial), color: CHART_COLORS.Roja, valueFormatter: numero },
          { id: 'rf', label: 'Nivel Riesgo Final', data: filas.map((f) => f.riesgoFinal), color: CHART_COLORS.Verde, valueFormatter: numero },
        ]}
        slotProps={{ legend: { position: { vertical: 'top', horizontal: 'center' } } }}
      />
    </Box>
  );
}
