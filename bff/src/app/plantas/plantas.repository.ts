import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { equiposAm, plantas, type PlantaRow } from '../../db/schema';
import { prepararMesesSql } from '../../db/tarjeta-meses';
import { conAlcance, type AlcancePlanta } from '../database/alcance-planta';
import { DB, type Db } from '../database/database.types';

/** What an Admin may change of a plant (`PATCH /api/plantas/:id`). */
export type CambiosPlanta = Partial<
  Pick<
    PlantaRow,
    'nombre' | 'codigo' | 'zona' | 'diasAlertaAlta' | 'diasAlertaMedia' | 'diasAlertaBaja' | 'destinatariosReporte' | 'pasosAm' | 'programaAm' | 'turnos'
  >
>;

@Injectable()
export class PlantasRepository {
  constructor(@Inject(DB) private readonly db: Db) {}

  list(): Promise<PlantaRow[]> {
    return this.db.select().from(plantas).orderBy(asc(plantas.id));
  }

  /** The plants of `ids` (the table has no row-level security: every session sees every plant, so this filters). */
  listIds(ids: readonly number[]): Promise<PlantaRow[]> {
    if (!ids.length) return Promise.resolve([]);
    return this.db
      .select()
      .from(plantas)
      .where(inArray(plantas.id, [...ids]))
      .orderBy(asc(plantas.id));
  }

  async findById(id: number): Promise<PlantaRow | undefined> {
    const [row] = await this.db.select().from(plantas).where(eq(plantas.id, id)).limit(1);
    return row;
  }

  /** The plant's row, locked until the caller's transaction ends (its settings change one edit at a time). */
  async lockById(id: number): Promise<PlantaRow | undefined> {
    const [row] = await this.db.select().from(plantas).where(eq(plantas.id, id)).for('update');
    return row;
  }

  /**
   * The highest step a team of the session's plant is at (0 when none is in the program): what a shorter list of steps
   * must keep. Read here, not through the program's module, because it guards this table's edit.
   */
  async pasoAmMaximo(): Promise<number> {
    const [{ n }] = await this.db.select({ n: sql<number>`coalesce(max(${equiposAm.paso}), 0)::int` }).from(equiposAm);
    return Number(n);
  }

  async findByCodigo(codigo: string): Promise<PlantaRow | undefined> {
    const [row] = await this.db.select().from(plantas).where(eq(plantas.codigo, codigo)).limit(1);
    return row;
  }

  /** Whether another plant than `exceptId` has `codigo`. */
  async codigoEnUso(codigo: string, exceptId: number): Promise<boolean> {
    const rows = await this.db
      .select({ id: plantas.id })
      .from(plantas)
      .where(and(eq(plantas.codigo, codigo), ne(plantas.id, exceptId)))
      .limit(1);
    return rows.length > 0;
  }

  async insert(planta: Pick<PlantaRow, 'nombre' | 'codigo'>): Promise<PlantaRow> {
    const [row] = await this.db.insert(plantas).values(planta).returning();
    return row;
  }

  async update(id: number, cambios: CambiosPlanta): Promise<PlantaRow | undefined> {
    const [row] = await this.db.update(plantas).set(cambios).where(eq(plantas.id, id)).returning();
    return row;
  }

  /** Counts the plant's cards per month in `zona` (tarjeta_meses), unless they already are: after a zone change. */
  async prepararMeses(id: number, zona: string): Promise<void> {
    await this.db.execute(prepararMesesSql(id, zona));
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
