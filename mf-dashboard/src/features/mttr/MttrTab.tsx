import { Box } from '@mui/material';
import { useState } from 'react';
import { MESES_VENTANA_DEFECTO, type MttrQuery } from '@portal/shared/domain';
import { ExcelButton } from '../comun/ExcelButton';
import { MesesSelector } from '../comun/MesesSelector';
import { MultiSelect } from '../comun/MultiSelect';
import { useOpcionesFiltro } from '../comun/useOpcionesFiltro';
import { useDashboardMeses, useMttr } from '../dashboard/dashboardApi';
import { FiltrosBarra } from '../comun/FiltrosBarra';
import { EstadoConsulta } from '../comun/EstadoConsulta';
import { GraficoMttr } from './GraficoMttr';
import { TablaMttr } from './TablaMttr';

/** 'MTTR': mean repair time (tiempoEmpleado) of the Roja, Azul and Verde cards closed each month. */
export default function MttrTab() {
  const { data: meses } = useDashboardMeses();
  const opciones = useOpcionesFiltro();
  const [n, setN] = useState(MESES_VENTANA_DEFECTO);
  const [equipo, setEquipo] = useState<string[]>([]);
  const disponibles = meses?.disponibles ?? 1;
  const query: MttrQuery = { meses: Math.min(n, disponibles), equipo };
  const { data, isFetching, error } = useMttr(query, !meses);
  return (
    <Box>
      <FiltrosBarra>
        {meses && <MesesSelector id="mttr-meses" value={n} disponibles={disponibles} onChange={setN} />}
        <MultiSelect id="mttr-equipo" label="Equipo" opciones={opciones.equipos} value={equipo} onChange={setEquipo} />
        <ExcelButton pestana="mttr" query={query} disabled={!data} />
      </FiltrosBarra>
      <EstadoConsulta cargando={!data && (isFetching || !meses)} error={error} />
      {data && !error && (
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'minmax(0, 1fr)' }}>
          <TablaMttr filas={data.filas} />
          <GraficoMttr filas={data.filas} />
        </Box>
      )}
    </Box>
  );
}
