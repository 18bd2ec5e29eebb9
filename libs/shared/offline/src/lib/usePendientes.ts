import { listarPendientes, type TarjetaPendiente } from './cola';
import { useColaViva } from './useColaViva';

export interface UsePendientes {
  pendientes: TarjetaPendiente[];
  count: number;
}

/** The user's queued cards, live: re-read after every change of the queue, in this tab or another. */
export function usePendientes(userId: string | null | undefined): UsePendientes {
  const pendientes = useColaViva(userId, listarPendientes, 'Pendientes de envío');
  return { pendientes, count: pendientes.length };
}
