import { Inject, Injectable } from '@nestjs/common';
import { and, sql, type SQL } from 'drizzle-orm';
import { COLORES, COLORES_MTTR, limiteExcedido, PRIORIDADES, sumarMeses, type Color, type DiasAlerta, type Mes, type SumasPlanta } from '@portal/shared/domain';
import { tarjetaMeses, tarjetaMesesZona, tarjetas, users } from '../../db/schema';
import { DB, type Db } from '../database/database.types';
import { autonomaDe, autonomaSql, cerradaDe, cerradaSql, enLista, enVentanaSql, mesesCte, mesRelojSql, pasoSql, type VentanaPlanta } from './dashboard-sql';

const abiertaSql: SQL = sql`${tarjetas.estado} = 'Abierta'`;

/** A plant's sums and its opened/closed cards per period of the window. */
export interface FilaComparacionSql extends Omit<SumasPlanta, 'porColor'> {
  porColor: { color: Color; tarjetas: number; cerradas: number }[] | null;
  porPeriodo: { mes: Mes; abiertas: number; cerradas: number }[];
}

/**
 * The plants comparison's figures for the plant of the caller's alcance (one plant at a time, read-only: the
 * database's policies keep the query inside it). One statement per plant. Opened and closed cards per colour, per
 * period and in total come from the plant's months (`tarjeta_meses`, a few hundred rows for any window) when they
 * are counted in the plant's zone, else from its cards: the window's opened cards and closed cards each read once.
 * The open cards are counted from the partial index of open cards alone (priority and date: the overdue count is
 * one range per priority, as the Antigüedad tab's). The domain's `indicadoresPlanta` makes the indicators.
 */
@Injectable()
export class ComparacionRepository {
  constructor(@Inject(DB) private readonly db: Db) {}

  async fila(v: VentanaPlanta, ahora: Date, dias: DiasAlerta): Promise<FilaComparacionSql> {
    // JIT off, as every dashboard aggregate (DashboardRepository.filas): its compile time would dwarf the query.
    const [fila] = await this.db.transaction(async (tx) => {
      await tx.execute(sql`set local jit = off`);
      const [contada] = await tx.select({ zona: tarjetaMesesZona.zona }).from(tarjetaMesesZona);
      const cuentas = contada?.zona === v.zona ? desdeMeses(v) : desdeTarjetas(v);
      return ((await tx.execute(consulta(v, cuentas, ahora, dias))) as unknown as { rows: FilaComparacionSql[] }).rows;
    });
    return fila;
  }

  /** Per colour in COLORES order, 0 for a colour without cards in the window. */
  static porColor(fila: Pick<FilaComparacionSql, 'porColor'>): SumasPlanta['porColor'] {
    return COLORES.map((color) => fila.porColor?.find((c) => c.color === color) ?? { color, tarjetas: 0, cerradas: 0 });
  }
}

/**
 * The window's counts as CTEs: `altas (color, cerrada, n)` and `cierres_v (autonoma, mttr, con_tiempo, horas, n)`
 * per period start `m` of `meses`.
 */
type Cuentas = SQL;

/** From the plant's months: each row already a count, its month inside the window or not at all. */
function desdeMeses(v: VentanaPlanta): Cuentas {
  const paso = pasoSql(v);
  const enVentana = sql`${tarjetaMeses.mes} >= ${mesRelojSql(v.desde)} and ${tarjetaMeses.mes} < ${mesRelojSql(sumarMeses(v.hasta, 1))}`;
  return sql`
    altas as (select meses.m, ${tarjetaMeses.color} as color, ${cerradaDe(tarjetaMeses.estado)} as cerrada, ${tarjetaMeses.n} as n
              from ${tarjetaMeses} join meses on ${tarjetaMeses.mes} >= meses.m and ${tarjetaMeses.mes} < meses.m + ${paso}
              where ${tarjetaMeses.lado} = 'alta' and ${enVentana}),
    cierres_v as (select meses.m, ${autonomaDe(tarjetaMeses.color, tarjetaMeses.convertida)} as autonoma, ${enLista(tarjetaMeses.color, COLORES_MTTR)} as mttr,
                         ${tarjetaMeses.conTiempo} as con_tiempo, ${tarjetaMeses.horas}::float8 as horas, ${tarjetaMeses.n} as n
                  from ${tarjetaMeses} join meses on ${tarjetaMeses.mes} >= meses.m and ${tarjetaMeses.mes} < meses.m + ${paso}
                  where ${tarjetaMeses.lado} = 'cierre' and ${cerradaDe(tarjetaMeses.estado)} and ${enVentana})`;
}

