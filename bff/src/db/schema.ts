import { sql } from 'drizzle-orm';
import { bigserial, boolean, date, doublePrecision, integer, jsonb, numeric, pgTable, type AnyPgColumn, primaryKey, text, timestamp, unique, uuid, index, uniqueIndex } from 'drizzle-orm/pg-core';

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** The legajo (employee number); the API calls it `email` for compatibility. */
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  role: text('role').notNull(),
  passwordHash: text('password_hash').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** Equipo autonomo: a configured `equipo` campo value (checked by the service), null when none. */
  equipo: text('equipo'),
  /**
   * The other equipos a Jefe de area leads (issue 22, "Mis equipos"), set by an Admin: with `equipo` they scope the
   * Jefe's Bandeja and overdue notices (all equipos when both are empty). Configured values, without `equipo`.
   */
  equiposACargo: text('equipos_a_cargo').array().notNull().default(sql`'{}'::text[]`),
  /** Bumped by every pin change or reset: a token signed with an older version is refused (every instance). */
  sesionVersion: integer('sesion_version').notNull().default(0),
  /** Set by an Admin's reset, cleared by the user's own change. */
  debeCambiarPin: boolean('debe_cambiar_pin').notNull().default(false),
  ultimoLogin: timestamp('ultimo_login', { withTimezone: true }),
  /** Written at most every ACTIVIDAD_INTERVALO_MS (a conditional UPDATE), never on every request; not audited. */
  ultimaActividad: timestamp('ultima_actividad', { withTimezone: true }),
  /** Optional contact e-mail for notices (issue 12); the login stays the legajo (`email`). */
  correo: text('correo'),
  /** The user's own choice: overdue notices also by e-mail. */
  avisosCorreo: boolean('avisos_correo').notNull().default(true),
});

export const userHours = pgTable(
  'user_hours',
  {
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
  (t) => [index('user_hours_user_id_date_idx').on(t.userId, t.date), index('user_hours_date_idx').on(t.date)],
);

export const campos = pgTable(
  'campos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    value: text('value').notNull(),
    parteMaquina: text('parte_maquina').array().notNull().default(sql`'{}'::text[]`),
    /** A machine's Equipo autónomo (the value of an 'equipo' campo); null for none and for other campos. */
    equipo: text('equipo'),
  },
  (t) => [unique('campos_name_value_unique').on(t.name, t.value)],
);

/**
 * Login attempt counters, keyed 'legajo:<legajo>' or 'ip:<address>', shared by every BFF instance.
 * `pending` counts attempts whose pin is being checked: each is reserved before the check.
 */
