import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, not, sql, type SQL } from 'drizzle-orm';
import { ANTIGUAS_LIMITE, type Color, type DiasAlerta, type Prioridad } from '@portal/shared/domain';
import { tarjetas } from '../../db/schema';
import { DB, type Db } from '../database/database.types';
import { cerradaSinFechaSql, cerradaSql, diasAbiertaSql, excedidaSql, pesoRiesgoSql } from './dashboard-sql';

/** Per colour (color null: every colour, the ROLLUP row). */
export interface SumasColor {
  color: Color | null;
  tarjetas: number;
  cerradas: number;
  /** Of `cerradas`, those without a closing date: closed, but in no 'last N days'. */
  sinFechaCierre: number;
  nuevas7: number;
  cerradas7: number;
  nuevas30: number;
  cerradas30: number;
  riesgoInicial: number;
  riesgoFinal: number;
}

export interface AntiguaReporte {
  color: Color;
  numero: number;
  equipo: string;
  maquina: string;
  descripcion: string;
  prioridad: Prioridad;
  dias: number;
  excedido: boolean;
}

const n = (expr: SQL) => sql<number>`(${expr})::int`;

@Injectable()
export class ReporteRepository {
  constructor(@Inject(DB) private readonly db: Db) {}

  /**
   * Every figure of the report's upper half in one pass: GROUP BY ROLLUP gives one row per colour and
   * the total row. 'Last N days' are the N × 24 h before `ahora`; a close counts by `finReparacion`.
   */
  sumasPorColor(equipo: string | undefined, ahora: Date): Promise<SumasColor[]> {
    const desde = (dias: number) => sql`${ahora.toISOString()}::timestamptz - make_interval(days => ${dias})`;
    const nuevas = (dias: number) => n(sql`count(*) filter (where ${tarjetas.fecha} > ${desde(dias)})`);
    const cerradasEn = (dias: number) => n(sql`count(*) filter (where ${cerradaSql} and ${tarjetas.finReparacion} > ${desde(dias)})`);
    return this.db
      .select({
        color: sql<Color | null>`${tarjetas.color}`,
        tarjetas: n(sql`count(*)`),
        cerradas: n(sql`count(*) filter (where ${cerradaSql})`),
        sinFechaCierre: n(sql`count(*) filter (where ${cerradaSinFechaSql})`),
        nuevas7: nuevas(7),
        cerradas7: cerradasEn(7),
        nuevas30: nuevas(30),
        cerradas30: cerradasEn(30),
        riesgoInicial: n(sql`coalesce(sum(${pesoRiesgoSql(tarjetas.riesgoInicial)}), 0)`),
        riesgoFinal: n(
          sql`coalesce(sum(case when ${cerradaSql} then ${pesoRiesgoSql(tarjetas.riesgoFinal)} else ${pesoRiesgoSql(tarjetas.riesgoInicial)} end), 0)`,
        ),
      })
      .from(tarjetas)
      .where(equipo === undefined ? undefined : eq(tarjetas.equipo, equipo))
      .groupBy(sql`rollup(${tarjetas.color})`);
  }

  /** The oldest open cards, oldest first. */
  masAntiguas(equipo: string | undefined, ahora: Date, dias: DiasAlerta): Promise<AntiguaReporte[]> {
    return this.db
      .select({
        color: sql<Color>`${tarjetas.color}`,
        numero: tarjetas.numero,
        equipo: tarjetas.equipo,
        maquina: tarjetas.maquina,
        descripcion: tarjetas.descripcion,
        prioridad: sql<Prioridad>`${tarjetas.prioridad}`,
        dias: diasAbiertaSql(ahora),
        excedido: sql<boolean>`coalesce(${excedidaSql(ahora, dias)}, false)`,
      })
      .from(tarjetas)
      .where(and(not(cerradaSql), equipo === undefined ? undefined : eq(tarjetas.equipo, equipo)))
      .orderBy(asc(tarjetas.fecha), asc(tarjetas.id))
      .limit(ANTIGUAS_LIMITE);
  }
}