/** From the cards: one row per card (n = 1), each joined to its period by a range on its indexed column. */
function desdeTarjetas(v: VentanaPlanta): Cuentas {
  return sql`
    altas as (select meses.m, ${tarjetas.color} as color, ${cerradaSql} as cerrada, 1 as n
              from ${tarjetas} join meses on ${tarjetas.fecha} >= meses.i and ${tarjetas.fecha} < meses.f
              where ${enVentanaSql(tarjetas.fecha, v)}),
    cierres_v as (select meses.m, ${autonomaSql} as autonoma, ${enLista(tarjetas.color, COLORES_MTTR)} as mttr,
                         (${tarjetas.tiempoEmpleado} is not null)::int as con_tiempo, coalesce(${tarjetas.tiempoEmpleado}, 0) as horas, 1 as n
                  from ${tarjetas} join meses on ${tarjetas.finReparacion} >= meses.i and ${tarjetas.finReparacion} < meses.f
                  where ${and(cerradaSql, enVentanaSql(tarjetas.finReparacion, v))})`;
}

function consulta(v: VentanaPlanta, cuentas: Cuentas, ahora: Date, dias: DiasAlerta): SQL {
  const momento = sql`${ahora.toISOString()}::timestamptz`;
  const excedidas = sql.join(
    PRIORIDADES.map(
      (p) =>
        sql`(select count(*) from ${tarjetas} where ${abiertaSql} and ${tarjetas.prioridad} = ${p} and ${tarjetas.fecha} <= ${limiteExcedido(ahora, p, dias).toISOString()}::timestamptz)`,
    ),
    sql` + `,
  );
  return sql`
    with ${mesesCte(v)}, ${cuentas},
    abiertas as (select count(*) as n, coalesce(sum(extract(epoch from (${momento} - ${tarjetas.fecha}))), 0) / 86400 as dias from ${tarjetas} where ${abiertaSql}),
    cierres as (select coalesce(sum(n), 0) as n, coalesce(sum(n) filter (where autonoma), 0) as autonomas,
                       coalesce(sum(con_tiempo) filter (where mttr), 0) as mttr_n, coalesce(sum(horas) filter (where mttr), 0) as mttr_horas from cierres_v),
    a as (select m, sum(n) as n from altas group by m),
    c as (select m, sum(n) as n from cierres_v group by m)
    select
      (select json_agg(json_build_object('color', color, 'tarjetas', n, 'cerradas', k))
         from (select color, sum(n)::int as n, coalesce(sum(n) filter (where cerrada), 0)::int as k from altas group by color) x) as "porColor",
      (select json_agg(json_build_object('mes', to_char(meses.m, 'YYYY-MM'), 'abiertas', coalesce(a.n, 0), 'cerradas', coalesce(c.n, 0)) order by meses.m)
         from meses left join a on a.m = meses.m left join c on c.m = meses.m) as "porPeriodo",
      (select n from cierres)::int as "cerradasVentana",
      (select autonomas from cierres)::int as "autonomasVentana",
      (select count(*) from ${users} where ${users.role} = 'Operario')::int as operarios,
      (select n from abiertas)::int as abiertas,
      (${excedidas})::int as excedidas,
      (select dias from abiertas)::float8 as "diasAbiertas",
      (select mttr_n from cierres)::int as "mttrCerradas",
      (select mttr_horas from cierres)::float8 as "mttrHoras"`;
}
