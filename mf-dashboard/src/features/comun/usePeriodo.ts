import { useState } from 'react';
import { errorRangoMeses, MESES_VENTANA_DEFECTO, rangoHistorial, textoSinTarjetas, ventanaMeses, type Color, type RangoMeses } from '@portal/shared/domain';
import { useDashboardMeses } from '../dashboard/dashboardApi';

/** What a tab shows: the last N months (the default, 12), the whole history, or a Desde/Hasta range. */
export type Periodo = { tipo: 'ultimos'; meses: number } | { tipo: 'todo' } | { tipo: 'rango'; rango: RangoMeses };

/** The query part a period sends: `meses` for 'Últimos N meses', `desde`/`hasta` otherwise. */
export type QueryPeriodo = { meses: number } | RangoMeses;

/**
 * A tab's period. 'Todo el historial' runs from the first month with cards (of `color` on a colour tab) to the
 * current month. `query` and `rango` are undefined until GET /api/dashboard/meses answers; `invalido` is the
 * spec's message for a reversed range (nothing is asked then).
 */
export function usePeriodo(color?: Color) {
  const { data, error, isLoading } = useDashboardMeses();
  const [periodo, setPeriodo] = useState<Periodo>({ tipo: 'ultimos', meses: MESES_VENTANA_DEFECTO });
  const disponibles = data?.disponibles ?? 1;
  const historial = data ? (color ? data.porColor[color] : data) : undefined;
  const todo = data ? rangoHistorial(historial?.primerMes ?? null, data.mesActual) : null;
  const ultimoMes = historial?.ultimoMes ?? null;

  let query: QueryPeriodo | undefined;
  let rango: RangoMeses | undefined;
  if (data) {
    if (periodo.tipo === 'rango') rango = query = periodo.rango;
    else if (periodo.tipo === 'todo' && todo) rango = query = todo;
    else {
      const meses = Math.min(periodo.tipo === 'ultimos' ? periodo.meses : MESES_VENTANA_DEFECTO, disponibles);
      query = { meses };
      rango = ventanaMeses(data.mesActual, meses);
    }
  }
  const invalido = rango ? errorRangoMeses(rango) : null;
  const ultimos = query && 'meses' in query ? query.meses : undefined;
  return {
    periodo,
    setPeriodo,
    query,
    rango,
    invalido,
    disponibles,
    mesActual: data?.mesActual,
    /** null without cards: 'Todo el historial' is not offered. */
    todo,
    /**
     * What the tab says when its period holds no cards. With a filter chosen (`filtrado`) it does not name the
     * month of the last card: that is the plant's, not the filtered set's.
     */
    sinTarjetas: (filtrado = false) => (rango ? textoSinTarjetas({ meses: ultimos, desde: rango.desde }, filtrado ? null : ultimoMes) : ''),
    /** 'Ver todo el historial', offered while another period is shown and there are cards. */
    verTodo: todo && periodo.tipo !== 'todo' ? () => setPeriodo({ tipo: 'todo' }) : undefined,
    error,
    cargando: isLoading,
  };
}

export type PeriodoTab = ReturnType<typeof usePeriodo>;
