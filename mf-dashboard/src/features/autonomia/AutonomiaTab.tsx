import { useState } from 'react';
import { cortarPorcentaje, PERIODO, textoFueraDelCalculo, type AutonomiaQuery, type AutonomiaRespuesta } from '@portal/shared/domain';
import { EstadoConsulta } from '../comun/EstadoConsulta';
import { FiltrosBarra } from '../comun/FiltrosBarra';
import { MultiSelect } from '../comun/MultiSelect';
import { NotaCierre } from '../comun/NotaCierre';
import { Panel, PanelTabla, Resultados } from '../comun/Paneles';
import { PeriodoSelector } from '../comun/PeriodoSelector';
import { SinTarjetas } from '../comun/SinTarjetas';
import { TablaMeses } from '../comun/TablaMeses';
import { useOpcionesFiltro } from '../comun/useOpcionesFiltro';
import { usePeriodo } from '../comun/usePeriodo';
import { useAutonomia } from '../dashboard/dashboardApi';
import { GraficoAutonomia } from './GraficoAutonomia';

function TablaAutonomia({ filas, agrupacion }: Pick<AutonomiaRespuesta, 'filas' | 'agrupacion'>) {
  return (
    <TablaMeses
      titulo="Tabla: Índice de autonomía"
      meses={filas.map((f) => f.mes)}
      agrupacion={agrupacion}
      filas={[
        { etiqueta: 'Cerradas acumuladas', valores: filas.map((f) => f.acumCerradas) },
        { etiqueta: 'Autónomas acumuladas', valores: filas.map((f) => f.acumAutonomas) },
        { etiqueta: 'Índice de autonomía (%)', valores: filas.map((f) => cortarPorcentaje(f.indice)) },
        { etiqueta: `Cerradas en el ${PERIODO[agrupacion]}`, valores: filas.map((f) => f.cerradas) },
        { etiqueta: `Autónomas en el ${PERIODO[agrupacion]}`, valores: filas.map((f) => f.autonomas) },
      ]}
    />
  );
}

/**
 * 'Indice de autonomia': of the cards closed up to each month, the share closed autonomously (blue cards and
 * cards converted to autonomous work), for every Equipo or the chosen ones.
 */
export default function AutonomiaTab() {
  const periodo = usePeriodo();
  const { equipos } = useOpcionesFiltro();
  const [equipo, setEquipo] = useState<string[]>([]);
  const query: AutonomiaQuery = { ...periodo.query, equipo };
  const autonomia = useAutonomia(query, !periodo.query || periodo.invalido !== null);
  const { data } = autonomia;
  // Without a dated close there is nothing to draw; the tab is empty only when no closed card was left out either.
  const sinCierres = data?.filas.every((f) => f.cerradas === 0);
  const vacio = sinCierres && data?.sinFechaCierre === 0;
  return (
    <>
      <FiltrosBarra>
        <PeriodoSelector id="periodo-autonomia" periodo={periodo} />
        <MultiSelect id="autonomia-equipo" label="Equipo" opciones={equipos} value={equipo} onChange={setEquipo} />
      </FiltrosBarra>
      <EstadoConsulta cargando={periodo.cargando || autonomia.isLoading} error={periodo.error ?? autonomia.error} />
      {data && !autonomia.error && !periodo.invalido ? (
        <Resultados actualizando={autonomia.isFetching && !autonomia.currentData}>
          {vacio ? (
            <Panel>
              <SinTarjetas texto={periodo.sinTarjetas(equipo.length > 0)} onVerTodo={periodo.verTodo} />
            </Panel>
          ) : null}
          <PanelTabla pestana="autonomia" query={query}>
            <TablaAutonomia filas={data.filas} agrupacion={data.agrupacion} />
            {data.sinFechaCierre > 0 && <NotaCierre texto={textoFueraDelCalculo(data.sinFechaCierre)} />}
          </PanelTabla>
          {sinCierres ? null : (
            <Panel>
              <GraficoAutonomia filas={data.filas} agrupacion={data.agrupacion} />
            </Panel>
          )}
        </Resultados>
      ) : null}
    </>
  );
}
