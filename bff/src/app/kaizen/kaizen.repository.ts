import { Inject, Injectable } from '@nestjs/common';
import { asc, eq, inArray } from 'drizzle-orm';
import { kaizens, kaizenTarjetas, tarjetas, type KaizenRow } from '../../db/schema';
import { DB, type Db } from '../database/database.types';
import { agruparRefs, type KaizenRefs, type KaizenTarjetaLink } from './kaizen.mapper';

/** Every query of the Kaizen module. */
@Injectable()
export class KaizenRepository {
  constructor(@Inject(DB) private readonly db: Db) {}

  async exists(id: string): Promise<boolean> {
    const [row] = await this.db.select({ id: kaizens.id }).from(kaizens).where(eq(kaizens.id, id)).limit(1);
    return Boolean(row);
  }

  findById(id: string): Promise<KaizenRow | undefined> {
    return this.db.select().from(kaizens).where(eq(kaizens.id, id)).then((rows) => rows[0]);
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
}
