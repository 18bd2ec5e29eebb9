import { Inject, Injectable } from '@nestjs/common';
import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { leerEnteroInt4, ZONA_HORARIA_PLANTA, type Color, type ColumnaExportable, type TarjetaSortField } from '@portal/shared/domain';
import { campos, tarjetaContadores, tarjetas, type CampoRow, type TarjetaRow } from '../../db/schema';
import { DB, type Db } from '../database/database.types';

export type NuevaTarjeta = Omit<typeof tarjetas.$inferInsert, 'id' | 'numero' | 'estado'>;
export type CambiosTarjeta = Partial<Omit<typeof tarjetas.$inferInsert, 'id' | 'numero' | 'color'>>;

export interface ListOptions {
  where?: SQL;
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

const dia = (col: typeof tarjetas.fecha | typeof tarjetas.finReparacion) => sql<string>`to_char(${col} at time zone ${sql.raw(`'${ZONA_HORARIA_PLANTA}'`)}, 'DD/MM/YYYY')`;

/**
 * Each export column as text (the per-column filters and distinct values compare these), and the
 * expression its distinct values are ordered by.
 */
const COLUMN_TEXT: Record<ColumnaExportable, { text: SQL; orden: SQL }> = {
  numero: { text: sql`${tarjetas.numero}::text`, orden: sql`min(${tarjetas.numero})` },
  color: { text: sql`${tarjetas.color}`, orden: sql`min(${tarjetas.color})` },
  prioridad: { text: sql`${tarjetas.prioridad}`, orden: sql`min(${tarjetas.prioridad})` },
  equipo: { text: sql`${tarjetas.equipo}`, orden: sql`min(${tarjetas.equipo})` },
  fecha: { text: dia(tarjetas.fecha), orden: sql`max(${tarjetas.fecha}) desc` },
  descripcion: { text: sql`${tarjetas.descripcion}`, orden: sql`min(${tarjetas.descripcion})` },
  estado: { text: sql`${tarjetas.estado}`, orden: sql`min(${tarjetas.estado})` },
  maquina: { text: sql`${tarjetas.maquina}`, orden: sql`min(${tarjetas.maquina})` },
  detecto: { text: sql`${tarjetas.detecto}`, orden: sql`min(${tarjetas.detecto})` },
  familia: { text: sql`${tarjetas.familia}`, orden: sql`min(${tarjetas.familia})` },
  tipodeRiesgo: { text: sql`${tarjetas.tipodeRiesgo}`, orden: sql`min(${tarjetas.tipodeRiesgo})` },
  riesgoInicial: { text: sql`${tarjetas.riesgoInicial}`, orden: sql`min(${tarjetas.riesgoInicial})` },
  riesgoFinal: { text: sql`${tarjetas.riesgoFinal}`, orden: sql`min(${tarjetas.riesgoFinal})` },
  tipoAccion: { text: sql`${tarjetas.tipoAccion}`, orden: sql`min(${tarjetas.tipoAccion})` },
  responsable: { text: sql`${tarjetas.responsable}`, orden: sql`min(${tarjetas.responsable})` },
  tiempoEmpleado: { text: sql`${tarjetas.tiempoEmpleado}::text`, orden: sql`min(${tarjetas.tiempoEmpleado})` },
  causa: { text: sql`${tarjetas.causa}`, orden: sql`min(${tarjetas.causa})` },
  tareaRealizada: { text: sql`${tarjetas.tareaRealizada}`, orden: sql`min(${tarjetas.tareaRealizada})` },
  materialUtilizado: { text: sql`${tarjetas.materialUtilizado}`, orden: sql`min(${tarjetas.materialUtilizado})` },
  finReparacion: { text: dia(tarjetas.finReparacion), orden: sql`max(${tarjetas.finReparacion}) desc` },
};

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export const MAX_VALORES = 1000;

@Injectable()
export class TarjetasRepository {
  constructor(@Inject(DB) private readonly db: Db) {}

  findById(id: string): Promise<TarjetaRow | undefined> {
    return this.db.select().from(tarjetas).where(eq(tarjetas.id, id)).then((rows) => rows[0]);
  }

  async exists(id: string): Promise<boolean> {
    const rows = await this.db.select({ id: tarjetas.id }).from(tarjetas).where(eq(tarjetas.id, id));
    return rows.length > 0;
  }

  campos(): Promise<CampoRow[]> {
    return this.db.select().from(campos);
  }

  /** Numbers the card with its colour's counter in the inserting transaction: no duplicates, no gaps. */
  create(values: NuevaTarjeta & { color: Color }): Promise<TarjetaRow> {
    return this.db.transaction(async (tx) => {
      const [{ last }] = await tx
        .insert(tarjetaContadores)
        .values({ color: values.color, last: 1 })
        .onConflictDoUpdate({ target: tarjetaContadores.color, set: { last: sql`${tarjetaContadores.last} + 1` } })
        .returning({ last: tarjetaContadores.last });
      const [row] = await tx.insert(tarjetas).values({ ...values, numero: last }).returning();
      return row;
    });
  }

