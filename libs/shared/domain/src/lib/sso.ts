import { ROLES, type Role } from './roles';
import { ROUTES } from './routes';

/** A provider group (or any value of the groups claim) and the role it gives in the plant of the row (issue 24 §3). */
export interface GrupoSso {
  _id: string;
  grupo: string;
  role: Role;
}

/** What the login page needs to offer single sign-on: the provider's name for "Ingresar con <nombre>". */
export interface SsoPublico {
  nombre: string;
}

/**
 * Why a single sign-on came back to the login page without a session (`/login?sso=<motivo>`): the BFF redirects with
 * the code, the page shows the message. Unknown codes show `fallo`.
 */
export const SSO_MOTIVOS = {
  sinAcceso: 'Su cuenta del proveedor no tiene acceso al portal: pida a sistemas que lo sumen a un grupo de alguna planta',
  cancelado: 'El inicio de sesión con el proveedor se canceló',
  vencido: 'El inicio de sesión tardó demasiado o ya se usó: vuelva a intentarlo',
  fallo: 'El proveedor no confirmó su identidad: vuelva a intentarlo',
  legajo: 'Su legajo en el proveedor ya es de otra persona en la planta: pida al Admin que lo revise',
} as const;
export type SsoMotivo = keyof typeof SSO_MOTIVOS;

export const mensajeSso = (motivo: string | null | undefined): string | undefined =>
  motivo ? ((SSO_MOTIVOS as Record<string, string>)[motivo] ?? SSO_MOTIVOS.fallo) : undefined;

/**
 * When a person's groups map to several roles in one plant, the one with most in that plant wins: Admin, Jefe de
 * area, Operario, then Corporativo (reads every plant, writes none).
 */
const RANGO: readonly Role[] = ['Admin', 'Jefe de area', 'Operario', 'Corporativo'];
export const rolMayor = (roles: readonly Role[]): Role | undefined => RANGO.find((r) => roles.includes(r)) ?? roles.find((r) => ROLES.includes(r));

/** The path the provider returns to, and the one page that trades the one-time code for a session. */
export const SSO_VUELTA_PATH = '/api/auth/sso/vuelta';
export const SSO_INGRESO_PATH = ROUTES.ingresoSso;
/** The query parameter of the login page that says why a single sign-on came back without a session. */
export const SSO_MOTIVO_PARAM = 'sso';
