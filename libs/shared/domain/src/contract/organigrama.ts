import type { NodoOrganigrama } from '../lib/organigrama';
import type { SuccessResponse } from '../lib/types';
import { crearNodoOrganigramaSchema, editarNodoOrganigramaSchema } from '../schemas/organigrama';
import { json, ruta } from './ruta';

/** `/api/organigrama`: the org chart (/chart). Anyone logged in reads it; the Admin edits it. */
export const organigramaContrato = {
  listar: ruta({
    metodo: 'GET',
    path: '/api/organigrama',
    acceso: 'authenticated',
    resumen: 'Todos los puestos del organigrama (lista plana; `parentId` forma el árbol), hermanos en su orden',
    respuesta: json<NodoOrganigrama[]>(),
  }),
  crear: ruta({
    metodo: 'POST',
    path: '/api/organigrama',
    acceso: 'organigrama.edit',
    resumen: 'Crea un puesto, el último entre sus hermanos',
    cuerpo: crearNodoOrganigramaSchema,
    respuesta: json<NodoOrganigrama>(),
  }),
  editar: ruta({
    metodo: 'PATCH',
    path: '/api/organigrama/:id',
    acceso: 'organigrama.edit',
    resumen: 'Renombra, mueve o cambia la persona de un puesto',
    cuerpo: editarNodoOrganigramaSchema,
    respuesta: json<NodoOrganigrama>(),
  }),
  eliminar: ruta({
    metodo: 'DELETE',
    path: '/api/organigrama/:id',
    acceso: 'organigrama.edit',
    resumen: 'Elimina un puesto',
    respuesta: json<SuccessResponse>(),
  }),
} as const;
