import type { TableroTag } from '@portal/shared/domain';

export const SIN_EQUIPO = 'Sin equipo';
export const nombreEquipo = (equipo: string) => equipo || SIN_EQUIPO;

/** Dark, high-contrast palette for a TV seen from 3 m. */
export const FONDO_TABLERO = '#0b0f14';
export const TEXTO = '#f5f7fa';
export const TENUE = '#aab4c0';
/** A team's step gate (issue 25) on the dark board: green and red that read from afar. */
export const PUERTA_VERDE = '#5fd38d';
export const PUERTA_ROJA = '#ff7b72';

/** Days past its plant's deadline, as calcularAlerta counts them ('Excedida 3 días'). */
export const diasExcedida = (tag: Pick<TableroTag, 'dias' | 'plazo'>) => tag.dias - tag.plazo;
