import { Box } from '@mui/material';
import { useState } from 'react';
import { COLORES_MTTR, EXPLICACION_SIN_TIEMPO_EMPLEADO, textoFueraDelCalculo, textoSinTiempoEmpleado, type MttrQuery } from '@portal/shared/domain';
import { ExcelButton } from '../comun/ExcelButton';
import { MultiSelect } from '../comun/MultiSelect';
import { NotaCierre } from '../comun/NotaCierre';
import { useOpcionesFiltro } from '../comun/useOpcionesFiltro';
import { useMttr } from '../dashboard/dashboardApi';
import { FiltrosBarra } from '../comun/FiltrosBarra';
import { EstadoConsulta } from '../comun/EstadoConsulta';
import { PeriodoSelector } from '../comun/PeriodoSelector';
import { SinTarjetas } from '../comun/SinTarjetas';
import { usePeriodo } from '../comun/usePeriodo';
import { GraficoMttr } from './GraficoMttr';
import { TablaMttr } from './TablaMttr';

/** 'MTTR': mean repair time (tiempoEmpleado) of the Roja, Azul and Verde cards closed each month (quarter, year). */
export default function MttrTab() {
  const periodo = usePeriodo();
  const opciones = useOpcionesFiltro();
  const [equipo, setEquipo] = useState<string[]>([]);
  const query: MttrQuery = { ...periodo.query, equipo };
  const { data, isFetching, error } = useMttr(query, !periodo.query || periodo.invalido !== null);
  // Without a timed close there is nothing to draw; the tab is empty only when no closed card was left out either.
  const sinCierres = data?.filas.every((f) => COLORES_MTTR.every((c) => f.porColor[c].cerradas === 0));
  const vacio = sinCierres && data?.sinFechaCierre === 0 && data?.sinTiempoEmpleado === 0;
  return (
    <Box>
      <FiltrosBarra>
        <PeriodoSelector id="mttr-periodo" periodo={periodo} />
        <MultiSelect id="mttr-equipo" label="Equipo" opciones={opciones.equipos} value={equipo} onChange={setEquipo} />
        <ExcelButton pestana="mttr" query={query} disabled={!data || periodo.invalido !== null} />
      </FiltrosBarra>
      <EstadoConsulta cargando={!data && (isFetching || periodo.cargando)} error={error ?? periodo.error} />
      {data && !error && !periodo.invalido && (
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'minmax(0, 1fr)' }}>
          {vacio ? <SinTarjetas texto={periodo.sinTarjetas(equipo.length > 0)} onVerTodo={periodo.verTodo} /> : null}
          <Box>
            <TablaMttr filas={data.filas} agrupacion={data.agrupacion} />
            {data.sinFechaCierre > 0 && <NotaCierre texto={textoFueraDelCalculo(data.sinFechaCierre)} />}
            {data.sinTiempoEmpleado > 0 && <NotaCierre texto={textoSinTiempoEmpleado(data.sinTiempoEmpleado)} explicacion={EXPLICACION_SIN_TIEMPO_EMPLEADO} />}
          </Box>
          {sinCierres ? null : <GraficoMttr filas={data.filas} agrupacion={data.agrupacion} />}
        </Box>
      )}
    </Box>
  );
}
