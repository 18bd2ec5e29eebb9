import type { Planta } from '../lib/plantas';
import { editarPlantaSchema } from '../schemas/plantas';
import { json, ruta } from './ruta';

/** `/api/plantas` (issue 24): the plants the caller works in and their settings. Anyone logged in reads them; the Admin edits their own. */
export const plantasContrato = {
  listar: ruta({
    metodo: 'GET',
    path: '/api/plantas',
    acceso: 'authenticated',
    resumen: 'Las plantas que el usuario ve (hoy, la suya), con su nombre, código, zona horaria y días de alerta',
    respuesta: json<Planta[]>(),
  }),
  editar: ruta({
    metodo: 'PATCH',
    path: '/api/plantas/:id',
    acceso: 'plantas.manage',
    resumen: 'Renombra la planta del usuario o cambia su código, zona horaria o días de alerta',
    cuerpo: editarPlantaSchema,
    respuesta: json<Planta>(),
  }),
} as const;
