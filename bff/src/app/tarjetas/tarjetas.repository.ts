import { Inject, Injectable } from '@nestjs/common';
import { and, desc, eq, getTableColumns, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  CAMPOS_RECIENTES,
  ESTADOS_PLANIFICABLES,
  leerEnteroInt4,
  NIVELES_RIESGO,
  RECIENTES_DE_MAQUINA,
  RECIENTES_DEL_USUARIO,
  RECIENTES_MAX,
  TARJETAS_ABIERTAS_MAX,
  type CampoReciente,
  type CampoSinValor,
  type AgrupacionTarjetas,
  type Color,
  type ColumnaExportable,
  type Tarjeta,
  type TarjetasAbiertas,
  type TarjetasRecientes,
  type TarjetaSortField,
} from '@portal/shared/domain';
import { tarjetaContadores, tarjetas, tarjetaTotales, type TarjetaRow } from '../../db/schema';
import { nivelRiesgoSql } from '../common/sql/riesgo-sql';
import { APP_CONFIG, type AppConfig } from '../common/config/app-config';
import { DB, type Db } from '../database/database.types';
import { TARJETA_DTO_SELECT } from './tarjeta-dto-select';

export type NuevaTarjeta = Omit<typeof tarjetas.$inferInsert, 'id' | 'numero' | 'estado'>;
export type CambiosTarjeta = Partial<Omit<typeof tarjetas.$inferInsert, 'id' | 'numero' | 'color'>>;

/** The columns whose card counts tarjeta_totales keeps (the quick list's filters). */
const DIMENSIONES = {
  color: [tarjetas.color, tarjetaTotales.color],
  estado: [tarjetas.estado, tarjetaTotales.estado],
  equipo: [tarjetas.equipo, tarjetaTotales.equipo],
  prioridad: [tarjetas.prioridad, tarjetaTotales.prioridad],
} as const;
type Dimension = keyof typeof DIMENSIONES;
const esDimension = (col: string): col is Dimension => col in DIMENSIONES;

/** Which cards a list, a count or an export covers. */
export interface FiltroTarjetas {
  /** Accepted values of counted columns: the total is a sum over a few tarjeta_totales rows. */
  valores?: Partial<Record<Dimension, readonly string[]>>;
  /** Any other condition: the total needs a count over the matching cards. */
  otros?: SQL;
}

const valoresWhere = (valores: FiltroTarjetas['valores'] = {}, tabla: 0 | 1): SQL[] =>
  (Object.entries(valores) as [Dimension, readonly string[]][]).map(([dim, vs]) => {
    const col = DIMENSIONES[dim][tabla];
    return vs.length === 1 ? eq(col, vs[0]) : inArray(col, [...vs]);
  });

const whereTarjetas = ({ valores, otros }: FiltroTarjetas = {}): SQL | undefined => and(...valoresWhere(valores, 0), otros);

export interface ListOptions {
  filtro?: FiltroTarjetas;
  sort?: TarjetaSortField;
  order?: 'asc' | 'desc';
  /** -1 or undefined: every row. */
  limit?: number;
  offset?: number;
}

const SORT_COLUMNS = {
  numero: tarjetas.numero,
  color: tarjetas.color,
  equipo: tarjetas.equipo,
  prioridad: tarjetas.prioridad,
  fecha: tarjetas.fecha,
  descripcion: tarjetas.descripcion,
  estado: tarjetas.estado,
} as const;

/**
 * A date column as the plant's day, DD/MM/YYYY (what /tarjetasfiltro lists and filters by). The zone is written
 * into the text (a validated IANA name, quotes doubled anyway) so the select, its GROUP BY and a filter are one
 * expression.
 */
const dia = (col: typeof tarjetas.fecha | typeof tarjetas.finReparacion, zona: string) =>
  sql<string>`to_char(${col} at time zone ${sql.raw(`'${zona.replace(/'/g, "''")}'`)}, 'DD/MM/YYYY')`;

