import { useCallback, useMemo, useReducer } from 'react';
import type { ColumnaExportable, FiltroPreset } from '@portal/shared/domain';
import { SELECCION_INICIAL, filtroSeleccionReducer } from './filtroSeleccion';
import type { OpcionFiltro } from './filtroSeleccion';

/** Selection state of /tarjetasfiltro (see `filtroSeleccionReducer`) with named actions. */
export function useFiltroSeleccion() {
  const [seleccion, dispatch] = useReducer(filtroSeleccionReducer, SELECCION_INICIAL);
  const elegirColumnas = useCallback((columnas: ColumnaExportable[]) => dispatch({ type: 'columnas', columnas }), []);
  const filtrar = useCallback((columna: ColumnaExportable, valores: string[]) => dispatch({ type: 'filtro', columna, valores }), []);
  const marcar = useCallback((opcion: OpcionFiltro, valor: boolean) => dispatch({ type: 'opcion', opcion, valor }), []);
  const reset = useCallback(() => dispatch({ type: 'reset' }), []);
  const restaurar = useCallback((preset: FiltroPreset) => dispatch({ type: 'preset', preset }), []);
  return useMemo(() => ({ seleccion, elegirColumnas, filtrar, marcar, reset, restaurar }), [seleccion, elegirColumnas, filtrar, marcar, reset, restaurar]);
}
export type UseFiltroSeleccion = ReturnType<typeof useFiltroSeleccion>;
