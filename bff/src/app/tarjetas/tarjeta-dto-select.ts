import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Tarjeta } from '@portal/shared/domain';
import { tarjetas } from '../../db/schema';

/** Date#toISOString's format: UTC with milliseconds (PostgreSQL keeps microseconds; both truncate them). */
const iso = (col: AnyColumn) => sql`to_char(${col} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
/** A date column as 'YYYY-MM-DD' whatever the session's DateStyle. */
const dia = (col: AnyColumn) => sql`to_char(${col}, 'YYYY-MM-DD')`;

/**
 * Every field of the API's card (what toTarjetaDto makes) as the column or expression it is read
 * from; the record type keeps the two field lists identical.
 */
const CAMPOS: Record<keyof Tarjeta, AnyColumn | SQL> = {
  _id: tarjetas.id,
  numero: tarjetas.numero,
  numeroOriginal: tarjetas.numeroOriginal,
  color: tarjetas.color,
  estado: tarjetas.estado,
  fecha: iso(tarjetas.fecha),
  descripcion: tarjetas.descripcion,
  sugerencia: tarjetas.sugerencia,
  reparacion: tarjetas.reparacion,
  detecto: tarjetas.detecto,
  prioridad: tarjetas.prioridad,
  familia: tarjetas.familia,
  maquina: tarjetas.maquina,
  parteMaquina: tarjetas.parteMaquina,
  equipo: tarjetas.equipo,
  riesgoInicial: tarjetas.riesgoInicial,
  tipodeRiesgo: tarjetas.tipodeRiesgo,
  riesgoFinal: tarjetas.riesgoFinal,
  inicioReparacion: iso(tarjetas.inicioReparacion),
  finReparacion: iso(tarjetas.finReparacion),
  responsable: tarjetas.responsable,
  tiempoEmpleado: tarjetas.tiempoEmpleado,
  causa: tarjetas.causa,
  tareaRealizada: tarjetas.tareaRealizada,
  materialUtilizado: tarjetas.materialUtilizado,
  tipoAccion: tarjetas.tipoAccion,
  convertida: tarjetas.convertida,
  verificacion: tarjetas.verificacion,
  accionesComplementarias: tarjetas.accionesComplementarias,
  sustoExperimentado: tarjetas.sustoExperimentado,
  sustoObservado: tarjetas.sustoObservado,
  impactoAmbiente: tarjetas.impactoAmbiente,
  imagenUrl: tarjetas.imagenUrl,
  imagenAntesUrl: tarjetas.imagenAntesUrl,
  imagenDespuesUrl: tarjetas.imagenDespuesUrl,
  planificacion: tarjetas.planificacion,
  previstaCierre: dia(tarjetas.previstaCierre),
  responsableSeguimiento: tarjetas.responsableSeguimiento,
  recursos: tarjetas.recursos,
  materiales: tarjetas.materiales,
  solicitudCompras: dia(tarjetas.solicitudCompras),
  comprometidaCompras: dia(tarjetas.comprometidaCompras),
  tareaRealizar: tarjetas.tareaRealizar,
  responsableTarea: tarjetas.responsableTarea,
  comentario1: tarjetas.comentario1,
  comentario2: tarjetas.comentario2,
  comentario3: tarjetas.comentario3,
};

/** The API card's fields in the select list's order: what JSON.stringify(rows, CAMPOS_TARJETA) writes, in that order. */
export const CAMPOS_TARJETA = Object.keys(CAMPOS) as (keyof Tarjeta)[];

/**
 * The select list that makes PostgreSQL answer rows of `tarjetas` as the API's cards: named like the
 * API's fields, dates already ISO text. The driver's plain rows are then the documents themselves, so
 * a page of cards costs Node no per-field mapping (drizzle's row mapping and the DTO mapper were most
 * of a page's CPU). Rendered to text once: it holds no parameter.
 */
export const TARJETA_DTO_SELECT: SQL = sql.raw(
  new PgDialect().sqlToQuery(
    sql.join(
      Object.entries(CAMPOS).map(([campo, valor]) => sql`${valor} as ${sql.identifier(campo)}`),
      sql`, `,
    ),
  ).sql,
);
