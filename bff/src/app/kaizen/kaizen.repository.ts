import { Inject, Injectable } from '@nestjs/common';
import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  leerEnteroInt4,
  PILARES,
  type EstadoActualKaizen,
  type KaizenDeTarjeta,
  type KaizenSortField,
  type KaizenTarjetaPar,
  type KaizenTotales,
  type Pilar,
  type RolTarjetaKaizen,
} from '@portal/shared/domain';
import { kaizenContador, kaizens, kaizenTarjetas, tarjetas, type KaizenRow } from '../../db/schema';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { DB, type Db } from '../database/database.types';
import { agruparRefs, toTarjetaRef, type KaizenRefs, type KaizenTarjetaLink } from './kaizen.mapper';

export type NuevoKaizen = Omit<typeof kaizens.$inferInsert, 'id' | 'numero' | 'estado' | 'implementacion'>;
export type CambiosKaizen = Partial<Omit<typeof kaizens.$inferInsert, 'id' | 'numero' | 'creadoPor'>>;

/** An existing card to link: its id and the colour and number kept if it is deleted later. */
export interface TarjetaALinkear {
  id: string;
  color: string;
  numero: number;
}

/** The list's, totals' and export's filters. */
export interface FiltroKaizens {
  estado?: EstadoActualKaizen;
  pilar?: Pilar;
  maquina?: string;
  q?: string;
}

export interface ListaKaizens {
  filtro?: FiltroKaizens;
  sort?: KaizenSortField;
  order?: 'asc' | 'desc';
  /** -1 or undefined: every row. */
  limit?: number;
  offset?: number;
}

/** 'Estado actual' in the Kaizen's life order: Abierta, En implementacion, Cerrada. */
const ESTADO_ACTUAL_ORDEN = sql`(case when ${kaizens.estado} = 'Cerrada' then 2 when ${kaizens.implementacion} then 1 else 0 end)`;

const SORT_COLUMNS: Record<KaizenSortField, SQL | AnyPgColumn> = {
  numero: kaizens.numero,
  codigo: kaizens.codigo,
  maquina: kaizens.maquina,
  fecha: kaizens.fecha,
  tema: kaizens.tema,
  estadoActual: ESTADO_ACTUAL_ORDEN,
  lider: kaizens.lider,
  pilar: kaizens.pilar,
};

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function whereKaizens(f: FiltroKaizens = {}): SQL | undefined {
  const conds: (SQL | undefined)[] = [];
  if (f.estado === 'Cerrada') conds.push(eq(kaizens.estado, 'Cerrada'));
  else if (f.estado) conds.push(and(eq(kaizens.estado, 'Abierta'), eq(kaizens.implementacion, f.estado === 'En implementacion')));
  if (f.pilar) conds.push(eq(kaizens.pilar, f.pilar));
  if (f.maquina) conds.push(eq(kaizens.maquina, f.maquina));
  if (f.q) {
    const like = `%${escapeLike(f.q)}%`;
    const numero = leerEnteroInt4(f.q);
    conds.push(
      or(
        numero === undefined ? undefined : eq(kaizens.numero, numero),
        ilike(kaizens.codigo, like),
        ilike(kaizens.maquina, like),
        ilike(kaizens.tema, like),
        ilike(kaizens.lider, like),
        ilike(kaizens.linea, like),
      ),
    );
  }
  return and(...conds);
}

/** A sum of a numeric amount column, exact over decimals (null when no row has a number). */
const suma = (col: AnyPgColumn) => sql<number | null>`sum(${col}::numeric)::float8`;

/** Every query of the Kaizen module. */
@Injectable()
export class KaizenRepository {
  constructor(@Inject(DB) private readonly db: Db) {}

  async exists(id: string): Promise<boolean> {
    const [row] = await this.db.select({ id: kaizens.id }).from(kaizens).where(eq(kaizens.id, id)).limit(1);
    return Boolean(row);
  }

  findById(id: string): Promise<KaizenRow | undefined> {
    return this.db
      .select()
      .from(kaizens)
      .where(eq(kaizens.id, id))
      .then((rows) => rows[0]);
  }

  async tarjetaExists(id: string): Promise<boolean> {
    const [row] = await this.db.select({ id: tarjetas.id }).from(tarjetas).where(eq(tarjetas.id, id)).limit(1);
    return Boolean(row);
  }