export const loginThrottle = pgTable('login_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  pending: integer('pending').notNull().default(0),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

/** Cards. Text fields default to '' so the API never answers null for a text. */
export const tarjetas = pgTable(
  'tarjetas',
  {
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
    uniqueIndex('tarjetas_color_numero_unique').on(t.color, t.numero),
    uniqueIndex('tarjetas_idempotency_unique').on(t.creadoPor, t.idempotencyKey).where(sql`${t.idempotencyKey} is not null`),
    // Duplicate warning at capture: a machine's (and part's) open cards, newest first.
    index('tarjetas_abiertas_maquina_idx').on(t.maquina, t.parteMaquina, t.fecha).where(sql`${t.estado} = 'Abierta'`),
    // The add form's recent choices: a machine's last cards, whatever their state.
    index('tarjetas_maquina_fecha_idx').on(t.maquina, t.fecha),
    // Default list order is fecha desc, id desc: a plain ascending index scanned backwards serves it.
    index('tarjetas_fecha_id_idx').on(t.fecha, t.id),
    index('tarjetas_estado_fecha_idx').on(t.estado, t.fecha),
    index('tarjetas_creado_por_cerrada_en_idx').on(t.creadoPor, t.cerradaEn),
    // The storage cleanup never removes a file a card still shows.
    index('tarjetas_imagen_url_idx').on(t.imagenUrl).where(sql`${t.imagenUrl} <> ''`),
    index('tarjetas_imagen_antes_url_idx').on(t.imagenAntesUrl).where(sql`${t.imagenAntesUrl} <> ''`),
    index('tarjetas_imagen_despues_url_idx').on(t.imagenDespuesUrl).where(sql`${t.imagenDespuesUrl} <> ''`),
    // The list's other sort columns (col, id in either direction); each also serves an equality filter.
    // descripcion has none: up to 2,000 characters can exceed a btree entry.
    index('tarjetas_numero_id_idx').on(t.numero, t.id),
    index('tarjetas_color_id_idx').on(t.color, t.id),
    index('tarjetas_equipo_id_idx').on(t.equipo, t.id),
    index('tarjetas_prioridad_id_idx').on(t.prioridad, t.id),
    index('tarjetas_estado_id_idx').on(t.estado, t.id),
    // Dashboard: cards opened per month of a colour tab, and closed per month (all, or of a colour).
    index('tarjetas_color_fecha_idx').on(t.color, t.fecha),
    index('tarjetas_cerrada_fin_idx').on(t.finReparacion).where(sql`${t.estado} = 'Cerrada'`),
    index('tarjetas_cerrada_color_fin_idx').on(t.color, t.finReparacion).where(sql`${t.estado} = 'Cerrada'`),
    // Ageing: open cards per priority on either side of its deadline, each a range count.
    index('tarjetas_abiertas_prioridad_fecha_idx').on(t.prioridad, t.fecha).where(sql`${t.estado} = 'Abierta'`),
  ],
);

/**
 * Quick Kaizen projects (spec §3). Text fields default to '' so the API never answers null for a text.
 * `objetivo_completado` holds the field the original spells two ways (`objectivoCompletado`, `objetivoCompletado`).
 * `costo_importe` / `beneficio_importe` are the values of `costo` / `beneficio` when numeric (domain
 * `importeDeTexto`), written with them, so the list's totals are sums in the database.
 */
export const kaizens = pgTable(
  'kaizens',
  {
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
    uniqueIndex('kaizens_numero_unique').on(t.numero),
    // The list's sort columns (col, id in either direction); each also serves an equality filter.
    index('kaizens_fecha_id_idx').on(t.fecha, t.id),
    index('kaizens_codigo_id_idx').on(t.codigo, t.id),
    index('kaizens_maquina_id_idx').on(t.maquina, t.id),
    index('kaizens_pilar_id_idx').on(t.pilar, t.id),
    index('kaizens_lider_id_idx').on(t.lider, t.id),
    index('kaizens_estado_implementacion_idx').on(t.estado, t.implementacion),
    // The storage cleanup never removes a file a Kaizen still shows.
    index('kaizens_imagen_front_url_idx').on(t.imagenFrontUrl).where(sql`${t.imagenFrontUrl} <> ''`),
    index('kaizens_imagen_back_url_idx').on(t.imagenBackUrl).where(sql`${t.imagenBackUrl} <> ''`),
  ],
);

/** Kaizen numbering: `last` is the highest number given (one row, id 1), bumped in the creating transaction; never lowered. */
export const kaizenContador = pgTable('kaizen_contador', {
  id: integer('id').primaryKey(),
  last: integer('last').notNull(),
});

/**
 * The cards of a Kaizen: its source cards (rol 'origen', the API's `preTarjeta`) and its Hacer cards (rol
 * 'hacer', `tarjetasHacer`), in the order added. `color` and `numero` are kept when the card is deleted
 * (`tarjeta_id` becomes null), so the Kaizen still names it, as 'eliminada'.
 */
export const kaizenTarjetas = pgTable(
  'kaizen_tarjetas',
  {
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

/** Per-colour numbering: `last` is the highest number given, bumped in the creating transaction. */
export const tarjetaContadores = pgTable('tarjeta_contadores', {
  color: text('color').primaryKey(),
  last: integer('last').notNull(),
});

/** Saved /tarjetasfiltro selections; `nombre` is unique per user. */
export const filtros = pgTable(
  'filtros',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    nombre: text('nombre').notNull(),
    seleccion: jsonb('seleccion').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('filtros_user_nombre_unique').on(t.userId, t.nombre)],
);

/**
 * The audit trail: one row per change of an audited table, written by the `auditoria_registrar` trigger in
 * the changing transaction (migration auditoria_sql), plus logins. Append-only: a trigger refuses UPDATE,
 * DELETE and TRUNCATE. The actor is a snapshot (no foreign key: a deleted user's records stay).
 */
export const auditoria = pgTable(
  'auditoria',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    // Milliseconds, like a JS Date: the export's keyset (at, id) must compare exactly.
    at: timestamp('at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    /** Null: 'sistema' (seed, jobs, a DBA) or an anonymous login attempt. */
    actorId: uuid('actor_id'),
    actorNombre: text('actor_nombre').notNull(),
    actorLegajo: text('actor_legajo'),
    /** 'tarjeta', 'usuario', 'campo', 'filtro', 'horas', 'sesion', … (domain ENTIDADES_AUDITORIA). */
    entidad: text('entidad').notNull(),
    entidadId: text('entidad_id'),
    /** A readable name of the record at the time, e.g. 'Roja N°12'. */
    etiqueta: text('etiqueta').notNull().default(''),
    accion: text('accion').notNull(),
    /** [{ campo, antes, despues }] with the table's column names. */
    cambios: jsonb('cambios').notNull().default(sql`'[]'::jsonb`),
    ip: text('ip'),
  },
  (t) => [
    index('auditoria_at_id_idx').on(t.at, t.id),
    index('auditoria_entidad_idx').on(t.entidad, t.entidadId, t.at, t.id),
    index('auditoria_actor_idx').on(t.actorId, t.at, t.id),
  ],
);

/**
 * Uploaded images (local file or Cloudinary asset). A card may show only a file registered here; once
 * attached it stays with that card. `attached_at` set with `attached_to` null means released (replaced,
 * or its card deleted): the cleanup removes it, as it removes files never attached after a grace period.
 */
export const archivos = pgTable(
  'archivos',
  {
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
    uniqueIndex('archivos_tarjeta_lado_unique').on(t.attachedTo, t.tarjetaLado).where(sql`${t.attachedTo} is not null`),
    // One image per side of a Kaizen.
    uniqueIndex('archivos_kaizen_lado_unique').on(t.kaizenId, t.kaizenLado).where(sql`${t.kaizenId} is not null`),
    index('archivos_unattached_idx').on(t.uploadedAt).where(sql`${t.attachedTo} is null`),
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

/**
 * How many cards have each (color, estado, equipo, prioridad): the quick list's filterable columns. Kept
 * exact by statement triggers on tarjetas in the writing transaction (migration tarjeta_totales_sql), so a
 * page's total is a sum over a few rows instead of a count over every card. Rows at 0 are kept.
 */
export const tarjetaTotales = pgTable(
  'tarjeta_totales',
  {
    color: text('color').notNull(),
    estado: text('estado').notNull(),
    equipo: text('equipo').notNull(),
    prioridad: text('prioridad').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ name: 'tarjeta_totales_pk', columns: [t.color, t.estado, t.equipo, t.prioridad] })],
);

/**
 * The bell's read marker, one row per user: closed cards of the user with `cerrada_en` after `leidas_hasta`
 * are unread. Moved forward (never back) when the user opens the notifications menu.
 */
export const notificacionesLectura = pgTable('notificaciones_lectura', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  leidasHasta: timestamp('leidas_hasta', { withTimezone: true }).notNull(),
});

/**
 * A card's author is told what others did to it (issue 22, libs/shared/domain seguimiento.ts): one row per
 * plan, close or comment by someone else, written in the same transaction. `leida` when the author opened the
 * card or read them all from the bell. Deleted with the card or the user.
 */
export const novedades = pgTable(
  'novedades',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tarjetaId: uuid('tarjeta_id')
      .notNull()
      .references(() => tarjetas.id, { onDelete: 'cascade' }),
    tipo: text('tipo').notNull(),
    actorNombre: text('actor_nombre').notNull(),
    detalle: text('detalle').notNull().default(''),
    creadaEn: timestamp('creada_en', { withTimezone: true }).notNull().defaultNow(),
    leida: boolean('leida').notNull().default(false),
  },
  (t) => [index('novedades_user_idx').on(t.userId, t.creadaEn), index('novedades_tarjeta_idx').on(t.tarjetaId, t.userId).where(sql`not ${t.leida}`)],
);

