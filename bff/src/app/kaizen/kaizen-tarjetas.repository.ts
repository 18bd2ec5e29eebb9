import { Inject, Injectable } from '@nestjs/common';
import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { KaizenDeTarjeta, KaizenTarjetaPar, RolTarjetaKaizen } from '@portal/shared/domain';
import { kaizens, kaizenTarjetas, tarjetas, type KaizenRow } from '../../db/schema';
import { DB, type Db } from '../database/database.types';
import { agruparRefs, toTarjetaRef, type KaizenRefs, type KaizenTarjetaLink } from './kaizen.mapper';
import type { TarjetaALinkear } from './kaizen.repository';

/** The Kaizens' cards: looking them up, the links (kaizen_tarjetas) and the cards that came back after a close. */
@Injectable()
export class KaizenTarjetasRepository {
  constructor(@Inject(DB) private readonly db: Db) {}

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

  /** Appends links in order; a card already linked in that role stays once. */
  async vincular(kaizenId: string, rol: RolTarjetaKaizen, cards: readonly TarjetaALinkear[]): Promise<void> {
    if (!cards.length) return;
    await this.db
      .insert(kaizenTarjetas)
      .values(cards.map((t) => ({ kaizenId, rol, tarjetaId: t.id, color: t.color, numero: t.numero })))
      .onConflictDoNothing();
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
