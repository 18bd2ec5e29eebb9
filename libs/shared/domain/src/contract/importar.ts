import type { DatosDemo, DatosDemoBorrados } from '../lib/datos-demo';
import type { ImportAnalisis, ImportResultado } from '../lib/importacion';
import { json, multipart, ruta } from './ruta';

/** The import's multipart form: both calls send the same file and options. */
const formularioImport = multipart({
  archivo: 'El historial de tarjetas (.xlsx o .csv, hasta 20 MB)',
  opciones: 'Opcional: JSON de ImportOpciones (mapeo de columnas, valores desconocidos, duplicados)',
});

/** `/api/importar`: a plant's card history from .xlsx/.csv (issue 13) and the demo seed's data (issue 21 §3). Admin. */
export const importarContrato = {
  analizar: ruta({
    metodo: 'POST',
    path: '/api/importar/tarjetas/analizar',
    acceso: 'tarjetas.importar',
    resumen: 'Simula la importación: qué tarjetas crearía y cada fila que rechazaría, con el motivo',
    cuerpo: formularioImport,
    respuesta: json<ImportAnalisis>(),
    estado: 200,
  }),
  importar: ruta({
    metodo: 'POST',
    path: '/api/importar/tarjetas',
    acceso: 'tarjetas.importar',
    resumen: 'Importa las filas válidas del archivo en una sola transacción (todo o nada)',
    cuerpo: formularioImport,
    respuesta: json<ImportResultado>(),
  }),
  datosDemo: ruta({
    metodo: 'GET',
    path: '/api/importar/demo',
    acceso: 'tarjetas.importar',
    resumen: 'Cuántas tarjetas, Kaizen y horas de los datos de demostración quedan',
    respuesta: json<DatosDemo>(),
  }),
  borrarDatosDemo: ruta({
    metodo: 'DELETE',
    path: '/api/importar/demo',
    acceso: 'tarjetas.importar',
    resumen: 'Borra los datos de demostración (y solo esos) y cuenta lo borrado',
    respuesta: json<DatosDemoBorrados>(),
  }),
} as const;
