import type { TableroRespuesta } from '../lib/tablero';
import { tableroQuerySchema } from '../schemas/tablero';
import { json, ruta } from './ruta';

/** `/api/tablero`: the TV board's data, for a pantalla token (read-only) or any logged-in user. */
export const tableroContrato = {
  ver: ruta({
    metodo: 'GET',
    path: '/api/tablero',
    acceso: 'pantallaOrUser',
    resumen: 'Tarjetas abiertas por Equipo y máquina, las más antiguas primero, con totales por color (`equipo`: uno solo)',
    consulta: tableroQuerySchema,
    respuesta: json<TableroRespuesta>(),
  }),
} as const;
