import { CHART_COLORS, PESTANAS_DASHBOARD, type Color } from '@portal/shared/domain';
import { EstadoConsulta } from '../comun/EstadoConsulta';
import { FiltrosBarra } from '../comun/FiltrosBarra';
import { PeriodoSelector } from '../comun/PeriodoSelector';
import { usePeriodo } from '../comun/usePeriodo';
import { useEvolucion } from '../dashboard/dashboardApi';
import { VistaEvolucion } from './VistaEvolucion';

/** 'Tarjetas Rojas' (and the other colours): that colour's cards over the last N months, the whole history or a range. */
export default function EvolucionTab({ color }: { color: Color }) {
  const pestana = PESTANAS_DASHBOARD.find((p) => 'color' in p && p.color === color)!;
  const periodo = usePeriodo(color);
  const query = { color: [color], ...periodo.query };
  const evolucion = useEvolucion(query, !periodo.query || periodo.invalido !== null);
  return (
    <>
      <FiltrosBarra>
        <PeriodoSelector id={`periodo-${pestana.id}`} periodo={periodo} />
      </FiltrosBarra>
      {/* A reversed range is said under 'Hasta'; nothing is asked then. */}
      {periodo.invalido ? null : (
        <>
          <EstadoConsulta cargando={periodo.cargando || evolucion.isLoading} error={periodo.error ?? evolucion.error} />
          {evolucion.data && !evolucion.error ? (
            <VistaEvolucion
              titulo={pestana.titulo}
              respuesta={evolucion.data}
              color={CHART_COLORS[color]}
              pestana={pestana.id}
              query={query}
              actualizando={evolucion.isFetching && !evolucion.currentData}
              sinTarjetas={{ texto: periodo.sinTarjetas(), onVerTodo: periodo.verTodo }}
            />
          ) : null}
        </>
      )}
    </>
  );
}
