import type { Pantalla, PantallaCodigo, PantallaCodigoEstado, PantallaCreada } from '../lib/tablero';
import type { SuccessResponse } from '../lib/types';
import { crearPantallaSchema, estadoCodigoPantallaSchema, pantallaAjustesSchema, pedirCodigoPantallaSchema, vincularPantallaSchema } from '../schemas/tablero';
import { json, ruta } from './ruta';

/** `/api/pantallas`: the TV board's tokens (Admin) and pairing a TV by code (issue 22 §3). */
export const pantallasContrato = {
  listar: ruta({
    metodo: 'GET',
    path: '/api/pantallas',
    acceso: 'pantallas.manage',
    resumen: 'Las pantallas activas (las revocadas no aparecen)',
    respuesta: json<Pantalla[]>(),
  }),
  crear: ruta({
    metodo: 'POST',
    path: '/api/pantallas',
    acceso: 'pantallas.manage',
    resumen: 'Crea una pantalla: su token y la URL del tablero se muestran una sola vez',
    cuerpo: crearPantallaSchema,
    respuesta: json<PantallaCreada>(),
  }),
  editar: ruta({
    metodo: 'PATCH',
    path: '/api/pantallas/:id',
    acceso: 'pantallas.manage',
    resumen: 'Ajustes de una pantalla: nombre, segundos por Equipo y su Equipo (null = todos)',
    cuerpo: pantallaAjustesSchema,
    respuesta: json<Pantalla>(),
  }),
  revocar: ruta({
    metodo: 'DELETE',
    path: '/api/pantallas/:id',
    acceso: 'pantallas.manage',
    resumen: 'Revoca una pantalla (su token deja de valer)',
    respuesta: json<SuccessResponse>(),
  }),
  pedirCodigo: ruta({
    metodo: 'POST',
    path: '/api/pantallas/codigo',
    acceso: 'public',
    resumen: 'Un código para que la TV lo muestre, ligado al secreto que ella generó',
    cuerpo: pedirCodigoPantallaSchema,
    respuesta: json<PantallaCodigo>(),
  }),
  estadoCodigo: ruta({
    metodo: 'POST',
    path: '/api/pantallas/codigo/estado',
    acceso: 'public',
    resumen: 'Si un Admin ya ingresó el código: entonces el token, una sola vez',
    cuerpo: estadoCodigoPantallaSchema,
    respuesta: json<PantallaCodigoEstado>(),
    estado: 200,
  }),
  vincular: ruta({
    metodo: 'POST',
    path: '/api/pantallas/vincular',
    acceso: 'pantallas.manage',
    resumen: 'Vincula la TV que muestra el código como una pantalla nueva con estos ajustes',
    cuerpo: vincularPantallaSchema,
    respuesta: json<Pantalla>(),
  }),
} as const;
