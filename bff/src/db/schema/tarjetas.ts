import { plantaId } from './plantas';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  doublePrecision,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
  index,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/** Cards. Text fields default to '' so the API never answers null for a text. */
export const tarjetas = pgTable(
  'tarjetas',
  {
    plantaId: plantaId(),
    id: uuid('id').primaryKey().defaultRandom(),
    numero: integer('numero').notNull(),
    /** An imported card renumbered because its colour + number was taken: the number it had in the file (issue 13). */
    numeroOriginal: integer('numero_original'),
    color: text('color').notNull(),
    estado: text('estado').notNull().default('Abierta'),
    fecha: timestamp('fecha', { withTimezone: true }).notNull().defaultNow(),
    descripcion: text('descripcion').notNull().default(''),
    sugerencia: text('sugerencia').notNull().default(''),
    reparacion: text('reparacion').notNull().default(''),
    detecto: text('detecto').notNull().default(''),
    prioridad: text('prioridad').notNull(),
    familia: text('familia').notNull().default(''),
    maquina: text('maquina').notNull().default(''),
    parteMaquina: text('parte_maquina').notNull().default(''),
    equipo: text('equipo').notNull().default(''),
    riesgoInicial: text('riesgo_inicial').notNull().default(''),
    tipodeRiesgo: text('tipode_riesgo').notNull().default(''),
    riesgoFinal: text('riesgo_final').notNull().default(''),
    inicioReparacion: timestamp('inicio_reparacion', { withTimezone: true }),
    finReparacion: timestamp('fin_reparacion', { withTimezone: true }),
    responsable: text('responsable').notNull().default(''),
    tiempoEmpleado: doublePrecision('tiempo_empleado'),
    causa: text('causa').notNull().default(''),
    tareaRealizada: text('tarea_realizada').notNull().default(''),
    materialUtilizado: text('material_utilizado').notNull().default(''),
    tipoAccion: text('tipo_accion').notNull().default(''),
    convertida: boolean('convertida').notNull().default(false),
    verificacion: boolean('verificacion').notNull().default(false),
    accionesComplementarias: text('acciones_complementarias').notNull().default(''),
    sustoExperimentado: boolean('susto_experimentado').notNull().default(false),
    sustoObservado: boolean('susto_observado').notNull().default(false),
    impactoAmbiente: boolean('impacto_ambiente').notNull().default(false),
    imagenUrl: text('imagen_url').notNull().default(''),
    /** 'Imagen del antes' / 'Imagen del después' (archivos.tarjeta_lado 'antes' / 'despues'). */
    imagenAntesUrl: text('imagen_antes_url').notNull().default(''),
    imagenDespuesUrl: text('imagen_despues_url').notNull().default(''),
    planificacion: boolean('planificacion').notNull().default(false),
    previstaCierre: date('prevista_cierre', { mode: 'string' }),
    responsableSeguimiento: text('responsable_seguimiento').notNull().default(''),
    /** Who planned the card last (their name when planning; '' before issue 22): 'Mis reportes'. */
    planificadaPor: text('planificada_por').notNull().default(''),
    recursos: text('recursos').notNull().default(''),
    materiales: text('materiales').notNull().default(''),
    solicitudCompras: date('solicitud_compras', { mode: 'string' }),
    comprometidaCompras: date('comprometida_compras', { mode: 'string' }),
    tareaRealizar: text('tarea_realizar').notNull().default(''),
    responsableTarea: text('responsable_tarea').notNull().default(''),
    comentario1: text('comentario1').notNull().default(''),
    comentario2: text('comentario2').notNull().default(''),
    comentario3: text('comentario3').notNull().default(''),
    /** The user who created the card (notifications); null when that user was deleted. */
    creadoPor: uuid('creado_por').references(() => users.id, { onDelete: 'set null' }),
    /** When the card was closed (notifications: newest close first). */
    cerradaEn: timestamp('cerrada_en', { withTimezone: true }),
    /** The create's Idempotency-Key (per creator) and the SHA-256 of its canonical body: a retry answers this card. */
    idempotencyKey: text('idempotency_key'),
    idempotencyHash: text('idempotency_hash'),
  },
  (t) => [
    uniqueIndex('tarjetas_color_numero_unique').on(t.plantaId, t.color, t.numero),
    uniqueIndex('tarjetas_idempotency_unique')
      .on(t.plantaId, t.creadoPor, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    // Duplicate warning at capture: a machine's (and part's) open cards, newest first.
    index('tarjetas_abiertas_maquina_idx')
      .on(t.plantaId, t.maquina, t.parteMaquina, t.fecha)
      .where(sql`${t.estado} = 'Abierta'`),
    // The add form's recent choices: a machine's last cards, whatever their state.
    index('tarjetas_maquina_fecha_idx').on(t.plantaId, t.maquina, t.fecha),
    // Default list order is fecha desc, id desc: a plain ascending index scanned backwards serves it.
    index('tarjetas_fecha_id_idx').on(t.plantaId, t.fecha, t.id),
    index('tarjetas_estado_fecha_idx').on(t.plantaId, t.estado, t.fecha),
    index('tarjetas_creado_por_cerrada_en_idx').on(t.plantaId, t.creadoPor, t.cerradaEn),
    // The storage cleanup never removes a file a card still shows.
    index('tarjetas_imagen_url_idx')
      .on(t.imagenUrl)
      .where(sql`${t.imagenUrl} <> ''`),
    index('tarjetas_imagen_antes_url_idx')
      .on(t.imagenAntesUrl)
      .where(sql`${t.imagenAntesUrl} <> ''`),
    index('tarjetas_imagen_despues_url_idx')
      .on(t.imagenDespuesUrl)
      .where(sql`${t.imagenDespuesUrl} <> ''`),
    // The list's other sort columns (col, id in either direction); each also serves an equality filter.
    // descripcion has none: up to 2,000 characters can exceed a btree entry.
    index('tarjetas_numero_id_idx').on(t.plantaId, t.numero, t.id),
    index('tarjetas_color_id_idx').on(t.plantaId, t.color, t.id),
    index('tarjetas_equipo_id_idx').on(t.plantaId, t.equipo, t.id),
    // The step gate and the tag curve (issue 25): a team's cards by date.
    index('tarjetas_equipo_fecha_idx').on(t.plantaId, t.equipo, t.fecha),
    index('tarjetas_prioridad_id_idx').on(t.plantaId, t.prioridad, t.id),
    index('tarjetas_estado_id_idx').on(t.plantaId, t.estado, t.id),
    // Dashboard: cards opened per month of a colour tab, and closed per month (all, or of a colour).
    index('tarjetas_color_fecha_idx').on(t.plantaId, t.color, t.fecha),
    index('tarjetas_cerrada_fin_idx')
      .on(t.plantaId, t.finReparacion)
      .where(sql`${t.estado} = 'Cerrada'`),
    // The tag curve of a team (issue 25): its closed cards by their repair's end.
    index('tarjetas_cerrada_equipo_fin_idx')
      .on(t.plantaId, t.equipo, t.finReparacion)
      .where(sql`${t.estado} = 'Cerrada'`),
    index('tarjetas_cerrada_color_fin_idx')
      .on(t.plantaId, t.color, t.finReparacion)
      .where(sql`${t.estado} = 'Cerrada'`),
    // Ageing: open cards per priority on either side of its deadline, each a range count.
    index('tarjetas_abiertas_prioridad_fecha_idx')
      .on(t.plantaId, t.prioridad, t.fecha)
      .where(sql`${t.estado} = 'Abierta'`),
  ],
);

/** Per-plant and colour numbering: `last` is the highest number given, bumped in the creating transaction. */
export const tarjetaContadores = pgTable(
  'tarjeta_contadores',
  {
    plantaId: plantaId(),
    color: text('color').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ name: 'tarjeta_contadores_pk', columns: [t.plantaId, t.color] })],
);