/**
 * The 'Comentarios' thread of a card or a Kaizen (exactly one of `tarjeta_id`, `kaizen_id`; deleted with it).
 * `autor_nombre` is the author's name when writing: the comment keeps it when the user is deleted (`autor_id`
 * becomes null). Listed oldest first by `(fecha, id)` per target.
 */
export const comentarios = pgTable(
  'comentarios',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tarjetaId: uuid('tarjeta_id').references(() => tarjetas.id, { onDelete: 'cascade' }),
    kaizenId: uuid('kaizen_id').references(() => kaizens.id, { onDelete: 'cascade' }),
    autorId: uuid('autor_id').references(() => users.id, { onDelete: 'set null' }),
    autorNombre: text('autor_nombre').notNull(),
    texto: text('texto').notNull(),
    fecha: timestamp('fecha', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('comentarios_tarjeta_fecha_idx').on(t.tarjetaId, t.fecha, t.id).where(sql`${t.tarjetaId} is not null`),
    index('comentarios_kaizen_fecha_idx').on(t.kaizenId, t.fecha, t.id).where(sql`${t.kaizenId} is not null`),
    // A deleted user's comments are found by the ON DELETE SET NULL without a scan.
    index('comentarios_autor_id_idx').on(t.autorId),
  ],
);

