import { Controller, Req, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { eventosContrato as E, type ConsultaDe, type TicketEventos } from '@portal/shared/domain';
import { origenDe } from '../audit/actor';
import { CurrentPantalla, type AuthenticatedRequest, type PantallaPrincipal } from '../common/access/auth-user';
import { Consulta, Endpoint } from '../common/contract';
import { EventsService } from './events.service';

/** `/api/events`: live events (issue 12). */
@Controller()
export class EventsController {
  constructor(private readonly events: EventsService) {}

  /**
   * A single-use ticket that opens one stream: EventSource cannot send the Bearer header (nor x-pantalla, nor the tab's
   * origen, which the ticket carries: the stream leaves out the events of that tab's own changes).
   */
  @Endpoint(E.ticket)
  ticket(@Req() req: AuthenticatedRequest, @CurrentPantalla() pantalla: PantallaPrincipal | undefined): Promise<TicketEventos> {
    return this.events.emitirTicket(req.user, pantalla, origenDe(req));
  }

  /**
   * The live stream (text/event-stream): `listo`, then `portal` events, `ping` every SSE_HEARTBEAT_MS, `fin` when it
   * ends for good. Public at the guard: the ticket authenticates (400 without one, 401 unknown/used/expired).
   */
  @Endpoint(E.flujo)
  async stream(@Consulta() query: ConsultaDe<typeof E.flujo>, @Res() reply: FastifyReply): Promise<void> {
    const { titular, origen } = await this.events.usarTicket(query.ticket);
    // From here the hub writes to the raw response: Fastify must not answer it.
    reply.hijack();
    this.events.transmitir(reply.raw, titular, { headers: cabeceras(reply), origen });
  }
}

/** Headers hooks already set on the reply (security headers), kept on the hijacked stream. */
function cabeceras(reply: FastifyReply): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined && name !== 'content-length' && name !== 'content-type') out[name] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return out;
}
