import { plantaId } from './plantas';
import { sql } from 'drizzle-orm';
import { boolean, date, integer, numeric, pgTable, type AnyPgColumn, text, timestamp, uuid, index, unique } from 'drizzle-orm/pg-core';

/**
 * The person (issue 24): what signs in — the pin and the session version every membership's tokens carry. The person
 * works in plants through memberships (`users`), one per plant, each with its legajo and role there.
 */
export const personas = pgTable('personas', {
  id: uuid('id').primaryKey().defaultRandom(),
  passwordHash: text('password_hash').notNull(),
  /** Bumped by every pin change or reset: a token signed with an older version is refused (every instance, every plant). */
  sesionVersion: integer('sesion_version').notNull().default(0),
  /** Set by an Admin's reset, cleared by the person's own change. */
  debeCambiarPin: boolean('debe_cambiar_pin').notNull().default(false),
  /** A company Admin: creates plants and adds people to them, from whichever plant they are in (issue 24). */
  adminEmpresa: boolean('admin_empresa').notNull().default(false),
  /** The provider account this person is (`<issuer> <subject>`), set at their first single sign-on (issue 24 §3). */
  ssoSujeto: text('sso_sujeto').unique('personas_sso_sujeto_unique'),
  creadaEn: timestamp('creada_en', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A user of a plant: a person's membership in one plant (issue 24), with the legajo and role they have there. Its id
 * is what cards, hours and comments point to, so a plant's rows never name another plant's user.
 */
export const users = pgTable(
  'users',
  {
    plantaId: plantaId(),
    id: uuid('id').primaryKey().defaultRandom(),
    personaId: uuid('persona_id')
      .notNull()
      .references(() => personas.id, { onDelete: 'cascade' }),
    /** The legajo (employee number) in this plant; the API calls it `email` for compatibility. */
    legajo: text('legajo').notNull(),
    name: text('name').notNull(),
    role: text('role').notNull(),
    /** Bumped by a change of role: the membership's older session tokens are refused (every instance). */
    membresiaVersion: integer('membresia_version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Equipo autonomo: a configured `equipo` campo value (checked by the service), null when none. */
    equipo: text('equipo'),
    /**
     * The other equipos a Jefe de area leads (issue 22, "Mis equipos"), set by an Admin: with `equipo` they scope the
     * Jefe's Bandeja and overdue notices (all equipos when both are empty). Configured values, without `equipo`.
     */
    equiposACargo: text('equipos_a_cargo')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    ultimoLogin: timestamp('ultimo_login', { withTimezone: true }),
    /** Written at most every ACTIVIDAD_INTERVALO_MS (a conditional UPDATE), never on every request; not audited. */
    ultimaActividad: timestamp('ultima_actividad', { withTimezone: true }),
    /** Optional contact e-mail for notices (issue 12); the login stays the legajo. */
    correo: text('correo'),
    /** The user's own choice: overdue notices also by e-mail. */
    avisosCorreo: boolean('avisos_correo').notNull().default(true),
    /** Governed by single sign-on: the provider's groups give, change and take its role at each sign-in. */
    sso: boolean('sso').notNull().default(false),
    /** Since when no group gives it access: logins and sessions refused; the row stays with its history. */
    ssoBaja: timestamp('sso_baja', { withTimezone: true }),
  },
  (t) => [unique('users_planta_legajo_unique').on(t.plantaId, t.legajo), index('users_persona_id_idx').on(t.personaId)],
);

export const userHours = pgTable(
  'user_hours',
  {
    plantaId: plantaId(),
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Hours to the tenth (2,5); 0 < quantity <= 24 (check in user_hours_sql). */
    quantity: numeric('quantity', { precision: 3, scale: 1, mode: 'number' }).notNull(),
    typeOf: text('type_of').notNull(),
    /** The plant day the hours were worked. */
    date: date('date', { mode: 'string' }).notNull(),
    /** Who logged it: the user, or an Admin correcting (null: before entries were rows of their own, or deleted). */
    createdBy: uuid('created_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_hours_user_id_date_idx').on(t.plantaId, t.userId, t.date), index('user_hours_date_idx').on(t.plantaId, t.date)],
);

/**
 * Login attempt counters, keyed 'persona:<id>' (a known person), 'legajo:<plant>:<legajo>' (no one's) or 'ip:<address>', shared by every BFF instance.
 * `pending` counts attempts whose pin is being checked: each is reserved before the check.
 */
export const loginThrottle = pgTable('login_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  pending: integer('pending').notNull().default(0),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});
