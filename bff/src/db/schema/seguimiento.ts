import { plantaId } from './plantas';
import { sql } from 'drizzle-orm';
import { boolean, pgTable, primaryKey, text, timestamp, uuid, index } from 'drizzle-orm/pg-core';
import { kaizens } from './kaizen';
import { tarjetas } from './tarjetas';
import { users } from './users';

/**
 * The bell's read marker, one row per user and plant: closed cards of the user with `cerrada_en` after `leidas_hasta`
 * are unread. Moved forward (never back) when the user opens the notifications menu.
 */
export const notificacionesLectura = pgTable(
  'notificaciones_lectura',
  {
    plantaId: plantaId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    leidasHasta: timestamp('leidas_hasta', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ name: 'notificaciones_lectura_pk', columns: [t.plantaId, t.userId] })],
);

/**
 * A card's author is told what others did to it (issue 22, libs/shared/domain seguimiento.ts): one row per
 * plan, close or comment by someone else, written in the same transaction. `leida` when the author opened the
 * card or read them all from the bell. Deleted with the card or the user.
 */
export const novedades = pgTable(
  'novedades',
  {
    plantaId: plantaId(),
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tarjetaId: uuid('tarjeta_id')
      .notNull()
      .references(() => tarjetas.id, { onDelete: 'cascade' }),
    tipo: text('tipo').notNull(),
    actorNombre: text('actor_nombre').notNull(),
    detalle: text('detalle').notNull().default(''),
    creadaEn: timestamp('creada_en', { withTimezone: true }).notNull().defaultNow(),
    leida: boolean('leida').notNull().default(false),
  },
  (t) => [
    index('novedades_user_idx').on(t.userId, t.creadaEn),
    index('novedades_tarjeta_idx')
      .on(t.tarjetaId, t.userId)
      .where(sql`not ${t.leida}`),
  ],
);

/**
 * The 'Comentarios' thread of a card or a Kaizen (exactly one of `tarjeta_id`, `kaizen_id`; deleted with it).
 * `autor_nombre` is the author's name when writing: the comment keeps it when the user is deleted (`autor_id`
 * becomes null). Listed oldest first by `(fecha, id)` per target.
 */
export const comentarios = pgTable(
  'comentarios',
  {
    plantaId: plantaId(),
    id: uuid('id').primaryKey().defaultRandom(),
    tarjetaId: uuid('tarjeta_id').references(() => tarjetas.id, { onDelete: 'cascade' }),
    kaizenId: uuid('kaizen_id').references(() => kaizens.id, { onDelete: 'cascade' }),
    autorId: uuid('autor_id').references(() => users.id, { onDelete: 'set null' }),
    autorNombre: text('autor_nombre').notNull(),
    texto: text('texto').notNull(),
    fecha: timestamp('fecha', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('comentarios_tarjeta_fecha_idx')
      .on(t.tarjetaId, t.fecha, t.id)
      .where(sql`${t.tarjetaId} is not null`),
    index('comentarios_kaizen_fecha_idx')
      .on(t.kaizenId, t.fecha, t.id)
      .where(sql`${t.kaizenId} is not null`),
    // A deleted user's comments are found by the ON DELETE SET NULL without a scan.
    index('comentarios_autor_id_idx').on(t.autorId),
  ],
);
