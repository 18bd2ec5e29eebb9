export const ERROR_FALLBACK = {
  red: 'No se pudo conectar con el servidor. Revise su conexión e intente de nuevo.',
  tiempo: 'El servidor tardó demasiado en responder. Intente de nuevo.',
  respuesta: 'El servidor respondió de forma inesperada. Intente de nuevo más tarde.',
  generico: 'Ocurrió un error inesperado. Intente de nuevo.',
} as const;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * Message to show for a failed call: the server's `{ msg }` when there is one, otherwise a
 * Spanish fallback (network down, timeout, non-JSON answer, unexpected error).
 */
export function getErrorMessage(error: unknown): string {
  if (!isObject(error)) return ERROR_FALLBACK.generico;
  const data = error['data'];
  if (isObject(data) && typeof data['msg'] === 'string' && data['msg'].trim()) return data['msg'];
  switch (error['status']) {
    case 'FETCH_ERROR':
      return ERROR_FALLBACK.red;
    case 'TIMEOUT_ERROR':
      return ERROR_FALLBACK.tiempo;
    case 'PARSING_ERROR':
      return ERROR_FALLBACK.respuesta;
    default:
      break;
  }
  if (typeof error['status'] === 'number') {
    return error['status'] >= 500 ? ERROR_FALLBACK.respuesta : ERROR_FALLBACK.generico;
  }
  return ERROR_FALLBACK.generico;
}
