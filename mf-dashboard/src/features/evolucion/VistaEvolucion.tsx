import { cortarPorcentaje, type EvolucionRespuesta, type PestanaDashboard } from '@portal/shared/domain';
import type { ExcelButtonProps } from '../comun/ExcelButton';
import { Panel, PanelTabla, Resultados } from '../comun/Paneles';
import { TablaMeses } from '../comun/TablaMeses';
import { GraficoEvolucion } from './GraficoEvolucion';

export interface VistaEvolucionProps {
  /** 'Tarjetas Rojas', 'Gráfico personalizado': names the chart and the table. */
  titulo: string;
  respuesta: EvolucionRespuesta;
  /** Colour of the chart's columns. */
  color: string;
  pestana: PestanaDashboard;
  query: ExcelButtonProps['query'];
  /** A newer window is on its way: the figures on screen are the previous ones. */
  actualizando?: boolean;
}

/** A colour tab's (and the custom chart's) figures: the chart, then the table with its Excel export. */
export function VistaEvolucion({ titulo, respuesta, color, pestana, query, actualizando }: VistaEvolucionProps) {
  const { filas } = respuesta;
  return (
    <Resultados actualizando={actualizando}>
      <Panel>
        <GraficoEvolucion titulo={`Gráfico: ${titulo}`} filas={filas} color={color} />
      </Panel>
      <PanelTabla pestana={pestana} query={query}>
        <TablaMeses
          titulo={`Tabla: ${titulo}`}
          meses={filas.map((f) => f.mes)}
          filas={[
            { etiqueta: 'Acumuladas (abiertas)', valores: filas.map((f) => f.acumAbiertas) },
            { etiqueta: 'Acumuladas (cerradas)', valores: filas.map((f) => f.acumCerradas) },
            { etiqueta: 'Porcentaje (cerradas)', valores: filas.map((f) => cortarPorcentaje(f.porcentaje)) },
            { etiqueta: 'Por mes abiertas', valores: filas.map((f) => f.abiertas) },
            { etiqueta: 'Por mes cerradas', valores: filas.map((f) => f.cerradas) },
          ]}
        />
      </PanelTabla>
    </Resultados>
  );
}
