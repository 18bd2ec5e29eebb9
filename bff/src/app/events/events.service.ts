import { createHash, randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { Injectable, UnauthorizedException } from '@nestjs/common';
import { MSG, TICKET_EVENTOS_SEGUNDOS, type TicketEventos } from '@portal/shared/domain';
import { Clock } from '../common/clock';
import type { AuthUser, PantallaPrincipal } from '../common/access/auth-user';
import { EventTicketsRepository, type TitularTicket } from './event-tickets.repository';
import { EventsHub, type OpcionesFlujo } from './events-hub';

/**
 * 32 random bytes, base64url (43 characters), then `.origen` when the tab sent one. Anything else cannot be a ticket
 * (no database lookup). The whole ticket is hashed: its origen cannot be swapped for another tab's.
 */
const TICKET = /^[A-Za-z0-9_-]{43}(?:\.([A-Za-z0-9-]{1,64}))?$/;
const hashDe = (ticket: string) => createHash('sha256').update(ticket).digest('base64url');

@Injectable()
export class EventsService {
  constructor(
    private readonly tickets: EventTicketsRepository,
    private readonly hub: EventsHub,
    private readonly clock: Clock,
  ) {}

  /**
   * A single-use ticket for the caller (a user, or the pantalla of a TV board), valid TICKET_EVENTOS_SEGUNDOS, for the
   * stream of the browser tab `origen` (already validated) if given.
   */
  async emitirTicket(user: AuthUser | undefined, pantalla: PantallaPrincipal | undefined, origen?: string): Promise<TicketEventos> {
    const titular: TitularTicket | undefined = pantalla
      ? { pantallaId: pantalla.id, planta: pantalla.plantaId }
      : user
        ? { userId: user.id, sesionVersion: user.sesionVersion, planta: user.planta }
        : undefined;
    if (!titular) throw new UnauthorizedException({ msg: MSG.noAutenticado });
    const ticket = randomBytes(32).toString('base64url') + (origen ? `.${origen}` : '');
    const ahora = this.clock.now();
    await this.tickets.insert(hashDe(ticket), titular, new Date(ahora.getTime() + TICKET_EVENTOS_SEGUNDOS * 1000), ahora);
    return { ticket, expiraEnSegundos: TICKET_EVENTOS_SEGUNDOS };
  }

  /**
   * Uses the ticket: whom it was issued to and for which tab, or 401 if it is unknown, used, expired, or its user's
   * session ended since.
   */
  async usarTicket(ticket: string): Promise<{ titular: TitularTicket; origen?: string }> {
    const forma = TICKET.exec(ticket);
    const titular = forma ? await this.tickets.delete(hashDe(ticket), this.clock.now()) : undefined;
    if (!titular) throw new UnauthorizedException({ msg: MSG.ticketEventosInvalido });
    return { titular, origen: forma?.[1] };
  }

  /** Hands `res` (headers not sent) to the hub as the stream of `titular`. */
  transmitir(res: ServerResponse, titular: TitularTicket, opciones: OpcionesFlujo): void {
    this.hub.abrir(res, titular, opciones);
  }
}
