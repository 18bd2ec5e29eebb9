import { plantaId } from './plantas';
import { sql } from 'drizzle-orm';
import { integer, pgTable, text, timestamp, uuid, index, uniqueIndex } from 'drizzle-orm/pg-core';
import { kaizens } from './kaizen';
import { tarjetas } from './tarjetas';
import { users } from './users';

/**
 * Uploaded images (local file or Cloudinary asset). A card may show only a file registered here; once
 * attached it stays with that card. `attached_at` set with `attached_to` null means released (replaced,
 * or its card deleted): the cleanup removes it, as it removes files never attached after a grace period.
 */
export const archivos = pgTable(
  'archivos',
  {
    plantaId: plantaId(),
    id: uuid('id').primaryKey().defaultRandom(),
    /** Exactly what the upload answered as secure_url (relative `/uploads/…` without PUBLIC_URL). */
    url: text('url').notNull().unique(),
    storage: text('storage').$type<'local' | 'cloudinary'>().notNull(),
    /** Local file name under DATA_DIR/uploads, or the Cloudinary public_id. */
    key: text('key').notNull(),
    bytes: integer('bytes').notNull(),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull(),
    attachedTo: uuid('attached_to').references(() => tarjetas.id, { onDelete: 'set null' }),
    /** Which image of the card: 'imagen' (imagenUrl), 'antes' (imagenAntesUrl) or 'despues' (imagenDespuesUrl). */
    tarjetaLado: text('tarjeta_lado').$type<'imagen' | 'antes' | 'despues'>(),
    /** Attached to a Kaizen instead, as its 'antes' (imagenFrontUrl) or 'despues' (imagenBackUrl) image. */
    kaizenId: uuid('kaizen_id').references(() => kaizens.id, { onDelete: 'set null' }),
    kaizenLado: text('kaizen_lado').$type<'antes' | 'despues'>(),
    attachedAt: timestamp('attached_at', { withTimezone: true }),
    /** Claimed by the cleanup (file being removed); a stale claim is retried. */
    removingAt: timestamp('removing_at', { withTimezone: true }),
  },
  (t) => [
    // One image per side of a card.
    uniqueIndex('archivos_tarjeta_lado_unique')
      .on(t.attachedTo, t.tarjetaLado)
      .where(sql`${t.attachedTo} is not null`),
    // One image per side of a Kaizen.
    uniqueIndex('archivos_kaizen_lado_unique')
      .on(t.kaizenId, t.kaizenLado)
      .where(sql`${t.kaizenId} is not null`),
    index('archivos_unattached_idx')
      .on(t.uploadedAt)
      .where(sql`${t.attachedTo} is null`),
  ],
);

/** One row per accepted upload: the per-user rate and daily byte quota count these (kept 24 hours). */
export const subidas = pgTable(
  'subidas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bytes: integer('bytes').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('subidas_user_id_at_idx').on(t.userId, t.at)],
);
