import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { CampoName } from '@portal/shared/domain';
import { campos, users, type CampoRow } from '../../db/schema';
import { DB, type Db } from '../database/database.types';

@Injectable()
export class CamposRepository {
  constructor(@Inject(DB) private readonly db: Db) {}

  /** Which of `valores` are configured options of `name`: the one query of "is this a configured campo?". */
  async configurados(name: CampoName, valores: readonly string[]): Promise<Set<string>> {
    if (valores.length === 0) return new Set();
    const rows = await this.db
      .select({ value: campos.value })
      .from(campos)
      .where(and(eq(campos.name, name), inArray(campos.value, [...valores])));
    return new Set(rows.map((r) => r.value));
  }

  list(): Promise<CampoRow[]> {
    return this.db.select().from(campos).orderBy(asc(campos.name), asc(campos.value));
  }

  findById(id: string): Promise<CampoRow | undefined> {
    return this.db
      .select()
      .from(campos)
      .where(eq(campos.id, id))
      .then((rows) => rows[0]);
  }

  /** The machines (every one, or those of `ids`) by name, for the QR labels. */
  maquinas(ids?: readonly string[]): Promise<CampoRow[]> {
    const soloMaquinas = eq(campos.name, 'maquina');
    return this.db
      .select()
      .from(campos)
      .where(ids ? and(soloMaquinas, inArray(campos.id, [...ids])) : soloMaquinas)
      .orderBy(asc(campos.value), asc(campos.id));
  }

  /** Throws the driver's unique violation (23505) when the value already exists for that name. */
  async insert(name: CampoName, value: string): Promise<CampoRow> {
    const [row] = await this.db.insert(campos).values({ name, value }).returning();
    return row;
  }

  /**
   * A deleted equipo is no machine's equipo any more, nor among a Jefe's equipos a cargo (same transaction: the audit
   * trail records them all).
   */
  async delete(id: string): Promise<boolean> {
    const rows = await this.db.delete(campos).where(eq(campos.id, id)).returning({ name: campos.name, value: campos.value });
    const borrado = rows[0];
    if (borrado?.name === 'equipo') {
      await this.db
        .update(campos)
        .set({ equipo: null })
        .where(and(eq(campos.name, 'maquina'), eq(campos.equipo, borrado.value)));
      await this.db
        .update(users)
        .set({ equiposACargo: sql`array_remove(${users.equiposACargo}, ${borrado.value}::text)` })
        .where(sql`${borrado.value}::text = any(${users.equiposACargo})`);
    }
    return rows.length > 0;
  }

  /**
   * Sets a machine's equipo in one statement that also checks it is a configured equipo (no race with its
   * deletion); undefined when the row is not a machine or the equipo is not configured.
   */
  async updateEquipo(id: string, equipo: string | null): Promise<CampoRow | undefined> {
    const configurado = equipo === null ? sql`true` : sql`exists (select 1 from ${campos} e where e.name = 'equipo' and e.value = ${equipo}::text)`;
    const [row] = await this.db
      .update(campos)
      .set({ equipo })
      .where(and(eq(campos.id, id), eq(campos.name, 'maquina'), configurado))
      .returning();
    return row;
  }

  /** Appends in one statement; undefined when the row is not a machine or already has the part. */
  async addPart(id: string, part: string): Promise<CampoRow | undefined> {
    const [row] = await this.db
      .update(campos)
      .set({ parteMaquina: sql`array_append(${campos.parteMaquina}, ${part}::text)` })
      .where(and(eq(campos.id, id), eq(campos.name, 'maquina'), sql`not (${part}::text = any(${campos.parteMaquina}))`))
      .returning();
    return row;
  }

  /** Undefined when the row does not have that part. */
  async removePart(id: string, part: string): Promise<CampoRow | undefined> {
    const [row] = await this.db
      .update(campos)
      .set({ parteMaquina: sql`array_remove(${campos.parteMaquina}, ${part}::text)` })
      .where(and(eq(campos.id, id), sql`${part}::text = any(${campos.parteMaquina})`))
      .returning();
    return row;
  }
}
