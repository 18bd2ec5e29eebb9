import { Inject, Injectable } from '@nestjs/common';
import { sql, type SQL } from 'drizzle-orm';
import { DB, type Db } from '../database/database.types';
import { filas } from '../database/filas';

/** The tags up to the end of each period, in order. */
export interface FilaCurva {
  colgadas: number;
  retiradas: number;
}

/**
 * The tag curve (issue 25 §4), summed by the database over the cards as they are: each card counts once as hung (its
 * date) and once as removed (its repair's end, when closed). `limites` are the instants the periods begin (the plant's
 * calendar, from the plant-time module) and the one after the last ends: a card falls in its period by a binary search
 * over them (`width_bucket`, the array read once: an InitPlan, since casting text to timestamptz is not constant),
 * with no per-row zone conversion; the cards before the first period are the starting point.
 */
@Injectable()
export class CurvaAmRepository {
  constructor(@Inject(DB) private readonly db: Db) {}

  async curva(planta: number, alcance: { equipo?: string; maquina?: string }, limites: readonly Date[]): Promise<FilaCurva[]> {
    const filtro: SQL =
      alcance.equipo !== undefined ? sql`and c.equipo = ${alcance.equipo}` : alcance.maquina !== undefined ? sql`and c.maquina = ${alcance.maquina}` : sql``;
    const bordes = sql`array[${sql.join(
      limites.map((l) => sql`${l.toISOString()}`),
      sql`, `,
    )}]::timestamptz[]`;
    return filas<FilaCurva>(
      await this.db.execute(sql`
        with b as (select ${bordes} as l),
        -- Materialized: each is summed for every period below, and must be counted once.
        colgadas as materialized (
          select width_bucket(c.fecha, (select l from b)) as i, count(*) as n
            from tarjetas c where c.planta_id = ${planta} ${filtro} group by 1
        ),
        retiradas as materialized (
          select width_bucket(c.fin_reparacion, (select l from b)) as i, count(*) as n
            from tarjetas c where c.planta_id = ${planta} and c.estado = 'Cerrada' and c.fin_reparacion is not null ${filtro} group by 1
        )
        select (select coalesce(sum(n), 0) from colgadas h where h.i <= s.i)::int as colgadas,
               (select coalesce(sum(n), 0) from retiradas r where r.i <= s.i)::int as retiradas
          from generate_series(1, ${limites.length - 1}) as s(i)
         order by s.i`),
    );
  }
}
