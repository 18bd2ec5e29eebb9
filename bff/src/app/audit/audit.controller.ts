import { Controller, Get, Logger, Param, Query, StreamableFile } from '@nestjs/common';
import {
  AUDITORIA_EXPORT_FILE_NAME,
  auditoriaFiltrosSchema,
  auditoriaQuerySchema,
  type AuditoriaFiltrosInput,
  type AuditoriaPagina,
  type AuditoriaQueryInput,
  type RegistroHistorial,
} from '@portal/shared/domain';
import { Authenticated, RequireCapability } from '../common/access/access.decorators';
import { ZodPipe } from '../common/pipes/zod.pipe';
import { streamAuditoriaXlsx } from './audit-export';
import { AuditService } from './audit.service';

/** Read-only: the audit trail has no endpoint that changes or removes a record. */
@Controller()
export class AuditController {
  private readonly logger = new Logger('AuditoriaExport');

  constructor(private readonly audit: AuditService) {}

  @Get('auditoria')
  @RequireCapability('auditoria.view')
  page(@Query(new ZodPipe(auditoriaQuerySchema)) query: AuditoriaQueryInput): Promise<AuditoriaPagina> {
    return this.audit.page(query);
  }

  /** Auditoria.xlsx with every record matching the filters, newest first. */
  @Get('auditoria/export')
  @RequireCapability('auditoria.view')
  export(@Query(new ZodPipe(auditoriaFiltrosSchema)) filtros: AuditoriaFiltrosInput): StreamableFile {
    const stream = streamAuditoriaXlsx(this.audit.stream(filtros), this.audit.zona, (err) => this.logger.error(err instanceof Error ? (err.stack ?? err.message) : err));
    return new StreamableFile(stream, {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      disposition: `attachment; filename="${AUDITORIA_EXPORT_FILE_NAME}"`,
    });
  }

  /** The card's 'Historial': anyone who can see the card. */
  @Get('tarjetas/:id/historial')
  @Authenticated()
  historial(@Param('id') id: string): Promise<RegistroHistorial[]> {
    return this.audit.historialTarjeta(id);
  }
}
