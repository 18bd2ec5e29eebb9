import { plantaId } from './plantas';
import { sql } from 'drizzle-orm';
import { pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';

export const campos = pgTable(
  'campos',
  {
    plantaId: plantaId(),
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    value: text('value').notNull(),
    parteMaquina: text('parte_maquina')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** A machine's Equipo autónomo (the value of an 'equipo' campo); null for none and for other campos. */
    equipo: text('equipo'),
  },
  (t) => [unique('campos_name_value_unique').on(t.plantaId, t.name, t.value)],
);
