import { Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import {
  misReportesQuerySchema,
  notificacionesQuerySchema,
  type Bandeja,
  type MisReportesPagina,
  type MisReportesQuery,
  type NotificacionesQuery,
  type Novedades,
} from '@portal/shared/domain';
import { CurrentActor, type Actor } from '../audit/actor';
import { Authenticated, RequireCapability } from '../common/access/access.decorators';
import { CurrentUser, type AuthUser } from '../common/access/auth-user';
import { ZodPipe } from '../common/pipes/zod.pipe';
import { NovedadesService } from './novedades.service';
import { SeguimientoService } from './seguimiento.service';

/** Following my cards: 'Mis reportes' and the reading of their novedades (issue 22). */
@Controller('tarjetas')
export class MisReportesController {
  constructor(
    private readonly seguimiento: SeguimientoService,
    private readonly novedades: NovedadesService,
  ) {}

  @Get('mis-reportes')
  @Authenticated()
  misReportes(@CurrentUser() user: AuthUser, @Query(new ZodPipe(misReportesQuerySchema)) query: MisReportesQuery): Promise<MisReportesPagina> {
    return this.seguimiento.misReportes(user.id, query);
  }

  /** The user opened the card: its novedades and overdue notices are read. */
  @Post(':id/novedades/leidas')
  @HttpCode(200)
  @Authenticated()
  leidasDeTarjeta(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<Novedades> {
    return this.novedades.marcarDeTarjeta(actor, id);
  }
}

/** The bell's 'Mis tarjetas' and 'Comentarios' groups. */
@Controller('tarjetas/notificaciones/novedades')
export class NovedadesController {
  constructor(private readonly novedades: NovedadesService) {}

  /** `?limite=` (1–200) for the Notificaciones page; the bell's 20 by default. */
  @Get()
  @Authenticated()
  listar(@CurrentUser() user: AuthUser, @Query(new ZodPipe(notificacionesQuerySchema)) { limite }: NotificacionesQuery): Promise<Novedades> {
    return this.novedades.listar(user.id, limite);
  }

  /** 'Marcar todas como leídas'. */
  @Post('leidas')
  @HttpCode(200)
  @Authenticated()
  leidas(@CurrentActor() actor: Actor): Promise<Novedades> {
    return this.novedades.marcarTodas(actor);
  }
}

/** The Jefe de area's and Admin's work inbox. */
@Controller('bandeja')
export class BandejaController {
  constructor(private readonly seguimiento: SeguimientoService) {}

  @Get()
  @RequireCapability('bandeja.view')
  bandeja(@CurrentUser() user: AuthUser): Promise<Bandeja> {
    return this.seguimiento.bandeja(user);
  }
}