/**
 * How many cards have each (color, estado, equipo, prioridad): the quick list's filterable columns. Kept
 * exact by statement triggers on tarjetas in the writing transaction (migration tarjeta_totales_sql), so a
 * page's total is a sum over a few rows instead of a count over every card. Rows at 0 are kept.
 */
export const tarjetaTotales = pgTable(
  'tarjeta_totales',
  {
    plantaId: plantaId(),
    color: text('color').notNull(),
    estado: text('estado').notNull(),
    equipo: text('equipo').notNull(),
    prioridad: text('prioridad').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ name: 'tarjeta_totales_pk', columns: [t.plantaId, t.color, t.estado, t.equipo, t.prioridad] })],
);

/**
 * A plant's cards per local month (migration 0064): 'alta' by fecha, 'cierre' by finReparacion, kept by triggers in
 * the zone of `tarjetaMesesZona` (written by the BFF: `TarjetaMesesRepository.preparar`).
 */
export const tarjetaMeses = pgTable(
  'tarjeta_meses',
  {
    plantaId: plantaId(),
    lado: text('lado', { enum: ['alta', 'cierre'] }).notNull(),
    /** The local month's first instant as wall-clock time. */
    mes: timestamp('mes').notNull(),
    color: text('color').notNull(),
    estado: text('estado').notNull(),
    convertida: boolean('convertida').notNull(),
    n: integer('n').notNull(),
    conTiempo: integer('con_tiempo').notNull(),
    horas: numeric('horas', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ name: 'tarjeta_meses_pk', columns: [t.plantaId, t.lado, t.mes, t.color, t.estado, t.convertida] })],
);

/** The zone a plant's `tarjetaMeses` are counted in. */
export const tarjetaMesesZona = pgTable('tarjeta_meses_zona', {
  plantaId: plantaId().primaryKey(),
  zona: text('zona').notNull(),
});

/**
 * A plant's stamp, new at every committed change to its cards (migration 0065, statement triggers): what a page of
 * the card list kept in memory is checked against before it is served again.
 */
export const tarjetaCambios = pgTable('tarjeta_cambios', {
  plantaId: plantaId().primaryKey(),
  sello: bigint('sello', { mode: 'bigint' }).notNull(),
});

/** Saved /tarjetasfiltro selections; `nombre` is unique per user. */
export const filtros = pgTable(
  'filtros',
  {
    plantaId: plantaId(),
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    nombre: text('nombre').notNull(),
    seleccion: jsonb('seleccion').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('filtros_user_nombre_unique').on(t.plantaId, t.userId, t.nombre)],
);
