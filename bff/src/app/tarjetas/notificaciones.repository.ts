import { Inject, Injectable } from '@nestjs/common';
import { and, desc, eq, sql } from 'drizzle-orm';
import { notificacionesLectura, tarjetas, type TarjetaRow } from '../../db/schema';
import { DB, type Db } from '../database/database.types';

/** How many closed cards the bell lists. */
export const NOTIFICACIONES_LIMITE = 5;

const cerradasDe = (userId: string) => and(eq(tarjetas.creadoPor, userId), eq(tarjetas.estado, 'Cerrada'));

@Injectable()
export class NotificacionesRepository {
  constructor(@Inject(DB) private readonly db: Db) {}

  /** The last cards the user created that are closed, newest close first. */
  ultimasCerradas(userId: string): Promise<TarjetaRow[]> {
    return this.db.select().from(tarjetas).where(cerradasDe(userId)).orderBy(desc(tarjetas.cerradaEn), desc(tarjetas.id)).limit(NOTIFICACIONES_LIMITE);
  }

  /** Of those cards, the ones closed after the user's read marker (all of them without a marker). */
  async countNoLeidas(userId: string): Promise<number> {
    const ultimas = this.db
      .select({ cerradaEn: tarjetas.cerradaEn })
      .from(tarjetas)
      .where(cerradasDe(userId))
      .orderBy(desc(tarjetas.cerradaEn), desc(tarjetas.id))
      .limit(NOTIFICACIONES_LIMITE)
      .as('ultimas');
    const marca = sql`coalesce((select ${notificacionesLectura.leidasHasta} from ${notificacionesLectura} where ${notificacionesLectura.userId} = ${userId}), '-infinity'::timestamptz)`;
    const [{ n }] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(ultimas)
      .where(sql`${ultimas.cerradaEn} > ${marca}`);
    return n;
  }

  /**
   * Moves the user's marker to their newest close. Never backwards, and no write (so no audit record)
   * when nothing is new.
   */
  async updateLeidas(userId: string): Promise<void> {
    await this.db.execute(sql`
      insert into ${notificacionesLectura} (user_id, leidas_hasta)
      select ${userId}::uuid, max(${tarjetas.cerradaEn}) from ${tarjetas} where ${cerradasDe(userId)}
      having max(${tarjetas.cerradaEn}) is not null
      on conflict (planta_id, user_id) do update set leidas_hasta = excluded.leidas_hasta
      where ${notificacionesLectura.leidasHasta} < excluded.leidas_hasta`);
  }
}