/**
 * The org chart (/chart): one row per position. `parent_id` is the position it reports to (null: a top one);
 * a position with reporting positions cannot be deleted (RESTRICT, and the service says why). The person is a
 * user (`user_id`, cleared when that user is deleted) or a free name (`nombre`), never both (check in *_sql).
 */
export const organigrama = pgTable(
  'organigrama',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    parentId: uuid('parent_id').references((): AnyPgColumn => organigrama.id, { onDelete: 'restrict' }),
    titulo: text('titulo').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    nombre: text('nombre'),
    orden: integer('orden').notNull().default(0),
  },
  (t) => [index('organigrama_parent_orden_idx').on(t.parentId, t.orden), index('organigrama_user_id_idx').on(t.userId)],
);

/**
 * Single-use tickets that open a live events stream (GET /api/events?ticket=…, issue 12): EventSource cannot send
 * the Bearer header. Only the sha256 of the random ticket is stored; consuming deletes the row (one use by
 * construction). Exactly one of `user_id`, `pantalla_id` (check in *_sql). Not business data: not audited.
 */
export const eventTickets = pgTable(
  'event_tickets',
  {
    hash: text('hash').primaryKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The TV pantalla's id (its table belongs to the pantallas module). */
    pantallaId: text('pantalla_id'),
    /** A user's ticket: the session version it was issued under; a pin change or reset since then refuses it. */
    sesionVersion: integer('sesion_version'),
    expira: timestamp('expira', { withTimezone: true }).notNull(),
  },
  (t) => [index('event_tickets_expira_idx').on(t.expira)],
);

/**
 * Overdue notices (issue 12): one row per (card, level), inserted by the job with ON CONFLICT DO NOTHING, so
 * however many instances run it at once exactly one inserts it, and only that one notifies and e-mails.
 */
export const avisos = pgTable(
  'avisos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tarjetaId: uuid('tarjeta_id')
      .notNull()
      .references(() => tarjetas.id, { onDelete: 'cascade' }),
    /** 'vencida' | 'escalada' (domain NIVELES_AVISO; check in avisos_sql). */
    nivel: text('nivel').notNull(),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('avisos_tarjeta_nivel_unique').on(t.tarjetaId, t.nivel)],
);

/** Who a notice went to (one row per notice × user), with the user's read state (the bell's badge). */
export const avisoUsuarios = pgTable(
  'aviso_usuarios',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    avisoId: uuid('aviso_id')
      .notNull()
      .references(() => avisos.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    leida: boolean('leida').notNull().default(false),
  },
  (t) => [uniqueIndex('aviso_usuarios_aviso_user_unique').on(t.avisoId, t.userId), index('aviso_usuarios_user_idx').on(t.userId, t.leida)],
);

/**
 * E-mail outbox of notices: one row per notice × user (unique), written with the notice when SMTP is
 * configured and sent after commit. A sender claims a row (`reclamado_en`), sends, then marks it 'enviado';
 * a failure frees it for a later try (`proximo_intento`, `intentos`) until AVISOS_MAX_INTENTOS ('fallido').
 */
export const correosAviso = pgTable(
  'correos_aviso',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    avisoUsuarioId: uuid('aviso_usuario_id')
      .notNull()
      .unique()
      .references(() => avisoUsuarios.id, { onDelete: 'cascade' }),
    /** 'pendiente' | 'enviado' | 'omitido' (the user turned e-mail off or removed the address) | 'fallido'. */
    estado: text('estado').notNull().default('pendiente'),
    intentos: integer('intentos').notNull().default(0),
    proximoIntento: timestamp('proximo_intento', { withTimezone: true }).notNull(),
    reclamadoEn: timestamp('reclamado_en', { withTimezone: true }),
    ultimoError: text('ultimo_error'),
    enviadoEn: timestamp('enviado_en', { withTimezone: true }),
  },
  (t) => [index('correos_aviso_pendientes_idx').on(t.proximoIntento).where(sql`${t.estado} = 'pendiente'`)],
);

