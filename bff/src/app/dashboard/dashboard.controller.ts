import { Controller, Get, Param, Query, StreamableFile } from '@nestjs/common';
import {
  antiguedadQuerySchema,
  autonomiaQuerySchema,
  evolucionQuerySchema,
  MSG,
  mttrQuerySchema,
  paretoQuerySchema,
  pestanaParamSchema,
  riesgoQuerySchema,
  type AntiguedadQuery,
  type AntiguedadRespuesta,
  type AutonomiaQuery,
  type AutonomiaRespuesta,
  type DashboardMeses,
  type EvolucionQuery,
  type EvolucionRespuesta,
  type MttrQuery,
  type MttrRespuesta,
  type ParetoQuery,
  type ParetoRespuesta,
  type RiesgoQuery,
  type RiesgoRespuesta,
} from '@portal/shared/domain';
import { Authenticated } from '../common/access/access.decorators';
import { notFound } from '../common/http-errors';
import { ZodPipe } from '../common/pipes/zod.pipe';
import { DashboardService } from './dashboard.service';

/** The dashboard's figures (DASHBOARD_API): any logged-in user reads them. */
@Controller('dashboard')
export class DashboardController {
  constructor(private readonly dashboard: DashboardService) {}

  @Get('meses')
  @Authenticated()
  meses(): Promise<DashboardMeses> {
    return this.dashboard.meses();
  }

  @Get('evolucion')
  @Authenticated()
  evolucion(@Query(new ZodPipe(evolucionQuerySchema)) q: EvolucionQuery): Promise<EvolucionRespuesta> {
    return this.dashboard.evolucion(q);
  }

  @Get('autonomia')
  @Authenticated()
  autonomia(@Query(new ZodPipe(autonomiaQuerySchema)) q: AutonomiaQuery): Promise<AutonomiaRespuesta> {
    return this.dashboard.autonomia(q);
  }

  @Get('riesgo')
  @Authenticated()
  riesgo(@Query(new ZodPipe(riesgoQuerySchema)) q: RiesgoQuery): Promise<RiesgoRespuesta> {
    return this.dashboard.riesgo(q);
  }

  @Get('pareto')
  @Authenticated()
  pareto(@Query(new ZodPipe(paretoQuerySchema)) q: ParetoQuery): Promise<ParetoRespuesta> {
    return this.dashboard.pareto(q);
  }

  @Get('antiguedad')
  @Authenticated()
  antiguedad(@Query(new ZodPipe(antiguedadQuerySchema)) q: AntiguedadQuery): Promise<AntiguedadRespuesta> {
    return this.dashboard.antiguedad(q);
  }

  @Get('mttr')
  @Authenticated()
  mttr(@Query(new ZodPipe(mttrQuerySchema)) q: MttrQuery): Promise<MttrRespuesta> {
    return this.dashboard.mttr(q);
  }

  /** The tab's table as `<titulo>.xlsx`; the query is that tab's. */
  @Get('excel/:pestana')
  @Authenticated()
  async excel(@Param('pestana') pestana: string, @Query() query: unknown): Promise<StreamableFile> {
    const id = pestanaParamSchema.safeParse(pestana);
    if (!id.success) throw notFound(MSG.pestanaNoEncontrada);
    const { contenido, disposicion } = await this.dashboard.excel(id.data, query);
    return new StreamableFile(contenido, { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', disposition: disposicion });
  }
}
