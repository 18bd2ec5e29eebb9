export { encolarTarjeta, listarPendientes, obtenerPendiente, quitarPendiente, suscribirCambios, CANAL_PENDIENTES } from './lib/cola';
export type { TarjetaPendiente } from './lib/cola';
export { sincronizarPendientes } from './lib/sincronizar';
export type { ResultadoSincronizacion, SincronizarOpciones } from './lib/sincronizar';
export { usePendientes } from './lib/usePendientes';
export type { UsePendientes } from './lib/usePendientes';
export { API_CACHE_PREFIX, borrarCachesApi } from './lib/cachesApi';
export { useEnLinea } from './lib/useEnLinea';
