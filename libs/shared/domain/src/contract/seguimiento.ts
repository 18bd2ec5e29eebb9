import type { Bandeja } from '../lib/bandeja';
import type { MisReportesPagina, Novedades } from '../lib/seguimiento';
import { misReportesQuerySchema, notificacionesQuerySchema } from '../schemas/seguimiento';
import { json, ruta } from './ruta';

/** Following one's cards: 'Mis reportes', the bell's novedades and the Jefe de area's inbox (issue 22). */
export const seguimientoContrato = {
  misReportes: ruta({
    metodo: 'GET',
    path: '/api/tarjetas/mis-reportes',
    acceso: 'authenticated',
    resumen: 'Mis reportes: una página de las tarjetas que creó el usuario, las más nuevas primero, con sus novedades',
    consulta: misReportesQuerySchema,
    respuesta: json<MisReportesPagina>(),
  }),
  leidasDeTarjeta: ruta({
    metodo: 'POST',
    path: '/api/tarjetas/:id/novedades/leidas',
    acceso: 'authenticated',
    propia: true,
    resumen: 'El usuario abrió la tarjeta: marca leídas sus novedades y avisos de vencida; devuelve las novedades',
    respuesta: json<Novedades>(),
    estado: 200,
  }),
  novedades: ruta({
    metodo: 'GET',
    path: '/api/tarjetas/notificaciones/novedades',
    acceso: 'authenticated',
    resumen: 'Novedades de mis tarjetas y comentarios (las de la campana, o hasta `limite`) y cuántas no leí',
    consulta: notificacionesQuerySchema,
    respuesta: json<Novedades>(),
  }),
  novedadesLeidas: ruta({
    metodo: 'POST',
    path: '/api/tarjetas/notificaciones/novedades/leidas',
    acceso: 'authenticated',
    propia: true,
    resumen: 'Marca leídas todas las novedades; devuelve la lista con el nuevo recuento',
    respuesta: json<Novedades>(),
    estado: 200,
  }),
  bandeja: ruta({
    metodo: 'GET',
    path: '/api/bandeja',
    acceso: 'bandeja.view',
    resumen: 'Bandeja de trabajo del Jefe de area y del Admin',
    respuesta: json<Bandeja>(),
  }),
} as const;
