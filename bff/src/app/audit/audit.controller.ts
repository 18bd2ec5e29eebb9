import { Controller, Logger, Param, StreamableFile } from '@nestjs/common';
import {
  AUDITORIA_EXPORT_FILE_NAME,
  auditoriaContrato as A,
  MIME_XLSX,
  type AuditoriaPagina,
  type ConsultaDe,
  type RegistroHistorial,
} from '@portal/shared/domain';
import { Consulta, Endpoint } from '../common/contract';
import { streamAuditoriaXlsx } from './audit-export';
import { AuditService } from './audit.service';
import { fijarAlcance } from '../database/alcance-planta';

/** Read-only: the audit trail has no endpoint that changes or removes a record. */
@Controller()
export class AuditController {
  private readonly logger = new Logger('AuditoriaExport');

  constructor(private readonly audit: AuditService) {}

  @Endpoint(A.listar)
  page(@Consulta() query: ConsultaDe<typeof A.listar>): Promise<AuditoriaPagina> {
    return this.audit.page(query);
  }

  /** Auditoria.xlsx with every record matching the filters, newest first. */
  @Endpoint(A.exportar)
  async export(@Consulta() filtros: ConsultaDe<typeof A.exportar>): Promise<StreamableFile> {
    const zona = await this.audit.zona();
    const stream = streamAuditoriaXlsx(fijarAlcance(this.audit.stream(filtros, zona)), zona, (err) =>
      this.logger.error(err instanceof Error ? (err.stack ?? err.message) : err),
    );
    return new StreamableFile(stream, { type: MIME_XLSX, disposition: `attachment; filename="${AUDITORIA_EXPORT_FILE_NAME}"` });
  }

  /** The card's 'Historial': anyone who can see the card. */
  @Endpoint(A.historialTarjeta)
  historial(@Param('id') id: string): Promise<RegistroHistorial[]> {
    return this.audit.historialTarjeta(id);
  }
}
