import { Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { notificacionesQuerySchema, type AvisosVencidas, type NotificacionesQuery, type ReporteEnviado } from '@portal/shared/domain';
import { ZodPipe } from '../common/pipes/zod.pipe';
import { CurrentActor, type Actor } from '../audit/actor';
import { Authenticated, RequireCapability } from '../common/access/access.decorators';
import { CurrentUser, type AuthUser } from '../common/access/auth-user';
import { AvisosService } from './avisos.service';

/** The bell's 'Vencidas' section: the user's overdue notices of cards still open. */
@Controller('tarjetas/notificaciones/vencidas')
export class AvisosController {
  constructor(private readonly avisos: AvisosService) {}

  /** `?limite=` (1–200) for the Notificaciones page; the bell's 20 by default. */
  @Get()
  @Authenticated()
  vencidas(@CurrentUser() user: AuthUser, @Query(new ZodPipe(notificacionesQuerySchema)) { limite }: NotificacionesQuery): Promise<AvisosVencidas> {
    return this.avisos.vencidas(user.id, limite);
  }

  /** 'Marcar todas como leídas' (bell and Notificaciones page; opening the bell reads nothing): answers the list with the new count (0). */
  @Post('leidas')
  @HttpCode(200)
  @Authenticated()
  leidas(@CurrentActor() actor: Actor): Promise<AvisosVencidas> {
    return this.avisos.marcarLeidas(actor);
  }
}

/** The weekly 'Reporte de avance' e-mail, sent now from the admin page. */
@Controller('reporte')
export class ReporteEnvioController {
  constructor(private readonly avisos: AvisosService) {}

  @Post('enviar')
  @HttpCode(200)
  @RequireCapability('reporte.enviar')
  enviar(): Promise<ReporteEnviado> {
    return this.avisos.enviarReporteAhora();
  }
}
