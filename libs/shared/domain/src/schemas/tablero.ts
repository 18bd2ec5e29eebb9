import { z } from 'zod';
import { MSG } from '../lib/messages';
import {
  normalizarCodigoPantalla,
  PANTALLA_CODIGO_ALFABETO,
  PANTALLA_CODIGO_LARGO,
  PANTALLA_NOMBRE_MAX,
  PANTALLA_SECRETO,
  TABLERO_ROTACION,
} from '../lib/tablero';
import { enteroSchema } from './integers';
import { textoSchema } from './text';

/** `POST /api/pantallas` (Admin): a named pantalla; its token is answered once. */
export const crearPantallaSchema = z.object({
  nombre: textoSchema(MSG.pantallaNombreRequerido)
    .trim()
    .min(1, { error: MSG.pantallaNombreRequerido })
    .max(PANTALLA_NOMBRE_MAX, { error: MSG.pantallaNombreMax }),
});
export type CrearPantallaInput = z.infer<typeof crearPantallaSchema>;

/** A pantalla's settings (`PATCH /api/pantallas/:id`, and with the code when pairing): name, seconds per Equipo, its Equipo (null = all). */
export const pantallaAjustesSchema = crearPantallaSchema.extend({
  segundos: enteroSchema(MSG.pantallaSegundosInvalidos, { min: TABLERO_ROTACION.min, max: TABLERO_ROTACION.max }),
  equipo: textoSchema(MSG.pantallaEquipoInvalido).max(200, { error: MSG.pantallaEquipoInvalido }).nullable(),
});
export type PantallaAjustesInput = z.infer<typeof pantallaAjustesSchema>;

const CODIGO = new RegExp(`^[${PANTALLA_CODIGO_ALFABETO}]{${PANTALLA_CODIGO_LARGO}}$`);
/** The code a TV shows, as typed (lower case, spaces and hyphens allowed): normalised, then checked. */
const codigoSchema = textoSchema(MSG.pantallaCodigoRequerido)
  .max(40, { error: MSG.pantallaCodigoInvalido })
  .transform(normalizarCodigoPantalla)
  .refine((c) => c !== '', { error: MSG.pantallaCodigoRequerido })
  .refine((c) => c === '' || CODIGO.test(c), { error: MSG.pantallaCodigoInvalido });

/** `POST /api/pantallas/vincular` (Admin): the TV's code and the new pantalla's settings. */
export const vincularPantallaSchema = pantallaAjustesSchema.extend({ codigo: codigoSchema });
export type VincularPantallaInput = z.infer<typeof vincularPantallaSchema>;

const secretoSchema = textoSchema(MSG.pantallaSecretoInvalido).regex(PANTALLA_SECRETO, { error: MSG.pantallaSecretoInvalido });
/** `POST /api/pantallas/codigo` (the TV, no session): a code for the secret it made up. */
export const pedirCodigoPantallaSchema = z.object({ secreto: secretoSchema });
export type PedirCodigoPantallaInput = z.infer<typeof pedirCodigoPantallaSchema>;
/** `POST /api/pantallas/codigo/estado` (the TV): whether its code was paired; answers the token once. */
export const estadoCodigoPantallaSchema = z.object({ codigo: codigoSchema, secreto: secretoSchema });
export type EstadoCodigoPantallaInput = z.infer<typeof estadoCodigoPantallaSchema>;

/** `GET /api/tablero?equipo=`: one Equipo only ('' = the cards with none); absent = every Equipo. */
export const tableroQuerySchema = z.object({
  equipo: textoSchema(MSG.equipoNoEncontrado).max(200, { error: MSG.equipoNoEncontrado }).optional(),
});
export type TableroQuery = z.infer<typeof tableroQuerySchema>;
