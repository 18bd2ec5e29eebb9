import { KAIZEN_EXPORT_FILE_NAME, kaizenContrato, type KaizensFiltroInput } from '@portal/shared/domain';
import { descargar, urlDe } from '@portal/shared/data-access';

/**
 * `GET /api/tarjetaskaizen/export` with the list's filters: the server builds the xlsx (QuickKaizen.xlsx)
 * and the browser downloads it. Rejects with the server's `{ msg }` on failure.
 */
export function exportarKaizens(filtros: KaizensFiltroInput, token: string | null): Promise<void> {
  return descargar({ url: urlDe(kaizenContrato.exportar, { consulta: filtros }), token, fileName: KAIZEN_EXPORT_FILE_NAME });
}
