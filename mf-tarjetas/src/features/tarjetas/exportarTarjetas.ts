import { EXPORT_FILE_NAME, type FiltroSeleccion } from '@portal/shared/domain';
import { descargar } from '@portal/shared/data-access';

/**
 * `POST /api/tarjetas/export`: the server builds the xlsx of the selection (file ReporteTarjetas,
 * sheet Tarjetas) and the browser downloads it. Rejects with the server's `{ msg }` on failure.
 */
export function exportarTarjetas(selection: FiltroSeleccion, token: string | null): Promise<void> {
  return descargar({ url: '/api/tarjetas/export', method: 'POST', body: selection, token, fileName: EXPORT_FILE_NAME });
}
