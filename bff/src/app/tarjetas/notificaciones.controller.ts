import { Controller } from '@nestjs/common';
import { notificacionesContrato as N, type NotificacionesNoLeidas, type Tarjeta } from '@portal/shared/domain';
import { CurrentActor, type Actor } from '../audit/actor';
import { CurrentUser, type AuthUser } from '../common/access/auth-user';
import { Endpoint } from '../common/contract';
import { NotificacionesService } from './notificaciones.service';

/** The navbar bell (docs/decisions.md, 'Notificaciones leídas'). */
@Controller()
export class NotificacionesController {
  constructor(private readonly notificaciones: NotificacionesService) {}

  /** The user's last 5 closed cards (the array old clients expect). */
  @Endpoint(N.ultimas)
  ultimas(@CurrentUser() user: AuthUser): Promise<Tarjeta[]> {
    return this.notificaciones.ultimas(user.id);
  }

  @Endpoint(N.noLeidas)
  noLeidas(@CurrentUser() user: AuthUser): Promise<NotificacionesNoLeidas> {
    return this.notificaciones.noLeidas(user.id);
  }

  /** Opening the menu reads them all; answers the new count (0). */
  @Endpoint(N.leidas)
  leidas(@CurrentActor() actor: Actor): Promise<NotificacionesNoLeidas> {
    return this.notificaciones.marcarLeidas(actor);
  }
}
