import { plantaId } from './plantas';
import { sql } from 'drizzle-orm';
import { integer, pgTable, text, timestamp, uuid, index, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * TV board tokens (issue 12): a named, read-only, revocable credential for GET /api/tablero and the board's event
 * stream. Only the SHA-256 of the token is stored (it is shown once, at creation). `ultimo_uso` is written at most
 * once a minute (a conditional UPDATE) and, like the hash, is not audited; a revoke sets `revocada_en` (kept for the trail).
 */
export const pantallas = pgTable(
  'pantallas',
  {
    plantaId: plantaId(),
    id: uuid('id').primaryKey().defaultRandom(),
    nombre: text('nombre').notNull(),
    tokenHash: text('token_hash').notNull(),
    creadaPor: uuid('creada_por').references(() => users.id, { onDelete: 'set null' }),
    fechaCreacion: timestamp('fecha_creacion', { withTimezone: true }).notNull().defaultNow(),
    ultimoUso: timestamp('ultimo_uso', { withTimezone: true }),
    revocadaEn: timestamp('revocada_en', { withTimezone: true }),
    /** Settings (issue 22 §3): seconds per Equipo and the one Equipo shown (null = every Equipo in turn). */
    segundos: integer('segundos').notNull().default(30),
    equipo: text('equipo'),
  },
  (t) => [
    uniqueIndex('pantallas_token_hash_unique').on(t.tokenHash),
    index('pantallas_activas_idx')
      .on(t.plantaId, t.fechaCreacion)
      .where(sql`${t.revocadaEn} is null`),
    // Names are unique among active pantallas, whatever the case (a revoked one leaves its name free).
    uniqueIndex('pantallas_nombre_unique')
      .on(t.plantaId, sql`lower(${t.nombre})`)
      .where(sql`${t.revocadaEn} is null`),
  ],
);

/**
 * A TV waiting to be paired (issue 22 §3): the code it shows, the SHA-256 of the secret only it knows, and when the
 * code expires; `pantalla_id` once an Admin entered the code. The row is deleted when the TV takes its token.
 */
export const pantallaCodigos = pgTable(
  'pantalla_codigos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    codigo: text('codigo').notNull(),
    secretoHash: text('secreto_hash').notNull(),
    expira: timestamp('expira', { withTimezone: true }).notNull(),
    pantallaId: uuid('pantalla_id').references(() => pantallas.id, { onDelete: 'cascade' }),
    /** The address that asked (TRUST_PROXY decides which): each keeps at most PANTALLA_CODIGOS_POR_DIRECCION waiting. */
    ip: text('ip'),
  },
  (t) => [
    uniqueIndex('pantalla_codigos_codigo_unique').on(t.codigo),
    index('pantalla_codigos_expira_idx').on(t.expira),
    index('pantalla_codigos_ip_idx').on(t.ip),
  ],
);
