import type { EjecucionCilPendiente } from './cola';
import { listarRutinasPendientes } from './colaCil';
import { useColaViva } from './useColaViva';

/** The user's queued CIL routine runs, live (re-read after every change of the queue, in this tab or another). */
export function useRutinasPendientes(userId: string | null | undefined): EjecucionCilPendiente[] {
  return useColaViva(userId, listarRutinasPendientes, 'las rutinas pendientes de envío');
}
