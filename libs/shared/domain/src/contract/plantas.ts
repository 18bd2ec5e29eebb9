import type { Planta } from '../lib/plantas';
import type { User } from '../lib/types';
import { crearPlantaSchema, editarPlantaSchema, sumarMiembroSchema } from '../schemas/plantas';
import { json, ruta } from './ruta';

/** `/api/plantas` (issue 24): the plants the caller works in and their settings. Anyone logged in reads them; the Admin edits their own. */
export const plantasContrato = {
  listar: ruta({
    metodo: 'GET',
    path: '/api/plantas',
    acceso: 'authenticated',
    resumen: 'Las plantas que el usuario ve (la suya; todas para un Admin de la empresa), con su nombre, código, zona horaria y días de alerta',
    respuesta: json<Planta[]>(),
  }),
  crear: ruta({
    metodo: 'POST',
    path: '/api/plantas',
    acceso: 'plantas.empresa',
    resumen: 'Crea una planta (Admin de la empresa, que queda como su Admin con su mismo legajo)',
    cuerpo: crearPlantaSchema,
    respuesta: json<Planta>(),
  }),
  sumarMiembro: ruta({
    metodo: 'POST',
    path: '/api/plantas/:id/miembros',
    acceso: 'plantas.empresa',
    resumen: 'Suma a un usuario de la planta propia, como la misma persona, a otra planta con un legajo y un rol allí',
    cuerpo: sumarMiembroSchema,
    respuesta: json<User>(),
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
