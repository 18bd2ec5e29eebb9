import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq } from 'drizzle-orm';
import type { ComentarioDestino } from '@portal/shared/domain';
import { comentarios, kaizens, tarjetas, type ComentarioRow } from '../../db/schema';
import { DB, type Db } from '../database/database.types';

export type NuevoComentario = Pick<typeof comentarios.$inferInsert, 'autorId' | 'autorNombre' | 'texto'>;

/** The comment's column that names its target. */
const destinoCol = (destino: ComentarioDestino) => (destino === 'kaizen' ? comentarios.kaizenId : comentarios.tarjetaId);

/** Every query of the comments. */
@Injectable()
export class ComentariosRepository {
  constructor(@Inject(DB) private readonly db: Db) {}

  async destinoExists(destino: ComentarioDestino, id: string): Promise<boolean> {
    const tabla = destino === 'kaizen' ? kaizens : tarjetas;
    const [row] = await this.db.select({ id: tabla.id }).from(tabla).where(eq(tabla.id, id)).limit(1);
    return Boolean(row);
  }

  /** The target's thread, oldest first (newest last). */
  list(destino: ComentarioDestino, id: string): Promise<ComentarioRow[]> {
    return this.db
      .select()
      .from(comentarios)
      .where(eq(destinoCol(destino), id))
      .orderBy(asc(comentarios.fecha), asc(comentarios.id));
  }

  async insert(destino: ComentarioDestino, id: string, values: NuevoComentario): Promise<ComentarioRow> {
    const [row] = await this.db
      .insert(comentarios)
      .values({ ...values, ...(destino === 'kaizen' ? { kaizenId: id } : { tarjetaId: id }) })
      .returning();
    return row;
  }

  /** The comment if it belongs to that target. */
  async find(destino: ComentarioDestino, id: string, comentarioId: string): Promise<ComentarioRow | undefined> {
    const [row] = await this.db
      .select()
      .from(comentarios)
      .where(and(eq(comentarios.id, comentarioId), eq(destinoCol(destino), id)))
      .limit(1);
    return row;
  }

  async delete(destino: ComentarioDestino, id: string, comentarioId: string): Promise<boolean> {
    const rows = await this.db
      .delete(comentarios)
      .where(and(eq(comentarios.id, comentarioId), eq(destinoCol(destino), id)))
      .returning({ id: comentarios.id });
    return rows.length > 0;
  }
}
