import { plantaId } from './plantas';
import { sql } from 'drizzle-orm';
import { bigserial, jsonb, pgTable, text, timestamp, uuid, index } from 'drizzle-orm/pg-core';

/**
 * The audit trail: one row per change of an audited table, written by the `auditoria_registrar` trigger in
 * the changing transaction (migration auditoria_sql), plus logins. Append-only: a trigger refuses UPDATE,
 * DELETE and TRUNCATE. The actor is a snapshot (no foreign key: a deleted user's records stay).
 */
export const auditoria = pgTable(
  'auditoria',
  {
    plantaId: plantaId(),
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    // Milliseconds, like a JS Date: the export's keyset (at, id) must compare exactly.
    at: timestamp('at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    /** Null: 'sistema' (seed, jobs, a DBA) or an anonymous login attempt. */
    actorId: uuid('actor_id'),
    actorNombre: text('actor_nombre').notNull(),
    actorLegajo: text('actor_legajo'),
    /** 'tarjeta', 'usuario', 'campo', 'filtro', 'horas', 'sesion', … (domain ENTIDADES_AUDITORIA). */
    entidad: text('entidad').notNull(),
    entidadId: text('entidad_id'),
    /** A readable name of the record at the time, e.g. 'Roja N°12'. */
    etiqueta: text('etiqueta').notNull().default(''),
    accion: text('accion').notNull(),
    /** [{ campo, antes, despues }] with the table's column names. */
    cambios: jsonb('cambios')
      .notNull()
      .default(sql`'[]'::jsonb`),
    ip: text('ip'),
  },
  (t) => [
    index('auditoria_at_id_idx').on(t.plantaId, t.at, t.id),
    index('auditoria_entidad_idx').on(t.plantaId, t.entidad, t.entidadId, t.at, t.id),
    index('auditoria_actor_idx').on(t.plantaId, t.actorId, t.at, t.id),
  ],
);
