import { sql, type SQL } from 'drizzle-orm';
import { COLORES_AUTONOMOS, limiteExcedido, PRIORIDADES, type DiasAlerta, type Mes } from '@portal/shared/domain';
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

/**
 * The instant a plant month starts ('2026-03' → 2026-03-01 00:00 local as timestamptz). Range conditions
 * on the raw column (`fecha >= inicioMes(desde) and fecha < inicioMes(hasta + 1)`) can use its index.
 */
export const inicioMesSql = (mes: Mes, zona: string): SQL => sql`((${`${mes}-01`})::timestamp at time zone ${zona})`;

/** The closed condition of the dashboard: estado Cerrada (its month is that of finReparacion). */
export const cerradaSql: SQL = sql`${tarjetas.estado} = 'Cerrada'`;

/**
 * Closed without a closing date (`esCerradaSinFechaCierre`, issue 21 §2): closed for every state count, in no
 * close month.
 */
export const cerradaSinFechaSql: SQL = sql`(${cerradaSql} and ${tarjetas.finReparacion} is null)`;

/** Autonomous close, as `esAutonoma`: an autonomous colour (`COLORES_AUTONOMOS`), or convertida of any colour; a card counts once. */
export const autonomaSql: SQL = sql`(${tarjetas.color} in (${sql.join(
  COLORES_AUTONOMOS.map((c) => sql`${c}`),
  sql`, `,
)}) or ${tarjetas.convertida})`;

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
export const enLista = (col: SQL | typeof tarjetas.equipo, valores: readonly string[] | undefined): SQL | undefined =>
  valores && valores.length
    ? sql`${col} in (${sql.join(
        valores.map((v) => sql`${v}`),
        sql`, `,
      )})`
    : undefined;
