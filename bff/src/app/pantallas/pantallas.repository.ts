import { Inject, Injectable } from '@nestjs/common';
import { and, asc, count, eq, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { PANTALLAS_CANAL, type Pantalla, type PantallaAjustesInput } from '@portal/shared/domain';
import { pantallas, users, type PantallaRow } from '../../db/schema';
import { DB, type Db } from '../database/database.types';
import { notify } from '../database/notifications';

export type NuevaPantalla = Pick<typeof pantallas.$inferInsert, 'nombre' | 'tokenHash' | 'creadaPor' | 'segundos' | 'equipo'>;

const toPantalla = (row: PantallaRow, creadaPor: string | null): Pantalla => ({
  _id: row.id,
  nombre: row.nombre,
  creadaPor,
  fechaCreacion: row.fechaCreacion.toISOString(),
  ultimoUso: row.ultimoUso?.toISOString() ?? null,
  segundos: row.segundos,
  equipo: row.equipo,
});

/** Every query of the TV board's pantallas. */
@Injectable()
export class PantallasRepository {
  constructor(@Inject(DB) private readonly db: Db) {}

  /** Active (not revoked) pantallas with their creator's name, oldest first. */
  async activas(): Promise<Pantalla[]> {
    const rows = await this.db
      .select({ row: pantallas, creador: users.name })
      .from(pantallas)
      .leftJoin(users, eq(users.id, pantallas.creadaPor))
      .where(isNull(pantallas.revocadaEn))
      .orderBy(asc(pantallas.fechaCreacion), asc(pantallas.id));
    return rows.map(({ row, creador }) => toPantalla(row, creador));
  }

  async countActivas(): Promise<number> {
    const [{ n }] = await this.db.select({ n: count() }).from(pantallas).where(isNull(pantallas.revocadaEn));
    return n;
  }

  async insert(nueva: NuevaPantalla): Promise<Pantalla> {
    const [row] = await this.db.insert(pantallas).values(nueva).returning();
    return this.conCreador(row);
  }

  /** Whether an active pantalla other than `exceptoId` has this name, whatever the case (the unique index's rule). */
  async nombreEnUso(nombre: string, exceptoId?: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: pantallas.id })
      .from(pantallas)
      .where(and(sql`lower(${pantallas.nombre}) = lower(${nombre})`, isNull(pantallas.revocadaEn), exceptoId ? ne(pantallas.id, exceptoId) : undefined));
    return row !== undefined;
  }

  /** Changes an active pantalla's settings; undefined when there is none with that id. */
  async update(id: string, ajustes: PantallaAjustesInput): Promise<Pantalla | undefined> {
    const [row] = await this.db
      .update(pantallas)
      .set(ajustes)
      .where(and(eq(pantallas.id, id), isNull(pantallas.revocadaEn)))
      .returning();
    return row && this.conCreador(row);
  }

  /** Gives an active pantalla a new token (its hash): the paired TV's. */
  async updateToken(id: string, tokenHash: string): Promise<boolean> {
    const rows = await this.db
      .update(pantallas)
      .set({ tokenHash })
      .where(and(eq(pantallas.id, id), isNull(pantallas.revocadaEn)))
      .returning({ id: pantallas.id });
    return rows.length > 0;
  }

  private async conCreador(row: PantallaRow): Promise<Pantalla> {
    const [creador] = row.creadaPor ? await this.db.select({ name: users.name }).from(users).where(eq(users.id, row.creadaPor)) : [];
    return toPantalla(row, creador?.name ?? null);
  }

  /** The active pantalla whose token hashes to `tokenHash`. */
  async activaPorHash(tokenHash: string): Promise<PantallaRow | undefined> {
    const [row] = await this.db
      .select()
      .from(pantallas)
      .where(and(eq(pantallas.tokenHash, tokenHash), isNull(pantallas.revocadaEn)));
    return row;
  }

  /** Sets `revocada_en` of an active pantalla; false when there is none with that id (unknown or already revoked). */
  async revocar(id: string, ahora: Date): Promise<boolean> {
    const rows = await this.db
      .update(pantallas)
      .set({ revocadaEn: ahora })
      .where(and(eq(pantallas.id, id), isNull(pantallas.revocadaEn)))
      .returning({ id: pantallas.id });
    return rows.length > 0;
  }

  /** Tells every instance (on commit) that the pantalla was revoked: its open board streams end. */
  async notifyRevocada(id: string): Promise<void> {
    await notify(this.db, PANTALLAS_CANAL, id);
  }

  /** Records a use, at most once per `intervaloMs` (a conditional UPDATE: no write in between). */
  async updateUltimoUso(id: string, ahora: Date, intervaloMs: number): Promise<void> {
    const limite = new Date(ahora.getTime() - intervaloMs);
    await this.db
      .update(pantallas)
      .set({ ultimoUso: ahora })
      .where(and(eq(pantallas.id, id), isNull(pantallas.revocadaEn), or(isNull(pantallas.ultimoUso), lt(pantallas.ultimoUso, limite))));
  }
}
