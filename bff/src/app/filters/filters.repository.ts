import { Inject, Injectable } from '@nestjs/common';
import { asc, eq } from 'drizzle-orm';
import { filtros, type FiltroRow } from '../../db/schema';
import { DB, type Db } from '../database/database.types';

@Injectable()
export class FiltersRepository {
  constructor(@Inject(DB) private readonly db: Db) {}

  listOf(userId: string): Promise<FiltroRow[]> {
    return this.db.select().from(filtros).where(eq(filtros.userId, userId)).orderBy(asc(filtros.nombre));
  }

  /** Throws the driver's unique violation (23505) when the user already has a preset with that name. */
  async insert(userId: string, nombre: string, seleccion: Record<string, unknown>): Promise<FiltroRow> {
    const [row] = await this.db.insert(filtros).values({ userId, nombre, seleccion }).returning();
    return row;
  }
}
