export * from './lib/conectarEventos';
export { crearAcumulador, VENTANA_INVALIDACION_MS } from './lib/acumulador';
export type { Acumulador } from './lib/acumulador';
export { liveSlice, liveReducer, LIVE_KEY, ELIMINADOS_MAX, estadoEventos, eliminadoRemoto, selectEstadoEventos, selectEliminadoPorOtro } from './lib/liveSlice';
export type { LiveState, Eliminable } from './lib/liveSlice';
export { pedirTicket } from './lib/pedirTicket';
export { useEventosPortal, EventosPortal } from './lib/useEventosPortal';
export type { EventosPortalOpciones } from './lib/useEventosPortal';
export { useEliminadoPorOtro } from './lib/useEliminadoPorOtro';
