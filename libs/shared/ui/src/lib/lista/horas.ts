import { formatNumero } from './numero';

/** Hours as plant users read them: '2,5 h', '1 h'. */
export const formatHoras = (horas: number): string => `${formatNumero(horas)} h`;
