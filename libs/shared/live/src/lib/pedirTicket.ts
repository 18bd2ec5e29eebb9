import type { Dispatch } from '@reduxjs/toolkit';
import { cabecerasPortal, sessionExpired } from '@portal/shared/data-access';
import { eventosContrato, rutaUrl, type TicketEventos } from '@portal/shared/domain';
import { TicketRechazado } from './conectarEventos';

/**
 * POST /api/events/ticket with the session's Bearer token and the tab's origen (not through RTK Query: a ticket is
 * used once, never cached): the stream it opens leaves out the events of this tab's own changes. 401 is the session's end, as for every other call (sessionExpired: the login says so) and 403 a
 * refusal: both end the stream (TicketRechazado). Anything else (offline, 5xx) is retried by conectarEventos.
 */
export async function pedirTicket(token: string, dispatch: Dispatch, fetchFn: typeof fetch = (...a) => globalThis.fetch(...a)): Promise<string> {
  const res = await fetchFn(rutaUrl(eventosContrato.ticket), { method: 'POST', headers: cabecerasPortal(token) });
  if (res.status === 401) {
    dispatch(sessionExpired());
    throw new TicketRechazado('sesión expirada');
  }
  if (res.status === 403) throw new TicketRechazado();
  if (!res.ok) throw new Error(`ticket: HTTP ${res.status}`);
  const body = (await res.json()) as Partial<TicketEventos> | null;
  if (typeof body?.ticket !== 'string' || !body.ticket) throw new Error('ticket: respuesta sin ticket');
  return body.ticket;
}
