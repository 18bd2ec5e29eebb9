import { sql } from 'drizzle-orm';
import {
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { FrecuenciaCil, ResultadoCil, TipoPuntoCil } from '@portal/shared/domain';
import { campos } from './campos';
import { plantaId } from './plantas';
import { users } from './users';

/** A machine's photo or diagram its CIL points are marked on (issue 26 §1). */
export const cilMaquinas = pgTable(
  'cil_maquinas',
  {
    plantaId: plantaId(),
    maquinaId: uuid('maquina_id')
      .primaryKey()
      .references(() => campos.id, { onDelete: 'cascade' }),
    imagen: text('imagen'),
    actualizadaEn: timestamp('actualizada_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('cil_maquinas_imagen_idx')
      .on(t.imagen)
      .where(sql`${t.imagen} IS NOT NULL`),
  ],
);

/** A CIL point of a machine, in force from `desde` until `hasta`; `ultima*` is the latest window a run fulfilled. */
export const cilPuntos = pgTable(
  'cil_puntos',
  {
    plantaId: plantaId(),
    id: uuid('id').primaryKey().defaultRandom(),
    maquinaId: uuid('maquina_id')
      .notNull()
      .references(() => campos.id, { onDelete: 'cascade' }),
    numero: integer('numero').notNull(),
    tipo: text('tipo').$type<TipoPuntoCil>().notNull(),
    parte: text('parte').notNull(),
    tarea: text('tarea').notNull(),
    estandar: text('estandar').notNull().default(''),
    metodo: text('metodo').notNull().default(''),
    minutos: integer('minutos').notNull(),
    frecuencia: text('frecuencia').$type<FrecuenciaCil>().notNull(),
    cadaDias: integer('cada_dias'),
    foto: text('foto'),
    marcadorX: doublePrecision('marcador_x'),
    marcadorY: doublePrecision('marcador_y'),
    desde: date('desde').notNull(),
    /** A shift point's first shift on `desde` (the one in force when it was created); 0 otherwise. */
    desdeTurno: smallint('desde_turno').notNull().default(0),
    hasta: date('hasta'),
    anteriorId: uuid('anterior_id').references((): AnyPgColumn => cilPuntos.id, { onDelete: 'set null' }),
    ultimaDia: date('ultima_dia'),
    ultimaTurno: smallint('ultima_turno'),
    creadoPor: uuid('creado_por').references(() => users.id, { onDelete: 'set null' }),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cil_puntos_numero_unique')
      .on(t.maquinaId, t.numero)
      .where(sql`${t.hasta} IS NULL`),
    index('cil_puntos_foto_idx')
      .on(t.foto)
      .where(sql`${t.foto} IS NOT NULL`),
    index('cil_puntos_vigentes_idx')
      .on(t.plantaId, t.maquinaId)
      .where(sql`${t.hasta} IS NULL`),
    check('cil_puntos_tipo_check', sql`${t.tipo} IN ('limpieza', 'inspeccion', 'lubricacion', 'ajuste')`),
    check('cil_puntos_frecuencia_check', sql`${t.frecuencia} IN ('turno', 'diaria', 'semanal', 'mensual', 'dias')`),
    check(
      'cil_puntos_cada_dias_check',
      sql`(${t.frecuencia} = 'dias') = (${t.cadaDias} IS NOT NULL) AND (${t.cadaDias} IS NULL OR ${t.cadaDias} BETWEEN 2 AND 365)`,
    ),
    check('cil_puntos_minutos_check', sql`${t.minutos} BETWEEN 1 AND 480`),
    check(
      'cil_puntos_marcador_check',
      sql`(${t.marcadorX} IS NULL) = (${t.marcadorY} IS NULL) AND coalesce(${t.marcadorX} BETWEEN 0 AND 1 AND ${t.marcadorY} BETWEEN 0 AND 1, true)`,
    ),
    check('cil_puntos_vigencia_check', sql`${t.hasta} IS NULL OR ${t.hasta} >= ${t.desde}`),
  ],
);

/** A routine run as the phone recorded it. */
export const cilEjecuciones = pgTable(
  'cil_ejecuciones',
  {
    plantaId: plantaId(),
    id: uuid('id').primaryKey().defaultRandom(),
    maquinaId: uuid('maquina_id')
      .notNull()
      .references(() => campos.id, { onDelete: 'cascade' }),
    operarioId: uuid('operario_id').references(() => users.id, { onDelete: 'set null' }),
    operarioNombre: text('operario_nombre').notNull(),
    iniciadaEn: timestamp('iniciada_en', { withTimezone: true }).notNull(),
    terminadaEn: timestamp('terminada_en', { withTimezone: true }).notNull(),
    minutos: integer('minutos').notNull(),
    idempotencyKey: text('idempotency_key'),
    registradaEn: timestamp('registrada_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('cil_ejecuciones_idempotency_unique').on(t.operarioId, t.idempotencyKey),
    index('cil_ejecuciones_maquina_idx').on(t.plantaId, t.maquinaId, t.terminadaEn),
  ],
);

/** One point of a run, with the window it fell in. */
export const cilResultados = pgTable(
  'cil_resultados',
  {
    plantaId: plantaId(),
    ejecucionId: uuid('ejecucion_id')
      .notNull()
      .references(() => cilEjecuciones.id, { onDelete: 'cascade' }),
    puntoId: uuid('punto_id')
      .notNull()
      .references(() => cilPuntos.id, { onDelete: 'cascade' }),
    resultado: text('resultado').$type<ResultadoCil>().notNull(),
    comentario: text('comentario').notNull().default(''),
    motivo: text('motivo').notNull().default(''),
    foto: text('foto'),
    tarjetaKey: text('tarjeta_key'),
    en: timestamp('en', { withTimezone: true }).notNull(),
    ventanaDia: date('ventana_dia').notNull(),
    ventanaTurno: smallint('ventana_turno').notNull(),
  },
  (t) => [
    primaryKey({ name: 'cil_resultados_pkey', columns: [t.ejecucionId, t.puntoId] }),
    index('cil_resultados_punto_idx').on(t.puntoId, t.en),
    index('cil_resultados_foto_idx')
      .on(t.foto)
      .where(sql`${t.foto} IS NOT NULL`),
    check('cil_resultados_resultado_check', sql`${t.resultado} IN ('ok', 'no_ok', 'no_realizado')`),
  ],
);

/** Derived: each window fulfilled once, by its first OK or No OK (kept by the run's transaction). */
export const cilVentanasCumplidas = pgTable(
  'cil_ventanas_cumplidas',
  {
    plantaId: plantaId(),
    puntoId: uuid('punto_id')
      .notNull()
      .references(() => cilPuntos.id, { onDelete: 'cascade' }),
    dia: date('dia').notNull(),
    turno: smallint('turno').notNull(),
    ejecucionId: uuid('ejecucion_id')
      .notNull()
      .references(() => cilEjecuciones.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ name: 'cil_ventanas_cumplidas_pkey', columns: [t.puntoId, t.dia, t.turno] })],
);

/** Derived: windows fulfilled per machine by the week (its Monday) they started in. */
export const cilCumplimientoMaquina = pgTable(
  'cil_cumplimiento_maquina',
  {
    plantaId: plantaId(),
    maquinaId: uuid('maquina_id')
      .notNull()
      .references(() => campos.id, { onDelete: 'cascade' }),
    semana: date('semana').notNull(),
    cumplidas: integer('cumplidas').notNull(),
  },
  (t) => [
    primaryKey({ name: 'cil_cumplimiento_maquina_pkey', columns: [t.maquinaId, t.semana] }),
    index('cil_cumplimiento_maquina_semana_idx').on(t.plantaId, t.semana),
  ],
);

/** Derived: windows fulfilled per person by week. */
export const cilCumplimientoPersona = pgTable(
  'cil_cumplimiento_persona',
  {
    plantaId: plantaId(),
    operarioId: uuid('operario_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    semana: date('semana').notNull(),
    cumplidas: integer('cumplidas').notNull(),
  },
  (t) => [primaryKey({ name: 'cil_cumplimiento_persona_pkey', columns: [t.plantaId, t.operarioId, t.semana] })],
);
