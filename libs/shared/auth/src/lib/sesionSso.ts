import { ssoContrato } from '@portal/shared/domain';

/** This browser's session came from single sign-on: its logout also ends the provider's (issue 24 §3). */
const SESION_SSO_KEY = 'sesion-sso';

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function marcarSesionSso(si: boolean): void {
  try {
    if (si) storage()?.setItem(SESION_SSO_KEY, '1');
    else storage()?.removeItem(SESION_SSO_KEY);
  } catch {
    /* storage refused: the logout ends the portal's session only */
  }
}

/** Where the page goes after the portal's logout: the provider's logout for a single sign-on session, else nowhere. */
export function salidaDelProveedor(): string | undefined {
  const sso = storage()?.getItem(SESION_SSO_KEY) === '1';
  marcarSesionSso(false);
  return sso ? ssoContrato.salida.path : undefined;
}
