import { plantaId } from './plantas';
import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * What `npm run migrate:mongo` imported (issue 13): one row per document of the original app's MongoDB, keyed by its
 * collection and ObjectId, naming the row made from it (`entidad_id`). A second run skips every document listed here.
 * Bookkeeping of the migration, not plant data: not audited (the rows it made are, as 'Migración MongoDB').
 */
export const mongoImportados = pgTable(
  'mongo_importados',
  {
    plantaId: plantaId(),
    coleccion: text('coleccion').notNull(),
    mongoId: text('mongo_id').notNull(),
    entidadId: uuid('entidad_id').notNull(),
    importadoEn: timestamp('importado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.plantaId, t.coleccion, t.mongoId] })],
);

/**
 * The rows the demo seed made (issue 21 §3): entity ('tarjeta', 'kaizen', 'horas') and the row's id, so 'Borrar datos
 * de demostración' removes exactly those. No foreign key: a demo row deleted by hand leaves a mark that matches nothing.
 * Bookkeeping, not plant data: not audited.
 */
export const datosDemo = pgTable(
  'datos_demo',
  {
    plantaId: plantaId(),
    entidad: text('entidad').notNull(),
    id: uuid('id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.entidad, t.id] })],
);