/** A risk value's severity rank, as `compararRiesgo` (domain) ranks it: NS … IN, unknown prefixes last. */
const rangoRiesgo = (col: typeof tarjetas.riesgoInicial | typeof tarjetas.riesgoFinal) => nivelRiesgoSql(col, NIVELES_RIESGO.length + 1);
/** Risk filters list their values by severity, like every risk select. */
const ordenRiesgo = (col: typeof tarjetas.riesgoInicial | typeof tarjetas.riesgoFinal) => sql`min(${rangoRiesgo(col)}), min(${col})`;

/**
 * Each export column as text (the per-column filters and distinct values compare these), and the
 * expression its distinct values are ordered by.
 */
const columnasTexto = (zona: string): Record<ColumnaExportable, { text: SQL; orden: SQL }> => ({
  numero: { text: sql`${tarjetas.numero}::text`, orden: sql`min(${tarjetas.numero})` },
  color: { text: sql`${tarjetas.color}`, orden: sql`min(${tarjetas.color})` },
  prioridad: { text: sql`${tarjetas.prioridad}`, orden: sql`min(${tarjetas.prioridad})` },
  equipo: { text: sql`${tarjetas.equipo}`, orden: sql`min(${tarjetas.equipo})` },
  fecha: { text: dia(tarjetas.fecha, zona), orden: sql`max(${tarjetas.fecha}) desc` },
  descripcion: { text: sql`${tarjetas.descripcion}`, orden: sql`min(${tarjetas.descripcion})` },
  estado: { text: sql`${tarjetas.estado}`, orden: sql`min(${tarjetas.estado})` },
  maquina: { text: sql`${tarjetas.maquina}`, orden: sql`min(${tarjetas.maquina})` },
  detecto: { text: sql`${tarjetas.detecto}`, orden: sql`min(${tarjetas.detecto})` },
  familia: { text: sql`${tarjetas.familia}`, orden: sql`min(${tarjetas.familia})` },
  tipodeRiesgo: { text: sql`${tarjetas.tipodeRiesgo}`, orden: sql`min(${tarjetas.tipodeRiesgo})` },
  riesgoInicial: { text: sql`${tarjetas.riesgoInicial}`, orden: ordenRiesgo(tarjetas.riesgoInicial) },
  riesgoFinal: { text: sql`${tarjetas.riesgoFinal}`, orden: ordenRiesgo(tarjetas.riesgoFinal) },
  tipoAccion: { text: sql`${tarjetas.tipoAccion}`, orden: sql`min(${tarjetas.tipoAccion})` },
  responsable: { text: sql`${tarjetas.responsable}`, orden: sql`min(${tarjetas.responsable})` },
  tiempoEmpleado: { text: sql`${tarjetas.tiempoEmpleado}::text`, orden: sql`min(${tarjetas.tiempoEmpleado})` },
  causa: { text: sql`${tarjetas.causa}`, orden: sql`min(${tarjetas.causa})` },
  tareaRealizada: { text: sql`${tarjetas.tareaRealizada}`, orden: sql`min(${tarjetas.tareaRealizada})` },
  materialUtilizado: { text: sql`${tarjetas.materialUtilizado}`, orden: sql`min(${tarjetas.materialUtilizado})` },
  finReparacion: { text: dia(tarjetas.finReparacion, zona), orden: sql`max(${tarjetas.finReparacion}) desc` },
});

/**
 * A card's exact fecha (UTC, microseconds) as text, the keyset key of the batched reads. The API's fecha and a
 * Date stop at milliseconds while PostgreSQL keeps microseconds: a key cut to the millisecond would skip the
 * cards sharing the last card's millisecond.
 */
