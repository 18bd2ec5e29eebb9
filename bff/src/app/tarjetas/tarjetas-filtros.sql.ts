import { and, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { leerEnteroInt4, NIVELES_RIESGO, type CampoSinValor, type ColumnaExportable, type TarjetaSortField } from '@portal/shared/domain';
import { tarjetas, tarjetaTotales } from '../../db/schema';
import { nivelRiesgoSql } from '../common/sql/riesgo-sql';

/** The SQL that says which cards a list, a count, a group or an export covers, and in which order. */

/** The columns whose card counts tarjeta_totales keeps (the quick list's filters). */
export const DIMENSIONES = {
  color: [tarjetas.color, tarjetaTotales.color],
  estado: [tarjetas.estado, tarjetaTotales.estado],
  equipo: [tarjetas.equipo, tarjetaTotales.equipo],
  prioridad: [tarjetas.prioridad, tarjetaTotales.prioridad],
} as const;
export type Dimension = keyof typeof DIMENSIONES;
const esDimension = (col: string): col is Dimension => col in DIMENSIONES;

/** Which cards a list, a count or an export covers. */
export interface FiltroTarjetas {
  /** Accepted values of counted columns: the total is a sum over a few tarjeta_totales rows. */
  valores?: Partial<Record<Dimension, readonly string[]>>;
  /** Any other condition: the total needs a count over the matching cards. */
  otros?: SQL;
}

const valoresWhere = (valores: FiltroTarjetas['valores'] = {}, tabla: 0 | 1): SQL[] =>
  (Object.entries(valores) as [Dimension, readonly string[]][]).map(([dim, vs]) => {
    const col = DIMENSIONES[dim][tabla];
    return vs.length === 1 ? eq(col, vs[0]) : inArray(col, [...vs]);
  });

export const whereTarjetas = ({ valores, otros }: FiltroTarjetas = {}): SQL | undefined => and(...valoresWhere(valores, 0), otros);

/** The tarjeta_totales rows of the counted-column values. */
export const whereTotales = (valores: FiltroTarjetas['valores']): SQL | undefined => and(...valoresWhere(valores, 1));

/** A page of the list: which cards, in which order, which slice. */
export interface ListOptions {
  filtro?: FiltroTarjetas;
  sort?: TarjetaSortField;
  order?: 'asc' | 'desc';
  /** -1 or undefined: every row. */
  limit?: number;
  offset?: number;
}

const SORT_COLUMNS = {
  numero: tarjetas.numero,
  color: tarjetas.color,
  equipo: tarjetas.equipo,
  prioridad: tarjetas.prioridad,
  fecha: tarjetas.fecha,
  descripcion: tarjetas.descripcion,
  estado: tarjetas.estado,
} as const;

/** The list's order: the sort column, then id, both the same way. */
export const ordenLista = (sort: TarjetaSortField, order: 'asc' | 'desc'): SQL => {
  const dir = sql.raw(order === 'asc' ? 'asc' : 'desc');
  return sql`${SORT_COLUMNS[sort]} ${dir}, ${tarjetas.id} ${dir}`;
};

/**
 * A date column as the plant's day, DD/MM/YYYY (what /tarjetasfiltro lists and filters by). The zone is written
 * into the text (a validated IANA name, quotes doubled anyway) so the select, its GROUP BY and a filter are one
 * expression.
 */
const dia = (col: typeof tarjetas.fecha | typeof tarjetas.finReparacion, zona: string) =>
  sql<string>`to_char(${col} at time zone ${sql.raw(`'${zona.replace(/'/g, "''")}'`)}, 'DD/MM/YYYY')`;

/** A risk value's severity rank, as `compararRiesgo` (domain) ranks it: NS … IN, unknown prefixes last. */
const rangoRiesgo = (col: typeof tarjetas.riesgoInicial | typeof tarjetas.riesgoFinal) => nivelRiesgoSql(col, NIVELES_RIESGO.length + 1);
/** Risk filters list their values by severity, like every risk select. */
const ordenRiesgo = (col: typeof tarjetas.riesgoInicial | typeof tarjetas.riesgoFinal) => sql`min(${rangoRiesgo(col)}), min(${col})`;

/**
 * Each export column as text (the per-column filters and distinct values compare these), and the
 * expression its distinct values are ordered by.
 */
export const columnasTexto = (zona: string): Record<ColumnaExportable, { text: SQL; orden: SQL }> => ({
  numero: { text: sql`${tarjetas.numero}::text`, orden: sql`min(${tarjetas.numero})` },
  color: { text: sql`${tarjetas.color}`, orden: sql`min(${tarjetas.color})` },
  prioridad: { text: sql`${tarjetas.prioridad}`, orden: sql`min(${tarjetas.prioridad})` },
  equipo: { text: sql`${tarjetas.equipo}`, orden: sql`min(${tarjetas.equipo})` },
  fecha: { text: dia(tarjetas.fecha, zona), orden: sql`max(${tarjetas.fecha}) desc` },
  descripcion: { text: sql`${tarjetas.descripcion}`, orden: sql`min(${tarjetas.descripcion})` },
  estado: { text: sql`${tarjetas.estado}`, orden: sql`min(${tarjetas.estado})` },
  maquina: { text: sql`${tarjetas.maquina}`, orden: sql`min(${tarjetas.maquina})` },
  detecto: { text: sql`${tarjetas.detecto}`, orden: sql`min(${tarjetas.detecto})` },
  familia: { text: sql`${tarjetas.familia}`, orden: sql`min(${tarjetas.familia})` },
  tipodeRiesgo: { text: sql`${tarjetas.tipodeRiesgo}`, orden: sql`min(${tarjetas.tipodeRiesgo})` },
  riesgoInicial: { text: sql`${tarjetas.riesgoInicial}`, orden: ordenRiesgo(tarjetas.riesgoInicial) },
  riesgoFinal: { text: sql`${tarjetas.riesgoFinal}`, orden: ordenRiesgo(tarjetas.riesgoFinal) },
  tipoAccion: { text: sql`${tarjetas.tipoAccion}`, orden: sql`min(${tarjetas.tipoAccion})` },
  responsable: { text: sql`${tarjetas.responsable}`, orden: sql`min(${tarjetas.responsable})` },
  tiempoEmpleado: { text: sql`${tarjetas.tiempoEmpleado}::text`, orden: sql`min(${tarjetas.tiempoEmpleado})` },
  causa: { text: sql`${tarjetas.causa}`, orden: sql`min(${tarjetas.causa})` },
  tareaRealizada: { text: sql`${tarjetas.tareaRealizada}`, orden: sql`min(${tarjetas.tareaRealizada})` },
  materialUtilizado: { text: sql`${tarjetas.materialUtilizado}`, orden: sql`min(${tarjetas.materialUtilizado})` },
  finReparacion: { text: dia(tarjetas.finReparacion, zona), orden: sql`max(${tarjetas.finReparacion}) desc` },
});

