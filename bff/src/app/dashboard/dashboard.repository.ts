import { Inject, Injectable } from '@nestjs/common';
import { and, sql, type SQL } from 'drizzle-orm';
import {
  COLORES,
  COLORES_MTTR,
  limiteExcedido,
  PRIORIDADES,
  type Color,
  type CierrePeriodo,
  type ColorMttr,
  type Mes,
  type ParetoPor,
  type DiasAlerta,
  type SumasRiesgo,
  type TarjetaAntigua,
} from '@portal/shared/domain';
import { tarjetas } from '../../db/schema';
import { DB, type Db } from '../database/database.types';
import {
  autonomaSql,
  cerradaSinFechaSql,
  cerradaSql,
  diasAbiertaSql,
  enLista,
  enVentanaSql,
  excedidaSql,
  mesesCte,
  mesLocalSql,
  pesoRiesgoSql,
  type VentanaPlanta,
} from './dashboard-sql';

/** The multi-select filters a dashboard query may carry (absent or empty: no condition). */
export interface FiltrosDashboard {
  color?: readonly string[];
  equipo?: readonly string[];
  prioridad?: readonly string[];
  maquina?: readonly string[];
  familia?: readonly string[];
}

export type { VentanaPlanta } from './dashboard-sql';

export interface ConteoMes {
  mes: Mes;
  abiertas: number;
  cerradas: number;
}

export interface AutonomiaMes {
  mes: Mes;
  cerradas: number;
  autonomas: number;
}

export interface SumasRiesgoEquipo extends SumasRiesgo {
  /** null on the total row. */
  equipo: string | null;
  /** Of `cerradas`, those without a closing date. */
  sinFechaCierre: number;
}

/** What MTTR leaves out of its means. */
export interface MttrExcluidas {
  /** Closed without a closing date, opened in the window. */
  sinFechaCierre: number;
  /** Closed in the window without tiempoEmpleado. */
  sinTiempoEmpleado: number;
}

export interface MttrMes {
  mes: Mes;
  color: ColorMttr;
  cerradas: number;
  /** Σ tiempoEmpleado in hours. */
  horas: number;
}

export interface AbiertasPrioridad {
  prioridad: string;
  enPlazo: number;
  excedido: number;
}

/** A row of the oldest open cards: the API's `TarjetaAntigua` with the row's id and its date as a Date. */
export type TarjetaAntiguaRow = Omit<TarjetaAntigua, '_id' | 'fecha'> & { id: string; fecha: Date };

const PARETO_COLUMNA = { maquina: tarjetas.maquina, familia: tarjetas.familia, equipo: tarjetas.equipo } as const;

const condicionesFiltro = (f: FiltrosDashboard): (SQL | undefined)[] => [
  enLista(sql`${tarjetas.color}`, f.color),
  enLista(tarjetas.equipo, f.equipo),
  enLista(sql`${tarjetas.prioridad}`, f.prioridad),
  enLista(sql`${tarjetas.maquina}`, f.maquina),
  enLista(sql`${tarjetas.familia}`, f.familia),
];

/** Open: estado Abierta (the only other state), an equality tarjetas_estado_fecha_idx serves. */
const abiertaSql: SQL = sql`${tarjetas.estado} = 'Abierta'`;

/**
 * Every dashboard query. Each one aggregates in the database (counts grouped by the months of a series in the
 * plant's time zone, LEFT JOINed to it so empty months are 0) and bounds dates with ranges on the raw columns,
 * which the indexes serve.
 */
@Injectable()
export class DashboardRepository {
  constructor(@Inject(DB) private readonly db: Db) {}

