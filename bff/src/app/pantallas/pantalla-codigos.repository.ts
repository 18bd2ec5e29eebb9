import { Inject, Injectable } from '@nestjs/common';
import { and, count, desc, eq, gt, inArray, isNotNull, isNull, lte } from 'drizzle-orm';
import { pantallaCodigos, type PantallaCodigoRow } from '../../db/schema';
import { DB, type Db } from '../database/database.types';

export type NuevoCodigo = Pick<typeof pantallaCodigos.$inferInsert, 'codigo' | 'secretoHash' | 'expira' | 'ip'>;

/** Every query of the pairing codes (issue 22 §3). State lives in the database: the BFF runs as several replicas. */
@Injectable()
export class PantallaCodigosRepository {
  constructor(@Inject(DB) private readonly db: Db) {}

  async deleteVencidos(ahora: Date): Promise<void> {
    await this.db.delete(pantallaCodigos).where(lte(pantallaCodigos.expira, ahora));
  }

  /** Leaves room for one more code from `ip`: deletes its unpaired codes past the newest `max - 1`. */
  async deleteSobrantes(ip: string, max: number): Promise<void> {
    const sobrantes = this.db
      .select({ id: pantallaCodigos.id })
      .from(pantallaCodigos)
      .where(and(eq(pantallaCodigos.ip, ip), isNull(pantallaCodigos.pantallaId)))
      .orderBy(desc(pantallaCodigos.expira))
      .offset(max - 1);
    await this.db.delete(pantallaCodigos).where(inArray(pantallaCodigos.id, sobrantes));
  }

  async count(): Promise<number> {
    const [{ n }] = await this.db.select({ n: count() }).from(pantallaCodigos);
    return n;
  }

  /** False when the code is taken (the caller draws another). */
  async insert(nuevo: NuevoCodigo): Promise<boolean> {
    const rows = await this.db.insert(pantallaCodigos).values(nuevo).onConflictDoNothing().returning({ id: pantallaCodigos.id });
    return rows.length > 0;
  }

  /** The live code with this secret (the TV asking), paired or not. */
  async findBySecreto(codigo: string, secretoHash: string, ahora: Date): Promise<PantallaCodigoRow | undefined> {
    const [row] = await this.db
      .select()
      .from(pantallaCodigos)
      .where(and(eq(pantallaCodigos.codigo, codigo), eq(pantallaCodigos.secretoHash, secretoHash), gt(pantallaCodigos.expira, ahora)));
    return row;
  }

  /** Pairs a live, unpaired code with a pantalla and gives the TV until `expira` to take its token; false when there is none. */
  async vincular(codigo: string, pantallaId: string, ahora: Date, expira: Date): Promise<boolean> {
    const rows = await this.db
      .update(pantallaCodigos)
      .set({ pantallaId, expira })
      .where(and(eq(pantallaCodigos.codigo, codigo), isNull(pantallaCodigos.pantallaId), gt(pantallaCodigos.expira, ahora)))
      .returning({ id: pantallaCodigos.id });
    return rows.length > 0;
  }

  /** Deletes a paired code (the TV takes its token): only one request wins. */
  async deleteVinculado(id: string): Promise<boolean> {
    const rows = await this.db
      .delete(pantallaCodigos)
      .where(and(eq(pantallaCodigos.id, id), isNotNull(pantallaCodigos.pantallaId)))
      .returning({ id: pantallaCodigos.id });
    return rows.length > 0;
  }
}
