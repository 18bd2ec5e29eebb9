import { Inject, Injectable } from '@nestjs/common';
import { sql, type SQL } from 'drizzle-orm';
import type { PeriodoCurvaAm } from '@portal/shared/domain';
import { DB, type Db } from '../database/database.types';
import { filas } from '../database/filas';

/** One period of the curve as the database sums it: its first plant day and the tags up to its end. */
export interface FilaCurva {
  inicio: string;
  colgadas: number;
  retiradas: number;
}

const UNIDAD: Record<PeriodoCurvaAm, { trunc: string; paso: string }> = {
  semana: { trunc: 'week', paso: '1 week' },
  mes: { trunc: 'month', paso: '1 month' },
};

/**
 * The tag curve (issue 25 §4), summed by the database over the cards as they are: each card counts once as hung
 * (its date) and once as removed (its repair's end, when closed), in the plant's calendar; the periods before the
 * range add up as the starting point, so the first point is already cumulative.
 */
@Injectable()
export class CurvaAmRepository {
  constructor(@Inject(DB) private readonly db: Db) {}

  async curva(
    planta: number,
    alcance: { equipo?: string; maquina?: string },
    periodo: PeriodoCurvaAm,
    desde: string,
    hasta: string,
    zona: string,
  ): Promise<FilaCurva[]> {
    const { trunc, paso } = UNIDAD[periodo];
    const filtro: SQL =
      alcance.equipo !== undefined ? sql`and c.equipo = ${alcance.equipo}` : alcance.maquina !== undefined ? sql`and c.maquina = ${alcance.maquina}` : sql``;
    const bucket = (col: SQL) => sql`date_trunc(${trunc}, ${col} at time zone ${zona})`;
    return filas<FilaCurva>(
      await this.db.execute(sql`
        with c as materialized (
          select c.fecha, c.fin_reparacion, c.estado from tarjetas c where c.planta_id = ${planta} ${filtro}
        ),
        agg as (
          select b, sum(colg) as colg, sum(ret) as ret from (
            select ${bucket(sql`c.fecha`)} as b, 1 as colg, 0 as ret from c
            union all
            select ${bucket(sql`c.fin_reparacion`)}, 0, 1 from c where c.estado = 'Cerrada' and c.fin_reparacion is not null
          ) x group by b
        ),
        desde as (select date_trunc(${trunc}, ${desde}::date::timestamp) as b),
        base as (select coalesce(sum(colg), 0) as colg, coalesce(sum(ret), 0) as ret from agg where b < (select b from desde)),
        serie as (select generate_series((select b from desde), date_trunc(${trunc}, ${hasta}::date::timestamp), ${paso}::interval) as b)
        select to_char(s.b, 'YYYY-MM-DD') as inicio,
               (base.colg + sum(coalesce(a.colg, 0)) over w)::int as colgadas,
               (base.ret + sum(coalesce(a.ret, 0)) over w)::int as retiradas
          from serie s cross join base left join agg a on a.b = s.b
        window w as (order by s.b)
        order by s.b`),
    );
  }
}
