import { EXPORT_FILE_NAME, rutaUrl, tarjetasContrato as T, type CuerpoEntrada, type FiltroSeleccion } from '@portal/shared/domain';
import { descargar } from '@portal/shared/data-access';

/**
 * `POST /api/tarjetas/export`: the server builds the xlsx of the selection (file ReporteTarjetas,
 * sheet Tarjetas) and the browser downloads it. Rejects with the server's `{ msg }` on failure.
 */
export function exportarTarjetas(selection: FiltroSeleccion, token: string | null): Promise<void> {
  return descargar({
    url: rutaUrl(T.exportar),
    method: T.exportar.metodo,
    body: selection satisfies CuerpoEntrada<typeof T.exportar>,
    token,
    fileName: EXPORT_FILE_NAME,
  });
}
