import { KAIZEN_API, KAIZEN_EXPORT_FILE_NAME, type KaizensFiltroInput } from '@portal/shared/domain';
import { descargar } from '@portal/shared/data-access';
import { kaizensQueryParams } from '../kaizen/kaizenApi';

/**
 * `GET /api/tarjetaskaizen/export` with the list's filters: the server builds the xlsx (QuickKaizen.xlsx)
 * and the browser downloads it. Rejects with the server's `{ msg }` on failure.
 */
export function exportarKaizens(filtros: KaizensFiltroInput, token: string | null): Promise<void> {
  const params = new URLSearchParams(Object.entries(kaizensQueryParams(filtros)).map(([k, v]) => [k, String(v)]));
  const query = params.toString();
  return descargar({ url: `/api${KAIZEN_API.export}${query ? `?${query}` : ''}`, token, fileName: KAIZEN_EXPORT_FILE_NAME });
}
