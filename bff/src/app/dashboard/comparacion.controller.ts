import { Controller, Param, StreamableFile } from '@nestjs/common';
import { dashboardContrato as D, MIME_XLSX, type ComparacionPlantas, type ConsultaDe } from '@portal/shared/domain';
import { Consulta, Endpoint } from '../common/contract';
import { adjunto } from '../common/http/attachment';
import { ComparacionService } from './comparacion.service';

/** The plants comparison (issue 24 §2): Corporativo and company Admins. */
@Controller()
export class ComparacionController {
  constructor(private readonly comparacion: ComparacionService) {}

  @Endpoint(D.plantas)
  plantas(@Consulta() q: ConsultaDe<typeof D.plantas>): Promise<ComparacionPlantas> {
    return this.comparacion.comparar(q);
  }

  @Endpoint(D.plantasExcel)
  async excel(@Consulta() q: ConsultaDe<typeof D.plantasExcel>): Promise<StreamableFile> {
    const { contenido, disposicion } = await this.comparacion.excel(q);
    return new StreamableFile(contenido, { type: MIME_XLSX, disposition: disposicion });
  }

  @Endpoint(D.plantaReporte)
  async reporte(@Param('id') id: string, @Consulta() { equipo }: ConsultaDe<typeof D.plantaReporte>): Promise<StreamableFile> {
    const { pdf, nombre } = await this.comparacion.reporte(id, equipo);
    return new StreamableFile(pdf, { type: D.plantaReporte.respuesta.mime, disposition: adjunto(nombre), length: pdf.length });
  }
}
