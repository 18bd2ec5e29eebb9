import { Inject, Injectable } from '@nestjs/common';
import { and, sql, type SQL } from 'drizzle-orm';
import { COLORES, COLORES_MTTR, limiteExcedido, PRIORIDADES, type Color, type DiasAlerta, type Mes, type SumasPlanta } from '@portal/shared/domain';
import { tarjetas, users } from '../../db/schema';
import { DB, type Db } from '../database/database.types';
import { autonomaSql, cerradaSql, enLista, enVentanaSql, mesesCte, type VentanaPlanta } from './dashboard-sql';

const abiertaSql: SQL = sql`${tarjetas.estado} = 'Abierta'`;

/** A plant's sums and its opened/closed cards per period of the window. */
export interface FilaComparacionSql extends Omit<SumasPlanta, 'porColor'> {
  porColor: { color: Color; tarjetas: number; cerradas: number }[] | null;
  porPeriodo: { mes: Mes; abiertas: number; cerradas: number }[];
}

/**
 * The plants comparison's figures for the plant of the caller's alcance (one plant at a time, read-only: the
 * database's policies keep the query inside it). One statement per plant: the window's opened cards and its closed
 * cards are each read once (their colour, state, closing data) and counted per colour, per period and in total; the
 * open cards are counted from the partial index of open cards alone (priority and date: the overdue count is one range
 * per priority, as the Antigüedad tab's). The domain's `indicadoresPlanta` makes the indicators.
 */
@Injectable()
export class ComparacionRepository {
  constructor(@Inject(DB) private readonly db: Db) {}

  async fila(v: VentanaPlanta, ahora: Date, dias: DiasAlerta): Promise<FilaComparacionSql> {
    const momento = sql`${ahora.toISOString()}::timestamptz`;
    const excedidas = sql.join(
      PRIORIDADES.map(
        (p) =>
          sql`(select count(*) from ${tarjetas} where ${abiertaSql} and ${tarjetas.prioridad} = ${p} and ${tarjetas.fecha} <= ${limiteExcedido(ahora, p, dias).toISOString()}::timestamptz)`,
      ),
      sql` + `,
    );
    const mttr = enLista(sql`color`, COLORES_MTTR);
    const query = sql`
      with ${mesesCte(v)},
      abiertas_v as (select ${tarjetas.fecha} as fecha, ${tarjetas.color} as color, ${cerradaSql} as cerrada from ${tarjetas} where ${enVentanaSql(tarjetas.fecha, v)}),
      cerradas_v as (select ${tarjetas.finReparacion} as fin, ${tarjetas.color} as color, ${autonomaSql} as autonoma, ${tarjetas.tiempoEmpleado} as tiempo
                     from ${tarjetas} where ${and(cerradaSql, enVentanaSql(tarjetas.finReparacion, v))}),
      abiertas as (select count(*) as n, coalesce(sum(extract(epoch from (${momento} - ${tarjetas.fecha}))), 0) / 86400 as dias from ${tarjetas} where ${abiertaSql}),
      cierres as (select count(*) as n, count(*) filter (where autonoma) as autonomas, count(*) filter (where ${mttr} and tiempo is not null) as mttr_n,
                         coalesce(sum(tiempo) filter (where ${mttr}), 0) as mttr_horas from cerradas_v),
      a as (select meses.m, count(*) as n from meses join abiertas_v on abiertas_v.fecha >= meses.i and abiertas_v.fecha < meses.f group by meses.m),
      c as (select meses.m, count(*) as n from meses join cerradas_v on cerradas_v.fin >= meses.i and cerradas_v.fin < meses.f group by meses.m)
      select
        (select json_agg(json_build_object('color', color, 'tarjetas', n, 'cerradas', k))
           from (select color, count(*) as n, count(*) filter (where cerrada) as k from abiertas_v group by color) x) as "porColor",
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
    // JIT off, as every dashboard aggregate (DashboardRepository.filas): its compile time would dwarf the query.
    const [fila] = await this.db.transaction(async (tx) => {
      await tx.execute(sql`set local jit = off`);
      return ((await tx.execute(query)) as unknown as { rows: FilaComparacionSql[] }).rows;
    });
    return fila;
  }

  /** Per colour in COLORES order, 0 for a colour without cards in the window. */
  static porColor(fila: Pick<FilaComparacionSql, 'porColor'>): SumasPlanta['porColor'] {
    return COLORES.map((color) => fila.porColor?.find((c) => c.color === color) ?? { color, tarjetas: 0, cerradas: 0 });
  }
}
