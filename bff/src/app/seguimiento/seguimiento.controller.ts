import { Controller, Param } from '@nestjs/common';
import { seguimientoContrato as S, type Bandeja, type ConsultaDe, type MisReportesPagina, type Novedades } from '@portal/shared/domain';
import { CurrentActor, type Actor } from '../audit/actor';
import { CurrentUser, type AuthUser } from '../common/access/auth-user';
import { Consulta, Endpoint } from '../common/contract';
import { NovedadesService } from './novedades.service';
import { SeguimientoService } from './seguimiento.service';

/** Following my cards: 'Mis reportes' and the reading of their novedades (issue 22). */
@Controller()
export class MisReportesController {
  constructor(
    private readonly seguimiento: SeguimientoService,
    private readonly novedades: NovedadesService,
  ) {}

  @Endpoint(S.misReportes)
  misReportes(@CurrentUser() user: AuthUser, @Consulta() query: ConsultaDe<typeof S.misReportes>): Promise<MisReportesPagina> {
    return this.seguimiento.misReportes(user.id, query);
  }

  /** The user opened the card: its novedades and overdue notices are read. */
  @Endpoint(S.leidasDeTarjeta)
  leidasDeTarjeta(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<Novedades> {
    return this.novedades.marcarDeTarjeta(actor, id);
  }
}

/** The bell's 'Mis tarjetas' and 'Comentarios' groups. */
@Controller()
export class NovedadesController {
  constructor(private readonly novedades: NovedadesService) {}

  /** `?limite=` (1–200) for the Notificaciones page; the bell's 20 by default. */
  @Endpoint(S.novedades)
  listar(@CurrentUser() user: AuthUser, @Consulta() { limite }: ConsultaDe<typeof S.novedades>): Promise<Novedades> {
    return this.novedades.list(user.id, limite);
  }

  /** 'Marcar todas como leídas'. */
  @Endpoint(S.novedadesLeidas)
  leidas(@CurrentActor() actor: Actor): Promise<Novedades> {
    return this.novedades.marcarTodas(actor);
  }
}

/** The Jefe de area's and Admin's work inbox. */
@Controller()
export class BandejaController {
  constructor(private readonly seguimiento: SeguimientoService) {}

  @Endpoint(S.bandeja)
  bandeja(@CurrentUser() user: AuthUser): Promise<Bandeja> {
    return this.seguimiento.bandeja(user);
  }
}
