import { MSG } from '@portal/shared/domain';

/**
 * `red`: no answer (offline, dropped connection, 502–504 from a proxy, 429: the limits say when to come back): keep it
 * and retry later. `sesion`: 401, it waits for the next login. `rechazada`: the server refused it with `msg`.
 */
export type FalloEnvio = { ok: false; tipo: 'red' | 'sesion' | 'rechazada'; status?: number; msg: string };

const RED_STATUS = new Set([0, 429, 502, 503, 504]);

/** One call of a queued send (a card, a CIL run, their photos): its JSON, or how it failed. */
export async function llamarEnvio(fetchFn: typeof fetch, url: string, init: RequestInit): Promise<{ ok: true; json: unknown } | FalloEnvio> {
  let response: Response;
  try {
    response = await fetchFn(url, init);
  } catch {
    return { ok: false, tipo: 'red', msg: MSG.sinConexion };
  }
  const json: unknown = await response.json().catch(() => undefined);
  if (response.ok) return { ok: true, json };
  const msg = typeof (json as { msg?: unknown } | undefined)?.msg === 'string' ? (json as { msg: string }).msg : MSG.sinConexion;
  if (RED_STATUS.has(response.status)) return { ok: false, tipo: 'red', status: response.status, msg };
  if (response.status === 401) return { ok: false, tipo: 'sesion', status: 401, msg };
  return { ok: false, tipo: 'rechazada', status: response.status, msg };
}
