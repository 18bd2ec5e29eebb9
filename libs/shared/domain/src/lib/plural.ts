const numeroAR = new Intl.NumberFormat('es-AR');

/** A count or quantity as plant users read it: 1.234 and 2,5 (es-AR), on the server and in the browser alike. */
export const formatCantidad = (n: number): string => numeroAR.format(n);

/**
 * A count with its noun: '1 tarjeta', '0 tarjetas', '2.603 tarjetas'. The one rule for every count shown with a
 * noun (screens, e-mails, audit labels, terminal reports): singular only for one, es-AR digits.
 */
export const plural = (n: number, singular: string, varios: string): string => `${formatCantidad(n)} ${Math.abs(n) === 1 ? singular : varios}`;
