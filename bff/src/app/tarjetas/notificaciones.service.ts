import { Injectable } from '@nestjs/common';
import type { NotificacionesNoLeidas, Tarjeta } from '@portal/shared/domain';
import type { Actor } from '../audit/actor';
import { AuditedTx } from '../audit/audited-tx';
import { toTarjetaDto } from './tarjeta.mapper';
import { NotificacionesRepository } from './notificaciones.repository';

/** The navbar bell: the user's last closed cards and how many of them are unread. */
@Injectable()
export class NotificacionesService {
  constructor(
    private readonly repo: NotificacionesRepository,
    private readonly audited: AuditedTx,
  ) {}

  async ultimas(userId: string): Promise<Tarjeta[]> {
    return (await this.repo.ultimasCerradas(userId)).map(toTarjetaDto);
  }

  async noLeidas(userId: string): Promise<NotificacionesNoLeidas> {
    return { noLeidas: await this.repo.countNoLeidas(userId) };
  }

  async marcarLeidas(actor: Actor): Promise<NotificacionesNoLeidas> {
    await this.audited.run(actor, 'leer_notificaciones', () => this.repo.updateLeidas(actor.id));
    return this.noLeidas(actor.id);
  }
}
