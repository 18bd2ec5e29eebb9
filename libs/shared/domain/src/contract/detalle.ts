import type { DetalleTipoResponse } from '../lib/types';
import { json, ruta } from './ruta';

/** `/api/detalle/:id`: which detail page `/tarjeta/:id` shows. */
export const detalleContrato = {
  tipo: ruta({
    metodo: 'GET',
    path: '/api/detalle/:id',
    acceso: 'authenticated',
    resumen: 'Si el id es de una tarjeta o de un Quick Kaizen',
    respuesta: json<DetalleTipoResponse>(),
  }),
} as const;
