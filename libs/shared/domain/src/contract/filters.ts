import type { FiltroPreset } from '../lib/tarjeta-contract';
import { filtroPresetSchema } from '../schemas/tarjetas';
import { json, ruta } from './ruta';

/** `/api/filters`: the saved selections of /tarjetasfiltro; each user sees and names their own. */
export const filtersContrato = {
  listar: ruta({
    metodo: 'GET',
    path: '/api/filters',
    acceso: 'authenticated',
    resumen: 'Los filtros guardados del usuario',
    respuesta: json<FiltroPreset[]>(),
  }),
  crear: ruta({
    metodo: 'POST',
    path: '/api/filters',
    acceso: 'authenticated',
    resumen: 'Guarda un filtro con nombre: columnas, valores por columna y casillas',
    cuerpo: filtroPresetSchema,
    respuesta: json<FiltroPreset>(),
  }),
} as const;
