export { api, baseQuery, KAIZEN_DETALLE_TAG, sessionExpired, TAG_IDS, TAG_TYPES } from './lib/api';
export { comentariosTag, tagsDeEvento, tagsDeEventos, TODOS_LOS_TAGS, unirTags } from './lib/tagsDeEvento';
export type { Tag } from './lib/tagsDeEvento';
export { cabecerasPortal, ORIGEN } from './lib/origen';
export type { TagId, TagType } from './lib/api';
export { consultaComoTexto, pedir, urlDe } from './lib/pedir';
export { getErrorMessage, ERROR_FALLBACK } from './lib/errors';
export {
  camposApi,
  useGetCamposQuery,
  useAddCampoMutation,
  useDeleteCampoMutation,
  useAddParteMaquinaMutation,
  useDeleteParteMaquinaMutation,
  useSetEquipoMaquinaMutation,
} from './lib/campos';
export type { EquipoMaquinaBody } from './lib/campos';
export { detalleApi, useGetDetalleTipoQuery } from './lib/detalle.api';
export { NOTIFICACIONES_POLLING_MS, notificacionesApi, useGetAvisosVencidasQuery, useMarcarVencidasLeidasMutation } from './lib/notificaciones.api';
export { descargar, descargarArchivo } from './lib/descargar';
export type { Descarga } from './lib/descargar';
export { comentariosApi, useCrearComentarioMutation, useEliminarComentarioMutation, useGetComentariosQuery } from './lib/comentarios.api';
export type { ComentariosDe } from './lib/comentarios.api';
export { enviarTarjeta } from './lib/envioTarjeta';
export type { EnvioOpciones, EnvioTarjeta, ResultadoEnvio } from './lib/envioTarjeta';
export { tableroApi, useGetTableroQuery } from './lib/tablero.api';
export { usuariosApi, useGetNombresUsuariosQuery } from './lib/usuarios.api';
export { uploadsApi, useSubirImagenMutation } from './lib/uploads.api';
export type { TableroArgs } from './lib/tablero.api';
export {
  NOVEDADES_POLLING,
  seguimientoApi,
  useGetBandejaQuery,
  useGetMisReportesQuery,
  useGetNovedadesQuery,
  useGetTodasNovedadesQuery,
  useGetTodasVencidasQuery,
  useLeerNovedadesDeTarjetaMutation,
  useMarcarNovedadesLeidasMutation,
} from './lib/seguimiento.api';
export type { MisReportesArgs } from './lib/seguimiento.api';
export {
  cilApi,
  tagsTrasEjecucionCil,
  useCrearPuntoCilMutation,
  useEditarPuntoCilMutation,
  useGetCumplimientoCilQuery,
  useGetEjecucionCilQuery,
  useGetHistorialPuntoCilQuery,
  useGetPendientesCilQuery,
  useGetRutinaCilQuery,
  useImagenCilMutation,
  useQuitarPuntoCilMutation,
} from './lib/cil.api';
export type { CumplimientoCilArgs } from './lib/cil.api';
export { enviarEjecucionCil } from './lib/envioEjecucionCil';
export type { EnvioCilOpciones, EnvioEjecucionCil, ResultadoEnvioCil, ResultadoEnvioEjecucion } from './lib/envioEjecucionCil';
