import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  agrupacionDe,
  COLORES_AUTONOMOS,
  inicioPeriodo,
  limiteExcedido,
  MESES_POR_PERIODO,
  PRIORIDADES,
  sumarMeses,
  type DiasAlerta,
  type Mes,
  type RangoMeses,
} from '@portal/shared/domain';
import { tarjetas } from '../../db/schema';
import { nivelRiesgoSql } from '../common/sql/riesgo-sql';

/**
 * SQL pieces every dashboard query shares, so the database applies the domain's rules
 * (libs/shared/domain/src/lib/dashboard.ts) exactly as written there.
 */

/** Weight of a risk value by its prefix (NS 1 … IN 5, anything else 0), as `pesoRiesgo`. */
export const pesoRiesgoSql = (col: SQL | typeof tarjetas.riesgoInicial | typeof tarjetas.riesgoFinal): SQL<number> => nivelRiesgoSql(col, 0);

/** A moment's month in the plant's time zone, 'YYYY-MM'. */
export const mesLocalSql = (col: SQL | typeof tarjetas.fecha | typeof tarjetas.finReparacion, zona: string): SQL<string> =>
  sql<string>`to_char(${col} at time zone ${zona}, 'YYYY-MM')`;

/** A local month's first instant as wall-clock time ('2026-03' → 2026-03-01 00:00), as tarjeta_meses keeps it. */
export const mesRelojSql = (mes: Mes): SQL => sql`${`${mes}-01`}::timestamp`;

/**
 * The instant a plant month starts ('2026-03' → 2026-03-01 00:00 local as timestamptz). Range conditions
 * on the raw column (`fecha >= inicioMes(desde) and fecha < inicioMes(hasta + 1)`) can use its index.
 */
export const inicioMesSql = (mes: Mes, zona: string): SQL => sql`(${mesRelojSql(mes)} at time zone ${zona})`;

type Columna = SQL | AnyPgColumn;

/** The closed condition of the dashboard: estado Cerrada (its month is that of finReparacion); of any row with an estado. */
export const cerradaDe = (estado: Columna): SQL => sql`${estado} = 'Cerrada'`;
export const cerradaSql: SQL = cerradaDe(tarjetas.estado);

/**
 * Closed without a closing date (`esCerradaSinFechaCierre`, issue 21 §2): closed for every state count, in no
 * close month.
 */
export const cerradaSinFechaSql: SQL = sql`(${cerradaSql} and ${tarjetas.finReparacion} is null)`;

/** Autonomous close, as `esAutonoma`: an autonomous colour (`COLORES_AUTONOMOS`), or convertida of any colour; a card counts once. */
export const autonomaDe = (color: Columna, convertida: Columna): SQL =>
  sql`(${color} in (${sql.join(
    COLORES_AUTONOMOS.map((c) => sql`${c}`),
    sql`, `,
  )}) or ${convertida})`;
export const autonomaSql: SQL = autonomaDe(tarjetas.color, tarjetas.convertida);

/** An open card past its plant's deadline at `ahora` (`limiteExcedido`, as `calcularAlerta` says 'Excedido'). Unknown priorities never are. */
export const excedidaSql = (ahora: Date, dias: DiasAlerta): SQL<boolean> =>
  sql<boolean>`coalesce(${tarjetas.fecha} <= case ${tarjetas.prioridad} ${sql.join(
    PRIORIDADES.map((p) => sql`when ${p} then ${limiteExcedido(ahora, p, dias).toISOString()}::timestamptz`),
    sql` `,
  )} end, false)`;

/** Whole days open at `ahora` (floor), as `calcularAlerta` counts them. */
export const diasAbiertaSql = (ahora: Date): SQL<number> =>
  sql<number>`floor(extract(epoch from (${ahora.toISOString()}::timestamptz - ${tarjetas.fecha})) / 86400)::int`;

/** `col in (values)` for a multi-select; undefined (no condition) when nothing is chosen. */
export const enLista = (col: Columna, valores: readonly string[] | undefined): SQL | undefined =>
  valores && valores.length
    ? sql`${col} in (${sql.join(
        valores.map((v) => sql`${v}`),
        sql`, `,
      )})`
    : undefined;

/** A window of months in a plant's calendar: the zone its months begin and end in. */
export interface VentanaPlanta extends RangoMeses {
  zona: string;
}

/** `col` inside the window's months (local time): a range the column's index can serve. */
export const enVentanaSql = (col: SQL | typeof tarjetas.fecha | typeof tarjetas.finReparacion, r: VentanaPlanta): SQL =>
  sql`${col} >= ${inicioMesSql(r.desde, r.zona)} and ${col} < ${inicioMesSql(sumarMeses(r.hasta, 1), r.zona)}`;

/** The length of the window's periods (`agrupacionDe`) as an interval. */
export const pasoSql = (r: RangoMeses): SQL => sql.raw(`interval '${MESES_POR_PERIODO[agrupacionDe(r)]} months'`);

/**
 * The window's periods as a CTE `meses (m, i, f)`: m the period's first local month ('YYYY-MM-01' wall-clock, so
 * no DST change can skip or repeat one), [i, f) its instants. The periods are the domain's (`agrupacionDe`: months,
 * quarters or years by the window's length), so the database adds the months up. Cards join a period by a range
 * on the raw column: no per-row time zone conversion, and the column's index serves it. Each aggregate also
 * bounds its column by the window itself (`enVentanaSql`), which cuts the first and last period to the window and
 * keeps PostgreSQL from scanning every card of the filtered colours.
 */
export function mesesCte(r: VentanaPlanta): SQL {
  const agrupacion = agrupacionDe(r);
  const paso = pasoSql(r);
  return sql`meses as (select m, m at time zone ${r.zona} as i, (m + ${paso}) at time zone ${r.zona} as f
    from generate_series(${mesRelojSql(inicioPeriodo(r.desde, agrupacion))}, ${mesRelojSql(inicioPeriodo(r.hasta, agrupacion))}, ${paso}) as m)`;
}
