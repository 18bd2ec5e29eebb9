import { useState } from 'react';
import {
  errorRangoMeses,
  CHART_COLORS,
  COLORES,
  MESES_VENTANA_DEFECTO,
  rangoHistorial,
  SIN_TARJETAS_EN_PERIODO,
  ventanaMeses,
  type EvolucionQuery,
  type RangoMeses as Rango,
} from '@portal/shared/domain';
import { ErrorAlert, RangoMeses } from '@portal/shared/ui';
import { EstadoConsulta } from '../comun/EstadoConsulta';
import { FiltrosBarra } from '../comun/FiltrosBarra';
import { MultiSelect } from '../comun/MultiSelect';
import { useOpcionesFiltro } from '../comun/useOpcionesFiltro';
import { useDashboardMeses, useEvolucion } from '../dashboard/dashboardApi';
import { VistaEvolucion } from '../evolucion/VistaEvolucion';

type Filtros = Required<Pick<EvolucionQuery, 'color' | 'equipo' | 'prioridad' | 'maquina' | 'familia'>>;
const FILTROS: { campo: keyof Filtros; label: string; opciones: keyof ReturnType<typeof useOpcionesFiltro> }[] = [
  { campo: 'color', label: 'Color', opciones: 'colores' },
  { campo: 'equipo', label: 'Equipo', opciones: 'equipos' },
  { campo: 'prioridad', label: 'Prioridad', opciones: 'prioridades' },
  { campo: 'maquina', label: 'Máquina', opciones: 'maquinas' },
  { campo: 'familia', label: 'Familia', opciones: 'familias' },
];

/** One colour chosen: its colour; several (or all, the default): the mixed colour. */
const colorColumnas = (colores: Filtros['color']) => (colores.length === 1 ? CHART_COLORS[colores[0]] : CHART_COLORS.Mixto);

/** 'Grafico personalizado': the colour tabs' chart and table for any set of cards over any range of months. */
export default function PersonalizadoTab() {
  const meses = useDashboardMeses();
  const opciones = useOpcionesFiltro();
  const [filtros, setFiltros] = useState<Filtros>({ color: [...COLORES], equipo: [], prioridad: [], maquina: [], familia: [] });
  const [elegido, setRango] = useState<Rango | null>(null);
  const rango = elegido ?? (meses.data ? ventanaMeses(meses.data.mesActual, MESES_VENTANA_DEFECTO) : null);
  const invalido = rango ? errorRangoMeses(rango) : null;
  const todo = meses.data ? rangoHistorial(meses.data.primerMes, meses.data.mesActual) : null;
  const enTodo = todo !== null && rango?.desde === todo.desde && rango.hasta === todo.hasta;
  const query: EvolucionQuery = { ...filtros, ...rango };
  const evolucion = useEvolucion(query, !rango || invalido !== null);
  return (
    <>
      <FiltrosBarra>
        {FILTROS.map((f) => (
          <MultiSelect
            key={f.campo}
            id={`personalizado-${f.campo}`}
            label={f.label}
            opciones={opciones[f.opciones]}
            value={filtros[f.campo]}
            // The options come from the same lists the API validates against (COLORES, PRIORIDADES, campos).
            onChange={(valores) => setFiltros((actual) => ({ ...actual, [f.campo]: valores }) as Filtros)}
          />
        ))}
        {rango ? <RangoMeses id="personalizado-rango" value={rango} onChange={setRango} max={meses.data?.mesActual} /> : null}
      </FiltrosBarra>
      {invalido ? (
        <ErrorAlert message={invalido} />
      ) : (
        <>
          <EstadoConsulta cargando={meses.isLoading || evolucion.isLoading} error={meses.error ?? evolucion.error} />
          {evolucion.data && !evolucion.error ? (
            <VistaEvolucion
              titulo="Gráfico personalizado"
              respuesta={evolucion.data}
              color={colorColumnas(filtros.color)}
              pestana="personalizado"
              query={query}
              actualizando={evolucion.isFetching && !evolucion.currentData}
              sinTarjetas={{ texto: SIN_TARJETAS_EN_PERIODO, onVerTodo: todo && !enTodo ? () => setRango(todo) : undefined }}
            />
          ) : null}
        </>
      )}
    </>
  );
}
