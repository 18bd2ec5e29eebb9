import { FRECUENCIA_CIL_NOMBRE, type PuntoCil } from '@portal/shared/domain';

/** A point's frequency in words: 'Cada N días' names its N ('Cada 15 días'). */
export const textoFrecuencia = (p: Pick<PuntoCil, 'frecuencia' | 'cadaDias'>): string =>
  p.frecuencia === 'dias' && p.cadaDias ? `Cada ${p.cadaDias} días` : FRECUENCIA_CIL_NOMBRE[p.frecuencia];

/** How a point is named in titles, notices and questions: 'Punto 3 · Cadena'. */
export const nombrePunto = (p: Pick<PuntoCil, 'numero' | 'parte'>): string => `Punto ${p.numero} · ${p.parte}`;

/** Under the frequency when editing: the server ends the point and continues it as a new one (new id) from today. */
export const AVISO_CAMBIO_FRECUENCIA = 'Cambiar la frecuencia empieza el punto de nuevo desde hoy; su historia se conserva.';
