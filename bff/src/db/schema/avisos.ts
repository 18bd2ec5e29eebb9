import { plantaId } from './plantas';
import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, primaryKey, text, timestamp, uuid, index, uniqueIndex } from 'drizzle-orm/pg-core';
import { tarjetas } from './tarjetas';
import { users } from './users';

/**
 * Overdue notices (issue 12): one row per (card, level), inserted by the job with ON CONFLICT DO NOTHING, so
 * however many instances run it at once exactly one inserts it, and only that one notifies and e-mails.
 */
export const avisos = pgTable(
  'avisos',
  {
    plantaId: plantaId(),
    id: uuid('id').primaryKey().defaultRandom(),
    tarjetaId: uuid('tarjeta_id')
      .notNull()
      .references(() => tarjetas.id, { onDelete: 'cascade' }),
    /** 'vencida' | 'escalada' (domain NIVELES_AVISO; check in avisos_sql). */
    nivel: text('nivel').notNull(),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('avisos_tarjeta_nivel_unique').on(t.tarjetaId, t.nivel)],
);

/** Who a notice went to (one row per notice × user), with the user's read state (the bell's badge). */
export const avisoUsuarios = pgTable(
  'aviso_usuarios',
  {
    plantaId: plantaId(),
    id: uuid('id').primaryKey().defaultRandom(),
    avisoId: uuid('aviso_id')
      .notNull()
      .references(() => avisos.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    leida: boolean('leida').notNull().default(false),
  },
  (t) => [uniqueIndex('aviso_usuarios_aviso_user_unique').on(t.avisoId, t.userId), index('aviso_usuarios_user_idx').on(t.userId, t.leida)],
);

/**
 * E-mail outbox of notices: one row per notice × user (unique), written with the notice when SMTP is
 * configured and sent after commit. A sender claims a row (`reclamado_en`), sends, then marks it 'enviado';
 * a failure frees it for a later try (`proximo_intento`, `intentos`) until AVISOS_MAX_INTENTOS ('fallido').
 */
export const correosAviso = pgTable(
  'correos_aviso',
  {
    plantaId: plantaId(),
    id: uuid('id').primaryKey().defaultRandom(),
    avisoUsuarioId: uuid('aviso_usuario_id')
      .notNull()
      .unique()
      .references(() => avisoUsuarios.id, { onDelete: 'cascade' }),
    /** 'pendiente' | 'enviado' | 'omitido' (the user turned e-mail off or removed the address) | 'fallido'. */
    estado: text('estado').notNull().default('pendiente'),
    intentos: integer('intentos').notNull().default(0),
    proximoIntento: timestamp('proximo_intento', { withTimezone: true }).notNull(),
    reclamadoEn: timestamp('reclamado_en', { withTimezone: true }),
    ultimoError: text('ultimo_error'),
    enviadoEn: timestamp('enviado_en', { withTimezone: true }),
  },
  (t) => [
    index('correos_aviso_pendientes_idx')
      .on(t.proximoIntento)
      .where(sql`${t.estado} = 'pendiente'`),
  ],
);

/** The weekly 'Reporte de avance' e-mail: one row per plant and ISO week ('2026-W48'), claimed and sent like the outbox. */
export const reportesSemanales = pgTable(
  'reportes_semanales',
  {
    plantaId: plantaId(),
    semana: text('semana').notNull(),
    /** 'pendiente' | 'enviado' | 'fallido'. */
    estado: text('estado').notNull().default('pendiente'),
    destinatarios: text('destinatarios').notNull().default(''),
    intentos: integer('intentos').notNull().default(0),
    proximoIntento: timestamp('proximo_intento', { withTimezone: true }).notNull(),
    reclamadoEn: timestamp('reclamado_en', { withTimezone: true }),
    ultimoError: text('ultimo_error'),
    enviadoEn: timestamp('enviado_en', { withTimezone: true }),
  },
  (t) => [primaryKey({ name: 'reportes_semanales_pk', columns: [t.plantaId, t.semana] })],
);
