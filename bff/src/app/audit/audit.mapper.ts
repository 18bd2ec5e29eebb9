import type { AccionAuditoria, EntidadAuditoria, RegistroAuditoria } from '@portal/shared/domain';
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