const FECHA_EXACTA = sql<string>`to_char(${tarjetas.fecha} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
const despuesDe = (clave: ClaveTarjeta | undefined) =>
  clave ? sql`(${tarjetas.fecha}, ${tarjetas.id}) < (${clave.fecha}::timestamptz, ${clave.id}::uuid)` : undefined;

/** Where a batched read in the list's default order (fecha desc, id desc) stopped: the last card's key. */
export interface ClaveTarjeta {
  /** FECHA_EXACTA of the card. */
  fecha: string;
  id: string;
}

/** An API card plus its exact key; `JSON.stringify(rows, CAMPOS_TARJETA)` leaves `__fecha` out. */
export type TarjetaConClave = Tarjeta & { __fecha: string };

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export const MAX_VALORES = 1000;

@Injectable()
export class TarjetasRepository {
  /** Each export column as text, dates in the plant's zone (PLANT_TZ). */
  private readonly columnas: ReturnType<typeof columnasTexto>;

  constructor(
    @Inject(DB) private readonly db: Db,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.columnas = columnasTexto(config.plantTz);
  }

  findById(id: string): Promise<TarjetaRow | undefined> {
    return this.db
      .select()
      .from(tarjetas)
      .where(eq(tarjetas.id, id))
      .then((rows) => rows[0]);
  }

  async exists(id: string): Promise<boolean> {
    const rows = await this.db.select({ id: tarjetas.id }).from(tarjetas).where(eq(tarjetas.id, id));
    return rows.length > 0;
  }

  /** Numbers the card with its colour's counter in the inserting transaction: no duplicates, no gaps. */
  insert(values: NuevaTarjeta & { color: Color }): Promise<TarjetaRow> {
    return this.db.transaction(async (tx) => {
      const [{ last }] = await tx
        .insert(tarjetaContadores)
        .values({ color: values.color, last: 1 })
        .onConflictDoUpdate({ target: tarjetaContadores.color, set: { last: sql`${tarjetaContadores.last} + 1` } })
        .returning({ last: tarjetaContadores.last });
      const [row] = await tx
        .insert(tarjetas)
        .values({ ...values, numero: last })
        .returning();
      return row;
    });
  }

  /** The card `creadoPor` created with this Idempotency-Key, if any. */
  findByIdempotencyKey(creadoPor: string, key: string): Promise<TarjetaRow | undefined> {
    return this.db
      .select()
      .from(tarjetas)
      .where(and(eq(tarjetas.creadoPor, creadoPor), eq(tarjetas.idempotencyKey, key)))
      .then((rows) => rows[0]);
  }

  /**
   * The open cards on a machine (and part), newest first: the first TARJETAS_ABIERTAS_MAX and how many
   * there are (tarjetas_abiertas_maquina_idx serves both).
   */
  async abiertas(maquina: string, parteMaquina?: string): Promise<TarjetasAbiertas> {
    const where = and(
      eq(tarjetas.estado, 'Abierta'),
      eq(tarjetas.maquina, maquina),
      parteMaquina === undefined ? undefined : eq(tarjetas.parteMaquina, parteMaquina),
    );
    const [rows, [{ total }]] = await Promise.all([
      this.db
        .select({
          _id: tarjetas.id,
          color: tarjetas.color,
          numero: tarjetas.numero,
          descripcion: tarjetas.descripcion,
          maquina: tarjetas.maquina,
          parteMaquina: tarjetas.parteMaquina,
          fecha: tarjetas.fecha,
          prioridad: tarjetas.prioridad,
          conFoto: sql<boolean>`${tarjetas.imagenUrl} <> ''`,
        })
        .from(tarjetas)
        .where(where)
        .orderBy(desc(tarjetas.fecha), desc(tarjetas.id))
        .limit(TARJETAS_ABIERTAS_MAX),
      this.db
        .select({ total: sql<number>`count(*)::int` })
        .from(tarjetas)
        .where(where),
    ]);
    return {
      total,
      tarjetas: rows.map((r) => ({ ...r, color: r.color as Color, prioridad: r.prioridad as Tarjeta['prioridad'], fecha: r.fecha.toISOString() })),
    };
  }

  /**
   * The add form's recent choices: over the user's last RECIENTES_DEL_USUARIO cards and the machine's last
   * RECIENTES_DE_MAQUINA (a card in both counts once), each field's values by use, then by their newest card; the
   * first RECIENTES_MAX of each. Counted in one query (a handful of rows leave the database); the machine's cards
   * come from tarjetas_maquina_fecha_idx, the user's from tarjetas_creado_por_cerrada_en_idx.
   */
  async recientes(userId: string, maquina?: string): Promise<TarjetasRecientes> {
    const delUsuario = sql`(select id from ${tarjetas} where ${tarjetas.creadoPor} = ${userId}::uuid order by ${tarjetas.fecha} desc, ${tarjetas.id} desc limit ${RECIENTES_DEL_USUARIO})`;
    const deMaquina =
      maquina === undefined
        ? undefined
        : sql`(select id from ${tarjetas} where ${tarjetas.maquina} = ${maquina} order by ${tarjetas.fecha} desc, ${tarjetas.id} desc limit ${RECIENTES_DE_MAQUINA})`;
    // A part is a machine's own: only the chosen machine's cards say which of its parts come first.
    const parte = maquina === undefined ? sql`''` : sql`case when t.maquina = ${maquina} then t.parte_maquina else '' end`;
    const result = await this.db.execute(sql`
      with ultimas as (${deMaquina ? sql`${delUsuario} union ${deMaquina}` : delUsuario}),
      valores as (
        select v.campo, v.valor, t.fecha
        from ${tarjetas} t join ultimas u on u.id = t.id
        cross join lateral (values
          ('maquina', t.maquina), ('parteMaquina', ${parte}), ('prioridad', t.prioridad), ('reparacion', t.reparacion),
          ('riesgoInicial', t.riesgo_inicial), ('equipo', t.equipo), ('familia', t.familia), ('tipodeRiesgo', t.tipode_riesgo)
        ) as v(campo, valor)
        where v.valor <> ''
      ),
      contados as (
        select campo, valor, row_number() over (partition by campo order by count(*) desc, max(fecha) desc, valor) as orden
        from valores group by campo, valor
      )
      select campo, json_agg(valor order by orden) as valores from contados where orden <= ${RECIENTES_MAX} group by campo`);
    const filas = (result as unknown as { rows: { campo: CampoReciente; valores: string[] | string }[] }).rows;
    const recientes = Object.fromEntries(CAMPOS_RECIENTES.map((c) => [c, [] as string[]])) as TarjetasRecientes;
    for (const { campo, valores } of filas) recientes[campo] = typeof valores === 'string' ? (JSON.parse(valores) as string[]) : valores;
    return recientes;
  }

  async siguienteNumero(color: Color): Promise<number> {
    const [row] = await this.db.select({ last: tarjetaContadores.last }).from(tarjetaContadores).where(eq(tarjetaContadores.color, color));
    return (row?.last ?? 0) + 1;
  }

  /** Updates. Undefined when no row matched. */
  async update(id: string, changes: CambiosTarjeta): Promise<TarjetaRow | undefined> {
    const [row] = await this.db.update(tarjetas).set(changes).where(eq(tarjetas.id, id)).returning();
    return row;
  }

  /** Writes a plan only while the card is in a plannable state: a close committed after the check is not re-planned. */
  async planIfPlannable(id: string, changes: CambiosTarjeta): Promise<TarjetaRow | undefined> {
    const [row] = await this.db
      .update(tarjetas)
      .set(changes)
      .where(and(eq(tarjetas.id, id), inArray(tarjetas.estado, [...ESTADOS_PLANIFICABLES])))
      .returning();
    return row;
  }

  /** Applies the close only while the card is still Abierta: of two concurrent closes one wins. */
  async closeIfOpen(id: string, changes: CambiosTarjeta): Promise<TarjetaRow | undefined> {
    const [row] = await this.db
      .update(tarjetas)
      .set({ ...changes, estado: 'Cerrada' })
      .where(and(eq(tarjetas.id, id), eq(tarjetas.estado, 'Abierta')))
      .returning();
    return row;
  }

  /** The deleted card's image URLs, or undefined when no card had that id (its images are released by the foreign key). */
  async delete(id: string): Promise<{ imagenes: string[] } | undefined> {
    const [row] = await this.db
      .delete(tarjetas)
      .where(eq(tarjetas.id, id))
      .returning({ imagenUrl: tarjetas.imagenUrl, antes: tarjetas.imagenAntesUrl, despues: tarjetas.imagenDespuesUrl });
    return row && { imagenes: [row.imagenUrl, row.antes, row.despues].filter(Boolean) };
  }

  /**
   * Cards in the list's order (sort column, then id), read straight as the API's documents
   * (TARJETA_DTO_SELECT): the driver's rows are answered as they come, with no row mapping in Node.
   */
  async listDtos({ filtro, sort = 'fecha', order = 'desc', limit, offset = 0 }: ListOptions): Promise<Tarjeta[]> {
    const dir = sql.raw(order === 'asc' ? 'asc' : 'desc');
    const where = whereTarjetas(filtro);
    const result = await this.db.execute(sql`select ${TARJETA_DTO_SELECT} from ${tarjetas}
      ${where ? sql`where ${where}` : sql``}
      order by ${SORT_COLUMNS[sort]} ${dir}, ${tarjetas.id} ${dir}
      ${limit === undefined || limit < 0 ? sql`` : sql`limit ${limit}`} offset ${offset}`);
    // Both drivers answer { rows }; the Db type (either driver) cannot say so.
    return (result as { rows: Tarjeta[] }).rows;
  }

  /** Up to `n` cards after `despues` in the default order (fecha desc, id desc): one batch of the all-cards stream. */
  async loteTodas(despues: ClaveTarjeta | undefined, n: number): Promise<TarjetaConClave[]> {
    const where = despuesDe(despues);
    const result = await this.db.execute(sql`select ${TARJETA_DTO_SELECT}, ${FECHA_EXACTA} as "__fecha" from ${tarjetas}
      ${where ? sql`where ${where}` : sql``}
      order by ${tarjetas.fecha} desc, ${tarjetas.id} desc limit ${n}`);
    return (result as { rows: TarjetaConClave[] }).rows;
  }

  /**
   * Exact number of cards the filter covers. Filters on the counted columns only add up tarjeta_totales
   * rows; any other condition (free text, número, /consulta's other columns) counts the matching cards.
   */
  async count(filtro: FiltroTarjetas = {}): Promise<number> {
    if (!filtro.otros) {
      const [{ n }] = await this.db
        .select({ n: sql<number>`coalesce(sum(${tarjetaTotales.n}), 0)::int` })
        .from(tarjetaTotales)
        .where(and(...valoresWhere(filtro.valores, 1)));
      return n;
    }
    const [{ n }] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(tarjetas)
      .where(whereTarjetas(filtro));
    return n;
  }

  /**
   * Cards per value of `por` over the whole filtered set, most first. Without free conditions the counts
   * are sums over tarjeta_totales rows; otherwise a count(*) … group by over the matching cards.
   */
  async grupos(por: AgrupacionTarjetas, filtro: FiltroTarjetas = {}): Promise<{ valor: string; cantidad: number }[]> {
    const [colTarjetas, colTotales] = DIMENSIONES[por];
    const rows = filtro.otros
      ? await this.db
          .select({ valor: colTarjetas, cantidad: sql<number>`count(*)::int` })
          .from(tarjetas)
          .where(whereTarjetas(filtro))
          .groupBy(colTarjetas)
          .orderBy(sql`2 desc`, colTarjetas)
      : await this.db
          .select({ valor: colTotales, cantidad: sql<number>`sum(${tarjetaTotales.n})::int` })
          .from(tarjetaTotales)
          .where(and(...valoresWhere(filtro.valores, 1)))
          .groupBy(colTotales)
          .having(sql`sum(${tarjetaTotales.n}) > 0`)
          .orderBy(sql`2 desc`, colTotales);
    return rows.map((r) => ({ valor: r.valor ?? '', cantidad: r.cantidad }));
  }

  /** Rows in pages of `batch` (keyset on fecha desc, id desc), for the streaming export. */
  async *stream(filtro: FiltroTarjetas, batch = 1000): AsyncGenerator<TarjetaRow[]> {
    const where = whereTarjetas(filtro);
    let after: ClaveTarjeta | undefined;
    for (;;) {
      const rows = await this.db
        .select({ ...getTableColumns(tarjetas), __fecha: FECHA_EXACTA })
        .from(tarjetas)
        .where(and(where, despuesDe(after)))
        .orderBy(desc(tarjetas.fecha), desc(tarjetas.id))
        .limit(batch);
      if (rows.length) yield rows;
      if (rows.length < batch) return;
      const last = rows[rows.length - 1];
      after = { fecha: last.__fecha, id: last.id };
    }
  }

  async valores(columna: ColumnaExportable): Promise<string[]> {
    const { text, orden } = this.columnas[columna];
    const rows = await this.db
      .select({ v: sql<string>`${text}` })
      .from(tarjetas)
      .where(sql`${text} is not null and ${text} <> ''`)
      .groupBy(sql`1`)
      .orderBy(orden)
      .limit(MAX_VALORES);
    return rows.map((r) => r.v);
  }

  /**
   * Quick-list filters (GET /api/tarjetas): color and equipo accept any of their values; `sinValor` adds the
   * empty value ('') to a column's accepted ones (only '' when none is given), as the Pareto counts its
   * '(sin valor)' bar.
   */
  static filtroLista(f: {
    color?: readonly string[];
    estado?: string;
    equipo?: readonly string[];
    prioridad?: string;
    numero?: number;
    maquina?: string;
    familia?: string;
    sinValor?: readonly CampoSinValor[];
    q?: string;
  }): FiltroTarjetas {
    const vacio = new Set(f.sinValor);
    const aceptados = (campo: CampoSinValor, vs: readonly string[]) => [...new Set([...vs, ...(vacio.has(campo) ? [''] : [])])];
    const valores: FiltroTarjetas['valores'] = {};
    if (f.color?.length) valores.color = [...new Set(f.color)];
    if (f.estado) valores.estado = [f.estado];
    const equipos = aceptados('equipo', f.equipo ?? []);
    if (equipos.length) valores.equipo = equipos;
    if (f.prioridad) valores.prioridad = [f.prioridad];
    const otros: (SQL | undefined)[] = [];
    if (f.numero !== undefined) otros.push(eq(tarjetas.numero, f.numero));
    // Not counted in tarjeta_totales: the total counts the matching cards.
    for (const [campo, col] of [
      ['maquina', tarjetas.maquina],
      ['familia', tarjetas.familia],
    ] as const) {
      const vs = aceptados(campo, f[campo] ? [f[campo]] : []);
      if (vs.length) otros.push(vs.length === 1 ? eq(col, vs[0]) : inArray(col, vs));
    }
    if (f.q) {
      const like = `%${escapeLike(f.q)}%`;
      const numero = leerEnteroInt4(f.q);
      otros.push(
        or(
          ilike(tarjetas.descripcion, like),
          ilike(tarjetas.equipo, like),
          ilike(tarjetas.maquina, like),
          ilike(tarjetas.detecto, like),
          numero === undefined ? undefined : eq(tarjetas.numero, numero),
        ),
      );
    }
    return { valores, otros: otros.length ? and(...otros) : undefined };
  }

  /** /tarjetasfiltro filters: each column's chosen values, and the convertida/planificación checkboxes. */
  filtroSeleccion(f: { filtros: Partial<Record<ColumnaExportable, string[]>>; convertida: boolean; planificacion: boolean }): FiltroTarjetas {
    const valores: FiltroTarjetas['valores'] = {};
    const otros: SQL[] = [];
    for (const [col, values] of Object.entries(f.filtros) as [ColumnaExportable, string[] | undefined][]) {
      if (!values?.length) continue;
      // A counted column's text is the column itself (columnasTexto), so its values filter the totals too.
      if (esDimension(col)) valores[col] = values;
      else otros.push(inArray(this.columnas[col].text, values));
    }
    if (f.convertida) otros.push(eq(tarjetas.convertida, true));
    if (f.planificacion) otros.push(eq(tarjetas.planificacion, true));
    return { valores, otros: otros.length ? and(...otros) : undefined };
  }
}
