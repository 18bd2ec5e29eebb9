import { ERROR_FALLBACK } from './errors';

/** Saves a blob as a download with the given file name. */
export function descargarArchivo(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  // Revoked later: some browsers start the download asynchronously after click().
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export interface Descarga {
  /** e.g. '/api/auditoria/export?entidad=tarjeta' */
  url: string;
  method?: 'GET' | 'POST';
  /** JSON body of a POST. */
  body?: unknown;
  token: string | null;
  fileName: string;
}

/**
 * Downloads a file the server builds (the xlsx exports). A binary answer does not fit the RTK Query
 * cache, hence a plain fetch with the session token. Rejects with the server's `{ msg }` on failure.
 */
export async function descargar({ url, method = 'GET', body, token, fileName }: Descarga): Promise<void> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers['Authorization'] = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  } catch {
    throw new Error(ERROR_FALLBACK.red);
  }
  if (!response.ok) {
    let msg: string = response.status >= 500 ? ERROR_FALLBACK.respuesta : ERROR_FALLBACK.generico;
    try {
      const data = (await response.json()) as { msg?: unknown };
      if (typeof data.msg === 'string' && data.msg.trim()) msg = data.msg;
    } catch {
      // Not JSON: keep the fallback.
    }
    throw new Error(msg);
  }
  descargarArchivo(await response.blob(), fileName);
}
