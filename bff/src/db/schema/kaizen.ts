import { plantaId } from './plantas';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  date,
  doublePrecision,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
  index,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { tarjetas } from './tarjetas';
import { users } from './users';

/**
 * Quick Kaizen projects (spec §3). Text fields default to '' so the API never answers null for a text.
 * `objetivo_completado` holds the field the original spells two ways (`objectivoCompletado`, `objetivoCompletado`).
 * `costo_importe` / `beneficio_importe` are the values of `costo` / `beneficio` when numeric (domain
 * `importeDeTexto`), written with them, so the list's totals are sums in the database.
 */
export const kaizens = pgTable(
  'kaizens',
  {
    plantaId: plantaId(),
    id: uuid('id').primaryKey().defaultRandom(),
    numero: integer('numero').notNull(),
    estado: text('estado').notNull().default('Abierta'),
    implementacion: boolean('implementacion').notNull().default(false),
    codigo: text('codigo').notNull().default(''),
    linea: text('linea').notNull().default(''),
    maquina: text('maquina').notNull().default(''),
    tema: text('tema').notNull().default(''),
    perdidaAtacada: text('perdida_atacada').notNull().default(''),
    pilar: text('pilar').notNull(),
    lider: text('lider').notNull().default(''),
    fecha: timestamp('fecha', { withTimezone: true }).notNull().defaultNow(),
    descripcionProblema: text('descripcion_problema').notNull().default(''),
    objetivo: text('objetivo').notNull().default(''),
    causas: text('causas').notNull().default(''),
    acciones: text('acciones').notNull().default(''),
    objetivoCompletado: text('objetivo_completado').notNull().default(''),
    /** '¿Se logró el objetivo?': 'Sí', 'No' or 'Parcialmente' (checked in SQL), null while unanswered; `objetivo_completado` is its comment. */
    objetivoLogrado: text('objetivo_logrado').$type<'Sí' | 'No' | 'Parcialmente'>(),
    documentos: text('documentos').notNull().default(''),
    otraMaquina: text('otra_maquina').notNull().default(''),
    responsableSeguimiento: text('responsable_seguimiento').notNull().default(''),
    fechaFinalizacionMejora: date('fecha_finalizacion_mejora', { mode: 'string' }),
    costo: text('costo').notNull().default(''),
    beneficio: text('beneficio').notNull().default(''),
    costoImporte: doublePrecision('costo_importe'),
    beneficioImporte: doublePrecision('beneficio_importe'),
    verificacion: text('verificacion').notNull().default(''),
    imagenFrontUrl: text('imagen_front_url').notNull().default(''),
    imagenBackUrl: text('imagen_back_url').notNull().default(''),
    /** The Admin who created it; null when that user was deleted. */
    creadoPor: uuid('creado_por').references(() => users.id, { onDelete: 'set null' }),
    cerradaEn: timestamp('cerrada_en', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('kaizens_numero_unique').on(t.plantaId, t.numero),
    // The list's sort columns (col, id in either direction); each also serves an equality filter.
    index('kaizens_fecha_id_idx').on(t.plantaId, t.fecha, t.id),
    index('kaizens_codigo_id_idx').on(t.plantaId, t.codigo, t.id),
    index('kaizens_maquina_id_idx').on(t.plantaId, t.maquina, t.id),
    index('kaizens_pilar_id_idx').on(t.plantaId, t.pilar, t.id),
    index('kaizens_lider_id_idx').on(t.plantaId, t.lider, t.id),
    index('kaizens_estado_implementacion_idx').on(t.plantaId, t.estado, t.implementacion),
    // The storage cleanup never removes a file a Kaizen still shows.
    index('kaizens_imagen_front_url_idx')
      .on(t.imagenFrontUrl)
      .where(sql`${t.imagenFrontUrl} <> ''`),
    index('kaizens_imagen_back_url_idx')
      .on(t.imagenBackUrl)
      .where(sql`${t.imagenBackUrl} <> ''`),
  ],
);

/** Kaizen numbering: `last` is the highest number given (one row per plant, id 1), bumped in the creating transaction; never lowered. */
export const kaizenContador = pgTable(
  'kaizen_contador',
  {
    plantaId: plantaId(),
    id: integer('id').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ name: 'kaizen_contador_pk', columns: [t.plantaId, t.id] })],
);

/**
 * The cards of a Kaizen: its source cards (rol 'origen', the API's `preTarjeta`) and its Hacer cards (rol
 * 'hacer', `tarjetasHacer`), in the order added. `color` and `numero` are kept when the card is deleted
 * (`tarjeta_id` becomes null), so the Kaizen still names it, as 'eliminada'.
 */
export const kaizenTarjetas = pgTable(
  'kaizen_tarjetas',
  {
    plantaId: plantaId(),
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kaizenId: uuid('kaizen_id')
      .notNull()
      .references(() => kaizens.id, { onDelete: 'cascade' }),
    rol: text('rol').$type<'origen' | 'hacer'>().notNull(),
    tarjetaId: uuid('tarjeta_id').references(() => tarjetas.id, { onDelete: 'set null' }),
    color: text('color').notNull(),
    numero: integer('numero').notNull(),
  },
  (t) => [
    unique('kaizen_tarjetas_kaizen_rol_color_numero_unique').on(t.kaizenId, t.rol, t.color, t.numero),
    index('kaizen_tarjetas_tarjeta_id_idx').on(t.tarjetaId),
  ],
);
