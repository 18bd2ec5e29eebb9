import { ORIGEN_HEADER } from '@portal/shared/domain';

type Aleatorio = Partial<Pick<Crypto, 'randomUUID' | 'getRandomValues'>> | undefined;

/**
 * A random id. `crypto.randomUUID` exists only in secure contexts (https, localhost): a plant PC on plain http
 * builds one from `getRandomValues` (it only has to differ between tabs).
 */
export function nuevoOrigen(aleatorio: Aleatorio = globalThis.crypto): string {
  if (typeof aleatorio?.randomUUID === 'function') return aleatorio.randomUUID();
  const bytes = new Uint8Array(16);
  if (typeof aleatorio?.getRandomValues === 'function') aleatorio.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(Math.random() * 256);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * This tab's id, sent with every request (ORIGEN_HEADER): the BFF does not send this tab the live events of its own
 * changes, whose mutations already refreshed what they touch (one path per change). One module per tab: the
 * Module Federation singleton.
 */
export const ORIGEN = nuevoOrigen();

/** The headers every request of the portal carries: the session's Bearer token (when there is one) and the tab's origen. */
export function cabecerasPortal(token: string | null | undefined): Record<string, string> {
  return { ...(token ? { Authorization: `Bearer ${token}` } : {}), [ORIGEN_HEADER]: ORIGEN };
}
