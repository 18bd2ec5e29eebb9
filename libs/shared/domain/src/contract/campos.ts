import type { Campo, SuccessResponse } from '../lib/types';
import { crearCampoSchema, equipoMaquinaSchema, etiquetasQuerySchema, parteMaquinaSchema } from '../schemas/campos';
import { archivo, json, ruta } from './ruta';

/** `/api/campos`: the options the card forms pick from (máquinas with their parts, tipos, equipos, riesgos). */
export const camposContrato = {
  listar: ruta({
    metodo: 'GET',
    path: '/api/campos',
    acceso: 'authenticated',
    resumen: 'Todas las opciones de los formularios (máquinas con sus partes y su Equipo, tipos, equipos, riesgos)',
    respuesta: json<Campo[]>(),
  }),
  etiquetas: ruta({
    metodo: 'GET',
    path: '/api/campos/etiquetas',
    acceso: 'campos.manage',
    resumen: 'EtiquetasQR.pdf: etiquetas QR (A4) de todas las máquinas o de `maquina`, con una por parte salvo `partes=false`',
    consulta: etiquetasQuerySchema,
    respuesta: archivo('application/pdf'),
  }),
  crear: ruta({
    metodo: 'POST',
    path: '/api/campos',
    acceso: 'campos.manage',
    resumen: 'Agrega una opción a un campo',
    cuerpo: crearCampoSchema,
    respuesta: json<Campo>(),
  }),
  agregarParte: ruta({
    metodo: 'POST',
    path: '/api/campos/parteMaquina',
    acceso: 'campos.manage',
    resumen: 'Agrega una parte a una máquina',
    cuerpo: parteMaquinaSchema,
    respuesta: json<Campo>(),
    estado: 200,
  }),
  quitarParte: ruta({
    metodo: 'POST',
    path: '/api/campos/parteMaquinaDelete',
    acceso: 'campos.manage',
    resumen: 'Quita una parte de una máquina',
    cuerpo: parteMaquinaSchema,
    respuesta: json<Campo>(),
    estado: 200,
  }),
  equipoMaquina: ruta({
    metodo: 'POST',
    path: '/api/campos/equipoMaquina',
    acceso: 'campos.manage',
    resumen: 'Asigna (o quita) el Equipo autónomo de una máquina',
    cuerpo: equipoMaquinaSchema,
    respuesta: json<Campo>(),
    estado: 200,
  }),
  eliminar: ruta({
    metodo: 'DELETE',
    path: '/api/campos/:id',
    acceso: 'campos.manage',
    resumen: 'Elimina una opción de un campo',
    respuesta: json<SuccessResponse>(),
  }),
} as const;
