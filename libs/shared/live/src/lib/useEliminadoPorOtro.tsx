import { useSelector } from 'react-redux';
import { selectEliminadoPorOtro, type Eliminable, type LiveState } from './liveSlice';

/** Whether someone else deleted this card or Kaizen while the tab was open (its detail then says so). */
export function useEliminadoPorOtro(tipo: Eliminable, id: string): boolean {
  return useSelector((state: { live?: LiveState }) => selectEliminadoPorOtro(state, tipo, id));
}
