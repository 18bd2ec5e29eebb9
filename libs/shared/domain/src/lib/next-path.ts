import { can, type Role } from './roles';
import { ROUTES } from './routes';

/** Name of the login page's query parameter holding where to go after logging in. */
export const NEXT_PARAM = 'next';

const MAX_NEXT_LENGTH = 2048;
// C0 controls, DEL and C1 controls: the URL parser drops tabs/newlines, so '/\t/evil.example' would become '//evil.example'.
const CONTROL_CHARS = /[\u0000-\u001f\u007f-\u009f]/;
const ORIGIN = 'http://portal.invalid';

/**
 * The `next` path a login may send the user to: a same-origin path such as `/tarjeta/abc?x=1`.
 * Anything else (absolute or protocol-relative URLs, backslashes, control characters, the login
 * page itself, over-long values) gives `inicio` (the dashboard unless told), so `/login?next=` can never be an
 * open redirect.
 */
export function safeNextPath(value: unknown, inicio: string = ROUTES.dashboard): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_NEXT_LENGTH) return inicio;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\') || CONTROL_CHARS.test(value)) {
    return inicio;
  }
  let url: URL;
  try {
    url = new URL(value, ORIGIN);
  } catch {
    return inicio;
  }
  if (url.origin !== ORIGIN || url.pathname === ROUTES.login) return inicio;
  return value;
}

/** A role's home after the login (issue 22): the Bandeja for whoever has one (Jefe de area, Admin), else the dashboard. */
export const inicioDe = (role: Role | null | undefined): string => (can(role, 'bandeja.view') ? ROUTES.bandeja : ROUTES.dashboard);

/** `/login?next=<path>` for a guarded page (plain `/login` for the dashboard). */
export function loginPathWithNext(path: string): string {
  const next = safeNextPath(path);
  if (next === ROUTES.dashboard) return ROUTES.login;
  return `${ROUTES.login}?${new URLSearchParams({ [NEXT_PARAM]: next })}`;
}
