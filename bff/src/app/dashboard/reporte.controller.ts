import { Controller, Get, Query, StreamableFile } from '@nestjs/common';
import { reporteQuerySchema, type ReporteQuery } from '@portal/shared/domain';
import { RequireCapability } from '../common/access/access.decorators';
import { adjunto } from '../common/http/attachment';
import { ZodPipe } from '../common/pipes/zod.pipe';
import { tituloReporte } from './reporte-pdf';
import { ReporteService } from './reporte.service';

/** The printable 'Reporte de avance' (docs/decisions.md, 'Dashboard: Reporte de avance'). */
@Controller('dashboard/reporte')
export class ReporteController {
  constructor(private readonly reportes: ReporteService) {}

  /** One A4 page for `?equipo=` (a configured equipo, else 404) or for every equipo. */
  @Get()
  @RequireCapability('dashboard.reporte')
  async reporte(@Query(new ZodPipe(reporteQuerySchema)) { equipo }: ReporteQuery): Promise<StreamableFile> {
    const pdf = await this.reportes.pdf(equipo);
    return new StreamableFile(pdf, { type: 'application/pdf', disposition: adjunto(`${tituloReporte(equipo ?? null)}.pdf`), length: pdf.length });
  }
}
