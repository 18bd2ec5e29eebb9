import { formatCantidad } from '@portal/shared/domain';

/** A count or quantity as plant users read it: 1.234 and 2,5 (es-AR; the domain's one formatter). */
export const formatNumero = formatCantidad;

/** The pagination's 'desde–hasta de total' with es-AR numbers. */
export const rangoPagina = ({ from, to, count }: { from: number; to: number; count: number }): string =>
  `${formatNumero(from)}–${formatNumero(to)} de ${count === -1 ? `más de ${formatNumero(to)}` : formatNumero(count)}`;
