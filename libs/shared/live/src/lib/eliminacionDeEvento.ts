import type { EventoPortal } from '@portal/shared/domain';

/** The deletion an event announces, if any (recorded at once, before the coalesced refetch). */
export function eliminacionDeEvento(evento: EventoPortal): { tipo: 'tarjeta' | 'kaizen'; id: string } | null {
  if (evento.tipo === 'tarjeta.eliminada') return { tipo: 'tarjeta', id: evento.id };
  if (evento.tipo === 'kaizen.eliminado') return { tipo: 'kaizen', id: evento.id };
  return null;
}
