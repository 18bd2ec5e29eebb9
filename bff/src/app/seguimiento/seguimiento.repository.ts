import { Inject, Injectable } from '@nestjs/common';
import { sql, type SQL } from 'drizzle-orm';
import { BANDEJA_FILAS, limiteNivel, PRIORIDADES, type DiaPlanta, type DiasAlerta } from '@portal/shared/domain';
import { DB, type Db } from '../database/database.types';
import { filas } from '../database/filas';

export interface MiReporteFila {
  id: string;
  numero: number;
  color: string;
  estado: string;
  prioridad: string;
  maquina: string;
  descripcion: string;
  fecha: Date | string;
  planificacion: boolean;
  prevista_cierre: string | null;
  planificada_por: string;
  cerrada_en: Date | string | null;
  c_autor: string | null;
  c_texto: string | null;
  c_fecha: Date | string | null;
  novedades: number;
}

export interface TarjetaBandejaFila {
  id: string;
  numero: number;
  color: string;
  prioridad: string;
  maquina: string;
  equipo: string;
  descripcion: string;
  fecha: Date | string;
  planificacion: boolean;
  prevista_cierre: string | null;
  total: number;
}

export interface KaizenBandejaFila {
  id: string;
  tema: string;
  maquina: string;
  estado: string;
  implementacion: boolean;
  fecha: Date | string;
  total: number;
}

/** An open card past its priority's alert days (the plant's) at `ahora` (the rule of calcularAlerta, as SQL). */
function vencida(ahora: Date, dias: DiasAlerta): SQL {
  return sql`t.fecha <= case t.prioridad ${sql.join(
    PRIORIDADES.map((p) => sql`when ${p} then ${limiteNivel(ahora, p, 'vencida', dias).toISOString()}::timestamptz`),
    sql` `,
  )} end`;
}

const ordenPrioridad = sql`case t.prioridad ${sql.join(
  PRIORIDADES.map((p, i) => sql`when ${p} then ${i}`),
  sql` `,
)} end`;

/** When the card's alert days ran out (opening + the plant's days for its priority): the longest overdue come first. */
const vencimiento = (dias: DiasAlerta): SQL =>
  sql`t.fecha + case t.prioridad ${sql.join(
    PRIORIDADES.map((p) => sql`when ${p} then ${dias[p]} * interval '1 day'`),
    sql` `,
  )} end`;

/** 'Mis reportes' and the Bandeja: reads only, each section one query with its count (window) and first rows. */
@Injectable()
export class SeguimientoRepository {
  constructor(@Inject(DB) private readonly db: Db) {}

  async misReportes(userId: string, page: number, pageSize: number): Promise<{ items: MiReporteFila[]; total: number; conNovedades: number }> {
    const items = filas<MiReporteFila>(
      await this.db.execute(sql`
        select t.id, t.numero, t.color, t.estado, t.prioridad, t.maquina, t.descripcion, t.fecha, t.planificacion,
               t.prevista_cierre::text as prevista_cierre, t.planificada_por, t.cerrada_en,
               c.autor_nombre as c_autor, c.texto as c_texto, c.fecha as c_fecha,
               (select count(*)::int from novedades n where n.tarjeta_id = t.id and n.user_id = ${userId}::uuid and not n.leida) as novedades
          from tarjetas t
          left join lateral (
            select autor_nombre, texto, fecha from comentarios where tarjeta_id = t.id order by fecha desc, id desc limit 1
          ) c on true
         where t.creado_por = ${userId}::uuid
         order by t.fecha desc, t.id desc
         limit ${pageSize} offset ${page * pageSize}`),
    );
    const [{ total, con_novedades }] = filas<{ total: number; con_novedades: number }>(
      await this.db.execute(sql`
        select (select count(*)::int from tarjetas where creado_por = ${userId}::uuid) as total,
               (select count(distinct tarjeta_id)::int from novedades where user_id = ${userId}::uuid and not leida) as con_novedades`),
    );
    return { items, total, conNovedades: con_novedades };
  }

  /** The open cards of the inbox's equipos (all when `equipos` is empty), split in its three card sections. */
  async bandejaTarjetas(
    equipos: string[],
    ahora: Date,
    finSemana: DiaPlanta,
    dias: DiasAlerta,
  ): Promise<Record<'vencidas' | 'porPlanificar' | 'paraCerrar', TarjetaBandejaFila[]>> {
    const alcance = sql`t.estado = 'Abierta' ${
      equipos.length
        ? sql`and t.equipo in (${sql.join(
            equipos.map((e) => sql`${e}`),
            sql`, `,
          )})`
        : sql``
    }`;
    const seccion = async (donde: SQL, orden: SQL) =>
      filas<TarjetaBandejaFila>(
        await this.db.execute(sql`
          select t.id, t.numero, t.color, t.prioridad, t.maquina, t.equipo, t.descripcion, t.fecha, t.planificacion,
                 t.prevista_cierre::text as prevista_cierre, count(*) over ()::int as total
            from tarjetas t
           where ${alcance} and ${donde}
           order by ${orden}
           limit ${BANDEJA_FILAS}`),
      );
    const v = vencida(ahora, dias);
    return {
      vencidas: await seccion(v, sql`${vencimiento(dias)} asc, t.id asc`),
      porPlanificar: await seccion(sql`not t.planificacion and not (${v})`, sql`${ordenPrioridad}, t.fecha asc, t.id asc`),
      paraCerrar: await seccion(
        sql`t.planificacion and not (${v}) and t.prevista_cierre is not null and t.prevista_cierre <= ${finSemana}::date`,
        sql`t.prevista_cierre asc, ${ordenPrioridad}, t.id asc`,
      ),
    };
  }

  /** Open Kaizen whose Líder or Responsable de seguimiento is `nombre`, oldest first. */
  async bandejaKaizen(nombre: string): Promise<KaizenBandejaFila[]> {
    return filas<KaizenBandejaFila>(
      await this.db.execute(sql`
        select k.id, k.tema, k.maquina, k.estado, k.implementacion, k.fecha, count(*) over ()::int as total
          from kaizens k
         where k.estado = 'Abierta' and (k.lider = ${nombre} or k.responsable_seguimiento = ${nombre})
         order by k.fecha asc, k.id asc
         limit ${BANDEJA_FILAS}`),
    );
  }

  /** The equipos a Jefe de area leads: their own (users.equipo) and the ones an Admin added; [] when none. */
  async equiposDe(userId: string): Promise<string[]> {
    const [r] = filas<{ equipo: string | null; equipos_a_cargo: string[] | null }>(
      await this.db.execute(sql`select equipo, equipos_a_cargo from users where id = ${userId}::uuid`),
    );
    return r ? [...new Set([r.equipo ?? '', ...(r.equipos_a_cargo ?? [])].filter(Boolean))] : [];
  }
}
