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
  LineHighlightPlot,
  LinePlot,
  MarkPlot,
} from '@mui/x-charts';
import { cortarPorcentaje, etiquetaPeriodo, type Agrupacion, type FilaEvolucion } from '@portal/shared/domain';
import { formatNumero } from '@portal/shared/ui';
import { ejeDesdeCero } from '../comun/ejes';

/** The two lines keep their colours on every tab: none of them is a plant colour. */
export const COLOR_LINEA_CERRADAS = '#343a40';
export const COLOR_LINEA_PORCENTAJE = '#6f42c1';

export interface GraficoEvolucionProps {
  /** Accessible name, e.g. 'Evolución de Tarjetas Rojas'. */
  titulo: string;
  filas: readonly FilaEvolucion[];
  /** Months, quarters or years: how the answer grouped `filas`. */
  agrupacion: Agrupacion;
  /** Colour of the columns (CHART_COLORS: the tab's, or Mixto for a mixed set). */
  color: string;
}

const cantidad = (v: number | null) => (v === null ? '' : formatNumero(v));

/**
 * Top of the '% de Cierre' axis: 100, or the highest % when a window passes it (cards opened before the window
 * and closed in it), so that point is never drawn off the chart.
 */
export const maxEjePorcentaje = (filas: readonly Pick<FilaEvolucion, 'porcentaje'>[]): number =>
  Math.ceil(Math.max(100, ...filas.map((f) => f.porcentaje ?? 0)));

/**
 * The colour tab's chart: columns for 'Acumuladas (abiertas)', a line for 'Acumuladas (cerradas)' on the same
 * axis, and the closing percentage on a second axis ('% de Cierre', 0–100, or up to the highest % above 100). Fills the container's width.
 */
export function GraficoEvolucion({ titulo, filas, agrupacion, color }: GraficoEvolucionProps) {
  return (
    <Box role="figure" aria-label={titulo} sx={{ width: '100%' }}>
      <ChartsDataProvider
        height={320}
        xAxis={[{ id: 'meses', scaleType: 'band', data: filas.map((f) => etiquetaPeriodo(f.mes, agrupacion, 'corta')), tickLabelMinGap: 8 }]}
        yAxis={[
          {
            id: 'tarjetas',
            label: 'Tarjetas',
            ...ejeDesdeCero(
              filas.map((f) => f.acumAbiertas + f.acumCerradas),
              { enteros: true },
            ),
            position: 'left',
          },
          { id: 'porcentaje', label: '% de Cierre', min: 0, max: maxEjePorcentaje(filas), position: 'right' },
        ]}
        series={[
          {
            type: 'bar',
            id: 'abiertas',
            label: 'Acumuladas (abiertas)',
            data: filas.map((f) => f.acumAbiertas),
            color,
            yAxisId: 'tarjetas',
            valueFormatter: cantidad,
          },
          {
            type: 'line',
            id: 'cerradas',
            label: 'Acumuladas (cerradas)',
            data: filas.map((f) => f.acumCerradas),
            color: COLOR_LINEA_CERRADAS,
            yAxisId: 'tarjetas',
            curve: 'linear',
            showMark: true,
            valueFormatter: cantidad,
          },
          {
            type: 'line',
            id: 'porcentaje',
            label: '% de Cierre',
            data: filas.map((f) => f.porcentaje),
            color: COLOR_LINEA_PORCENTAJE,
            yAxisId: 'porcentaje',
            curve: 'linear',
            showMark: true,
            valueFormatter: (v) => (v === null ? '—' : `${cortarPorcentaje(v)} %`),
          },
        ]}
      >
        <ChartsWrapper legendPosition={{ vertical: 'top', horizontal: 'center' }}>
          <ChartsLegend />
          <ChartsSurface>
            <ChartsGrid horizontal />
            <BarPlot />
            <LinePlot />
            <MarkPlot />
            <LineHighlightPlot />
            <ChartsAxisHighlight x="band" />
            <ChartsAxis />
          </ChartsSurface>
          <ChartsTooltip />
        </ChartsWrapper>
      </ChartsDataProvider>
    </Box>
  );
}
