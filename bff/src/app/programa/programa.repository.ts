import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { EquipoAm, EstadoPropuestaAm, PeriodoPasoAm, PersonaEquipoAm, PropuestaPasoAm, Role } from '@portal/shared/domain';
import { campos, equipoAmPasos, equiposAm, plantas, propuestasPasoAm, users, type EquipoAmRow, type PropuestaPasoAmRow } from '../../db/schema';
import { DB, type Db } from '../database/database.types';
import { filas } from '../database/filas';

/** An equipo option (Admin › Campos) with the program's row of that name, if the team is in it. */
export interface EquipoConPrograma extends Omit<EquipoAm, 'pasoNombre' | 'puerta'> {
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
  propuesta_pendiente: boolean;
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
  propuestaPendiente: Boolean(f.propuesta_pendiente),
});

const resueltaPor = alias(users, 'resuelta_por_user');

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
               (select count(*)::int from campos m where m.planta_id = c.planta_id and m.name = 'maquina' and m.equipo = c.value) as maquinas,
               exists (select 1 from propuestas_paso_am pp where pp.equipo_am_id = e.id and pp.estado = 'pendiente') as propuesta_pendiente
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

  /** A user's role in the plant (null: none such, or a provider took the access). */
  async rolDe(id: string): Promise<Role | null> {
    const [row] = await this.db
      .select({ role: users.role })
      .from(users)
      .where(and(eq(users.id, id), isNull(users.ssoBaja)));
    return (row?.role as Role | undefined) ?? null;
  }

  /** The teams a user has in charge as a Jefe de area (Admin › Usuarios). */
  async equiposACargo(userId: string): Promise<string[]> {
    const [row] = await this.db.select({ equipos: users.equiposACargo }).from(users).where(eq(users.id, userId));
    return row?.equipos ?? [];
  }

  /** The team's pending proposal, locked until the caller's transaction ends. */
  async propuestaPendiente(equipoAmId: string): Promise<PropuestaPasoAmRow | undefined> {
    const [row] = await this.db
      .select()
      .from(propuestasPasoAm)
      .where(and(eq(propuestasPasoAm.equipoAmId, equipoAmId), eq(propuestasPasoAm.estado, 'pendiente')))
      .for('update');
    return row;
  }

  async insertPropuesta(p: { equipoAmId: string; paso: number; comentario: string; propuestaPor: string }): Promise<void> {
    await this.db.insert(propuestasPasoAm).values(p);
  }

  async resolverPropuesta(
    id: string,
    r: { estado: Exclude<EstadoPropuestaAm, 'pendiente'>; resueltaPor: string; motivo: string | null; forzada: boolean },
  ): Promise<void> {
    await this.db
      .update(propuestasPasoAm)
      .set({ ...r, resueltaEn: sql`now()` })
      .where(eq(propuestasPasoAm.id, id));
  }

  /**
   * The current step's latest proposal: the pending one, else the last one turned down since the step began (the
   * proposer sees why); null when none.
   */
  async propuestaDelPaso(equipoAmId: string, pasoPropuesto: number): Promise<PropuestaPasoAm | null> {
    const [row] = await this.db
      .select({ p: propuestasPasoAm, por: users.name, resuelta: resueltaPor.name })
      .from(propuestasPasoAm)
      .leftJoin(users, eq(users.id, propuestasPasoAm.propuestaPor))
      .leftJoin(resueltaPor, eq(resueltaPor.id, propuestasPasoAm.resueltaPor))
      .where(
        and(
          eq(propuestasPasoAm.equipoAmId, equipoAmId),
          eq(propuestasPasoAm.paso, pasoPropuesto),
          sql`${propuestasPasoAm.estado} in ('pendiente', 'rechazada')`,
          sql`${propuestasPasoAm.propuestaEn} >= (select a.creado_en from equipo_am_pasos a where a.equipo_am_id = ${equipoAmId} and a.hasta is null)`,
        ),
      )
      .orderBy(sql`${propuestasPasoAm.propuestaEn} desc`, sql`${propuestasPasoAm.id} desc`)
      .limit(1);
    if (!row) return null;
    const { p } = row;
    return {
      _id: p.id,
      paso: p.paso,
      estado: p.estado,
      comentario: p.comentario,
      propuestaPor: p.propuestaPor ? { _id: p.propuestaPor, nombre: row.por ?? '' } : null,
      propuestaEn: p.propuestaEn.toISOString(),
      resueltaPor: p.resueltaPor ? { _id: p.resueltaPor, nombre: row.resuelta ?? '' } : null,
      resueltaEn: p.resueltaEn?.toISOString() ?? null,
      motivo: p.motivo,
      forzada: p.forzada,
    };
  }
}
