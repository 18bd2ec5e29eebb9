import { z } from 'zod';
import { MSG } from '../lib/messages';
import { PANTALLA_NOMBRE_MAX } from '../lib/tablero';
import { textoSchema } from './text';

/** `POST /api/pantallas` (Admin): a named pantalla; its token is answered once. */
export const crearPantallaSchema = z.object({
  nombre: textoSchema(MSG.pantallaNombreRequerido)
    .trim()
    .min(1, { error: MSG.pantallaNombreRequerido })
    .max(PANTALLA_NOMBRE_MAX, { error: MSG.pantallaNombreMax }),
});
export type CrearPantallaInput = z.infer<typeof crearPantallaSchema>;

/** `GET /api/tablero?equipo=`: one Equipo only ('' = the cards with none); absent = every Equipo. */
export const tableroQuerySchema = z.object({
  equipo: textoSchema(MSG.equipoNoEncontrado).max(200, { error: MSG.equipoNoEncontrado }).optional(),
});
export type TableroQuery = z.infer<typeof tableroQuerySchema>;
