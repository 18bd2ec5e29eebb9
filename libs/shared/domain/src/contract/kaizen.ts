import type { RegistroHistorial } from '../lib/auditoria';
import type { Kaizen, KaizenDeTarjeta, KaizenRecurrencia, KaizensPagina, KaizenTotales } from '../lib/kaizen-contract';
import type { SuccessResponse } from '../lib/types';
import { cerrarKaizenSchema, crearKaizenSchema, editarKaizenSchema, kaizensFiltroSchema, kaizensQuerySchema, tarjetaHacerSchema } from '../schemas/kaizen';
import { agregarImagenSchema } from '../schemas/tarjetas';
import { archivo, json, MIME_XLSX, ruta } from './ruta';

/** `/api/tarjetaskaizen`: Quick Kaizen (spec §7). */
export const kaizenContrato = {
  listar: ruta({
    metodo: 'GET',
    path: '/api/tarjetaskaizen',
    acceso: 'authenticated',
    resumen: 'Quick Kaizen: sin parámetros, todos (clientes antiguos); con cualquiera, una página filtrada',
    consulta: kaizensQuerySchema,
    respuesta: json<Kaizen[] | KaizensPagina>(),
  }),
  totales: ruta({
    metodo: 'GET',
    path: '/api/tarjetaskaizen/totales',
    acceso: 'authenticated',
    resumen: 'Quick Kaizen por estado con el mismo filtro que la lista',
    consulta: kaizensFiltroSchema,
    respuesta: json<KaizenTotales>(),
  }),
  exportar: ruta({
    metodo: 'GET',
    path: '/api/tarjetaskaizen/export',
    acceso: 'kaizen.operate',
    resumen: 'QuickKaizen.xlsx con los Kaizen filtrados, los más nuevos primero',
    consulta: kaizensFiltroSchema,
    respuesta: archivo(MIME_XLSX),
  }),
  deTarjeta: ruta({
    metodo: 'GET',
    path: '/api/tarjetaskaizen/de-tarjeta/:id',
    acceso: 'authenticated',
    resumen: 'Los Quick Kaizen que incluyen una tarjeta',
    respuesta: json<KaizenDeTarjeta[]>(),
  }),
  detalle: ruta({ metodo: 'GET', path: '/api/tarjetaskaizen/:id', acceso: 'authenticated', resumen: 'Un Quick Kaizen', respuesta: json<Kaizen>() }),
  recurrencia: ruta({
    metodo: 'GET',
    path: '/api/tarjetaskaizen/:id/recurrencia',
    acceso: 'authenticated',
    resumen: 'Tarjetas de la misma máquina y parte antes y después del Kaizen',
    respuesta: json<KaizenRecurrencia>(),
  }),
  historial: ruta({
    metodo: 'GET',
    path: '/api/tarjetaskaizen/:id/historial',
    acceso: 'authenticated',
    resumen: 'Los cambios del Kaizen y sus tarjetas vinculadas, los más nuevos primero',
    respuesta: json<RegistroHistorial[]>(),
  }),
  crear: ruta({
    metodo: 'POST',
    path: '/api/tarjetaskaizen',
    acceso: 'kaizen.create',
    resumen: 'Crea un Quick Kaizen',
    cuerpo: crearKaizenSchema,
    respuesta: json<Kaizen>(),
  }),
  agregarHacer: ruta({
    metodo: 'POST',
    path: '/api/tarjetaskaizen/tarjetasHacer',
    acceso: 'kaizen.operate',
    resumen: 'Agrega una tarjeta a la etapa Hacer',
    cuerpo: tarjetaHacerSchema,
    respuesta: json<Kaizen>(),
    estado: 200,
  }),
  cerrar: ruta({
    metodo: 'POST',
    path: '/api/tarjetaskaizen/cerrar',
    acceso: 'kaizen.operate',
    resumen: 'Implementa o cierra un Quick Kaizen',
    cuerpo: cerrarKaizenSchema,
    respuesta: json<Kaizen>(),
    estado: 200,
  }),
  editar: ruta({
    metodo: 'POST',
    path: '/api/tarjetaskaizen/editarkaizen',
    acceso: 'kaizen.edit',
    resumen: 'Edita un Quick Kaizen',
    cuerpo: editarKaizenSchema,
    respuesta: json<Kaizen>(),
    estado: 200,
  }),
  eliminar: ruta({
    metodo: 'DELETE',
    path: '/api/tarjetaskaizen/:id',
    acceso: 'kaizen.delete',
    resumen: 'Elimina un Quick Kaizen',
    respuesta: json<SuccessResponse>(),
  }),
  imagenAntes: ruta({
    metodo: 'POST',
    path: '/api/tarjetaskaizen/agregarimagenfront',
    acceso: 'kaizen.operate',
    resumen: 'Adjunta la imagen del antes (subida antes con /api/uploads)',
    cuerpo: agregarImagenSchema,
    respuesta: json<Kaizen>(),
    estado: 200,
  }),
  imagenDespues: ruta({
    metodo: 'POST',
    path: '/api/tarjetaskaizen/agregarimagenback',
    acceso: 'kaizen.operate',
    resumen: 'Adjunta la imagen del después (subida antes con /api/uploads)',
    cuerpo: agregarImagenSchema,
    respuesta: json<Kaizen>(),
    estado: 200,
  }),
} as const;
