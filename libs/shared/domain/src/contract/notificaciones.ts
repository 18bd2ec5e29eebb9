import type { AvisosVencidas, ReporteEnviado } from '../lib/avisos';
import type { NotificacionesNoLeidas, Tarjeta } from '../lib/tarjeta-contract';
import { notificacionesQuerySchema } from '../schemas/seguimiento';
import { json, ruta } from './ruta';

/** The navbar bell's cards and overdue notices, and the weekly report sent on demand. */
export const notificacionesContrato = {
  ultimas: ruta({
    metodo: 'GET',
    path: '/api/tarjetas/notificaciones',
    acceso: 'authenticated',
    resumen: 'Las últimas 5 tarjetas cerradas del usuario (clientes antiguos)',
    respuesta: json<Tarjeta[]>(),
  }),
  noLeidas: ruta({
    metodo: 'GET',
    path: '/api/tarjetas/notificaciones/no-leidas',
    acceso: 'authenticated',
    resumen: 'Cuántas de las últimas tarjetas cerradas del usuario no leyó',
    respuesta: json<NotificacionesNoLeidas>(),
  }),
  leidas: ruta({
    metodo: 'POST',
    path: '/api/tarjetas/notificaciones/leidas',
    acceso: 'authenticated',
    propia: true,
    resumen: 'Marca leídas las últimas tarjetas cerradas; devuelve el nuevo recuento (0)',
    respuesta: json<NotificacionesNoLeidas>(),
    estado: 200,
  }),
  vencidas: ruta({
    metodo: 'GET',
    path: '/api/tarjetas/notificaciones/vencidas',
    acceso: 'authenticated',
    resumen: 'Avisos de vencida de las tarjetas abiertas del usuario (los de la campana, o hasta `limite`) y cuántos no leyó',
    consulta: notificacionesQuerySchema,
    respuesta: json<AvisosVencidas>(),
  }),
  vencidasLeidas: ruta({
    metodo: 'POST',
    path: '/api/tarjetas/notificaciones/vencidas/leidas',
    acceso: 'authenticated',
    propia: true,
    resumen: 'Marca leídos todos los avisos de vencida; devuelve la lista con el nuevo recuento (0)',
    respuesta: json<AvisosVencidas>(),
    estado: 200,
  }),
  enviarReporte: ruta({
    metodo: 'POST',
    path: '/api/reporte/enviar',
    acceso: 'reporte.enviar',
    resumen: 'Envía ahora el correo semanal «Reporte de avance»; devuelve destinatarios y asunto',
    respuesta: json<ReporteEnviado>(),
    estado: 200,
  }),
} as const;
