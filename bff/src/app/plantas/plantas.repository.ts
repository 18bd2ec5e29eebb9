import { Inject, Injectable } from '@nestjs/common';
import { asc } from 'drizzle-orm';
import { plantas, type PlantaRow } from '../../db/schema';
import { conAlcance, type AlcancePlanta } from '../database/alcance-planta';
import { DB, type Db } from '../database/database.types';

@Injectable()
export class PlantasRepository {
  constructor(@Inject(DB) private readonly db: Db) {}

  list(): Promise<PlantaRow[]> {
    return this.db.select().from(plantas).orderBy(asc(plantas.id));
  }

  async ids(): Promise<number[]> {
    const rows = await this.db.select({ id: plantas.id }).from(plantas).orderBy(asc(plantas.id));
    return rows.map((r) => r.id);
  }

  /**
   * Runs fn reading every plant and writing none: what a lookup that comes before knowing the plant needs (a
   * pantalla's token). A job's work for a plant runs in `enPlanta`, one plant at a time.
   */
  async leyendoTodas<T>(fn: () => Promise<T>): Promise<T> {
    const alcance: AlcancePlanta = { lectura: await this.ids(), escritura: [] };
    return conAlcance(alcance, fn);
  }
}
