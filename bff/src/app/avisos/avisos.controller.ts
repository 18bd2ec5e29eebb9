import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import type { AvisosVencidas, ReporteEnviado } from '@portal/shared/domain';
import { CurrentActor, type Actor } from '../audit/actor';
import { Authenticated, RequireCapability } from '../common/access/access.decorators';
import { CurrentUser, type AuthUser } from '../common/access/auth-user';
import { AvisosService } from './avisos.service';

/** The bell's 'Vencidas' section: the user's overdue notices of cards still open. */
@Controller('tarjetas/notificaciones/vencidas')
export class AvisosController {
  constructor(private readonly avisos: AvisosService) {}

  @Get()
  @Authenticated()
  vencidas(@CurrentUser() user: AuthUser): Promise<AvisosVencidas> {
    return this.avisos.vencidas(user.id);
  }

  /** Opening the bell reads them; answers the list with the new count (0). */
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
