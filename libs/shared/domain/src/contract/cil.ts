import type { CumplimientoCil, EjecucionCil, HistorialPuntoCil, MaquinaCilPendiente, PuntoCil, RutinaCil } from '../lib/cil';
import type { SuccessResponse } from '../lib/types';
import {
  crearPuntoCilSchema,
  cumplimientoCilQuerySchema,
  editarPuntoCilSchema,
  ejecucionCilSchema,
  imagenMaquinaCilSchema,
  pendientesCilQuerySchema,
} from '../schemas/cil';
import { archivo, json, MIME_XLSX, ruta } from './ruta';

/**
 * `/api/cil`: the CIL standards of the plant's machines and their routines (issue 26 §1). `:id` of a machine is its
 * campo's id. Admins and Jefes de area define the points; anyone who raises cards runs a routine; anyone logged in reads.
 */
export const cilContrato = {
  rutina: ruta({
    metodo: 'GET',
    path: '/api/cil/maquinas/:id',
    acceso: 'authenticated',
    resumen: 'Los puntos CIL de una máquina con su estado ahora (hecho, pendiente o atrasado) y su imagen',
    respuesta: json<RutinaCil>(),
  }),
  imagen: ruta({
    metodo: 'PUT',
    path: '/api/cil/maquinas/:id/imagen',
    acceso: 'cil.gestionar',
    resumen: 'La foto o el esquema de la máquina donde se marcan sus puntos (null la quita)',
    cuerpo: imagenMaquinaCilSchema,
    respuesta: json<RutinaCil>(),
  }),
  crearPunto: ruta({
    metodo: 'POST',
    path: '/api/cil/maquinas/:id/puntos',
    acceso: 'cil.gestionar',
    resumen: 'Agrega un punto CIL a la máquina',
    cuerpo: crearPuntoCilSchema,
    respuesta: json<PuntoCil>(),
  }),
  editarPunto: ruta({
    metodo: 'PATCH',
    path: '/api/cil/puntos/:id',
    acceso: 'cil.gestionar',
    resumen: 'Cambia un punto CIL; con otra frecuencia el punto sigue como uno nuevo desde hoy',
    cuerpo: editarPuntoCilSchema,
    respuesta: json<PuntoCil>(),
  }),
  quitarPunto: ruta({
    metodo: 'DELETE',
    path: '/api/cil/puntos/:id',
    acceso: 'cil.gestionar',
    resumen: 'Da de baja un punto CIL desde hoy (su historia queda)',
    respuesta: json<SuccessResponse>(),
  }),
  historial: ruta({
    metodo: 'GET',
    path: '/api/cil/puntos/:id/historial',
    acceso: 'authenticated',
    resumen: 'Las últimas 100 veces que se registró el punto: quién, cuándo, resultado, foto y tarjeta',
    respuesta: json<HistorialPuntoCil[]>(),
  }),
  registrar: ruta({
    metodo: 'POST',
    path: '/api/cil/ejecuciones',
    acceso: 'tarjetas.operate',
    resumen: 'Registra una rutina hecha (punto por punto); con la misma Idempotency-Key responde la misma',
    cuerpo: ejecucionCilSchema,
    respuesta: json<EjecucionCil>(),
    idempotente: true,
  }),
  ejecucion: ruta({
    metodo: 'GET',
    path: '/api/cil/ejecuciones/:id',
    acceso: 'authenticated',
    resumen: 'Una rutina registrada con el resultado de cada punto y las tarjetas levantadas',
    respuesta: json<EjecucionCil>(),
  }),
  pendientes: ruta({
    metodo: 'GET',
    path: '/api/cil/pendientes',
    acceso: 'authenticated',
    resumen: 'Las máquinas con puntos CIL por hacer ahora, de un equipo o de los equipos de quien consulta',
    consulta: pendientesCilQuerySchema,
    respuesta: json<MaquinaCilPendiente[]>(),
  }),
  cumplimiento: ruta({
    metodo: 'GET',
    path: '/api/cil/cumplimiento',
    acceso: 'authenticated',
    resumen: 'Ventanas cumplidas a tiempo sobre ventanas debidas, por semana, equipo, máquina y persona',
    consulta: cumplimientoCilQuerySchema,
    respuesta: json<CumplimientoCil>(),
  }),
  cumplimientoExcel: ruta({
    metodo: 'GET',
    path: '/api/cil/cumplimiento/excel',
    acceso: 'authenticated',
    resumen: 'Cumplimiento CIL.xlsx: el cumplimiento por semana, equipo, máquina y persona',
    consulta: cumplimientoCilQuerySchema,
    respuesta: archivo(MIME_XLSX),
  }),
} as const;
