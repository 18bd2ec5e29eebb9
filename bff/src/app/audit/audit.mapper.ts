import type { AccionAuditoria, EntidadAuditoria, RegistroAuditoria, RegistroHistorial } from '@portal/shared/domain';
import type { AuditoriaRow } from '../../db/schema';
import { cambiosApi } from './audit-fields';

export const toRegistroDto = (r: AuditoriaRow): RegistroAuditoria => ({
  _id: String(r.id),
  fecha: r.at.toISOString(),
  usuario: { _id: r.actorId, nombre: r.actorNombre, legajo: r.actorLegajo },
  entidad: r.entidad as EntidadAuditoria,
  entidadId: r.entidadId,
  etiqueta: r.etiqueta,
  accion: r.accion as AccionAuditoria,
  cambios: cambiosApi(r.entidad, r.cambios),
  ip: r.ip,
});

/**
 * A record for a card's or a Kaizen's Historial, which any logged-in user reads: the author's name only. Built field by
 * field (not by removing fields from the Admin's record) so that nothing added to that record reaches this one unseen.
 */
export const toHistorialDto = (r: AuditoriaRow): RegistroHistorial => ({
  _id: String(r.id),
  fecha: r.at.toISOString(),
  usuario: { nombre: r.actorNombre },
  entidad: r.entidad as EntidadAuditoria,
  entidadId: r.entidadId,
  etiqueta: r.etiqueta,
  accion: r.accion as AccionAuditoria,
  cambios: cambiosApi(r.entidad, r.cambios),
});
