import { descargar, urlDe } from '@portal/shared/data-access';
import { AUDITORIA_EXPORT_FILE_NAME, auditoriaContrato, type AuditoriaFiltrosInput } from '@portal/shared/domain';

/** `GET /api/auditoria/export`: Auditoria.xlsx with every record matching the filters (not only the page). */
export function exportarAuditoria(filtros: AuditoriaFiltrosInput, token: string | null): Promise<void> {
  return descargar({ url: urlDe(auditoriaContrato.exportar, { consulta: filtros }), token, fileName: AUDITORIA_EXPORT_FILE_NAME });
}
