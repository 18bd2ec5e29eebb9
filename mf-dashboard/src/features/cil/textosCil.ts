import { formatCantidad, type FilaCumplimientoCil } from '@portal/shared/domain';

/** '87 %'; '—' when nothing was due. */
export const textoPorcentaje = (p: number | null): string => (p === null ? '—' : `${p} %`);

/** 'Cumplimiento 87 % — 1.234 de 1.418 ventanas a tiempo'. */
export function textoTotalCil(total: FilaCumplimientoCil): string {
  if (total.debidas === 0) return 'Sin ventanas debidas en el período';
  return `Cumplimiento ${textoPorcentaje(total.porcentaje)} — ${formatCantidad(total.cumplidas)} de ${formatCantidad(total.debidas)} ${
    total.debidas === 1 ? 'ventana' : 'ventanas'
  } a tiempo`;
}

/** What "a tiempo" means, said once on the page (the figures mean nothing without it). */
export const EXPLICACION_CIL =
  'Cada punto CIL vence una vez por ventana de su frecuencia (turno, día, semana, mes o cada N días, en el calendario de la planta). ' +
  'La ventana se cumple a tiempo cuando una rutina registra el punto OK o No OK dentro de ella; «No realizado» no la cumple. ' +
  'La ventana en curso cuenta sólo una vez cumplida. El período se toma en semanas completas, de lunes a domingo.';
