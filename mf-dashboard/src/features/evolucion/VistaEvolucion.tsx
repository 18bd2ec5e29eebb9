import { cortarPorcentaje, PERIODO, type EvolucionRespuesta, type PestanaDashboard } from '@portal/shared/domain';
import type { ExcelButtonProps } from '../comun/ExcelButton';
import { Panel, PanelTabla, Resultados } from '../comun/Paneles';
import { SinTarjetas, type SinTarjetasProps } from '../comun/SinTarjetas';
import { TablaMeses } from '../comun/TablaMeses';
import { CierrePeriodo } from './CierrePeriodo';
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
  /** What is said in place of the chart when the period holds no cards. */
  sinTarjetas: SinTarjetasProps;
}

/** A colour tab's (and the custom chart's) figures: the chart, then the table with its Excel export. */
export function VistaEvolucion({ titulo, respuesta, color, pestana, query, actualizando, sinTarjetas }: VistaEvolucionProps) {
  const { filas, agrupacion, periodo } = respuesta;
  const vacio = filas.every((f) => f.abiertas === 0 && f.cerradas === 0);
  return (
    <Resultados actualizando={actualizando}>
      <Panel>
        {vacio ? <SinTarjetas {...sinTarjetas} /> : <GraficoEvolucion titulo={`Gráfico: ${titulo}`} filas={filas} agrupacion={agrupacion} color={color} />}
      </Panel>
      <PanelTabla pestana={pestana} query={query}>
        <TablaMeses
          titulo={`Tabla: ${titulo}`}
          meses={filas.map((f) => f.mes)}
          agrupacion={agrupacion}
          filas={[
            { etiqueta: 'Acumuladas (abiertas)', valores: filas.map((f) => f.acumAbiertas) },
            { etiqueta: 'Acumuladas (cerradas)', valores: filas.map((f) => f.acumCerradas) },
            { etiqueta: 'Porcentaje (cerradas)', valores: filas.map((f) => cortarPorcentaje(f.porcentaje)) },
            { etiqueta: `Por ${PERIODO[agrupacion]} abiertas`, valores: filas.map((f) => f.abiertas) },
            { etiqueta: `Por ${PERIODO[agrupacion]} cerradas`, valores: filas.map((f) => f.cerradas) },
          ]}
        />
        <CierrePeriodo periodo={periodo} />
      </PanelTabla>
    </Resultados>
  );
}
