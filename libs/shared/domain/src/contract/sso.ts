import type { AuthResponse, SuccessResponse } from '../lib/types';
import type { GrupoSso } from '../lib/sso';
import { grupoSsoSchema, ssoCanjeSchema, ssoInicioSchema } from '../schemas/sso';
import { json, ruta, texto } from './ruta';

/**
 * Single sign-on with OpenID Connect (issue 24 §3): the browser goes to the provider and back through the BFF
 * (authorization code with PKCE, state and nonce), then trades a one-time code for the portal's own session token.
 * `/api/sso/grupos`: which provider group gives which role in the Admin's plant.
 */
export const ssoContrato = {
  inicio: ruta({
    metodo: 'GET',
    path: '/api/auth/sso',
    acceso: 'public',
    resumen: 'Redirige (302) al proveedor de identidad (OIDC, código con PKCE); 404 si el inicio de sesión único no está configurado',
    consulta: ssoInicioSchema,
    respuesta: texto('text/plain'),
  }),
  vuelta: ruta({
    metodo: 'GET',
    path: '/api/auth/sso/vuelta',
    acceso: 'public',
    resumen:
      'La vuelta del proveedor: valida state, nonce y PKCE y redirige (302) a la página de ingreso con un código de un solo uso, o al login con el motivo',
    respuesta: texto('text/plain'),
  }),
  canje: ruta({
    metodo: 'POST',
    path: '/api/auth/sso/canje',
    acceso: 'public',
    resumen: 'Cambia el código de un solo uso de la vuelta por el token de la sesión y el usuario',
    cuerpo: ssoCanjeSchema,
    respuesta: json<AuthResponse>(),
    estado: 200,
  }),
  salida: ruta({
    metodo: 'GET',
    path: '/api/auth/sso/salida',
    acceso: 'public',
    resumen: 'Después de cerrar la sesión del portal: redirige (302) al cierre de sesión del proveedor si lo ofrece, si no al login',
    respuesta: texto('text/plain'),
  }),
  grupos: ruta({
    metodo: 'GET',
    path: '/api/sso/grupos',
    acceso: 'users.manage',
    resumen: 'Los grupos del proveedor que dan acceso a la planta y el rol de cada uno',
    respuesta: json<GrupoSso[]>(),
  }),
  crearGrupo: ruta({
    metodo: 'POST',
    path: '/api/sso/grupos',
    acceso: 'users.manage',
    resumen: 'Da a un grupo del proveedor un rol en la planta (el rol Corporativo, solo un Admin de la empresa)',
    cuerpo: grupoSsoSchema,
    respuesta: json<GrupoSso>(),
  }),
  eliminarGrupo: ruta({
    metodo: 'DELETE',
    path: '/api/sso/grupos/:id',
    acceso: 'users.manage',
    resumen: 'Quita un grupo: sus miembros pierden el acceso a la planta en su próximo ingreso',
    respuesta: json<SuccessResponse>(),
  }),
} as const;
