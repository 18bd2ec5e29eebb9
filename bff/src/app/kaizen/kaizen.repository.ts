import { Inject, Injectable } from '@nestjs/common';
import { asc, desc, eq, sql } from 'drizzle-orm';
import { PILARES, type KaizenSortField, type KaizenTotales, type Pilar } from '@portal/shared/domain';
import { kaizenContador, kaizens, kaizenTarjetas, type KaizenRow } from '../../db/schema';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { DB, type Db } from '../database/database.types';
import { SORT_COLUMNS, whereKaizens, type FiltroKaizens } from './kaizen-filtros.sql';

export type NuevoKaizen = Omit<typeof kaizens.$inferInsert, 'id' | 'numero' | 'estado' | 'implementacion'>;
export type CambiosKaizen = Partial<Omit<typeof kaizens.$inferInsert, 'id' | 'numero' | 'creadoPor'>>;

/** An existing card to link: its id and the colour and number kept if it is deleted later. */
export interface TarjetaALinkear {
  id: string;
  color: string;
  numero: number;
}

export interface ListaKaizens {
  filtro?: FiltroKaizens;
  sort?: KaizenSortField;
  order?: 'asc' | 'desc';
  /** -1 or undefined: every row. */
  limit?: number;
  offset?: number;
}

/** A sum of a numeric amount column, exact over decimals (null when no row has a number). */
const suma = (col: AnyPgColumn) => sql<number | null>`sum(${col}::numeric)::float8`;

/** The Kaizens themselves: one by id, the list, its count and totals, and the writes (the card links: KaizenTarjetasRepository). */
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

  /**
   * Numbers the Kaizen from kaizen_contador in the inserting transaction (the row lock orders concurrent
   * creates; a rolled-back create gives its number back) and links its source cards in order.
   */
  insert(values: NuevoKaizen, origen: readonly TarjetaALinkear[]): Promise<KaizenRow> {
    return this.db.transaction(async (tx) => {
      // One counter per plant (the session's, by its policy); a new plant's first Kaizen creates it.
      const [{ last }] = await tx
        .insert(kaizenContador)
        .values({ id: 1, last: 1 })
        .onConflictDoUpdate({ target: [kaizenContador.plantaId, kaizenContador.id], set: { last: sql`${kaizenContador.last} + 1` } })
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
}
