import { createHash, randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { Injectable, UnauthorizedException } from '@nestjs/common';
import { MSG, TICKET_EVENTOS_SEGUNDOS, type TicketEventos } from '@portal/shared/domain';
import { Clock } from '../common/clock';
import type { AuthUser, PantallaPrincipal } from '../common/access/auth-user';
import { EventTicketsRepository, type TitularTicket } from './event-tickets.repository';
import { EventsHub } from './events-hub';

/** 32 random bytes, base64url: 43 characters. Anything else cannot be a ticket (no database lookup). */
const TICKET = /^[A-Za-z0-9_-]{43}$/;
const hashDe = (ticket: string) => createHash('sha256').update(ticket).digest('base64url');

@Injectable()
export class EventsService {
  constructor(
    private readonly tickets: EventTicketsRepository,
    private readonly hub: EventsHub,
    private readonly clock: Clock,
  ) {}

  /** A single-use ticket for the caller (a user, or the pantalla of a TV board), valid TICKET_EVENTOS_SEGUNDOS. */
  async emitirTicket(user: AuthUser | undefined, pantalla: PantallaPrincipal | undefined): Promise<TicketEventos> {
    const titular: TitularTicket | undefined = pantalla
      ? { pantallaId: pantalla.id }
      : user
        ? { userId: user.id, sesionVersion: user.sesionVersion }
        : undefined;
    if (!titular) throw new UnauthorizedException({ msg: MSG.noAutenticado });
    const ticket = randomBytes(32).toString('base64url');
    const ahora = this.clock.now();
    await this.tickets.insert(hashDe(ticket), titular, new Date(ahora.getTime() + TICKET_EVENTOS_SEGUNDOS * 1000), ahora);
    return { ticket, expiraEnSegundos: TICKET_EVENTOS_SEGUNDOS };
  }

  /** Uses the ticket: whom it was issued to, or 401 if it is unknown, used, expired, or its user's session ended since. */
  async usarTicket(ticket: string): Promise<TitularTicket> {
    const titular = TICKET.test(ticket) ? await this.tickets.delete(hashDe(ticket), this.clock.now()) : undefined;
    if (!titular) throw new UnauthorizedException({ msg: MSG.ticketEventosInvalido });
    return titular;
  }

  /** Hands `res` (headers not sent) to the hub as the stream of `titular`. */
  transmitir(res: ServerResponse, titular: TitularTicket, headers: Record<string, string>): void {
    this.hub.abrir(res, titular, headers);
  }
}