  /** The cards with these colours and numbers that exist (one query). */
  tarjetasPorPar(pares: readonly KaizenTarjetaPar[]): Promise<TarjetaALinkear[]> {
    if (!pares.length) return Promise.resolve([]);
    return this.db
      .select({ id: tarjetas.id, color: tarjetas.color, numero: tarjetas.numero })
      .from(tarjetas)
      .where(or(...pares.map((p) => and(eq(tarjetas.color, p.color), eq(tarjetas.numero, p.numero)))));
  }

  /** The linked cards of these Kaizens with their live state, in one query. */
  async refs(kaizenIds: readonly string[]): Promise<Map<string, KaizenRefs>> {
    if (!kaizenIds.length) return new Map();
    const links: KaizenTarjetaLink[] = await this.db
      .select({
        kaizenId: kaizenTarjetas.kaizenId,
        rol: kaizenTarjetas.rol,
        tarjetaId: kaizenTarjetas.tarjetaId,
        color: kaizenTarjetas.color,
        numero: kaizenTarjetas.numero,
        estado: tarjetas.estado,
        descripcion: tarjetas.descripcion,
      })
      .from(kaizenTarjetas)
      .leftJoin(tarjetas, eq(tarjetas.id, kaizenTarjetas.tarjetaId))
      .where(inArray(kaizenTarjetas.kaizenId, [...kaizenIds]))
      .orderBy(asc(kaizenTarjetas.id));
    return agruparRefs(links);
  }

  /**
   * Numbers the Kaizen from kaizen_contador in the inserting transaction (the row lock orders concurrent
   * creates; a rolled-back create gives its number back) and links its source cards in order.
   */
  insert(values: NuevoKaizen, origen: readonly TarjetaALinkear[]): Promise<KaizenRow> {
    return this.db.transaction(async (tx) => {
      const [{ last }] = await tx
        .update(kaizenContador)
        .set({ last: sql`${kaizenContador.last} + 1` })
        .where(eq(kaizenContador.id, 1))
        .returning({ last: kaizenContador.last });
      const [row] = await tx
        .insert(kaizens)
        .values({ ...values, numero: last })
        .returning();
      if (origen.length)
        await tx
          .insert(kaizenTarjetas)
          .values(origen.map((t) => ({ kaizenId: row.id, rol: 'origen' as const, tarjetaId: t.id, color: t.color, numero: t.numero })));
      return row;
    });
  }

  /** Appends links in order; a card already linked in that role stays once. */
  async vincular(kaizenId: string, rol: RolTarjetaKaizen, cards: readonly TarjetaALinkear[]): Promise<void> {
    if (!cards.length) return;
    await this.db
      .insert(kaizenTarjetas)
      .values(cards.map((t) => ({ kaizenId, rol, tarjetaId: t.id, color: t.color, numero: t.numero })))
      .onConflictDoNothing();
  }

  /**
   * The Kaizen, row-locked until the caller's transaction ends (call it inside one, e.g. the audited write):
   * its state checks and its write are then one step for concurrent closes, edits and Hacer cards.
   */
  lock(id: string): Promise<KaizenRow | undefined> {
    return this.db
      .select()
      .from(kaizens)
      .where(eq(kaizens.id, id))
      .for('update')
      .then((rows) => rows[0]);
  }

  async update(id: string, changes: CambiosKaizen): Promise<KaizenRow | undefined> {
    const [row] = await this.db.update(kaizens).set(changes).where(eq(kaizens.id, id)).returning();
    return row;
  }

  /** The deleted Kaizen's image URLs, undefined when no Kaizen had that id (its links go with it). */
  async delete(id: string): Promise<{ imagenFrontUrl: string; imagenBackUrl: string } | undefined> {
    const [row] = await this.db
      .delete(kaizens)
      .where(eq(kaizens.id, id))
      .returning({ imagenFrontUrl: kaizens.imagenFrontUrl, imagenBackUrl: kaizens.imagenBackUrl });
    return row;
  }

  list({ filtro, sort = 'numero', order = 'desc', limit, offset = 0 }: ListaKaizens = {}): Promise<KaizenRow[]> {
    const dir = order === 'asc' ? asc : desc;
    const q = this.db.select().from(kaizens).where(whereKaizens(filtro)).orderBy(dir(SORT_COLUMNS[sort]), dir(kaizens.id)).offset(offset);
    return limit === undefined || limit < 0 ? q : q.limit(limit);
  }

  async count(filtro?: FiltroKaizens): Promise<number> {
    const [{ n }] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(kaizens)
      .where(whereKaizens(filtro));
    return n;
  }

