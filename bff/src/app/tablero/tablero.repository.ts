import { Inject, Injectable } from '@nestjs/common';
import { sql, type SQL } from 'drizzle-orm';
import { TABLERO_DESCRIPCION_MAX, type Color, type DiasAlerta, type Prioridad } from '@portal/shared/domain';
import { tarjetas } from '../../db/schema';
import { DB, type Db } from '../database/database.types';
import { diasAbiertaSql, excedidaSql } from '../dashboard/dashboard-sql';

export interface TagRow {
  id: string;
  numero: number;
  color: Color;
  prioridad: Prioridad;
  descripcion: string;
  parte_maquina: string;
  fecha: string | Date;
  equipo: string;
  maquina: string;
  dias: number;
  excedida: boolean;
}

/** Per Equipo and colour (and, with `equipo` null, per colour over every Equipo): open cards and how many are exceeded. */
export interface ConteoRow {
  equipo: string | null;
  color: Color;
  cantidad: number;
  excedidas: number;
}

/** The board's queries: every figure and the order come from the database. */
@Injectable()
export class TableroRepository {
  constructor(@Inject(DB) private readonly db: Db) {}

  private async filas<T>(query: SQL): Promise<T[]> {
    const result = await this.db.execute(query);
    return (result as unknown as { rows: T[] }).rows;
  }

  private abiertas(equipo: string | undefined): SQL {
    return equipo === undefined ? sql`${tarjetas.estado} = 'Abierta'` : sql`${tarjetas.estado} = 'Abierta' and ${tarjetas.equipo} = ${equipo}`;
  }

  /**
   * The `limite` oldest open cards of each Equipo (oldest first, then by id), each with its whole days open and
   * whether it is past its priority's deadline at `ahora`.
   */
  tags(ahora: Date, dias: DiasAlerta, limite: number, equipo: string | undefined): Promise<TagRow[]> {
    return this.filas<TagRow>(sql`
      select id, numero, color, prioridad, descripcion, parte_maquina, fecha, equipo, maquina, dias, excedida
      from (
        select ${tarjetas.id} as id, ${tarjetas.numero} as numero, ${tarjetas.color} as color, ${tarjetas.prioridad} as prioridad,
               left(${tarjetas.descripcion}, ${TABLERO_DESCRIPCION_MAX}) as descripcion, ${tarjetas.parteMaquina} as parte_maquina,
               ${tarjetas.fecha} as fecha, ${tarjetas.equipo} as equipo, ${tarjetas.maquina} as maquina,
               ${diasAbiertaSql(ahora)} as dias, ${excedidaSql(ahora, dias)} as excedida,
               row_number() over (partition by ${tarjetas.equipo} order by ${tarjetas.fecha}, ${tarjetas.id}) as n
        from ${tarjetas}
        where ${this.abiertas(equipo)}
      ) t
      where n <= ${limite}
      order by equipo, fecha, id`);
  }

  /** Open cards per (Equipo, colour) and per colour overall (grouping sets: `equipo` null is the overall row). */
  async conteos(ahora: Date, dias: DiasAlerta, equipo: string | undefined): Promise<ConteoRow[]> {
    const filas = await this.filas<ConteoRow & { total: number }>(sql`
      select ${tarjetas.equipo} as equipo, ${tarjetas.color} as color, count(*)::int as cantidad,
             (count(*) filter (where ${excedidaSql(ahora, dias)}))::int as excedidas, grouping(${tarjetas.equipo})::int as total
      from ${tarjetas}
      where ${this.abiertas(equipo)}
      group by grouping sets ((${tarjetas.equipo}, ${tarjetas.color}), (${tarjetas.color}))`);
    return filas.map(({ total, ...f }) => ({ ...f, equipo: total ? null : f.equipo }));
  }
}
