import { Inject, Injectable } from '@nestjs/common';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import {
  sumarMeses,
  type DireccionOrden,
  type HorasOrdenEquipos,
  type HorasOrdenUsuarios,
  type Mes,
  type RangoMeses,
  type TipoHora,
} from '@portal/shared/domain';
import { campos, userHours, users, type UserHoursRow } from '../../db/schema';
import { DB, type Db } from '../database/database.types';
import { UserCache } from '../users/user-cache';

export interface NuevaEntrada {
  userId: string;
  quantity: number;
  typeOf: TipoHora;
  date: string;
  createdBy: string;
}

export type EntradaRow = UserHoursRow & { creadorNombre: string | null };

/** One sum of the hours: a month and a type (and the user or equipo it belongs to). */
export interface SumaHoras {
  clave: string | null;
  mes: Mes;
  tipo: string;
  horas: number;
}

export interface UsuarioHoras {
  id: string;
  nombre: string;
  legajo: string;
  equipo: string | null;
  total: number;
}

export interface EquipoHoras {
  equipo: string | null;
  usuarios: number;
  total: number;
}

/** `date` is a plant day already: the range is plain dates, the month is the date's own. */
const enRango = (r: RangoMeses): SQL => sql`${userHours.date} >= ${`${r.desde}-01`}::date and ${userHours.date} < ${`${sumarMeses(r.hasta, 1)}-01`}::date`;
const deTipo = (tipo: TipoHora | undefined): SQL => (tipo ? sql` and ${userHours.typeOf} = ${tipo}` : sql``);
const mesSql = sql<string>`to_char(${userHours.date}, 'YYYY-MM')`;
const dir = (d: DireccionOrden) => sql.raw(d === 'desc' ? 'desc' : 'asc');
/** Hours as a number: exact numeric sums, sent as float8 (tenths are exact enough at plant scale). */
const sumaSql = sql<number>`coalesce(sum(${userHours.quantity}), 0)::float8`;

const rows = <T>(r: unknown): T[] => (r as { rows: T[] }).rows;

/**
 * Every hours query. Sums are GROUP BY month and type in the database; the service only places them in
 * the month series. Non-Admin users only in the shared tabs (spec §6: "the hours tabs list users whose
 * role is not Admin").
 */
@Injectable()
export class HorasRepository {
  constructor(
    @Inject(DB) private readonly db: Db,
    private readonly cache: UserCache,
  ) {}

  async insert(e: NuevaEntrada): Promise<UserHoursRow> {
    this.cache.changing(e.userId);
    const [row] = await this.db.insert(userHours).values(e).returning();
    return row;
  }

  /** The entry, locked until the transaction ends (concurrent edits of one entry are ordered). */
  async lock(id: string): Promise<UserHoursRow | undefined> {
    const [row] = await this.db.select().from(userHours).where(eq(userHours.id, id)).for('update');
    return row;
  }

  async update(id: string, userId: string, cambios: Pick<NuevaEntrada, 'quantity' | 'typeOf' | 'date'>): Promise<UserHoursRow> {
    this.cache.changing(userId);
    const [row] = await this.db.update(userHours).set(cambios).where(eq(userHours.id, id)).returning();
    return row;
  }

  async delete(id: string, userId: string): Promise<void> {
    this.cache.changing(userId);
    await this.db.delete(userHours).where(eq(userHours.id, id));
  }

  async creadorNombre(id: string | null): Promise<string | null> {
    if (!id) return null;
    const [row] = await this.db.select({ name: users.name }).from(users).where(eq(users.id, id));
    return row?.name ?? null;
  }

  /** A user's entries of one month, newest day first, with who logged each. */
  entradas(userId: string, mes: Mes): Promise<EntradaRow[]> {
    const creador = sql`creador`;
    return this.db
      .select({ ...userHoursColumns, creadorNombre: sql<string | null>`${creador}.name` })
      .from(userHours)
      .leftJoin(sql`${users} as ${creador}`, sql`${creador}.id = ${userHours.createdBy}`)
      .where(and(eq(userHours.userId, userId), enRango({ desde: mes, hasta: mes })))
      .orderBy(sql`${userHours.date} desc, ${userHours.createdAt} desc, ${userHours.id}`);
  }

