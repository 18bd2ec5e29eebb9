import type { EquipoAm, EquipoAmDetalle } from '../lib/programa-am';
import { cambiarPasoAmSchema, editarEquipoAmSchema, iniciarEquipoAmSchema } from '../schemas/programa-am';
import { json, ruta } from './ruta';

/**
 * `/api/programa`: the autonomous-maintenance program (issue 25), per Equipo autónomo of the plant; `:id` is the
 * equipo option's id. Anyone logged in reads it; the Admin places teams in it and sets their step and leader.
 */
export const programaAmContrato = {
  equipos: ruta({
    metodo: 'GET',
    path: '/api/programa/equipos',
    acceso: 'authenticated',
    resumen: 'Cada equipo autónomo de la planta con su paso del programa, su líder y cuántos miembros y máquinas tiene',
    respuesta: json<EquipoAm[]>(),
  }),
  equipo: ruta({
    metodo: 'GET',
    path: '/api/programa/equipos/:id',
    acceso: 'authenticated',
    resumen: 'Un equipo autónomo: su paso, la historia de sus pasos, sus miembros y sus máquinas',
    respuesta: json<EquipoAmDetalle>(),
  }),
  iniciar: ruta({
    metodo: 'POST',
    path: '/api/programa/equipos/:id/inicio',
    acceso: 'programa.gestionar',
    resumen: 'El equipo entra al programa en un paso (el 1 por defecto) desde una fecha (hoy por defecto)',
    cuerpo: iniciarEquipoAmSchema,
    respuesta: json<EquipoAmDetalle>(),
    estado: 200,
  }),
  editar: ruta({
    metodo: 'PATCH',
    path: '/api/programa/equipos/:id',
    acceso: 'programa.gestionar',
    resumen: 'Cambia el líder del equipo',
    cuerpo: editarEquipoAmSchema,
    respuesta: json<EquipoAmDetalle>(),
  }),
  cambiarPaso: ruta({
    metodo: 'POST',
    path: '/api/programa/equipos/:id/paso',
    acceso: 'programa.gestionar',
    resumen: 'Pone al equipo en otro paso (adelante o atrás) desde una fecha, con el motivo',
    cuerpo: cambiarPasoAmSchema,
    respuesta: json<EquipoAmDetalle>(),
    estado: 200,
  }),
} as const;
