import { descargar } from '@portal/shared/data-access';
import { AUDITORIA_EXPORT_FILE_NAME, type AuditoriaFiltrosInput } from '@portal/shared/domain';
import { auditoriaParams } from './auditoriaApi';

/** `GET /api/auditoria/export`: Auditoria.xlsx with every record matching the filters (not only the page). */
export function exportarAuditoria(filtros: AuditoriaFiltrosInput, token: string | null): Promise<void> {
  const query = new URLSearchParams(auditoriaParams(filtros)).toString();
  return descargar({ url: `/api/auditoria/export${query ? `?${query}` : ''}`, token, fileName: AUDITORIA_EXPORT_FILE_NAME });
}
