import type { Comentario } from '../lib/comentarios';
import type { SuccessResponse } from '../lib/types';
import { crearComentarioSchema } from '../schemas/comentarios';
import { json, ruta } from './ruta';

/** A card's or a Quick Kaizen's comment thread. */
export const comentariosContrato = {
  deTarjeta: ruta({
    metodo: 'GET',
    path: '/api/tarjetas/:id/comentarios',
    acceso: 'authenticated',
    resumen: 'Los comentarios de una tarjeta, los más viejos primero',
    respuesta: json<Comentario[]>(),
  }),
  comentarTarjeta: ruta({
    metodo: 'POST',
    path: '/api/tarjetas/:id/comentarios',
    acceso: 'tarjetas.operate',
    resumen: 'Comenta una tarjeta',
    cuerpo: crearComentarioSchema,
    respuesta: json<Comentario>(),
  }),
  eliminarDeTarjeta: ruta({
    metodo: 'DELETE',
    path: '/api/tarjetas/:id/comentarios/:comentarioId',
    acceso: 'tarjetas.operate',
    resumen: 'Elimina un comentario de una tarjeta',
    respuesta: json<SuccessResponse>(),
  }),
  deKaizen: ruta({
    metodo: 'GET',
    path: '/api/tarjetaskaizen/:id/comentarios',
    acceso: 'authenticated',
    resumen: 'Los comentarios de un Quick Kaizen, los más viejos primero',
    respuesta: json<Comentario[]>(),
  }),
  comentarKaizen: ruta({
    metodo: 'POST',
    path: '/api/tarjetaskaizen/:id/comentarios',
    acceso: 'kaizen.operate',
    resumen: 'Comenta un Quick Kaizen',
    cuerpo: crearComentarioSchema,
    respuesta: json<Comentario>(),
  }),
  eliminarDeKaizen: ruta({
    metodo: 'DELETE',
    path: '/api/tarjetaskaizen/:id/comentarios/:comentarioId',
    acceso: 'kaizen.operate',
    resumen: 'Elimina un comentario de un Quick Kaizen',
    respuesta: json<SuccessResponse>(),
  }),
} as const;
