import type { TurnoPlanta } from '@portal/shared/domain';
import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A plant of the company (issue 24): every business row belongs to one, and the row-level-security policies
 * of migration plantas_rls let a session see only the plants of its alcance (`alcance-planta.ts`).
 * `zona` null = the PLANT_TZ of the configuration (the first plant's default); `dias_alerta_*` are the
 * overdue days per priority, the spec's 15/30/60 by default.
 */
export const plantas = pgTable('plantas', {
  id: serial('id').primaryKey(),
  nombre: text('nombre').notNull(),
  codigo: text('codigo').notNull().unique(),
  zona: text('zona'),
  diasAlertaAlta: integer('dias_alerta_alta').notNull().default(15),
  diasAlertaMedia: integer('dias_alerta_media').notNull().default(30),
  diasAlertaBaja: integer('dias_alerta_baja').notNull().default(60),
  /** The weekly 'Reporte de avance' e-mail of this plant goes to these; empty = the installation's REPORT_RECIPIENTS. */
  destinatariosReporte: text('destinatarios_reporte')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  /** The names of the autonomous-maintenance program's steps (issue 25); null = the domain's PASOS_AM_DEFECTO. */
  pasosAm: text('pasos_am').array(),
  /** The step gate's thresholds and the per-person setting (issue 25 §3, §5); null or a missing key = the domain's default. */
  /** The plant's shifts (issue 26), in start order; null = TURNOS_DEFECTO. */
  turnos: jsonb('turnos').$type<TurnoPlanta[]>(),
  programaAm: jsonb('programa_am').$type<Record<string, number | boolean | string[]>>(),
  creadaEn: timestamp('creada_en', { withTimezone: true }).notNull().defaultNow(),
});

/** The first plant: where an existing database's rows went, and the one an installation starts with. */
export const PLANTA_PRINCIPAL = 1;

/** The plant of a business row: by default the only plant the session writes (`portal_planta_actual()`). */
export const plantaId = () =>
  integer('planta_id')
    .notNull()
    .default(sql`portal_planta_actual()`)
    .references(() => plantas.id);

export type PlantaRow = typeof plantas.$inferSelect;
