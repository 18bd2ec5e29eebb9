/** A photo taken for a card is resized in the browser to at most this many pixels on its long side. */
export const FOTO_MAX_PX = 1600;
/** JPEG quality of the resized photo. */
export const FOTO_CALIDAD = 0.85;
export const FOTO_TIPO = 'image/jpeg';

/**
 * Size of the resized photo: the long side brought down to `max` keeping the proportions (rounded, at least
 * 1 px), never enlarged. Sizes that are not positive finite numbers are returned as 0 × 0.
 */
export function tamanoFoto(width: number, height: number, max: number = FOTO_MAX_PX): { width: number; height: number } {
  if (!(width > 0 && height > 0 && Number.isFinite(width) && Number.isFinite(height))) return { width: 0, height: 0 };
  const escala = Math.min(1, max / Math.max(width, height));
  if (escala === 1) return { width: Math.round(width), height: Math.round(height) };
  return { width: Math.max(1, Math.round(width * escala)), height: Math.max(1, Math.round(height * escala)) };
}
