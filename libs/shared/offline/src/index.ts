export { encolarTarjeta, listarPendientes, obtenerPendiente, quitarPendiente, suscribirCambios, CANAL_PENDIENTES } from './lib/cola';
export type { BorradorCil, EjecucionCilPendiente, ResultadoBorradorCil, TarjetaPendiente } from './lib/cola';
export {
  actualizarRutinaPendiente,
  borrarBorradorCil,
  encolarEjecucionCil,
  guardarBorradorCil,
  leerBorradorCil,
  listarRutinasPendientes,
  marcarTarjetaCil,
  quitarRutinaPendiente,
} from './lib/colaCil';
export { useRutinasPendientes } from './lib/useRutinasPendientes';
export { sincronizarPendientes } from './lib/sincronizar';
export type { ResultadoSincronizacion, SincronizarOpciones } from './lib/sincronizar';
export { usePendientes } from './lib/usePendientes';
export type { UsePendientes } from './lib/usePendientes';
export { API_CACHE_PREFIX, borrarCachesApi } from './lib/cachesApi';
export { useEnLinea } from './lib/useEnLinea';
