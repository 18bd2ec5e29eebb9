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
 * page itself, over-long values) gives `/`, so `/login?next=` can never be an open redirect.
 */
export function safeNextPath(value: unknown): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_NEXT_LENGTH) return ROUTES.dashboard;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\') || CONTROL_CHARS.test(value)) {
    return ROUTES.dashboard;
  }
  let url: URL;
  try {
    url = new URL(value, ORIGIN);
  } catch {
    return ROUTES.dashboard;
  }
  if (url.origin !== ORIGIN || url.pathname === ROUTES.login) return ROUTES.dashboard;
  return value;
}

/** `/login?next=<path>` for a guarded page (plain `/login` for the dashboard). */
export function loginPathWithNext(path: string): string {
  const next = safeNextPath(path);
  if (next === ROUTES.dashboard) return ROUTES.login;
  return `${ROUTES.login}?${new URLSearchParams({ [NEXT_PARAM]: next })}`;
}