/**
 * A card's exact fecha (UTC, microseconds) as text, the keyset key of the batched reads. The API's fecha and a
 * Date stop at milliseconds while PostgreSQL keeps microseconds: a key cut to the millisecond would skip the
 * cards sharing the last card's millisecond.
 */
export const FECHA_EXACTA = sql<string>`to_char(${tarjetas.fecha} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
export const despuesDe = (clave: ClaveTarjeta | undefined) =>
  clave ? sql`(${tarjetas.fecha}, ${tarjetas.id}) < (${clave.fecha}::timestamptz, ${clave.id}::uuid)` : undefined;

/** Where a batched read in the list's default order (fecha desc, id desc) stopped: the last card's key. */
export interface ClaveTarjeta {
  /** FECHA_EXACTA of the card. */
  fecha: string;
  id: string;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export type ColumnasTexto = ReturnType<typeof columnasTexto>;

/** The quick list's query (GET /api/tarjetas) as filters. */
export interface FiltroListaConsulta {
  color?: readonly string[];
  estado?: string;
  equipo?: readonly string[];
  prioridad?: string;
  numero?: number;
  maquina?: string;
  familia?: string;
  sinValor?: readonly CampoSinValor[];
  q?: string;
}

/** /tarjetasfiltro's selection. */
export interface FiltroSeleccionConsulta {
  filtros: Partial<Record<ColumnaExportable, string[]>>;
  convertida: boolean;
  planificacion: boolean;
}

/**
 * Quick-list filters (GET /api/tarjetas): color and equipo accept any of their values; `sinValor` adds the
 * empty value ('') to a column's accepted ones (only '' when none is given), as the Pareto counts its
 * '(sin valor)' bar.
 */
export function filtroLista(f: FiltroListaConsulta): FiltroTarjetas {
  const vacio = new Set(f.sinValor);
  const aceptados = (campo: CampoSinValor, vs: readonly string[]) => [...new Set([...vs, ...(vacio.has(campo) ? [''] : [])])];
  const valores: FiltroTarjetas['valores'] = {};
  if (f.color?.length) valores.color = [...new Set(f.color)];
  if (f.estado) valores.estado = [f.estado];
  const equipos = aceptados('equipo', f.equipo ?? []);
  if (equipos.length) valores.equipo = equipos;
  if (f.prioridad) valores.prioridad = [f.prioridad];
  const otros: (SQL | undefined)[] = [];
  if (f.numero !== undefined) otros.push(eq(tarjetas.numero, f.numero));
  // Not counted in tarjeta_totales: the total counts the matching cards.
  for (const [campo, col] of [
    ['maquina', tarjetas.maquina],
    ['familia', tarjetas.familia],
  ] as const) {
    const vs = aceptados(campo, f[campo] ? [f[campo]] : []);
    if (vs.length) otros.push(vs.length === 1 ? eq(col, vs[0]) : inArray(col, vs));
  }
  if (f.q) {
    const like = `%${escapeLike(f.q)}%`;
    const numero = leerEnteroInt4(f.q);
    otros.push(
      or(
        ilike(tarjetas.descripcion, like),
        ilike(tarjetas.equipo, like),
        ilike(tarjetas.maquina, like),
        ilike(tarjetas.detecto, like),
        numero === undefined ? undefined : eq(tarjetas.numero, numero),
      ),
    );
  }
  return { valores, otros: otros.length ? and(...otros) : undefined };
}

/** /tarjetasfiltro filters: each column's chosen values, and the convertida/planificación checkboxes. */
export function filtroSeleccion(columnas: ColumnasTexto, f: FiltroSeleccionConsulta): FiltroTarjetas {
  const valores: FiltroTarjetas['valores'] = {};
  const otros: SQL[] = [];
  for (const [col, values] of Object.entries(f.filtros) as [ColumnaExportable, string[] | undefined][]) {
    if (!values?.length) continue;
    // A counted column's text is the column itself (columnasTexto), so its values filter the totals too.
    if (esDimension(col)) valores[col] = values;
    else otros.push(inArray(columnas[col].text, values));
  }
  if (f.convertida) otros.push(eq(tarjetas.convertida, true));
  if (f.planificacion) otros.push(eq(tarjetas.planificacion, true));
  return { valores, otros: otros.length ? and(...otros) : undefined };
}
