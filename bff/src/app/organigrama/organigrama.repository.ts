import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { NodoOrganigrama } from '@portal/shared/domain';
import { organigrama, users, type OrganigramaRow } from '../../db/schema';
import { DB, LOCKS, type Db } from '../database/database.types';

export type NuevoNodo = Omit<typeof organigrama.$inferInsert, 'id'>;
export type CambiosNodo = Partial<NuevoNodo>;

const delPadre = (parentId: string | null): SQL => (parentId === null ? isNull(organigrama.parentId) : eq(organigrama.parentId, parentId));

/** Every query of the org chart. */
@Injectable()
export class OrganigramaRepository {
  constructor(@Inject(DB) private readonly db: Db) {}

  /** Serializes the chart's writes until the caller's transaction ends (call it inside one). */
  async lock(): Promise<void> {
    await this.db.execute(sql`select pg_advisory_xact_lock(${LOCKS.organigrama})`);
  }

  /** Every position with its user's name, siblings in their order. */
  async list(): Promise<NodoOrganigrama[]> {
    const rows = await this.db
      .select({ row: organigrama, userName: users.name })
      .from(organigrama)
      .leftJoin(users, eq(users.id, organigrama.userId))
      .orderBy(sql`${organigrama.parentId} nulls first`, asc(organigrama.orden), asc(organigrama.titulo), asc(organigrama.id));
    return rows.map(({ row, userName }) => toNodo(row, userName));
  }

  async findNodo(id: string): Promise<NodoOrganigrama | undefined> {
    const [found] = await this.db
      .select({ row: organigrama, userName: users.name })
      .from(organigrama)
      .leftJoin(users, eq(users.id, organigrama.userId))
      .where(eq(organigrama.id, id));
    return found && toNodo(found.row, found.userName);
  }

  async findById(id: string): Promise<OrganigramaRow | undefined> {
    const [row] = await this.db.select().from(organigrama).where(eq(organigrama.id, id));
    return row;
  }

  async count(): Promise<number> {
    const [{ n }] = await this.db.select({ n: sql<number>`count(*)::int` }).from(organigrama);
    return n;
  }

  async userExists(id: string): Promise<boolean> {
    const [row] = await this.db.select({ id: users.id }).from(users).where(eq(users.id, id));
    return Boolean(row);
  }

  /** Whether `candidato` is `id` itself or one of the positions under it (moving `id` there would make a cycle). */
  async esDeSuRama(id: string, candidato: string): Promise<boolean> {
    const result = await this.db.execute(sql`
      with recursive arriba(id, parent_id) as (
        select o.id, o.parent_id from ${organigrama} o where o.id = ${candidato}
        union
        select o.id, o.parent_id from ${organigrama} o join arriba a on o.id = a.parent_id
      )
      select exists (select 1 from arriba where arriba.id = ${id}) as ciclo`);
    return Boolean((result as unknown as { rows: { ciclo: boolean }[] }).rows[0]?.ciclo);
  }

  async hijoExists(id: string): Promise<boolean> {
    const [row] = await this.db.select({ id: organigrama.id }).from(organigrama).where(eq(organigrama.parentId, id)).limit(1);
    return Boolean(row);
  }

  /** The ids under `parentId` (null: the top positions) in their order, `sin` left out. */
  async hermanos(parentId: string | null, sin: string): Promise<{ id: string; orden: number }[]> {
    return this.db
      .select({ id: organigrama.id, orden: organigrama.orden })
      .from(organigrama)
      .where(and(delPadre(parentId), ne(organigrama.id, sin)))
      .orderBy(asc(organigrama.orden), asc(organigrama.titulo), asc(organigrama.id));
  }

  /** The place after the last sibling under `parentId`. */
  async siguienteOrden(parentId: string | null): Promise<number> {
    const [{ n }] = await this.db
      .select({ n: sql<number>`coalesce(max(${organigrama.orden}) + 1, 0)::int` })
      .from(organigrama)
      .where(delPadre(parentId));
    return n;
  }

  async insert(values: NuevoNodo): Promise<OrganigramaRow> {
    const [row] = await this.db.insert(organigrama).values(values).returning();
    return row;
  }

  async update(id: string, changes: CambiosNodo): Promise<void> {
    if (Object.keys(changes).length) await this.db.update(organigrama).set(changes).where(eq(organigrama.id, id));
  }

  async delete(id: string): Promise<boolean> {
    const rows = await this.db.delete(organigrama).where(eq(organigrama.id, id)).returning({ id: organigrama.id });
    return rows.length > 0;
  }
}

function toNodo(row: OrganigramaRow, userName: string | null): NodoOrganigrama {
  return {
    _id: row.id,
    parentId: row.parentId,
    titulo: row.titulo,
    orden: row.orden,
    usuario: row.userId && userName !== null ? { _id: row.userId, name: userName } : null,
    nombre: row.nombre,
  };
}
