/** The separator of the one-line summaries ('Calandrado · M1 · Alta'). */
export const SEPARADOR = ' · ';

/**
 * Joins the values that have text with ' · ': an empty, blank, null or false value is skipped, so a missing
 * máquina never leaves 'Calandrado ·  · Alta'. Every list line built from several fields uses it.
 */
export const unirConPunto = (...partes: readonly (string | number | null | undefined | false)[]): string =>
  partes
    .map((p) => (p === null || p === undefined || p === false ? '' : String(p).trim()))
    .filter(Boolean)
    .join(SEPARADOR);
