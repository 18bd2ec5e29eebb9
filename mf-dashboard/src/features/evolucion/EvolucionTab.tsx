import { CHART_COLORS, PESTANAS_DASHBOARD, type Color } from '@portal/shared/domain';
import { EstadoConsulta } from '../comun/EstadoConsulta';
import { FiltrosBarra } from '../comun/FiltrosBarra';
import { MesesSelector } from '../comun/MesesSelector';
import { useVentanaMeses } from '../comun/useVentanaMeses';
import { useEvolucion } from '../dashboard/dashboardApi';
import { VistaEvolucion } from './VistaEvolucion';

/** 'Tarjetas Rojas' (and the other colours): the last N months of that colour's cards. */
export default function EvolucionTab({ color }: { color: Color }) {
  const pestana = PESTANAS_DASHBOARD.find((p) => 'color' in p && p.color === color)!;
  const ventana = useVentanaMeses();
  const query = { color: [color], meses: ventana.meses };
  const evolucion = useEvolucion(query, ventana.meses === undefined);
  return (
    <>
      <FiltrosBarra>
        {ventana.meses === undefined ? null : (
          <MesesSelector id={`meses-${pestana.id}`} value={ventana.meses} disponibles={ventana.disponibles} onChange={ventana.setMeses} />
        )}
      </FiltrosBarra>
      <EstadoConsulta cargando={ventana.cargando || evolucion.isLoading} error={ventana.error ?? evolucion.error} />
      {evolucion.data && !evolucion.error ? (
        <VistaEvolucion titulo={pestana.titulo} respuesta={evolucion.data} color={CHART_COLORS[color]} pestana={pestana.id} query={query} actualizando={evolucion.isFetching && !evolucion.currentData} />
      ) : null}
    </>
  );
}
