import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { EquipoAm, PeriodoPasoAm, PersonaEquipoAm } from '@portal/shared/domain';
import { campos, equipoAmPasos, equiposAm, plantas, users, type EquipoAmRow } from '../../db/schema';
import { DB, type Db } from '../database/database.types';
import { filas } from '../database/filas';

/** An equipo option (Admin › Campos) with the program's row of that name, if the team is in it. */
export interface EquipoConPrograma extends Omit<EquipoAm, 'pasoNombre'> {
  equipoAmId: string | null;
}

interface FilaEquipo {
  id: string;
  equipo: string;
  equipo_am_id: string | null;
  paso: number | null;
  paso_desde: string | null;
  lider_id: string | null;
  lider_nombre: string | null;
  miembros: number;
  maquinas: number;
}

const deFila = (f: FilaEquipo): EquipoConPrograma => ({
  _id: f.id,
  equipo: f.equipo,
  equipoAmId: f.equipo_am_id,
  enPrograma: f.equipo_am_id !== null,
  paso: f.paso,
  pasoDesde: f.paso_desde,
  lider: f.lider_id ? { _id: f.lider_id, nombre: f.lider_nombre ?? '' } : null,
  miembros: Number(f.miembros),
  maquinas: Number(f.maquinas),
});

/** Every query of the autonomous-maintenance program (tables equipos_am, equipo_am_pasos); the plant is RLS's. */
@Injectable()
export class ProgramaRepository {
  constructor(@Inject(DB) private readonly db: Db) {}

  /**
   * The plant's equipo options with their program state, leader and counts (members: users whose equipo it is and
   * whose access a provider has not taken; machines: maquina options of that equipo), counted by the database.
   */
  async equipos(id?: string): Promise<EquipoConPrograma[]> {
    const uno: SQL = id ? sql`and c.id = ${id}::uuid` : sql``;
    const rows = filas<FilaEquipo>(
      await this.db.execute(sql`
        select c.id, c.value as equipo, e.id as equipo_am_id, e.paso, p.desde::text as paso_desde,
               e.lider_id, l.name as lider_nombre,
               (select count(*)::int from users u where u.planta_id = c.planta_id and u.equipo = c.value and u.sso_baja is null) as miembros,
               (select count(*)::int from campos m where m.planta_id = c.planta_id and m.name = 'maquina' and m.equipo = c.value) as maquinas
          from campos c
          -- Each join within the option's plant: a session that reads several plants never mixes their teams.
          left join equipos_am e on e.planta_id = c.planta_id and e.equipo = c.value
          left join equipo_am_pasos p on p.equipo_am_id = e.id and p.hasta is null
          left join users l on l.id = e.lider_id
         where c.name = 'equipo' ${uno}
         order by c.value, c.id`),
    );
    return rows.map(deFila);
  }

  /**
   * How many steps the session's plant has, its row share-locked until the caller's transaction ends: an Admin
   * shortening the list waits for this step change, and then sees it (null: the plant keeps the default list).
   */
  async pasosDeLaPlanta(): Promise<string[] | null> {
    const [row] = await this.db
      .select({ pasos: plantas.pasosAm })
      .from(plantas)
      .where(sql`${plantas.id} = portal_planta_actual()`)
      .for('share');
    return row?.pasos ?? null;
  }

  /** The program's row of a team, locked until the caller's transaction ends (its step changes one at a time). */
  async lockEquipoAm(equipoAmId: string): Promise<EquipoAmRow | undefined> {
    const [row] = await this.db.select().from(equiposAm).where(eq(equiposAm.id, equipoAmId)).for('update');
    return row;
  }

  async insertEquipoAm(equipo: string, paso: number, liderId: string | null): Promise<EquipoAmRow> {
    const [row] = await this.db.insert(equiposAm).values({ equipo, paso, liderId }).returning();
    return row;
  }

  async updateEquipoAm(id: string, cambios: Partial<Pick<EquipoAmRow, 'paso' | 'liderId'>>): Promise<void> {
    await this.db.update(equiposAm).set(cambios).where(eq(equiposAm.id, id));
  }

  /** The current stretch of a team (the one without an end). */
  async periodoActual(equipoAmId: string): Promise<{ id: string; paso: number; desde: string } | undefined> {
    const [row] = await this.db
      .select({ id: equipoAmPasos.id, paso: equipoAmPasos.paso, desde: equipoAmPasos.desde })
      .from(equipoAmPasos)
      .where(and(eq(equipoAmPasos.equipoAmId, equipoAmId), isNull(equipoAmPasos.hasta)));
    return row;
  }

  async cerrarPeriodo(id: string, hasta: string, superado: boolean): Promise<void> {
    await this.db.update(equipoAmPasos).set({ hasta, superado }).where(eq(equipoAmPasos.id, id));
  }

  async insertPeriodo(p: { equipoAmId: string; paso: number; desde: string; motivo: string | null; registradoPor: string }): Promise<void> {
    await this.db.insert(equipoAmPasos).values(p);
  }

  /** A team's stretches, oldest first, with who recorded each. */
  async periodos(equipoAmId: string): Promise<PeriodoPasoAm[]> {
    const rows = await this.db
      .select({ p: equipoAmPasos, nombre: users.name })
      .from(equipoAmPasos)
      .leftJoin(users, eq(users.id, equipoAmPasos.registradoPor))
      .where(eq(equipoAmPasos.equipoAmId, equipoAmId))
      .orderBy(asc(equipoAmPasos.desde), asc(equipoAmPasos.creadoEn), asc(equipoAmPasos.id));
    return rows.map(({ p, nombre }) => ({
      _id: p.id,
      paso: p.paso,
      desde: p.desde,
      hasta: p.hasta,
      superado: p.superado,
      motivo: p.motivo,
      registradoPor: p.registradoPor ? { _id: p.registradoPor, nombre: nombre ?? '' } : null,
    }));
  }

  /** The users whose equipo it is (without those a provider took the access from), by name. */
  async miembros(equipo: string): Promise<PersonaEquipoAm[]> {
    const rows = await this.db
      .select({ _id: users.id, nombre: users.name, role: users.role })
      .from(users)
      .where(and(eq(users.equipo, equipo), isNull(users.ssoBaja)))
      .orderBy(asc(users.name), asc(users.id));
    return rows;
  }

  async maquinas(equipo: string): Promise<{ _id: string; nombre: string }[]> {
    return this.db
      .select({ _id: campos.id, nombre: campos.value })
      .from(campos)
      .where(and(eq(campos.name, 'maquina'), eq(campos.equipo, equipo)))
      .orderBy(asc(campos.value), asc(campos.id));
  }

  /** A user of the plant who may lead (not one a provider took the access from). */
  async userExists(id: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, id), isNull(users.ssoBaja)));
    return Boolean(row);
  }
}
