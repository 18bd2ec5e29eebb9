import { useCallback } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { eliminacionPropia, eliminacionPropiaFallida, selectEliminadoPorOtro, type Eliminable, type LiveState } from './liveSlice';

/** Whether someone else deleted this card or Kaizen while the tab was open (its detail then says so). */
export function useEliminadoPorOtro(tipo: Eliminable, id: string): boolean {
  return useSelector((state: { live?: LiveState }) => selectEliminadoPorOtro(state, tipo, id));
}

/**
 * Wraps a delete of this tab: marks the id as its own before the request (the stream's event may come before
 * the answer does), forgets it if the request fails.
 */
export function useEliminacionPropia() {
  const dispatch = useDispatch();
  return useCallback(
    async <T,>(id: string, eliminar: () => Promise<T>): Promise<T> => {
      dispatch(eliminacionPropia(id));
      try {
        return await eliminar();
      } catch (e) {
        dispatch(eliminacionPropiaFallida(id));
        throw e;
      }
    },
    [dispatch],
  );
}
