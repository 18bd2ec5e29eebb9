import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { plantaId } from './plantas';
import { users } from './users';

/**
 * An Equipo autónomo in the autonomous-maintenance program (issue 25): the team is the configured `equipo` option
 * of that name (cards, users and machines name it as text, as everywhere), its current step and its leader.
 */
export const equiposAm = pgTable(
  'equipos_am',
  {
    plantaId: plantaId(),
    id: uuid('id').primaryKey().defaultRandom(),
    equipo: text('equipo').notNull(),
    paso: integer('paso').notNull(),
    liderId: uuid('lider_id').references(() => users.id, { onDelete: 'set null' }),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('equipos_am_planta_equipo_unique').on(t.plantaId, t.equipo), check('equipos_am_paso_check', sql`${t.paso} >= 1`)],
);

/** The team's stretches at each step: from `desde` to `hasta` (null: the current one), passed or set back. */
export const equipoAmPasos = pgTable(
  'equipo_am_pasos',
  {
    plantaId: plantaId(),
    id: uuid('id').primaryKey().defaultRandom(),
    equipoAmId: uuid('equipo_am_id')
      .notNull()
      .references(() => equiposAm.id, { onDelete: 'cascade' }),
    paso: integer('paso').notNull(),
    /** Plant days. */
    desde: date('desde', { mode: 'string' }).notNull(),
    hasta: date('hasta', { mode: 'string' }),
    superado: boolean('superado').notNull().default(false),
    /** Why it was set by hand; null when the program put it there. */
    motivo: text('motivo'),
    registradoPor: uuid('registrado_por').references(() => users.id, { onDelete: 'set null' }),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('equipo_am_pasos_equipo_idx').on(t.plantaId, t.equipoAmId, t.desde),
    // One current stretch per team.
    uniqueIndex('equipo_am_pasos_actual_unique')
      .on(t.equipoAmId)
      .where(sql`${t.hasta} is null`),
    check('equipo_am_pasos_paso_check', sql`${t.paso} >= 1`),
    check('equipo_am_pasos_orden', sql`${t.hasta} is null or ${t.hasta} >= ${t.desde}`),
  ],
);

/** A proposal to pass a team's current step (issue 25 §3): one pending per team; an Admin approves or turns it down. */
export const propuestasPasoAm = pgTable(
  'propuestas_paso_am',
  {
    plantaId: plantaId(),
    id: uuid('id').primaryKey().defaultRandom(),
    equipoAmId: uuid('equipo_am_id')
      .notNull()
      .references(() => equiposAm.id, { onDelete: 'cascade' }),
    /** The step proposed (the current one + 1). */
    paso: integer('paso').notNull(),
    estado: text('estado', { enum: ['pendiente', 'aprobada', 'rechazada', 'sustituida'] })
      .notNull()
      .default('pendiente'),
    comentario: text('comentario').notNull().default(''),
    propuestaPor: uuid('propuesta_por').references(() => users.id, { onDelete: 'set null' }),
    propuestaEn: timestamp('propuesta_en', { withTimezone: true }).notNull().defaultNow(),
    resueltaPor: uuid('resuelta_por').references(() => users.id, { onDelete: 'set null' }),
    resueltaEn: timestamp('resuelta_en', { withTimezone: true }),
    /** Why it was turned down, or why an Admin approved it on a gate that was not green. */
    motivo: text('motivo'),
    forzada: boolean('forzada').notNull().default(false),
  },
  (t) => [
    index('propuestas_paso_am_equipo_idx').on(t.plantaId, t.equipoAmId, t.propuestaEn),
    uniqueIndex('propuestas_paso_am_pendiente_unique')
      .on(t.equipoAmId)
      .where(sql`${t.estado} = 'pendiente'`),
    check('propuestas_paso_am_paso_check', sql`${t.paso} >= 2`),
    check('propuestas_paso_am_estado_check', sql`${t.estado} IN ('pendiente', 'aprobada', 'rechazada', 'sustituida')`),
    check('propuestas_paso_am_resuelta_check', sql`(${t.estado} = 'pendiente') = (${t.resueltaEn} IS NULL)`),
  ],
);
