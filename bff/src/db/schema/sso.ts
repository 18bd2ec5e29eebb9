import { index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { plantaId } from './plantas';

/** Which provider group gives which role in a plant (issue 24 §3); the plant's Admin edits them. */
export const ssoGrupos = pgTable(
  'sso_grupos',
  {
    plantaId: plantaId(),
    id: uuid('id').primaryKey().defaultRandom(),
    grupo: text('grupo').notNull(),
    role: text('role').notNull(),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('sso_grupos_planta_grupo_unique').on(t.plantaId, t.grupo), index('sso_grupos_grupo_idx').on(t.grupo)],
);

/**
 * One sign-in on its way through the provider: its state, nonce and PKCE verifier until the return, then the one-time
 * code the login page trades for the session (the membership and plant it is for). Nobody's plant; minutes long.
 */
export const ssoIngresos = pgTable(
  'sso_ingresos',
  {
    state: text('state').primaryKey(),
    nonce: text('nonce').notNull(),
    verificador: text('verificador').notNull(),
    plantaCodigo: text('planta_codigo'),
    codigo: text('codigo').unique('sso_ingresos_codigo_unique'),
    userId: uuid('user_id'),
    plantaId: integer('planta_id'),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sso_ingresos_creado_en_idx').on(t.creadoEn)],
);

export type SsoGrupoRow = typeof ssoGrupos.$inferSelect;
