/**
 * Content-Disposition of a download: an ASCII fallback name (accents dropped, anything else '_') for old
 * clients and the exact UTF-8 one (RFC 6266 `filename*`).
 */
export function adjunto(nombre: string): string {
  const ascii = nombre
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(nombre)}`;
}
