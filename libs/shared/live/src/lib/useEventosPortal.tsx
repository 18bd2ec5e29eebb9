import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { api, tagsDeEvento, TODOS_LOS_TAGS } from '@portal/shared/data-access';
import { selectToken } from '@portal/shared/auth';
import { crearAcumulador, VENTANA_INVALIDACION_MS } from './acumulador';
import { conectarEventos } from './conectarEventos';
import { eliminadoRemoto, estadoEventos } from './liveSlice';
import { pedirTicket } from './pedirTicket';
import { eliminacionDeEvento } from './eliminacionDeEvento';

export interface EventosPortalOpciones {
  /** Tests: a fake EventSource (default the browser's; without one, no stream). */
  crearEventSource?: (url: string) => EventSource;
  ventanaMs?: number;
}

/**
 * The tab's one live stream, while a user is logged in (the shell mounts it once, in its Layout): deletions are
 * recorded at once (open details show a notice), everything else becomes one coalesced tag invalidation per
 * burst; a stream back after an interruption refetches everything shown. A new token (login, pin change)
 * restarts it; no token (logout, expired session) stops it.
 */
export function useEventosPortal({ crearEventSource, ventanaMs = VENTANA_INVALIDACION_MS }: EventosPortalOpciones = {}): void {
  const token = useSelector(selectToken);
  const dispatch = useDispatch();
  useEffect(() => {
    if (!token) return;
    if (!crearEventSource && typeof EventSource === 'undefined') return;
    const acumulador = crearAcumulador((tags) => dispatch(api.util.invalidateTags(tags)), ventanaMs);
    const conexion = conectarEventos({
      obtenerTicket: () => pedirTicket(token, dispatch),
      onEvento: (evento) => {
        const eliminado = eliminacionDeEvento(evento);
        if (eliminado) dispatch(eliminadoRemoto(eliminado));
        acumulador.agregar(tagsDeEvento(evento));
      },
      onReconectado: () => acumulador.agregar(TODOS_LOS_TAGS),
      onEstado: (estado) => dispatch(estadoEventos(estado)),
      crearEventSource,
    });
    return () => {
      conexion.cerrar();
      acumulador.cerrar();
      dispatch(estadoEventos(null));
    };
  }, [token, dispatch, crearEventSource, ventanaMs]);
}

/** `useEventosPortal` as an element for a layout. */
export function EventosPortal(props: EventosPortalOpciones) {
  useEventosPortal(props);
  return null;
}
