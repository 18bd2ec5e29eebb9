import { Controller, StreamableFile } from '@nestjs/common';
import { dashboardContrato as D, type ConsultaDe } from '@portal/shared/domain';
import { Consulta, Endpoint } from '../common/contract';
import { adjunto } from '../common/http/attachment';
import { tituloReporte } from './reporte-pdf';
import { ReporteService } from './reporte.service';

/** The printable 'Reporte de avance' (docs/decisions.md, 'Dashboard: Reporte de avance'). */
@Controller()
export class ReporteController {
  constructor(private readonly reportes: ReporteService) {}

  /** One A4 page for `?equipo=` (a configured equipo, else 404) or for every equipo. */
  @Endpoint(D.reporte)
  async reporte(@Consulta() { equipo }: ConsultaDe<typeof D.reporte>): Promise<StreamableFile> {
    const pdf = await this.reportes.pdf(equipo);
    return new StreamableFile(pdf, { type: D.reporte.respuesta.mime, disposition: adjunto(`${tituloReporte(equipo ?? null)}.pdf`), length: pdf.length });
  }
}
