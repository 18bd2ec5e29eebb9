import type { HoraEntrada, HorasEquipos, HorasMensuales, HorasTodos } from '../lib/horas';
import type { SuccessResponse } from '../lib/types';
import {
  editarHorasSchema,
  horasEntradasQuerySchema,
  horasEquiposQuerySchema,
  horasMensualesQuerySchema,
  horasTodosQuerySchema,
  registrarHorasSchema,
} from '../schemas/horas';
import { archivo, json, MIME_XLSX, ruta } from './ruta';

/**
 * `/api/users/hours` (spec §7 and issue 10). Open to every role with `horas.own`: the service limits an Operario to
 * their own figures and lets only an Admin touch another user's hours.
 */
export const horasContrato = {
  registrar: ruta({
    metodo: 'POST',
    path: '/api/users/hours',
    acceso: 'horas.own',
    resumen: 'Registra horas de un usuario (_id) en un día',
    cuerpo: registrarHorasSchema,
    respuesta: json<HoraEntrada>(),
  }),
  entradas: ruta({
    metodo: 'GET',
    path: '/api/users/hours/entradas',
    acceso: 'horas.own',
    resumen: 'Las horas registradas de un usuario en un mes (por defecto el actual)',
    consulta: horasEntradasQuerySchema,
    respuesta: json<HoraEntrada[]>(),
  }),
  mensual: ruta({
    metodo: 'GET',
    path: '/api/users/hours/mensual',
    acceso: 'horas.own',
    resumen: 'Las horas de un usuario por mes y tipo en un rango de meses',
    consulta: horasMensualesQuerySchema,
    respuesta: json<HorasMensuales>(),
  }),
  todos: ruta({
    metodo: 'GET',
    path: '/api/users/hours/todos',
    acceso: 'horas.own',
    resumen: 'Las horas de cada usuario por mes en un rango, ordenadas',
    consulta: horasTodosQuerySchema,
    respuesta: json<HorasTodos>(),
  }),
  todosExcel: ruta({
    metodo: 'GET',
    path: '/api/users/hours/todos/excel',
    acceso: 'horas.own',
    resumen: 'HorasDeTodos.xlsx: la tabla de horas por usuario con el mismo filtro',
    consulta: horasTodosQuerySchema,
    respuesta: archivo(MIME_XLSX),
  }),
  equipos: ruta({
    metodo: 'GET',
    path: '/api/users/hours/equipos',
    acceso: 'horas.own',
    resumen: 'Las horas de cada equipo autónomo por mes en un rango, ordenadas',
    consulta: horasEquiposQuerySchema,
    respuesta: json<HorasEquipos>(),
  }),
  equiposExcel: ruta({
    metodo: 'GET',
    path: '/api/users/hours/equipos/excel',
    acceso: 'horas.own',
    resumen: 'HorasPorEquipo.xlsx: la tabla de horas por equipo con el mismo filtro',
    consulta: horasEquiposQuerySchema,
    respuesta: archivo(MIME_XLSX),
  }),
  editar: ruta({
    metodo: 'PUT',
    path: '/api/users/hours/:id',
    acceso: 'horas.own',
    resumen: 'Reemplaza una entrada de horas',
    cuerpo: editarHorasSchema,
    respuesta: json<HoraEntrada>(),
  }),
  eliminar: ruta({
    metodo: 'DELETE',
    path: '/api/users/hours/:id',
    acceso: 'horas.own',
    resumen: 'Elimina una entrada de horas',
    respuesta: json<SuccessResponse>(),
    estado: 200,
  }),
} as const;