  async siguienteNumero(color: Color): Promise<number> {
    const [row] = await this.db.select({ last: tarjetaContadores.last }).from(tarjetaContadores).where(eq(tarjetaContadores.color, color));
    return (row?.last ?? 0) + 1;
  }

  /** Updates; `onlyIf` adds a condition (e.g. still Abierta). Undefined when no row matched. */
  async update(id: string, changes: CambiosTarjeta): Promise<TarjetaRow | undefined> {
    const [row] = await this.db.update(tarjetas).set(changes).where(eq(tarjetas.id, id)).returning();
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

  async delete(id: string): Promise<boolean> {
    const rows = await this.db.delete(tarjetas).where(eq(tarjetas.id, id)).returning({ id: tarjetas.id });
    return rows.length > 0;
  }

  list({ where, sort = 'fecha', order = 'desc', limit, offset = 0 }: ListOptions): Promise<TarjetaRow[]> {
    const dir = order === 'asc' ? asc : desc;
    const q = this.db
      .select()
      .from(tarjetas)
      .where(where)
      .orderBy(dir(SORT_COLUMNS[sort]), dir(tarjetas.id))
      .offset(offset);
    return limit === undefined || limit < 0 ? q : q.limit(limit);
  }

  async count(where?: SQL): Promise<number> {
    const [{ n }] = await this.db.select({ n: sql<number>`count(*)::int` }).from(tarjetas).where(where);
    return n;
  }

  /** Rows in pages of `batch` (keyset on fecha desc, id desc), for the streaming export. */
  async *stream(where: SQL | undefined, batch = 1000): AsyncGenerator<TarjetaRow[]> {
    let after: TarjetaRow | undefined;
    for (;;) {
      const keyset = after ? sql`(${tarjetas.fecha}, ${tarjetas.id}) < (${after.fecha.toISOString()}::timestamptz, ${after.id}::uuid)` : undefined;
      const rows = await this.db
        .select()
        .from(tarjetas)
        .where(and(where, keyset))
        .orderBy(desc(tarjetas.fecha), desc(tarjetas.id))
        .limit(batch);
      if (rows.length) yield rows;
      if (rows.length < batch) return;
      after = rows[rows.length - 1];
    }
  }

  /** The last `limit` cards the user created that are closed, newest close first. */
  notificaciones(userId: string, limit = 5): Promise<TarjetaRow[]> {
    return this.db
      .select()
      .from(tarjetas)
      .where(and(eq(tarjetas.creadoPor, userId), eq(tarjetas.estado, 'Cerrada')))
      .orderBy(desc(tarjetas.cerradaEn), desc(tarjetas.id))
      .limit(limit);
  }

  async valores(columna: ColumnaExportable): Promise<string[]> {
    const { text, orden } = COLUMN_TEXT[columna];
    const rows = await this.db
      .select({ v: sql<string>`${text}` })
      .from(tarjetas)
      .where(sql`${text} is not null and ${text} <> ''`)
      .groupBy(sql`1`)
      .orderBy(orden)
      .limit(MAX_VALORES);
    return rows.map((r) => r.v);
  }

  /** Quick-list filters (GET /api/tarjetas). */
  static listWhere(f: { color?: string; estado?: string; equipo?: string; prioridad?: string; numero?: number; q?: string }): SQL | undefined {
    const conds: (SQL | undefined)[] = [];
    if (f.color) conds.push(eq(tarjetas.color, f.color));
    if (f.estado) conds.push(eq(tarjetas.estado, f.estado));
    if (f.equipo) conds.push(eq(tarjetas.equipo, f.equipo));
    if (f.prioridad) conds.push(eq(tarjetas.prioridad, f.prioridad));
    if (f.numero !== undefined) conds.push(eq(tarjetas.numero, f.numero));
    if (f.q) {
      const like = `%${escapeLike(f.q)}%`;
      const numero = leerEnteroInt4(f.q);
      conds.push(
        or(
          ilike(tarjetas.descripcion, like),
          ilike(tarjetas.equipo, like),
          ilike(tarjetas.maquina, like),
          ilike(tarjetas.detecto, like),
          numero === undefined ? undefined : eq(tarjetas.numero, numero),
        ),
      );
    }
    return conds.length ? and(...conds) : undefined;
  }

  /** /tarjetasfiltro filters: each column's chosen values, and the convertida/planificación checkboxes. */
  static seleccionWhere(f: { filtros: Partial<Record<ColumnaExportable, string[]>>; convertida: boolean; planificacion: boolean }): SQL | undefined {
    const conds: SQL[] = [];
    for (const [col, values] of Object.entries(f.filtros) as [ColumnaExportable, string[] | undefined][]) {
      if (!values?.length) continue;
      conds.push(inArray(COLUMN_TEXT[col].text, values));
    }
    if (f.convertida) conds.push(eq(tarjetas.convertida, true));
    if (f.planificacion) conds.push(eq(tarjetas.planificacion, true));
    return conds.length ? and(...conds) : undefined;
  }
}