/** The weekly 'Reporte de avance' e-mail: one row per ISO week ('2026-W48'), claimed and sent like the outbox. */
export const reportesSemanales = pgTable('reportes_semanales', {
  semana: text('semana').primaryKey(),
  /** 'pendiente' | 'enviado' | 'fallido'. */
  estado: text('estado').notNull().default('pendiente'),
  destinatarios: text('destinatarios').notNull().default(''),
  intentos: integer('intentos').notNull().default(0),
  proximoIntento: timestamp('proximo_intento', { withTimezone: true }).notNull(),
  reclamadoEn: timestamp('reclamado_en', { withTimezone: true }),
  ultimoError: text('ultimo_error'),
  enviadoEn: timestamp('enviado_en', { withTimezone: true }),
});

/**
 * TV board tokens (issue 12): a named, read-only, revocable credential for GET /api/tablero and the board's event
 * stream. Only the SHA-256 of the token is stored (it is shown once, at creation). `ultimo_uso` is written at most
 * once a minute (a conditional UPDATE) and, like the hash, is not audited; a revoke sets `revocada_en` (kept for the trail).
 */
export const pantallas = pgTable(
  'pantallas',
  {
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
    index('pantallas_activas_idx').on(t.fechaCreacion).where(sql`${t.revocadaEn} is null`),
    // Names are unique among active pantallas, whatever the case (a revoked one leaves its name free).
    uniqueIndex('pantallas_nombre_unique').on(sql`lower(${t.nombre})`).where(sql`${t.revocadaEn} is null`),
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
  (t) => [uniqueIndex('pantalla_codigos_codigo_unique').on(t.codigo), index('pantalla_codigos_expira_idx').on(t.expira), index('pantalla_codigos_ip_idx').on(t.ip)],
);

/**
 * What `npm run migrate:mongo` imported (issue 13): one row per document of the original app's MongoDB, keyed by its
 * collection and ObjectId, naming the row made from it (`entidad_id`). A second run skips every document listed here.
 * Bookkeeping of the migration, not plant data: not audited (the rows it made are, as 'Migración MongoDB').
 */
export const mongoImportados = pgTable(
  'mongo_importados',
  {
    coleccion: text('coleccion').notNull(),
    mongoId: text('mongo_id').notNull(),
    entidadId: uuid('entidad_id').notNull(),
    importadoEn: timestamp('importado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.coleccion, t.mongoId] })],
);

/**
 * The rows the demo seed made (issue 21 §3): entity ('tarjeta', 'kaizen', 'horas') and the row's id, so 'Borrar datos
 * de demostración' removes exactly those. No foreign key: a demo row deleted by hand leaves a mark that matches nothing.
 * Bookkeeping, not plant data: not audited.
 */
export const datosDemo = pgTable(
  'datos_demo',
  {
    entidad: text('entidad').notNull(),
    id: uuid('id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.entidad, t.id] })],
);

export const schema = { users, userHours, campos, loginThrottle, tarjetas, tarjetaContadores, filtros, auditoria, archivos, subidas, tarjetaTotales, notificacionesLectura, kaizens, kaizenContador, kaizenTarjetas, comentarios, organigrama, eventTickets, avisos, avisoUsuarios, correosAviso, reportesSemanales, pantallas, mongoImportados, datosDemo };
export type Schema = typeof schema;
export type UserRow = typeof users.$inferSelect;
export type UserHoursRow = typeof userHours.$inferSelect;
export type CampoRow = typeof campos.$inferSelect;
export type TarjetaRow = typeof tarjetas.$inferSelect;
export type FiltroRow = typeof filtros.$inferSelect;
export type ArchivoRow = typeof archivos.$inferSelect;
export type AuditoriaRow = typeof auditoria.$inferSelect;
export type KaizenRow = typeof kaizens.$inferSelect;
export type KaizenTarjetaRow = typeof kaizenTarjetas.$inferSelect;
export type ComentarioRow = typeof comentarios.$inferSelect;
export type OrganigramaRow = typeof organigrama.$inferSelect;
export type PantallaRow = typeof pantallas.$inferSelect;
export type PantallaCodigoRow = typeof pantallaCodigos.$inferSelect;
