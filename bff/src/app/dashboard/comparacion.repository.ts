import { Inject, Injectable } from '@nestjs/common';
import { and, sql, type SQL } from 'drizzle-orm';
import { COLORES, COLORES_MTTR, sumarMeses, type Color, type DiasAlerta, type SumasPlanta } from '@portal/shared/domain';
import { tarjetas, users } from '../../db/schema';
import { DB, type Db } from '../database/database.types';
import { autonomaSql, cerradaSql, diasAbiertaSql, enLista, excedidaSql, inicioMesSql } from './dashboard-sql';
import type { VentanaPlanta } from './dashboard.repository';

const abiertaSql: SQL = sql`${tarjetas.estado} = 'Abierta'`;

/** `col` inside the window's months in the plant's calendar: a range its index serves. */
const enVentana = (col: typeof tarjetas.fecha | typeof tarjetas.finReparacion, v: VentanaPlanta): SQL =>
  sql`${col} >= ${inicioMesSql(v.desde, v.zona)} and ${col} < ${inicioMesSql(sumarMeses(v.hasta, 1), v.zona)}`;

/**
 * The plants comparison's sums for the plant of the caller's alcance (one plant at a time, read-only: the database's
 * policies keep each query inside it). Counted in SQL; the domain's `indicadoresPlanta` makes the indicators.
 */
@Injectable()
export class ComparacionRepository {
  constructor(@Inject(DB) private readonly db: Db) {}

  /** With JIT off, as every dashboard aggregate (see DashboardRepository.filas). */
  private filas<T>(query: SQL): Promise<T[]> {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`set local jit = off`);
      return ((await tx.execute(query)) as unknown as { rows: T[] }).rows;
    });
  }

  async sumas(v: VentanaPlanta, ahora: Date, dias: DiasAlerta): Promise<SumasPlanta> {
    const [porColor, [una]] = await Promise.all([
      this.filas<{ color: Color; tarjetas: number; cerradas: number }>(sql`
        select ${tarjetas.color} as color, count(*)::int as tarjetas, (count(*) filter (where ${cerradaSql}))::int as cerradas
        from ${tarjetas} where ${enVentana(tarjetas.fecha, v)} group by ${tarjetas.color}`),
      this.filas<Omit<SumasPlanta, 'porColor'>>(sql`
        with cerradas as (select ${tarjetas.color} as color, ${autonomaSql} as autonoma, ${tarjetas.tiempoEmpleado} as tiempo
                          from ${tarjetas} where ${and(cerradaSql, enVentana(tarjetas.finReparacion, v))}),
             abiertas as (select ${excedidaSql(ahora, dias)} as excedida, ${diasAbiertaSql(ahora)} as dias from ${tarjetas} where ${abiertaSql})
        select (select count(*) from cerradas)::int as "cerradasVentana",
               (select count(*) from cerradas where autonoma)::int as "autonomasVentana",
               (select count(*) from ${users} where ${users.role} = 'Operario')::int as operarios,
               (select count(*) from abiertas)::int as abiertas,
               (select count(*) from abiertas where excedida)::int as excedidas,
               (select coalesce(sum(dias), 0) from abiertas)::float8 as "diasAbiertas",
               (select count(*) from cerradas where ${enLista(sql`color`, COLORES_MTTR)} and tiempo is not null)::int as "mttrCerradas",
               (select coalesce(sum(tiempo), 0) from cerradas where ${enLista(sql`color`, COLORES_MTTR)})::float8 as "mttrHoras"`),
    ]);
    return { ...una, porColor: COLORES.map((color) => porColor.find((c) => c.color === color) ?? { color, tarjetas: 0, cerradas: 0 }) };
  }
}
