import { z } from 'zod';
import {
  APP_VERSION,
  CONTRATO,
  IDEMPOTENCY_KEY_HEADER,
  NOMBRE_PORTAL,
  PANTALLA_HEADER,
  parametrosDePath,
  pathOpenApi,
  type OpenApiDocumento,
  type Ruta,
} from '@portal/shared/domain';

type Esquema = Record<string, unknown>;

/** JSON Schema 2020-12 (OpenAPI 3.1's dialect) of what a client sends: transforms and coercions show their input. */
export function esquemaJson(schema: z.ZodType): Esquema {
  const { $schema: _dialecto, ...esquema } = z.toJSONSchema(schema, { target: 'draft-2020-12', io: 'input', unrepresentable: 'any' }) as Esquema;
  return esquema;
}

const ERROR = { $ref: '#/components/schemas/Error' };
const conError = (description: string) => ({ description, content: { 'application/json': { schema: ERROR } } });

function parametros(r: Ruta): Esquema[] {
  const enPath = parametrosDePath(r.path).map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } }));
  const enConsulta: Esquema[] = [];
  if (r.consulta) {
    const esquema = esquemaJson(r.consulta);
    const requeridos = new Set((esquema.required as string[] | undefined) ?? []);
    for (const [name, schema] of Object.entries((esquema.properties as Record<string, Esquema> | undefined) ?? {})) {
      enConsulta.push({ name, in: 'query', required: requeridos.has(name), schema });
    }
  }
  const cabeceras = r.idempotente
    ? [
        {
          name: IDEMPOTENCY_KEY_HEADER,
          in: 'header',
          required: false,
          schema: { type: 'string', maxLength: 200 },
          description: 'Un reintento con la misma clave recibe la misma respuesta',
        },
      ]
    : [];
  return [...enPath, ...enConsulta, ...cabeceras];
}

function cuerpo(r: Ruta): Esquema | undefined {
  if (!r.cuerpo) return undefined;
  if ('tipo' in r.cuerpo && r.cuerpo.tipo === 'multipart') {
    const properties = Object.fromEntries(
      Object.entries(r.cuerpo.campos).map(([campo, description]) => [campo, { type: 'string', format: 'binary', description }]),
    );
    return { required: true, content: { 'multipart/form-data': { schema: { type: 'object', properties } } } };
  }
  return { required: true, content: { 'application/json': { schema: esquemaJson(r.cuerpo as z.ZodType) } } };
}

function exito(r: Ruta): Esquema {
  if (r.respuesta.tipo === 'json') return { description: 'JSON', content: { 'application/json': {} } };
  return { description: r.respuesta.tipo === 'archivo' ? 'Archivo' : 'Contenido', content: { [r.respuesta.mime]: {} } };
}

function seguridad(r: Ruta): Esquema[] {
  if (r.acceso === 'public') return [];
  if (r.acceso === 'pantallaOrUser') return [{ sesion: [] }, { pantalla: [] }];
  return [{ sesion: [] }];
}

function operacion(area: string, nombre: string, r: Ruta): Esquema {
  const responses: Esquema = { [String(r.estado ?? (r.metodo === 'POST' ? 201 : 200))]: exito(r) };
  if (r.consulta || (r.cuerpo && !('tipo' in r.cuerpo))) responses['400'] = conError('Datos inválidos: el primer problema, en español');
  if (r.acceso !== 'public') responses['401'] = conError('Sin sesión o sesión vencida');
  if (r.acceso !== 'public' && r.acceso !== 'authenticated' && r.acceso !== 'pantallaOrUser') responses['403'] = conError('El rol no tiene permiso');
  if (parametrosDePath(r.path).length) responses['404'] = conError('No existe');
  const requestBody = cuerpo(r);
  return {
    operationId: `${area}.${nombre}`,
    summary: r.resumen,
    tags: [area],
    'x-acceso': r.acceso,
    security: seguridad(r),
    parameters: parametros(r),
    ...(requestBody ? { requestBody } : {}),
    responses,
  };
}

/** The OpenAPI 3.1 document of the whole contract: every route, its access, parameters, body and answers. */
export function documentoOpenApi(contrato: Record<string, Record<string, Ruta>> = CONTRATO): OpenApiDocumento {
  const paths: OpenApiDocumento['paths'] = {};
  for (const [area, rutas] of Object.entries(contrato)) {
    for (const [nombre, r] of Object.entries(rutas)) {
      const path = pathOpenApi(r.path);
      paths[path] = { ...paths[path], [r.metodo.toLowerCase()]: operacion(area, nombre, r) };
    }
  }
  return {
    openapi: '3.1.1',
    info: {
      title: `${NOMBRE_PORTAL} — API`,
      version: APP_VERSION,
      description: 'Generada del contrato tipado (libs/shared/domain/src/contract). Errores: `{ msg }` en español.',
    },
    tags: Object.keys(contrato).map((name) => ({ name })),
    paths,
    components: {
      schemas: { Error: { type: 'object', properties: { msg: { type: 'string' } }, required: ['msg'] } },
      securitySchemes: {
        sesion: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'El token de POST /api/auth (legajo y PIN)' },
        pantalla: { type: 'apiKey', in: 'header', name: PANTALLA_HEADER, description: 'El token de una pantalla (TV) vinculada' },
      },
    },
  };
}
