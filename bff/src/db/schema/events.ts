import { integer, pgTable, text, timestamp, uuid, index } from 'drizzle-orm/pg-core';
import { plantas } from './plantas';
import { users } from './users';

/**
 * Single-use tickets that open a live events stream (GET /api/events?ticket=…, issue 12): EventSource cannot send
 * the Bearer header. Only the sha256 of the random ticket is stored; consuming deletes the row (one use by
 * construction). Exactly one of `user_id`, `pantalla_id` (check in *_sql). Not business data: not audited.
 */
export const eventTickets = pgTable(
  'event_tickets',
  {
    hash: text('hash').primaryKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The TV pantalla's id (its table belongs to the pantallas module). */
    pantallaId: text('pantalla_id'),
    /** A user's ticket: the session version it was issued under; a pin change or reset since then refuses it. */
    sesionVersion: integer('sesion_version'),
    expira: timestamp('expira', { withTimezone: true }).notNull(),
    /** The plant of the stream (the user's session's, the pantalla's): it is sent that plant's events only. */
    plantaId: integer('planta_id')
      .notNull()
      .references(() => plantas.id, { onDelete: 'cascade' }),
  },
  (t) => [index('event_tickets_expira_idx').on(t.expira)],
);
