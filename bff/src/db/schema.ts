import { sql } from 'drizzle-orm';
import { date, integer, pgTable, text, timestamp, unique, uuid, index } from 'drizzle-orm/pg-core';

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** The legajo (employee number); the API calls it `email` for compatibility. */
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  role: text('role').notNull(),
  passwordHash: text('password_hash').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const userHours = pgTable(
  'user_hours',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    typeOf: text('type_of').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
  },
  (t) => [index('user_hours_user_id_date_idx').on(t.userId, t.date)],
);

export const campos = pgTable(
  'campos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    value: text('value').notNull(),
    parteMaquina: text('parte_maquina').array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [unique('campos_name_value_unique').on(t.name, t.value)],
);

/** Failed-login counters, keyed 'legajo:<legajo>' or 'ip:<address>', shared by every BFF instance. */
export const loginThrottle = pgTable('login_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

export const schema = { users, userHours, campos, loginThrottle };
export type Schema = typeof schema;
export type UserRow = typeof users.$inferSelect;
export type UserHoursRow = typeof userHours.$inferSelect;
export type CampoRow = typeof campos.$inferSelect;
