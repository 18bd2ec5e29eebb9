import { NOVEDADES_POLLING, useGetPendientesCilQuery } from '@portal/shared/data-access';
import type { MaquinaCilPendiente } from '@portal/shared/domain';
import { conCilAtrasada } from './gruposNotificaciones';

const NINGUNA: MaquinaCilPendiente[] = [];

/**
 * The machines of my teams with overdue CIL points, polled like the bell's other groups. A failed request shows
 * nothing (the bell never alarms about its own network).
 */
export function useRutinasCilAtrasadas(): MaquinaCilPendiente[] {
  const { data = NINGUNA } = useGetPendientesCilQuery(undefined, NOVEDADES_POLLING);
  return conCilAtrasada(data);
}
