import { getTableColumns } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { CambioAuditoria, EntidadAuditoria } from '@portal/shared/domain';
import {
  avisos,
  avisoUsuarios,
  campos,
  comentarios,
  correosAviso,
  equipoAmPasos,
  equiposAm,
  filtros,
  kaizens,
  notificacionesLectura,
  organigrama,
  pantallaCodigos,
  pantallas,
  plantas,
  propuestasPasoAm,
  plantillasAuditoriaAm,
  auditoriasPasoAm,
  respuestasAuditoriaAm,
  cilMaquinas,
  cilPuntos,
  cilEjecuciones,
  cilResultados,
  reportesSemanales,
  ssoGrupos,
  tarjetas,
  userHours,
  users,
} from '../../db/schema';

/**
 * The trigger records the table's column names; the API speaks its own field names. A table that joins
 * the audit trail adds its entity here (and its labels in the domain's auditoria.ts).
 */
const TABLAS: Partial<Record<EntidadAuditoria, PgTable>> = {
  tarjeta: tarjetas,
  usuario: users,
  horas: userHours,
  campo: campos,
  filtro: filtros,
  notificaciones: notificacionesLectura,
  kaizen: kaizens,
  comentario: comentarios,
  organigrama,
  aviso: avisos,
  aviso_usuario: avisoUsuarios,
  correo: correosAviso,
  reporte_semanal: reportesSemanales,
  pantalla: pantallas,
  pantalla_codigo: pantallaCodigos,
  planta: plantas,
  grupo_sso: ssoGrupos,
  equipo_am: equiposAm,
  paso_am: equipoAmPasos,
  propuesta_am: propuestasPasoAm,
  plantilla_am: plantillasAuditoriaAm,
  auditoria_am: auditoriasPasoAm,
  respuesta_am: respuestasAuditoriaAm,
  cil_maquina: cilMaquinas,
  cil_punto: cilPuntos,
  cil_ejecucion: cilEjecuciones,
  cil_resultado: cilResultados,
};

/**
 * Where the API's name is not the schema's key (users: `email` is the legajo, `date` the creation). Records made
 * before the column was renamed say `email`, which no column is named any more: they pass through unchanged.
 */
const RENOMBRES: Partial<Record<EntidadAuditoria, Record<string, string>>> = {
  usuario: { legajo: 'email', passwordHash: 'password', createdAt: 'date' },
};

interface Campo {
  key: string;
  /** timestamptz columns come out of to_json with the session's offset: answer them as the API does, ISO in UTC. */
  instante: boolean;
}

const CAMPOS = new Map<string, Map<string, Campo>>(
  Object.entries(TABLAS).map(([entidad, tabla]) => [
    entidad,
    new Map(
      Object.entries(getTableColumns(tabla)).map(([key, col]) => [
        col.name,
        { key: RENOMBRES[entidad as EntidadAuditoria]?.[key] ?? key, instante: col.columnType === 'PgTimestamp' },
      ]),
    ),
  ]),
);

// A user's pin and 'must change' mark live in their person since issue 24 (personas); their records still say 'usuario'.
for (const [columna, key] of [
  ['password_hash', 'password'],
  ['debe_cambiar_pin', 'debeCambiarPin'],
] as const)
  CAMPOS.get('usuario')?.set(columna, { key, instante: false });

const instante = (v: unknown) => (typeof v === 'string' && !Number.isNaN(Date.parse(v)) ? new Date(v).toISOString() : v);

/** The recorded changes with the API's field names (and date-times in UTC ISO). */
export function cambiosApi(entidad: string, cambios: unknown): CambioAuditoria[] {
  if (!Array.isArray(cambios)) return [];
  const campos = CAMPOS.get(entidad);
  return cambios.map((c: CambioAuditoria) => {
    const campo = campos?.get(c.campo);
    if (!campo) return { campo: c.campo, antes: c.antes ?? null, despues: c.despues ?? null };
    const fix = campo.instante ? instante : (v: unknown) => v;
    return { campo: campo.key, antes: fix(c.antes ?? null), despues: fix(c.despues ?? null) };
  });
}