  /**
   * Runs one aggregate with JIT off: the planner cannot estimate how many month groups a window has, its
   * estimates pass jit_above_cost and PostgreSQL 15 then spends ~1 s compiling a query that runs in ~10 ms.
   */
  private filas<T>(query: SQL): Promise<T[]> {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`set local jit = off`);
      const result = await tx.execute(query);
      return (result as unknown as { rows: T[] }).rows;
    });
  }

  private static enRango(col: typeof tarjetas.fecha | typeof tarjetas.finReparacion, r: VentanaPlanta): SQL {
    return enVentanaSql(col, r);
  }

  private static conMeses(r: VentanaPlanta): SQL {
    return mesesCte(r);
  }

  private static enMes(col: typeof tarjetas.fecha | typeof tarjetas.finReparacion): SQL {
    return sql`${col} >= meses.i and ${col} < meses.f`;
  }

  /**
   * Per colour with cards: the month of its oldest card and the latest month one was opened or closed in (plant
   * time). Three index lookups per colour (tarjetas_color_fecha_idx, tarjetas_cerrada_color_fin_idx), no card read.
   */
  async historialPorColor(zona: string): Promise<{ color: Color; primerMes: Mes; ultimoMes: Mes }[]> {
    const colores = sql.join(
      COLORES.map((c) => sql`${c}`),
      sql`, `,
    );
    const filas = await this.filas<{ color: Color; primerMes: Mes | null; ultimoMes: Mes | null }>(sql`
      select c.color,
        ${mesLocalSql(sql`(select min(${tarjetas.fecha}) from ${tarjetas} where ${tarjetas.color} = c.color)`, zona)} as "primerMes",
        ${mesLocalSql(
          sql`greatest((select max(${tarjetas.fecha}) from ${tarjetas} where ${tarjetas.color} = c.color),
                       (select max(${tarjetas.finReparacion}) from ${tarjetas} where ${cerradaSql} and ${tarjetas.color} = c.color))`,
          zona,
        )} as "ultimoMes"
      from unnest(array[${colores}]::text[]) with ordinality as c(color, orden)
      order by c.orden`);
    return filas.flatMap(({ color, primerMes, ultimoMes }) => (primerMes && ultimoMes ? [{ color, primerMes, ultimoMes }] : []));
  }

  /** Per month of the window: cards opened (month of fecha) and closed (month of finReparacion, estado Cerrada). */
  async evolucion(r: VentanaPlanta, f: FiltrosDashboard): Promise<ConteoMes[]> {
    const filtro = condicionesFiltro(f);
    return this.filas<ConteoMes>(sql`
      with ${DashboardRepository.conMeses(r)},
      a as (select meses.m, count(*)::int as n from meses join ${tarjetas} on ${DashboardRepository.enMes(tarjetas.fecha)}
            where ${and(DashboardRepository.enRango(tarjetas.fecha, r), ...filtro)} group by meses.m),
      c as (select meses.m, count(*)::int as n from meses join ${tarjetas} on ${DashboardRepository.enMes(tarjetas.finReparacion)}
            where ${and(cerradaSql, DashboardRepository.enRango(tarjetas.finReparacion, r), ...filtro)} group by meses.m)
      select to_char(meses.m, 'YYYY-MM') as mes, coalesce(a.n, 0) as abiertas, coalesce(c.n, 0) as cerradas
      from meses left join a on a.m = meses.m left join c on c.m = meses.m order by meses.m`);
  }

  /**
   * The window's cards by state (issue 21 §2): opened in it, of those closed (closing date or not), and closed
   * without a closing date, which no by-close-month figure can count.
   */
  async cierrePeriodo(r: VentanaPlanta, f: FiltrosDashboard): Promise<Omit<CierrePeriodo, 'porcentaje'>> {
    const [row] = await this.filas<Omit<CierrePeriodo, 'porcentaje'>>(sql`
      select count(*)::int as tarjetas, (count(*) filter (where ${cerradaSql}))::int as cerradas,
             (count(*) filter (where ${cerradaSinFechaSql}))::int as "sinFechaCierre"
      from ${tarjetas} where ${and(DashboardRepository.enRango(tarjetas.fecha, r), ...condicionesFiltro(f))}`);
    return row;
  }

  /** Per close month of the window: closed cards and, of those, the autonomous ones. */
  async autonomia(r: VentanaPlanta, f: Pick<FiltrosDashboard, 'equipo'>): Promise<AutonomiaMes[]> {
    return this.filas<AutonomiaMes>(sql`
      with ${DashboardRepository.conMeses(r)},
      c as (select meses.m, count(*)::int as cerradas, (count(*) filter (where ${autonomaSql}))::int as autonomas
            from meses join ${tarjetas} on ${DashboardRepository.enMes(tarjetas.finReparacion)}
            where ${and(cerradaSql, DashboardRepository.enRango(tarjetas.finReparacion, r), enLista(tarjetas.equipo, f.equipo))} group by meses.m)
      select to_char(meses.m, 'YYYY-MM') as mes, coalesce(c.cerradas, 0) as cerradas, coalesce(c.autonomas, 0) as autonomas
      from meses left join c on c.m = meses.m order by meses.m`);
  }

  /** Risk sums of the cards opened in the window: the total (equipo null) first, then one row per equipo by name. */
  async riesgo(r: VentanaPlanta, f: Pick<FiltrosDashboard, 'equipo' | 'familia'>): Promise<SumasRiesgoEquipo[]> {
    // The window's cards are first counted per (equipo, closed, risk values): a few hundred groups at most, so the
    // weights (string functions) are applied per group, not per card. The total is summed from the equipos' rows.
    const inicial = pesoRiesgoSql(sql`ri`);
    const final = pesoRiesgoSql(sql`rf`);
    const filas = await this.filas<SumasRiesgoEquipo & { total: boolean }>(sql`
      with b as (
        select ${tarjetas.equipo} as equipo, ${cerradaSql} as cerrada, ${cerradaSinFechaSql} as sin_fecha, ${tarjetas.riesgoInicial} as ri, ${tarjetas.riesgoFinal} as rf, count(*) as n
        from ${tarjetas}
        where ${and(DashboardRepository.enRango(tarjetas.fecha, r), enLista(tarjetas.equipo, f.equipo), enLista(sql`${tarjetas.familia}`, f.familia))}
        group by 1, 2, 3, 4, 5),
      g as (
        select equipo, sum(n)::int as tarjetas, coalesce(sum(n) filter (where cerrada), 0)::int as cerradas,
               coalesce(sum(n) filter (where sin_fecha), 0)::int as "sinFechaCierre",
               coalesce(sum(n * ${inicial}), 0)::int as "riesgoInicial",
               coalesce(sum(n * case when cerrada then ${final} else ${inicial} end), 0)::int as "riesgoFinal"
        from b group by equipo)
      select * from (
        select null as equipo, true as total, coalesce(sum(tarjetas), 0)::int as tarjetas, coalesce(sum(cerradas), 0)::int as cerradas,
               coalesce(sum("sinFechaCierre"), 0)::int as "sinFechaCierre",
               coalesce(sum("riesgoInicial"), 0)::int as "riesgoInicial", coalesce(sum("riesgoFinal"), 0)::int as "riesgoFinal" from g
        union all
        select equipo, false, tarjetas, cerradas, "sinFechaCierre", "riesgoInicial", "riesgoFinal" from g) filas
      order by total desc, equipo`);
    return filas.map(({ total, ...s }) => ({ ...s, equipo: total ? null : s.equipo }));
  }

  /** Open cards per value of `por`. */
  async pareto(por: ParetoPor, f: Pick<FiltrosDashboard, 'color' | 'equipo'>): Promise<{ valor: string; cantidad: number }[]> {
    const col = PARETO_COLUMNA[por];
    return this.filas(sql`
      select ${col} as valor, count(*)::int as cantidad from ${tarjetas}
      where ${and(abiertaSql, enLista(sql`${tarjetas.color}`, f.color), enLista(tarjetas.equipo, f.equipo))}
      group by ${col}`);
  }

  /** Open cards per priority, within their deadline at `ahora` or past it. */
  async abiertasPorPrioridad(ahora: Date, dias: DiasAlerta, f: Pick<FiltrosDashboard, 'color' | 'equipo'>): Promise<AbiertasPrioridad[]> {
    // One bounded count per priority and side of its deadline: each is a range on the partial index
    // tarjetas_abiertas_prioridad_fecha_idx (a CASE per row over every open card cost 40× more).
    const filtro = and(abiertaSql, enLista(sql`${tarjetas.color}`, f.color), enLista(tarjetas.equipo, f.equipo));
    const limites = sql.join(
      PRIORIDADES.map((p) => sql`(${p}, ${limiteExcedido(ahora, p, dias).toISOString()}::timestamptz)`),
      sql`, `,
    );
    return this.filas(sql`
      select p.prioridad,
             (select count(*) from ${tarjetas} where ${filtro} and ${tarjetas.prioridad} = p.prioridad and ${tarjetas.fecha} > p.limite)::int as "enPlazo",
             (select count(*) from ${tarjetas} where ${filtro} and ${tarjetas.prioridad} = p.prioridad and ${tarjetas.fecha} <= p.limite)::int as excedido
      from (values ${limites}) as p(prioridad, limite)`);
  }

  /** The `limite` oldest open cards, oldest first. */
  async masAntiguas(ahora: Date, dias: DiasAlerta, limite: number, f: Pick<FiltrosDashboard, 'color' | 'equipo'>): Promise<TarjetaAntiguaRow[]> {
    const filas = await this.filas<Omit<TarjetaAntiguaRow, 'fecha'> & { fecha: string | Date }>(sql`
      select ${tarjetas.id} as id, ${tarjetas.color} as color, ${tarjetas.numero} as numero, ${tarjetas.descripcion} as descripcion,
             ${tarjetas.equipo} as equipo, ${tarjetas.maquina} as maquina, ${tarjetas.prioridad} as prioridad, ${tarjetas.fecha} as fecha,
             ${diasAbiertaSql(ahora)} as dias, ${excedidaSql(ahora, dias)} as excedido
      from ${tarjetas}
      where ${and(abiertaSql, enLista(sql`${tarjetas.color}`, f.color), enLista(tarjetas.equipo, f.equipo))}
      order by ${tarjetas.fecha}, ${tarjetas.id} limit ${limite}`);
    // Raw rows: node-postgres gives timestamptz as Date, PGlite as Date or string depending on the parser.
    return filas.map((r) => ({ ...r, fecha: new Date(r.fecha) }));
  }

  /**
   * Per close month of the window and colour (Roja, Azul, Verde, in that order): closed cards that recorded
   * tiempoEmpleado and the sum of their hours.
   */
  async mttr(r: VentanaPlanta, f: Pick<FiltrosDashboard, 'equipo'>): Promise<MttrMes[]> {
    return this.filas(sql`
      with ${DashboardRepository.conMeses(r)},
      colores as (select color, orden from unnest(array[${sql.join(
        COLORES_MTTR.map((c) => sql`${c}`),
        sql`, `,
      )}]::text[]) with ordinality as x(color, orden)),
      c as (select meses.m, ${tarjetas.color} as color, count(*)::int as cerradas, sum(${tarjetas.tiempoEmpleado})::float8 as horas
            from meses join ${tarjetas} on ${DashboardRepository.enMes(tarjetas.finReparacion)}
            where ${and(cerradaSql, DashboardRepository.enRango(tarjetas.finReparacion, r), enLista(sql`${tarjetas.color}`, COLORES_MTTR), sql`${tarjetas.tiempoEmpleado} is not null`, enLista(tarjetas.equipo, f.equipo))}
            group by meses.m, ${tarjetas.color})
      select to_char(meses.m, 'YYYY-MM') as mes, colores.color, coalesce(c.cerradas, 0) as cerradas, coalesce(c.horas, 0) as horas
      from meses cross join colores left join c on c.m = meses.m and c.color = colores.color
      order by meses.m, colores.orden`);
  }

  /** What the MTTR means leave out (colours of COLORES_MTTR, the equipo filter): see `MttrExcluidas`. */
  async mttrExcluidas(r: VentanaPlanta, f: Pick<FiltrosDashboard, 'equipo'>): Promise<MttrExcluidas> {
    const filtro = and(enLista(sql`${tarjetas.color}`, COLORES_MTTR), enLista(tarjetas.equipo, f.equipo));
    const [row] = await this.filas<MttrExcluidas>(sql`
      select (select count(*) from ${tarjetas} where ${and(cerradaSinFechaSql, DashboardRepository.enRango(tarjetas.fecha, r), filtro)})::int as "sinFechaCierre",
             (select count(*) from ${tarjetas} where ${and(cerradaSql, DashboardRepository.enRango(tarjetas.finReparacion, r), sql`${tarjetas.tiempoEmpleado} is null`, filtro)})::int as "sinTiempoEmpleado"`);
    return row;
  }
}
