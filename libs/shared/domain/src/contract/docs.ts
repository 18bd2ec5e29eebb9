import { json, ruta, texto } from './ruta';

/** The OpenAPI 3.1 document as JSON (its shape is OpenAPI's, not the portal's). */
export type OpenApiDocumento = Record<string, unknown> & { openapi: string; paths: Record<string, Record<string, unknown>> };

/** `/api/docs`: the API described from this contract. It describes routes only: it reveals no data, so it is public. */
export const docsContrato = {
  pagina: ruta({
    metodo: 'GET',
    path: '/api/docs',
    acceso: 'public',
    resumen: 'La documentación de la API, legible en el navegador',
    respuesta: texto('text/html'),
  }),
  openapi: ruta({
    metodo: 'GET',
    path: '/api/docs/openapi.json',
    acceso: 'public',
    resumen: 'La API en OpenAPI 3.1 (JSON), generada del contrato',
    respuesta: json<OpenApiDocumento>(),
  }),
} as const;
