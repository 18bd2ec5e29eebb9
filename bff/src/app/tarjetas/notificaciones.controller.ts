import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import type { NotificacionesNoLeidas, Tarjeta } from '@portal/shared/domain';
import { CurrentActor, type Actor } from '../audit/actor';
import { Authenticated } from '../common/access/access.decorators';
import { CurrentUser, type AuthUser } from '../common/access/auth-user';
import { NotificacionesService } from './notificaciones.service';

/** The navbar bell (docs/decisions.md, 'Notificaciones leídas'). */
@Controller('tarjetas/notificaciones')
export class NotificacionesController {
  constructor(private readonly notificaciones: NotificacionesService) {}

  /** The user's last 5 closed cards (the array old clients expect). */
  @Get()
  @Authenticated()
  ultimas(@CurrentUser() user: AuthUser): Promise<Tarjeta[]> {
    return this.notificaciones.ultimas(user.id);
  }

  @Get('no-leidas')
  @Authenticated()
  noLeidas(@CurrentUser() user: AuthUser): Promise<NotificacionesNoLeidas> {
    return this.notificaciones.noLeidas(user.id);
  }

  /** Opening the menu reads them all; answers the new count (0). */
  @Post('leidas')
  @HttpCode(200)
  @Authenticated()
  leidas(@CurrentActor() actor: Actor): Promise<NotificacionesNoLeidas> {
    return this.notificaciones.marcarLeidas(actor);
  }
}
