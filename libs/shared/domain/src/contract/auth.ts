import type { AuthResponse, User } from '../lib/types';
import type { MembresiaPlanta, PlantaDeIngreso } from '../lib/plantas';
import type { SsoPublico } from '../lib/sso';
import { cambiarPlantaSchema, loginSchema } from '../schemas/auth';
import { avisosCuentaSchema } from '../schemas/avisos';
import { cambiarPinSchema } from '../schemas/users';
import { json, ruta } from './ruta';

/** `GET /api/auth/config`: what the browser needs before anyone logs in. */
export interface AuthConfig {
  demoLogin: boolean;
  /** Single sign-on (OIDC_ISSUER set): the provider's name for "Ingresar con <nombre>"; null when not configured. */
  sso: SsoPublico | null;
  /** The first plant's IANA zone (its own, else PLANT_TZ): what a screen without a session shows dates in. */
  zonaHoraria: string;
  /** A 'PC compartida' signs out after this many idle minutes (PC_COMPARTIDA_MINUTOS). */
  pcCompartidaMinutos: number;
  /**
   * The plants to choose at the login (issue 24), by name; the page shows the choice only when there are several.
   * A signed-in screen shows, types and counts with its plant's zone and alert days from here (`User.planta`).
   */
  plantas: PlantaDeIngreso[];
}

/** `/api/auth`: the session and the own account (spec §7). */
export const authContrato = {
  login: ruta({
    metodo: 'POST',
    path: '/api/auth',
    acceso: 'public',
    resumen: 'Inicia sesión con legajo (email) y pin (password) en una planta (su código, si hay más de una): el token y el usuario',
    cuerpo: loginSchema,
    respuesta: json<AuthResponse>(),
    estado: 200,
  }),
  demo: ruta({
    metodo: 'POST',
    path: '/api/auth/demo',
    acceso: 'public',
    resumen: 'Inicia sesión con el usuario de demostración (si está habilitado)',
    respuesta: json<AuthResponse>(),
    estado: 200,
  }),
  config: ruta({
    metodo: 'GET',
    path: '/api/auth/config',
    acceso: 'public',
    resumen: 'Configuración previa al login: demo habilitada, zona horaria de la planta y minutos de una PC compartida',
    respuesta: json<AuthConfig>(),
  }),
  pin: ruta({
    metodo: 'POST',
    path: '/api/auth/pin',
    acceso: 'authenticated',
    propia: true,
    resumen: 'Cambia el pin propio: un token nuevo (los anteriores dejan de valer)',
    cuerpo: cambiarPinSchema,
    respuesta: json<AuthResponse>(),
    estado: 200,
  }),
  avisos: ruta({
    metodo: 'POST',
    path: '/api/auth/avisos',
    acceso: 'authenticated',
    propia: true,
    resumen: 'Cambia el correo propio y si los avisos de vencidas llegan por correo',
    cuerpo: avisosCuentaSchema,
    respuesta: json<User>(),
    estado: 200,
  }),
  plantas: ruta({
    metodo: 'GET',
    path: '/api/auth/plantas',
    acceso: 'authenticated',
    resumen: 'Las plantas de las que la persona es miembro, con su rol en cada una y cuál es la de la sesión',
    respuesta: json<MembresiaPlanta[]>(),
  }),
  cambiarPlanta: ruta({
    metodo: 'POST',
    path: '/api/auth/planta',
    acceso: 'authenticated',
    propia: true,
    resumen: 'Cambia la sesión a otra planta de la persona: un token de esa planta y su usuario allí',
    cuerpo: cambiarPlantaSchema,
    respuesta: json<AuthResponse>(),
    estado: 200,
  }),
  usuario: ruta({ metodo: 'GET', path: '/api/auth/user', acceso: 'authenticated', resumen: 'El usuario de la sesión', respuesta: json<User>() }),
} as const;
