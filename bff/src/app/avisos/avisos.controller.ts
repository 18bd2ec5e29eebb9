import { Controller } from '@nestjs/common';
import { notificacionesContrato as N, type AvisosVencidas, type ConsultaDe, type ReporteEnviado } from '@portal/shared/domain';
import { CurrentActor, type Actor } from '../audit/actor';
import { CurrentUser, type AuthUser } from '../common/access/auth-user';
import { Consulta, Endpoint } from '../common/contract';
import { AvisosService } from './avisos.service';
import { ReporteSemanalService } from './reporte-semanal.service';

/** The bell's 'Vencidas' section: the user's overdue notices of cards still open. */
@Controller()
export class AvisosController {
  constructor(private readonly avisos: AvisosService) {}

  /** `?limite=` (1–200) for the Notificaciones page; the bell's 20 by default. */
  @Endpoint(N.vencidas)
  vencidas(@CurrentUser() user: AuthUser, @Consulta() { limite }: ConsultaDe<typeof N.vencidas>): Promise<AvisosVencidas> {
    return this.avisos.vencidas(user.id, limite);
  }

  /** 'Marcar todas como leídas' (bell and Notificaciones page; opening the bell reads nothing): answers the list with the new count (0). */
  @Endpoint(N.vencidasLeidas)
  leidas(@CurrentActor() actor: Actor): Promise<AvisosVencidas> {
    return this.avisos.marcarLeidas(actor);
  }
}

/** The weekly 'Reporte de avance' e-mail, sent now from the admin page. */
@Controller()
export class ReporteEnvioController {
  constructor(private readonly reporteSemanal: ReporteSemanalService) {}

  @Endpoint(N.enviarReporte)
  enviar(): Promise<ReporteEnviado> {
    return this.reporteSemanal.enviarReporteAhora();
  }
}
