import { Inject, Injectable } from '@nestjs/common';
import { and, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import {
  CAMPOS_RECIENTES,
  ESTADOS_PLANIFICABLES,
  TARJETAS_ABIERTAS_MAX,
  type CampoReciente,
  type AgrupacionTarjetas,
  type Color,
  type ColumnaExportable,
  type Tarjeta,
  type TarjetasAbiertas,
  type TarjetasRecientes,
} from '@portal/shared/domain';
import { tarjetaCambios, tarjetas, tarjetaTotales, type TarjetaRow } from '../../db/schema';
import { DB, type Db } from '../database/database.types';
import { siguienteNumero, vistaPrevia } from './numeracion';
import { TARJETA_DTO_SELECT } from './tarjeta-dto-select';
import { recientesSql } from './tarjetas-recientes.sql';
import {
  columnasTexto,
  despuesDe,
  DIMENSIONES,
  FECHA_EXACTA,
  filtroLista,
  filtroSeleccion,
  ordenLista,
  whereTarjetas,
  whereTotales,
  type ClaveTarjeta,
  type ColumnasTexto,
  type FiltroListaConsulta,
  type FiltroSeleccionConsulta,
  type FiltroTarjetas,
  type ListOptions,
} from './tarjetas-filtros.sql';

export type { ClaveTarjeta, FiltroTarjetas, ListOptions } from './tarjetas-filtros.sql';

export type NuevaTarjeta = Omit<typeof tarjetas.$inferInsert, 'id' | 'numero' | 'estado'>;
export type CambiosTarjeta = Partial<Omit<typeof tarjetas.$inferInsert, 'id' | 'numero' | 'color'>>;

/** An API card plus its exact key; `JSON.stringify(rows, CAMPOS_TARJETA)` leaves `__fecha` out. */
export type TarjetaConClave = Tarjeta & { __fecha: string };

export const MAX_VALORES = 1000;

@Injectable()
export class TarjetasRepository {
  /** Each export column as text, dates in a plant's zone: built once per zone. */
  private readonly columnas = new Map<string, ColumnasTexto>();

  constructor(@Inject(DB) private readonly db: Db) {}

  private columnasEn(zona: string): ColumnasTexto {
    let c = this.columnas.get(zona);
    if (!c) this.columnas.set(zona, (c = columnasTexto(zona)));
    return c;
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
      const numero = await siguienteNumero(tx, values.color);
      const [row] = await tx
        .insert(tarjetas)
        .values({ ...values, numero })
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
    const result = await this.db.execute(recientesSql(userId, maquina));
    const filas = (result as unknown as { rows: { campo: CampoReciente; valores: string[] | string }[] }).rows;
    const recientes = Object.fromEntries(CAMPOS_RECIENTES.map((c) => [c, [] as string[]])) as TarjetasRecientes;
    for (const { campo, valores } of filas) recientes[campo] = typeof valores === 'string' ? (JSON.parse(valores) as string[]) : valores;
    return recientes;
  }

  siguienteNumero(color: Color): Promise<number> {
    return vistaPrevia(this.db, color);
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
    const where = whereTarjetas(filtro);
    const result = await this.db.execute(sql`select ${TARJETA_DTO_SELECT} from ${tarjetas}
      ${where ? sql`where ${where}` : sql``}
      order by ${ordenLista(sort, order)}
      ${limit === undefined || limit < 0 ? sql`` : sql`limit ${limit}`} offset ${offset}`);
    // Both drivers answer { rows }; the Db type (either driver) cannot say so.
    return (result as { rows: Tarjeta[] }).rows;
  }

  /** The stamp of the alcance's cards (tarjeta_cambios, per plant): a new one at every committed change to them. */
  async sello(): Promise<string> {
    const result = await this.db.execute(
      sql`select coalesce(string_agg(${tarjetaCambios.plantaId} || '.' || ${tarjetaCambios.sello}, ',' order by ${tarjetaCambios.plantaId}), '') as "sello" from ${tarjetaCambios}`,
    );
    return (result as { rows: { sello: string }[] }).rows[0].sello;
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
        .where(whereTotales(filtro.valores));
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
          .where(whereTotales(filtro.valores))
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

  /** A column's distinct values as text (dates in `zona`, the plant's). */
  async valores(columna: ColumnaExportable, zona: string): Promise<string[]> {
    const { text, orden } = this.columnasEn(zona)[columna];
    const rows = await this.db
      .select({ v: sql<string>`${text}` })
      .from(tarjetas)
      .where(sql`${text} is not null and ${text} <> ''`)
      .groupBy(sql`1`)
      .orderBy(orden)
      .limit(MAX_VALORES);
    return rows.map((r) => r.v);
  }

  /** Quick-list filters (GET /api/tarjetas): see `filtroLista` in tarjetas-filtros.sql. */
  static filtroLista(f: FiltroListaConsulta): FiltroTarjetas {
    return filtroLista(f);
  }

  /** /tarjetasfiltro filters: each column's chosen values, and the convertida/planificación checkboxes. */
  filtroSeleccion(f: FiltroSeleccionConsulta, zona: string): FiltroTarjetas {
    return filtroSeleccion(this.columnasEn(zona), f);
  }
}
