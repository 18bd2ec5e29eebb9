import { Controller, Param, Req, StreamableFile } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import {
  dashboardContrato as D,
  MIME_XLSX,
  MSG,
  pestanaParamSchema,
  type AntiguedadRespuesta,
  type AutonomiaRespuesta,
  type ConsultaDe,
  type DashboardMeses,
  type EvolucionRespuesta,
  type MttrRespuesta,
  type ParetoRespuesta,
  type RiesgoRespuesta,
} from '@portal/shared/domain';
import { Consulta, Endpoint } from '../common/contract';
import { notFound } from '../common/http-errors';
import { DashboardService } from './dashboard.service';

/** The dashboard's figures (`dashboardContrato`): any logged-in user reads them. */
@Controller()
export class DashboardController {
  constructor(private readonly dashboard: DashboardService) {}

  @Endpoint(D.meses)
  meses(): Promise<DashboardMeses> {
    return this.dashboard.meses();
  }

  @Endpoint(D.evolucion)
  evolucion(@Consulta() q: ConsultaDe<typeof D.evolucion>): Promise<EvolucionRespuesta> {
    return this.dashboard.evolucion(q);
  }

  @Endpoint(D.autonomia)
  autonomia(@Consulta() q: ConsultaDe<typeof D.autonomia>): Promise<AutonomiaRespuesta> {
    return this.dashboard.autonomia(q);
  }

  @Endpoint(D.riesgo)
  riesgo(@Consulta() q: ConsultaDe<typeof D.riesgo>): Promise<RiesgoRespuesta> {
    return this.dashboard.riesgo(q);
  }

  @Endpoint(D.pareto)
  pareto(@Consulta() q: ConsultaDe<typeof D.pareto>): Promise<ParetoRespuesta> {
    return this.dashboard.pareto(q);
  }

  @Endpoint(D.antiguedad)
  antiguedad(@Consulta() q: ConsultaDe<typeof D.antiguedad>): Promise<AntiguedadRespuesta> {
    return this.dashboard.antiguedad(q);
  }

  @Endpoint(D.mttr)
  mttr(@Consulta() q: ConsultaDe<typeof D.mttr>): Promise<MttrRespuesta> {
    return this.dashboard.mttr(q);
  }

  /** The tab's table as `<titulo>.xlsx`; the query is that tab's (validated by the service, after the tab's 404). */
  @Endpoint(D.excel)
  async excel(@Param('pestana') pestana: string, @Req() request: FastifyRequest): Promise<StreamableFile> {
    const id = pestanaParamSchema.safeParse(pestana);
    if (!id.success) throw notFound(MSG.pestanaNoEncontrada);
    const { contenido, disposicion } = await this.dashboard.excel(id.data, request.query);
    return new StreamableFile(contenido, { type: MIME_XLSX, disposition: disposicion });
  }
}