  /** Per pilar (the options' order) and overall: how many, and the sums of the numeric costos and beneficios. */
  async totales(filtro?: FiltroKaizens): Promise<KaizenTotales> {
    const rows = await this.db
      .select({
        pilar: kaizens.pilar,
        total: sql<boolean>`grouping(${kaizens.pilar}) = 1`,
        cantidad: sql<number>`count(*)::int`,
        costo: suma(kaizens.costoImporte),
        beneficio: suma(kaizens.beneficioImporte),
        conCosto: sql<number>`count(${kaizens.costoImporte})::int`,
        conBeneficio: sql<number>`count(${kaizens.beneficioImporte})::int`,
      })
      .from(kaizens)
      .where(whereKaizens(filtro))
      .groupBy(sql`rollup(${kaizens.pilar})`);
    const total = rows.find((r) => r.total);
    const orden = (p: string) => PILARES.indexOf(p as Pilar);
    return {
      pilares: rows
        .filter((r) => !r.total)
        .sort((a, b) => orden(a.pilar) - orden(b.pilar))
        .map(({ pilar, cantidad, costo, beneficio, conCosto, conBeneficio }) => ({
          pilar: pilar as Pilar,
          cantidad,
          costo,
          beneficio,
          conCosto,
          conBeneficio,
        })),
      total: { cantidad: total?.cantidad ?? 0, costo: total?.costo ?? null, beneficio: total?.beneficio ?? null },
    };
  }

  /** The Kaizens a card is linked to, newest first, with its roles in each. */
  deTarjeta(tarjetaId: string): Promise<(Omit<KaizenDeTarjeta, 'estadoActual'> & Pick<KaizenRow, 'estado' | 'implementacion'>)[]> {
    return this.db
      .select({
        _id: kaizens.id,
        numero: kaizens.numero,
        codigo: kaizens.codigo,
        tema: kaizens.tema,
        estado: kaizens.estado,
        implementacion: kaizens.implementacion,
        roles: sql<RolTarjetaKaizen[]>`array_agg(${kaizenTarjetas.rol} order by ${kaizenTarjetas.rol} desc)`,
      })
      .from(kaizenTarjetas)
      .innerJoin(kaizens, eq(kaizens.id, kaizenTarjetas.kaizenId))
      .where(eq(kaizenTarjetas.tarjetaId, tarjetaId))
      .groupBy(kaizens.id)
      .orderBy(desc(kaizens.numero));
  }

  /** The distinct familias of the Kaizen's (still existing) source cards. */
  async familiasOrigen(kaizenId: string): Promise<string[]> {
    const rows = await this.db
      .selectDistinct({ familia: tarjetas.familia })
      .from(kaizenTarjetas)
      .innerJoin(tarjetas, eq(tarjetas.id, kaizenTarjetas.tarjetaId))
      .where(and(eq(kaizenTarjetas.kaizenId, kaizenId), eq(kaizenTarjetas.rol, 'origen')))
      .orderBy(tarjetas.familia);
    return rows.map((r) => r.familia);
  }

  /** 00:00 of the day after `dia` ('YYYY-MM-DD') in `zona`. */
  async inicioDiaSiguiente(dia: string, zona: string): Promise<Date> {
    const [{ desde }] = await this.db.select({ desde: sql<string>`((${dia}::date + 1)::timestamp at time zone ${zona})::text` }).from(sql`(select 1) as uno`);
    return new Date(desde);
  }

  /** Open cards on `maquina` of these familias opened at or after `desde`: how many, and the newest `max`. */
  async recurrencia(maquina: string, familias: readonly string[], desde: Date, max: number) {
    const where = and(
      eq(tarjetas.estado, 'Abierta'),
      eq(tarjetas.maquina, maquina),
      inArray(tarjetas.familia, [...familias]),
      sql`${tarjetas.fecha} >= ${desde.toISOString()}::timestamptz`,
    );
    const [[{ total }], rows] = await Promise.all([
      this.db
        .select({ total: sql<number>`count(*)::int` })
        .from(tarjetas)
        .where(where),
      this.db
        .select({ tarjetaId: tarjetas.id, color: tarjetas.color, numero: tarjetas.numero, estado: tarjetas.estado, descripcion: tarjetas.descripcion })
        .from(tarjetas)
        .where(where)
        .orderBy(desc(tarjetas.fecha), desc(tarjetas.id))
        .limit(max),
    ]);
    return { total, tarjetas: rows.map(toTarjetaRef) };
  }
}
