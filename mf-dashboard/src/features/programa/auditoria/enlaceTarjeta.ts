import { auditoriaAmPath, descripcionTarjetaAuditoria, ROUTES } from '@portal/shared/domain';

/**
 * The card form pre-filled from a requirement that falls short (§2, one tap): the machine when there is one, the
 * description naming the step and the requirement, and the way back to the audit once the card is saved.
 */
export function enlaceTarjeta(a: { auditoriaId: string; paso: number; requisito: string; comentario: string; maquinaId?: string }): string {
  const q = new URLSearchParams();
  if (a.maquinaId) q.set('maquina', a.maquinaId);
  q.set('descripcion', descripcionTarjetaAuditoria(a.paso, a.requisito, a.comentario));
  q.set('volver', auditoriaAmPath(a.auditoriaId));
  return `${ROUTES.agregarTarjeta}?${q.toString()}`;
}
