import { useState } from 'react';
import { Box, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { ChartsReferenceLine, LineChart } from '@mui/x-charts';
import { getErrorMessage, urlDe } from '@portal/shared/data-access';
import { CHART_COLORS, formatCantidad, programaAmContrato, type CurvaAm, type PeriodoCurvaAm } from '@portal/shared/domain';
import { ErrorAlert } from '@portal/shared/ui';
import { DescargaExcelButton } from '../comun/ExcelButton';
import { useGetCurvaAmQuery } from './programaApi';

/** The period whose span holds a step's first day: where its mark goes on the time axis. */
function periodoDelPaso(curva: CurvaAm, desde: string): string | undefined {
  return curva.puntos.filter((p) => p.inicio <= desde).at(-1)?.periodo;
}

/** The curve: hung and removed (left axis), the gap and its threshold (right axis, %), the step changes marked. */
function GraficoCurvaAm({ curva }: { curva: CurvaAm }) {
  const etiquetas = curva.puntos.map((p) => p.periodo);
  const marcas = curva.pasos.flatMap((s) => {
    const x = periodoDelPaso(curva, s.desde);
    return x ? [{ x, paso: s.paso }] : [];
  });
  return (
    <Box role="figure" aria-label="Gráfico: Curva de tarjetas" sx={{ width: '100%' }}>
      <LineChart
        height={320}
        xAxis={[{ scaleType: 'point', data: etiquetas, tickLabelMinGap: 12 }]}
        yAxis={[
          { id: 'tarjetas', label: 'Tarjetas (acumuladas)', min: 0 },
          { id: 'brecha', label: 'Brecha (%)', min: 0, max: 100, position: 'right' },
        ]}
        series={[
          { label: 'Colgadas', data: curva.puntos.map((p) => p.colgadas), yAxisId: 'tarjetas', color: CHART_COLORS.Roja, showMark: false },
          { label: 'Retiradas', data: curva.puntos.map((p) => p.retiradas), yAxisId: 'tarjetas', color: CHART_COLORS.Verde, showMark: false },
          {
            label: 'Brecha (%)',
            data: curva.puntos.map((p) => p.brecha),
            yAxisId: 'brecha',
            color: CHART_COLORS.Azul,
            showMark: false,
            valueFormatter: (v) => (v === null ? '—' : `${v} %`),
          },
        ]}
        grid={{ horizontal: true }}
      >
        <ChartsReferenceLine y={curva.brechaMax} axisId="brecha" label={`Umbral ${curva.brechaMax} %`} lineStyle={{ strokeDasharray: '6 4' }} />
        {marcas.map((m) => (
          <ChartsReferenceLine key={`${m.paso}-${m.x}`} x={m.x} label={`Paso ${m.paso}`} labelAlign="start" lineStyle={{ strokeDasharray: '2 3' }} />
        ))}
      </LineChart>
    </Box>
  );
}

/**
 * 'Curva de tarjetas' (issue 25 §4) of a team (`equipoId`), a machine (`maquina`) or the plant (neither): cumulative
 * tags hung vs removed per week or month of the plant's calendar, the gap against the gate's threshold, a team's step
 * changes marked; with its Excel. `nombre` names the Excel file.
 */
export function CurvaAmSeccion({ equipoId, maquina, nombre }: { equipoId?: string; maquina?: string; nombre: string }) {
  const [periodo, setPeriodo] = useState<PeriodoCurvaAm>('semana');
  const consulta = { ...(equipoId ? { equipo: equipoId } : maquina ? { maquina } : {}), periodo };
  const { data: curva, error, isLoading } = useGetCurvaAmQuery(consulta);
  const ultimo = curva?.puntos.at(-1);
  return (
    <Box component="section" aria-labelledby="curva-titulo">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="h6" component="h2" id="curva-titulo">
          Curva de tarjetas
        </Typography>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={periodo}
            onChange={(_, v: PeriodoCurvaAm | null) => v && setPeriodo(v)}
            aria-label="Período de la curva"
          >
            <ToggleButton value="semana">Semanas</ToggleButton>
            <ToggleButton value="mes">Meses</ToggleButton>
          </ToggleButtonGroup>
          <DescargaExcelButton url={urlDe(programaAmContrato.curvaExcel, { consulta })} fileName={`Curva de tarjetas - ${nombre}.xlsx`} disabled={!curva} />
        </Stack>
      </Stack>
      {error && <ErrorAlert message={getErrorMessage(error)} />}
      {isLoading && <Typography>Cargando la curva…</Typography>}
      {curva && ultimo && (
        <>
          <Typography color="text.secondary">
            {`Hasta hoy: ${ultimo.colgadas} colgadas, ${ultimo.retiradas} retiradas`}
            {ultimo.brecha === null ? '' : ` · brecha ${formatCantidad(ultimo.brecha)} % (umbral ${curva.brechaMax} %)`}
          </Typography>
          <GraficoCurvaAm curva={curva} />
        </>
      )}
    </Box>
  );
}
