import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ContenidoPlantillaAm } from '@portal/shared/domain';
import { plantaId } from './plantas';
import { equiposAm } from './programa-am';
import { users } from './users';

/** A step's audit template as the plant edited it (issue 25 §2); a step without a row uses the domain's seed. */
export const plantillasAuditoriaAm = pgTable(
  'plantillas_auditoria_am',
  {
    plantaId: plantaId(),
    id: uuid('id').primaryKey().defaultRandom(),
    paso: integer('paso').notNull(),
    contenido: jsonb('contenido').$type<ContenidoPlantillaAm>().notNull(),
    actualizadaPor: uuid('actualizada_por').references(() => users.id, { onDelete: 'set null' }),
    actualizadaEn: timestamp('actualizada_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('plantillas_auditoria_am_planta_paso_unique').on(t.plantaId, t.paso), check('plantillas_auditoria_am_paso_check', sql`${t.paso} >= 1`)],
);

/**
 * A step audit of a team (issue 25 §2): asked for by the team (due by `vence`), started by an auditor (the template
 * copied into `plantilla`), answered requirement by requirement (`respuestas_auditoria_am`), then signed and locked.
 */
export const auditoriasPasoAm = pgTable(
  'auditorias_paso_am',
  {
    plantaId: plantaId(),
    id: uuid('id').primaryKey().defaultRandom(),
    equipoAmId: uuid('equipo_am_id')
      .notNull()
      .references(() => equiposAm.id, { onDelete: 'cascade' }),
    paso: integer('paso').notNull(),
    estado: text('estado', { enum: ['solicitada', 'en_curso', 'firmada', 'anulada'] })
      .notNull()
      .default('solicitada'),
    solicitadaPor: uuid('solicitada_por').references(() => users.id, { onDelete: 'set null' }),
    solicitadaEn: timestamp('solicitada_en', { withTimezone: true }).notNull().defaultNow(),
    /** Plant day. */
    vence: date('vence', { mode: 'string' }).notNull(),
    comentario: text('comentario').notNull().default(''),
    auditorId: uuid('auditor_id').references(() => users.id, { onDelete: 'set null' }),
    iniciadaEn: timestamp('iniciada_en', { withTimezone: true }),
    plantilla: jsonb('plantilla').$type<ContenidoPlantillaAm>(),
    porcentaje: integer('porcentaje'),
    aprobada: boolean('aprobada'),
    observaciones: text('observaciones').notNull().default(''),
    firmadaEn: timestamp('firmada_en', { withTimezone: true }),
    anuladaMotivo: text('anulada_motivo'),
  },
  (t) => [
    index('auditorias_paso_am_equipo_idx').on(t.plantaId, t.equipoAmId, t.solicitadaEn),
    index('auditorias_paso_am_pendientes_idx')
      .on(t.plantaId, t.vence)
      .where(sql`${t.estado} in ('solicitada', 'en_curso')`),
    // One audit asked for or under way per team.
    uniqueIndex('auditorias_paso_am_abierta_unique')
      .on(t.equipoAmId)
      .where(sql`${t.estado} in ('solicitada', 'en_curso')`),
    check('auditorias_paso_am_paso_check', sql`${t.paso} >= 1`),
    check('auditorias_paso_am_estado_check', sql`${t.estado} IN ('solicitada', 'en_curso', 'firmada', 'anulada')`),
    check('auditorias_paso_am_firmada_check', sql`(${t.estado} = 'firmada') = (${t.firmadaEn} IS NOT NULL AND ${t.aprobada} IS NOT NULL)`),
  ],
);

/** One requirement's answer in an audit: saved as the auditor gives it. */
export const respuestasAuditoriaAm = pgTable(
  'respuestas_auditoria_am',
  {
    plantaId: plantaId(),
    auditoriaId: uuid('auditoria_id')
      .notNull()
      .references(() => auditoriasPasoAm.id, { onDelete: 'cascade' }),
    requisito: text('requisito').notNull(),
    puntaje: integer('puntaje'),
    comentario: text('comentario').notNull().default(''),
    foto: text('foto'),
    accion: text('accion').notNull().default(''),
    respondidaPor: uuid('respondida_por').references(() => users.id, { onDelete: 'set null' }),
    respondidaEn: timestamp('respondida_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'respuestas_auditoria_am_pkey', columns: [t.auditoriaId, t.requisito] }),
    index('respuestas_auditoria_am_foto_idx')
      .on(t.foto)
      .where(sql`${t.foto} IS NOT NULL`),
    check('respuestas_auditoria_am_puntaje_check', sql`${t.puntaje} is null or ${t.puntaje} between 0 and 4`),
  ],
);
