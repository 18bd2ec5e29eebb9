import { Box } from '@mui/material';
import {
  BarPlot,
  ChartsAxis,
  ChartsAxisHighlight,
  ChartsDataProvider,
  ChartsGrid,
  ChartsLegend,
  ChartsSurface,
  ChartsTooltip,
  ChartsWrapper,
  LinePlot,
  MarkPlot,
} from '@mui/x-charts';
import { CHART_COLORS, cortarPorcentaje, PARETO_ETIQUETA, type ItemPareto, type ParetoPor } from '@portal/shared/domain';
import { formatNumero } from '@portal/shared/ui';
import { ejeDesdeCero } from '../comun/ejes';
import { SIN_VALOR } from './paretoEnlace';

const COLOR_ACUMULADO = '#343a40';
/** Long values (families, machines) are cut on the axis; the tooltip and the table say them whole. */
const corto = (v: string) => (v.length > 16 ? `${v.slice(0, 15)}…` : v);
const nombre = (v: string) => v || SIN_VALOR;

export interface GraficoParetoProps {
  por: ParetoPor;
  items: readonly ItemPareto[];
  /** A bar (its whole column) was clicked. */
  onElegir: (valor: string) => void;
}

/** Open cards per value as bars, most first, and the cumulative % as a line on a second axis (0–100 %). */
export function GraficoPareto({ por, items, onElegir }: GraficoParetoProps) {
  return (
    <Box role="figure" aria-label={`Pareto de tarjetas abiertas por ${PARETO_ETIQUETA[por]}`} sx={{ width: '100%', '& svg': { cursor: 'pointer' } }}>
      <ChartsDataProvider
        height={360}
        xAxis={[
          {
            id: 'valores',
            scaleType: 'band',
            data: items.map((it) => it.valor),
            valueFormatter: (v: string, ctx) => (ctx.location === 'tick' ? corto(nombre(v)) : nombre(v)),
            tickLabelStyle: { angle: -35, textAnchor: 'end', fontSize: 11 },
            height: 90,
          },
        ]}
        yAxis={[
          {
            id: 'cantidad',
            label: 'Tarjetas abiertas',
            ...ejeDesdeCero(
              items.map((it) => it.cantidad),
              { enteros: true },
            ),
            position: 'left',
          },
          { id: 'acumulado', label: '% acumulado', min: 0, max: 100, position: 'right' },
        ]}
        series={[
          {
            type: 'bar',
            id: 'cantidad',
            label: 'Tarjetas abiertas',
            data: items.map((it) => it.cantidad),
            color: CHART_COLORS.Mixto,
            yAxisId: 'cantidad',
            valueFormatter: (v) => (v === null ? '' : formatNumero(v)),
          },
          {
            type: 'line',
            id: 'acumulado',
            label: '% acumulado',
            data: items.map((it) => it.porcentajeAcumulado),
            color: COLOR_ACUMULADO,
            yAxisId: 'acumulado',
            valueFormatter: (v) => (v === null ? '—' : `${cortarPorcentaje(v)} %`),
          },
        ]}
        onAxisClick={(_e, d) => {
          const it = d ? items[d.dataIndex] : undefined;
          if (it) onElegir(it.valor);
        }}
      >
        <ChartsWrapper legendPosition={{ vertical: 'top', horizontal: 'center' }}>
          <ChartsLegend />
          <ChartsSurface>
            <ChartsGrid horizontal />
            <BarPlot />
            <LinePlot />
            <MarkPlot />
            <ChartsAxisHighlight x="band" />
            <ChartsAxis />
          </ChartsSurface>
          <ChartsTooltip />
        </ChartsWrapper>
      </ChartsDataProvider>
    </Box>
  );
}