  /** One user's sums per month and type in the range. */
  async sumasDeUsuario(userId: string, rango: RangoMeses): Promise<SumaHoras[]> {
    return rows<SumaHoras>(
      await this.db.execute(sql`
        select null as clave, ${mesSql} as mes, ${userHours.typeOf} as tipo, ${sumaSql} as horas
        from ${userHours} where ${userHours.userId} = ${userId} and ${enRango(rango)}
        group by 2, 3`),
    );
  }

  /** Non-Admin users (or just `soloId`) with their total in the range, in the asked order. */
  async usuarios(
    rango: RangoMeses,
    tipo: TipoHora | undefined,
    orden: HorasOrdenUsuarios,
    direccion: DireccionOrden,
    soloId?: string,
  ): Promise<UsuarioHoras[]> {
    const columna = { nombre: sql`u.name`, legajo: sql`lpad(u.legajo, 12, '0')`, equipo: sql`u.equipo`, total: sql`total` }[orden];
    return rows<UsuarioHoras>(
      await this.db.execute(sql`
        select u.id, u.name as nombre, u.legajo, u.equipo, ${sumaSql} as total
        from ${users} u left join ${userHours} on ${userHours.userId} = u.id and ${enRango(rango)}${deTipo(tipo)}
        where u.role <> 'Admin' ${soloId ? sql`and u.id = ${soloId}` : sql``}
        group by u.id
        order by ${columna} ${dir(direccion)} nulls last, u.name, u.legajo`),
    );
  }

  /** Sums per user, month and type of the non-Admin users (or just `soloId`). */
  async sumasPorUsuario(rango: RangoMeses, tipo: TipoHora | undefined, soloId?: string): Promise<SumaHoras[]> {
    return rows<SumaHoras>(
      await this.db.execute(sql`
        select u.id::text as clave, ${mesSql} as mes, ${userHours.typeOf} as tipo, ${sumaSql} as horas
        from ${userHours} join ${users} u on u.id = ${userHours.userId}
        where u.role <> 'Admin' and ${enRango(rango)}${deTipo(tipo)} ${soloId ? sql`and u.id = ${soloId}` : sql``}
        group by 1, 2, 3`),
    );
  }

  /**
   * Every configured equipo, every equipo a user still has (a deleted option), and null for the users without
   * one, with how many non-Admin users it has and their total; `solo` keeps one equipo.
   */
  async equipos(rango: RangoMeses, tipo: TipoHora | undefined, orden: HorasOrdenEquipos, direccion: DireccionOrden, solo?: string): Promise<EquipoHoras[]> {
    const columna = orden === 'total' ? sql`total` : sql`e.equipo`;
    return rows<EquipoHoras>(
      await this.db.execute(sql`
        with e as (
          select ${campos.value} as equipo from ${campos} where ${campos.name} = 'equipo'
          union select equipo from ${users} where role <> 'Admin'
        )
        select e.equipo, count(distinct u.id)::int as usuarios, ${sumaSql} as total
        from e
        left join ${users} u on u.equipo is not distinct from e.equipo and u.role <> 'Admin'
        left join ${userHours} on ${userHours.userId} = u.id and ${enRango(rango)}${deTipo(tipo)}
        ${solo === undefined ? sql`` : sql`where e.equipo = ${solo}`}
        group by e.equipo
        order by ${columna} ${dir(direccion)} nulls last, e.equipo nulls last`),
    );
  }

  /** Sums per equipo (null: none), month and type of the non-Admin users. */
  async sumasPorEquipo(rango: RangoMeses, tipo: TipoHora | undefined, solo?: string): Promise<SumaHoras[]> {
    return rows<SumaHoras>(
      await this.db.execute(sql`
        select u.equipo as clave, ${mesSql} as mes, ${userHours.typeOf} as tipo, ${sumaSql} as horas
        from ${userHours} join ${users} u on u.id = ${userHours.userId}
        where u.role <> 'Admin' and ${enRango(rango)}${deTipo(tipo)} ${solo === undefined ? sql`` : sql`and u.equipo = ${solo}`}
        group by 1, 2, 3`),
    );
  }
}

const userHoursColumns = {
  plantaId: userHours.plantaId,
  id: userHours.id,
  userId: userHours.userId,
  quantity: userHours.quantity,
  typeOf: userHours.typeOf,
  date: userHours.date,
  createdBy: userHours.createdBy,
  createdAt: userHours.createdAt,
};
