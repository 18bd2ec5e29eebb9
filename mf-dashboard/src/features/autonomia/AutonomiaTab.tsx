import { useState } from 'react';
import { cortarPorcentaje, type AutonomiaQuery, type AutonomiaRespuesta } from '@portal/shared/domain';
import { EstadoConsulta } from '../comun/EstadoConsulta';
import { FiltrosBarra } from '../comun/FiltrosBarra';
import { MesesSelector } from '../comun/MesesSelector';
import { MultiSelect } from '../comun/MultiSelect';
import { Panel, PanelTabla, Resultados } from '../comun/Paneles';
import { TablaMeses } from '../comun/TablaMeses';
import { useOpcionesFiltro } from '../comun/useOpcionesFiltro';
import { useVentanaMeses } from '../comun/useVentanaMeses';
import { useAutonomia } from '../dashboard/dashboardApi';
import { GraficoAutonomia } from './GraficoAutonomia';

function TablaAutonomia({ filas }: Pick<AutonomiaRespuesta, 'filas'>) {
  return (
    <TablaMeses
      titulo="Tabla: Índice de autonomía"
      meses={filas.map((f) => f.mes)}
      filas={[
        { etiqueta: 'Cerradas acumuladas', valores: filas.map((f) => f.acumCerradas) },
        { etiqueta: 'Autónomas acumuladas', valores: filas.map((f) => f.acumAutonomas) },
        { etiqueta: 'Índice de autonomía (%)', valores: filas.map((f) => cortarPorcentaje(f.indice)) },
        { etiqueta: 'Cerradas en el mes', valores: filas.map((f) => f.cerradas) },
        { etiqueta: 'Autónomas en el mes', valores: filas.map((f) => f.autonomas) },
      ]}
    />
  );
}

/**
 * 'Indice de autonomia': of the cards closed up to each month, the share closed autonomously (blue cards and
 * cards converted to autonomous work), for every Equipo or the chosen ones.
 */
export default function AutonomiaTab() {
  const ventana = useVentanaMeses();
  const { equipos } = useOpcionesFiltro();
  const [equipo, setEquipo] = useState<string[]>([]);
  const query: AutonomiaQuery = { meses: ventana.meses, equipo };
  const autonomia = useAutonomia(query, ventana.meses === undefined);
  const { data } = autonomia;
  return (
    <>
      <FiltrosBarra>
        {ventana.meses === undefined ? null : (
          <MesesSelector id="meses-autonomia" value={ventana.meses} disponibles={ventana.disponibles} onChange={ventana.setMeses} />
        )}
        <MultiSelect id="autonomia-equipo" label="Equipo" opciones={equipos} value={equipo} onChange={setEquipo} />
      </FiltrosBarra>
      <EstadoConsulta cargando={ventana.cargando || autonomia.isLoading} error={ventana.error ?? autonomia.error} />
      {data && !autonomia.error ? (
        <Resultados actualizando={autonomia.isFetching && !autonomia.currentData}>
          <PanelTabla pestana="autonomia" query={query}>
            <TablaAutonomia filas={data.filas} />
          </PanelTabla>
          <Panel>
            <GraficoAutonomia filas={data.filas} />
          </Panel>
        </Resultados>
      ) : null}
    </>
  );
}
