import type { NombreUsuario, SuccessResponse, User } from '../lib/types';
import {
  asignarCorreoSchema,
  asignarEquipoSchema,
  asignarEquiposACargoSchema,
  cambiarRolSchema,
  registerUserSchema,
  restablecerPinSchema,
} from '../schemas/users';
import { json, ruta } from './ruta';

/** `/api/users`: user administration (spec §7); the hours are `horasContrato`. */
export const usersContrato = {
  listar: ruta({ metodo: 'GET', path: '/api/users', acceso: 'users.manage', resumen: 'Todos los usuarios', respuesta: json<User[]>() }),
  nombres: ruta({
    metodo: 'GET',
    path: '/api/users/nombres',
    acceso: 'tarjetas.operate',
    resumen: 'Los nombres de los usuarios para un campo de persona (el Responsable de una tarjeta)',
    respuesta: json<NombreUsuario[]>(),
  }),
  crear: ruta({
    metodo: 'POST',
    path: '/api/users',
    acceso: 'users.manage',
    resumen: 'Registra un usuario',
    cuerpo: registerUserSchema,
    respuesta: json<User>(),
  }),
  cambiarRol: ruta({
    metodo: 'POST',
    path: '/api/users/cambiarrol',
    acceso: 'users.manage',
    resumen: 'Cambia el rol de un usuario',
    cuerpo: cambiarRolSchema,
    respuesta: json<User>(),
    estado: 200,
  }),
  equipo: ruta({
    metodo: 'POST',
    path: '/api/users/equipo',
    acceso: 'users.manage',
    resumen: 'Asigna (o quita) el equipo autónomo de un usuario',
    cuerpo: asignarEquipoSchema,
    respuesta: json<User>(),
    estado: 200,
  }),
  equiposACargo: ruta({
    metodo: 'POST',
    path: '/api/users/equipos-a-cargo',
    acceso: 'users.manage',
    resumen: 'Los equipos que un Jefe de área lidera además del propio',
    cuerpo: asignarEquiposACargoSchema,
    respuesta: json<User>(),
    estado: 200,
  }),
  correo: ruta({
    metodo: 'POST',
    path: '/api/users/correo',
    acceso: 'users.manage',
    resumen: 'Asigna (o quita) el correo de contacto de un usuario',
    cuerpo: asignarCorreoSchema,
    respuesta: json<User>(),
    estado: 200,
  }),
  restablecerPin: ruta({
    metodo: 'POST',
    path: '/api/users/:id/pin',
    acceso: 'users.manage',
    resumen: 'Fija el pin de un usuario, que deberá cambiarlo en su próximo login',
    cuerpo: restablecerPinSchema,
    respuesta: json<User>(),
    estado: 200,
  }),
  eliminar: ruta({ metodo: 'DELETE', path: '/api/users/:id', acceso: 'users.manage', resumen: 'Elimina un usuario', respuesta: json<SuccessResponse>() }),
} as const;
