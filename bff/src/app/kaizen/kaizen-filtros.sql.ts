import { and, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { leerEnteroInt4, type EstadoActualKaizen, type KaizenSortField, type Pilar } from '@portal/shared/domain';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { kaizens } from '../../db/schema';

/** The SQL that says which Kaizens a list, the totals or the export cover, and in which order. */

/** The list's, totals' and export's filters. */
export interface FiltroKaizens {
  estado?: EstadoActualKaizen;
  pilar?: Pilar;
  maquina?: string;
  /** Kaizen on the machines of this Equipo autónomo (Admin › Campos), as a team's page lists them. */
  equipo?: string;
  q?: string;
}

/** 'Estado actual' in the Kaizen's life order: Abierta, En implementacion, Cerrada. */
const ESTADO_ACTUAL_ORDEN = sql`(case when ${kaizens.estado} = 'Cerrada' then 2 when ${kaizens.implementacion} then 1 else 0 end)`;

export const SORT_COLUMNS: Record<KaizenSortField, SQL | AnyPgColumn> = {
  numero: kaizens.numero,
  codigo: kaizens.codigo,
  maquina: kaizens.maquina,
  fecha: kaizens.fecha,
  tema: kaizens.tema,
  estadoActual: ESTADO_ACTUAL_ORDEN,
  lider: kaizens.lider,
  pilar: kaizens.pilar,
};

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export function whereKaizens(f: FiltroKaizens = {}): SQL | undefined {
  const conds: (SQL | undefined)[] = [];
  if (f.estado === 'Cerrada') conds.push(eq(kaizens.estado, 'Cerrada'));
  else if (f.estado) conds.push(and(eq(kaizens.estado, 'Abierta'), eq(kaizens.implementacion, f.estado === 'En implementacion')));
  if (f.pilar) conds.push(eq(kaizens.pilar, f.pilar));
  if (f.maquina) conds.push(eq(kaizens.maquina, f.maquina));
  if (f.equipo)
    conds.push(
      sql`${kaizens.maquina} in (select c.value from campos c where c.planta_id = ${kaizens.plantaId} and c.name = 'maquina' and c.equipo = ${f.equipo})`,
    );
  if (f.q) {
    const like = `%${escapeLike(f.q)}%`;
    const numero = leerEnteroInt4(f.q);
    conds.push(
      or(
        numero === undefined ? undefined : eq(kaizens.numero, numero),
        ilike(kaizens.codigo, like),
        ilike(kaizens.maquina, like),
        ilike(kaizens.tema, like),
        ilike(kaizens.lider, like),
        ilike(kaizens.linea, like),
      ),
    );
  }
  return and(...conds);
}
