import { plantaId } from './plantas';
import { integer, pgTable, type AnyPgColumn, text, uuid, index } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The org chart (/chart): one row per position. `parent_id` is the position it reports to (null: a top one);
 * a position with reporting positions cannot be deleted (RESTRICT, and the service says why). The person is a
 * user (`user_id`, cleared when that user is deleted) or a free name (`nombre`), never both (check in *_sql).
 */
export const organigrama = pgTable(
  'organigrama',
  {
    plantaId: plantaId(),
    id: uuid('id').primaryKey().defaultRandom(),
    parentId: uuid('parent_id').references((): AnyPgColumn => organigrama.id, { onDelete: 'restrict' }),
    titulo: text('titulo').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    nombre: text('nombre'),
    orden: integer('orden').notNull().default(0),
  },
  (t) => [index('organigrama_parent_orden_idx').on(t.parentId, t.orden), index('organigrama_user_id_idx').on(t.userId)],
);
