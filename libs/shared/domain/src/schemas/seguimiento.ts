import { z } from 'zod';
import { MIS_REPORTES_PAGE_SIZE } from '../lib/seguimiento';
import { MSG } from '../lib/messages';
import { enteroDeConsultaSchema } from './integers';

/** `GET /api/tarjetas/mis-reportes?page=&pageSize=` (page from 0). */
export const misReportesQuerySchema = z.object({
  page: enteroDeConsultaSchema(MSG.consultaInvalida).default(0),
  pageSize: enteroDeConsultaSchema(MSG.consultaInvalida, { min: 1, max: 100 }).default(MIS_REPORTES_PAGE_SIZE),
});
export type MisReportesQuery = z.infer<typeof misReportesQuerySchema>;

/** Most notices the Notificaciones page asks for at once (the bell asks for its default). */
export const NOTIFICACIONES_MAX = 200;

/** `GET /api/tarjetas/notificaciones/novedades|vencidas?limite=`: how many, newest first (default: the bell's). */
export const notificacionesQuerySchema = z.object({
  limite: enteroDeConsultaSchema(MSG.consultaInvalida, { min: 1, max: NOTIFICACIONES_MAX }).optional(),
});
export type NotificacionesQuery = z.infer<typeof notificacionesQuerySchema>;
