import { Inject, Injectable } from '@nestjs/common';
import { sql, type SQL } from 'drizzle-orm';
import type { FigurasPuertaAm, PersonaPuertaAm } from '@portal/shared/domain';
import { DB, type Db } from '../database/database.types';
import { filas } from '../database/filas';

/** A team whose gate is asked for: its current step's first plant day and that day's first instant in the plant. */
export interface EquipoEnPaso {
  equipoAmId: string;
  equipo: string;
  paso: number;
  desde: string;
  inicio: Date;
}

/** The participation window: its first plant day and that day's first instant. */
export interface Ventana {
  desde: string;
  inicio: Date;
}

/** Values as one parameter each, separated by commas (inside `array[…]`). */
const lista = (valores: readonly string[]): SQL =>
  sql.join(
    valores.map((v) => sql`${v}`),
    sql`, `,
  );

interface FilaFiguras {
  equipo_am_id: string;
  colgadas: number;
  abiertas: number;
  amarillas: number;
  amarillas_atendidas: number;
  miembros: number;
  con_tarjeta: number;
  max_n: number | null;
  min_n: number | null;
  kaizen: number;
  auditoria_porcentaje: number | null;
  auditoria_aprobada: boolean | null;
  auditoria_dia: string | null;
}

/**
 * The step gate's figures (issue 25 §3), counted by the database over the plant's cards, users and Kaizen as they are
 * (nothing kept by hand). A member's card: one they created or whose 'Detectó' names them (trimmed, any case).
 */
@Injectable()
export class PuertaAmRepository {
  constructor(@Inject(DB) private readonly db: Db) {}

  /**
   * Each team of plant `planta` with its figures, by its program id; one statement for any number of teams. Every
   * count stays within the plant (a session that reads several plants never mixes them).
   */
  async figuras(planta: number, equipos: readonly EquipoEnPaso[], ventana: Ventana, zona: string): Promise<Map<string, FigurasPuertaAm>> {
    if (!equipos.length) return new Map();
    const rows = filas<FilaFiguras>(
      await this.db.execute(sql`
        with x as (
          select * from unnest(array[${lista(equipos.map((e) => e.equipoAmId))}]::uuid[], array[${lista(equipos.map((e) => e.equipo))}]::text[],
                               array[${lista(equipos.map((e) => e.desde))}]::date[], array[${lista(equipos.map((e) => e.inicio.toISOString()))}]::timestamptz[],
                               array[${lista(equipos.map((e) => String(e.paso)))}]::int[])
                   as x(equipo_am_id, equipo, desde, inicio, paso)
        )
        select x.equipo_am_id,
               coalesce(t.colgadas, 0)::int as colgadas, coalesce(t.abiertas, 0)::int as abiertas,
               coalesce(a.amarillas, 0)::int as amarillas, coalesce(a.atendidas, 0)::int as amarillas_atendidas,
               m.miembros, m.con_tarjeta, m.max_n, m.min_n, k.kaizen,
               au.porcentaje as auditoria_porcentaje, au.aprobada as auditoria_aprobada,
               (au.firmada_en at time zone ${zona})::date::text as auditoria_dia
          from x
          left join lateral (
            select count(*) as colgadas, count(*) filter (where c.estado = 'Abierta') as abiertas
              from tarjetas c where c.planta_id = ${planta} and c.equipo = x.equipo and c.fecha >= x.inicio
          ) t on true
          left join lateral (
            select count(*) as amarillas, count(*) filter (where c.estado = 'Cerrada' or c.planificacion) as atendidas
              from tarjetas c where c.planta_id = ${planta} and c.equipo = x.equipo and c.color = 'Amarilla'
          ) a on true
          left join lateral (
            select count(*)::int as miembros, count(*) filter (where p.n > 0)::int as con_tarjeta, max(p.n)::int as max_n, min(p.n)::int as min_n
              from (${this.tarjetasPorMiembro(planta, sql`x.equipo`, ventana)}) p
          ) m on true
          left join lateral (
            select count(*)::int as kaizen
              from kaizens k
             where k.planta_id = ${planta} and k.estado = 'Cerrada'
               and k.maquina in (select c.value from campos c where c.planta_id = ${planta} and c.name = 'maquina' and c.equipo = x.equipo)
               and case when k.fecha_finalizacion_mejora is not null then k.fecha_finalizacion_mejora >= x.desde
                        else coalesce(k.cerrada_en, k.fecha) >= x.inicio end
          ) k on true
          -- The step audit (§2): the latest one of this step signed since the step began.
          left join lateral (
            select a.porcentaje, a.aprobada, a.firmada_en
              from auditorias_paso_am a
             where a.planta_id = ${planta} and a.equipo_am_id = x.equipo_am_id and a.estado = 'firmada'
               and a.paso = x.paso and a.firmada_en >= x.inicio
             order by a.firmada_en desc, a.id desc
             limit 1
          ) au on true`),
    );
    const porId = new Map(equipos.map((e) => [e.equipoAmId, e]));
    return new Map(
      rows.map((r) => [
        r.equipo_am_id,
        {
          desde: porId.get(r.equipo_am_id)!.desde,
          participacionDesde: ventana.desde,
          colgadas: r.colgadas,
          abiertas: r.abiertas,
          amarillas: r.amarillas,
          amarillasAtendidas: r.amarillas_atendidas,
          miembros: r.miembros,
          miembrosConTarjeta: r.con_tarjeta,
          tarjetasMax: r.max_n,
          tarjetasMin: r.min_n,
          kaizenCerrados: r.kaizen,
          auditoria:
            r.auditoria_dia !== null && r.auditoria_porcentaje !== null && r.auditoria_aprobada !== null
              ? { porcentaje: r.auditoria_porcentaje, aprobada: r.auditoria_aprobada, firmadaDia: r.auditoria_dia }
              : null,
        },
      ]),
    );
  }

  /** Each member of `equipo` with their cards in the window, by name. */
  async personas(planta: number, equipo: string, ventana: Ventana): Promise<PersonaPuertaAm[]> {
    return filas<PersonaPuertaAm>(
      await this.db.execute(
        sql`select p._id, p.nombre, p.n as tarjetas from (${this.tarjetasPorMiembro(planta, sql`${equipo}::text`, ventana)}) p order by p.nombre, p._id`,
      ),
    );
  }

  /** The team's members (users of that Equipo a provider did not take the access from) and their cards since the window began. */
  private tarjetasPorMiembro(planta: number, equipo: SQL, ventana: Ventana): SQL {
    return sql`
      select u.id as _id, u.name as nombre,
             (select count(*)::int from tarjetas c
               where c.planta_id = u.planta_id and c.fecha >= ${ventana.inicio.toISOString()}::timestamptz
                 and (c.creado_por = u.id or lower(btrim(c.detecto)) = lower(btrim(u.name)))) as n
        from users u
       where u.planta_id = ${planta} and u.equipo = ${equipo} and u.sso_baja is null`;
  }
}
