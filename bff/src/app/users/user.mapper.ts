import type { HoraRegistro, Role, TipoHora, User } from '@portal/shared/domain';
import type { UserHoursRow, UserRow } from '../../db/schema';

/** API shape of a user: `_id` is the uuid, `email` the legajo, never the pin hash. */
export function toUserDto(row: UserRow, hours: UserHoursRow[] = []): User {
  return {
    _id: row.id,
    name: row.name,
    role: row.role as Role,
    email: row.legajo,
    hours: hours.map(toHoraDto),
    date: row.createdAt.toISOString(),
    equipo: row.equipo ?? null,
    equiposACargo: row.equiposACargo ?? [],
    ultimoLogin: row.ultimoLogin?.toISOString() ?? null,
    ultimaActividad: row.ultimaActividad?.toISOString() ?? null,
    debeCambiarPin: row.debeCambiarPin,
    correo: row.correo ?? null,
    avisosCorreo: row.avisosCorreo,
    planta: row.plantaId,
    empresa: row.adminEmpresa,
    ...(row.sso ? { sso: true as const } : {}),
    ...(row.ssoBaja ? { sinAcceso: true as const } : {}),
  };
}

const toHoraDto = (h: UserHoursRow): HoraRegistro => ({ _id: h.id, quantity: Number(h.quantity), typeOf: h.typeOf as TipoHora, date: h.date });
