import type { EquipoAm, EquipoAmDetalle } from '../lib/programa-am';
import type { AjustesProgramaAm } from '../lib/puerta-am';
import type { CurvaAm } from '../lib/curva-am';
import {
  ajustesProgramaAmSchema,
  curvaAmQuerySchema,
  aprobarPropuestaAmSchema,
  cambiarPasoAmSchema,
  editarEquipoAmSchema,
  iniciarEquipoAmSchema,
  proponerPasoAmSchema,
  rechazarPropuestaAmSchema,
} from '../schemas/programa-am';
import { archivo, json, MIME_XLSX, ruta } from './ruta';

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
  proponer: ruta({
    metodo: 'POST',
    path: '/api/programa/equipos/:id/propuesta',
    acceso: 'programa.proponer',
    resumen: 'El líder del equipo, uno de sus jefes de área o un administrador propone pasar al paso siguiente (con la puerta en verde)',
    cuerpo: proponerPasoAmSchema,
    respuesta: json<EquipoAmDetalle>(),
    estado: 200,
  }),
  aprobar: ruta({
    metodo: 'POST',
    path: '/api/programa/equipos/:id/propuesta/aprobacion',
    acceso: 'programa.gestionar',
    resumen: 'Aprueba la propuesta: el equipo pasa al paso siguiente desde hoy (con la puerta en rojo, con el motivo)',
    cuerpo: aprobarPropuestaAmSchema,
    respuesta: json<EquipoAmDetalle>(),
    estado: 200,
  }),
  rechazar: ruta({
    metodo: 'POST',
    path: '/api/programa/equipos/:id/propuesta/rechazo',
    acceso: 'programa.gestionar',
    resumen: 'Rechaza la propuesta de paso, con el motivo',
    cuerpo: rechazarPropuestaAmSchema,
    respuesta: json<EquipoAmDetalle>(),
    estado: 200,
  }),
  curva: ruta({
    metodo: 'GET',
    path: '/api/programa/curva',
    acceso: 'authenticated',
    resumen: 'La curva de tarjetas (colgadas y retiradas acumuladas, y la brecha) por semana o mes, de un equipo, una máquina o la planta',
    consulta: curvaAmQuerySchema,
    respuesta: json<CurvaAm>(),
  }),
  curvaExcel: ruta({
    metodo: 'GET',
    path: '/api/programa/curva/excel',
    acceso: 'authenticated',
    resumen: 'La curva de tarjetas como Curva de tarjetas.xlsx',
    consulta: curvaAmQuerySchema,
    respuesta: archivo(MIME_XLSX),
  }),
  ajustes: ruta({
    metodo: 'GET',
    path: '/api/programa/ajustes',
    acceso: 'authenticated',
    resumen: 'Los umbrales de la puerta de paso de la planta y si las cifras por persona se muestran solo por equipo',
    respuesta: json<AjustesProgramaAm>(),
  }),
  editarAjustes: ruta({
    metodo: 'PATCH',
    path: '/api/programa/ajustes',
    acceso: 'programa.gestionar',
    resumen: 'Cambia los umbrales de la puerta de paso de la planta',
    cuerpo: ajustesProgramaAmSchema,
    respuesta: json<AjustesProgramaAm>(),
  }),
} as const;
