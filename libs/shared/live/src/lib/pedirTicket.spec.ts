import { describe, expect, it, vi } from 'vitest';
import { ORIGEN, sessionExpired } from '@portal/shared/data-access';
import { ORIGEN_HEADER } from '@portal/shared/domain';
import { TicketRechazado } from './conectarEventos';
import { pedirTicket } from './pedirTicket';

const responde = (status: number, body: unknown = {}) =>
  vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => new Response(JSON.stringify(body), { status }));

describe('pedirTicket', () => {
  it("POSTs /api/events/ticket with the Bearer token and the tab's origen, and returns the ticket", async () => {
    const fetchFn = responde(201, { ticket: 'abc', expiraEnSegundos: 30 });
    const dispatch = vi.fn();
    await expect(pedirTicket('tok', dispatch, fetchFn)).resolves.toBe('abc');
    const [url, init] = fetchFn.mock.calls[0];
    expect(url).toBe('/api/events/ticket');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer tok');
    // The stream it opens leaves out the events of this tab's own changes.
    expect(new Headers(init?.headers).get(ORIGEN_HEADER)).toBe(ORIGEN);
    expect(dispatch).not.toHaveBeenCalled();
  });

  it('401 ends the session (sessionExpired) and refuses for good', async () => {
    const dispatch = vi.fn();
    await expect(pedirTicket('tok', dispatch, responde(401, { msg: 'x' }))).rejects.toBeInstanceOf(TicketRechazado);
    expect(dispatch).toHaveBeenCalledWith(sessionExpired());
  });

  it('403 refuses for good without touching the session', async () => {
    const dispatch = vi.fn();
    await expect(pedirTicket('tok', dispatch, responde(403))).rejects.toBeInstanceOf(TicketRechazado);
    expect(dispatch).not.toHaveBeenCalled();
  });

  it('5xx, 404 or an answer without ticket are plain errors (retried)', async () => {
    for (const f of [responde(503), responde(404), responde(200, {})]) {
      const err = await pedirTicket('tok', vi.fn(), f).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(Error);
      expect(err).not.toBeInstanceOf(TicketRechazado);
    }
  });
});
