import { Inject, Injectable } from '@nestjs/common';
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { ClaveVentana, FrecuenciaCil, ResultadoCil, TarjetaDeCil, TipoPuntoCil } from '@portal/shared/domain';
import { cilEjecuciones, cilMaquinas, cilPuntos, cilResultados, type CilEjecucionRow, type CilPuntoRow } from '../../db/schema';
import { DB, type Db } from '../database/database.types';
import { filas } from '../database/filas';

export interface MaquinaCil {
  id: string;
  nombre: string;
  equipo: string | null;
  imagen: string | null;
}

export interface UltimoResultado {
  en: Date;
  por: string;
  resultado: ResultadoCil;
}

/** What the due list needs of a point. */
export interface PuntoDebido {
  id: string;
  maquina_id: string;
  maquina: string;
  equipo: string | null;
  minutos: number;
  frecuencia: FrecuenciaCil;
  cada_dias: number | null;
  desde: string;
  desde_turno: number;
  ultima_dia: string | null;
  ultima_turno: number | null;
}

export interface ResultadoAGuardar {
  puntoId: string;
  resultado: ResultadoCil;
  comentario: string;
  motivo: string;
  foto: string | null;
  tarjetaKey: string | null;
  ventana: ClaveVentana;
  /** Whether the window counts (it is one of the point's own, not before its first nor after its end). */
  cuenta: boolean;
  /** The Monday of the window's week. */
  semana: string;
}

export interface FilaResultado {
  punto_id: string;
  numero: number;
  parte: string;
  tarea: string;
  tipo: TipoPuntoCil;
  resultado: ResultadoCil;
  comentario: string;
  motivo: string;
  foto: string | null;
  tarjeta_key: string | null;
  tarjeta: TarjetaDeCil | null;
}

export interface FilaHistorial {
  ejecucion: string;
  en: Date;
  por: string;
  resultado: ResultadoCil;
  comentario: string;
  motivo: string;
  foto: string | null;
  tarjeta: TarjetaDeCil | null;
}

/** The span and the windows under way the compliance counts with (see CilService.cumplimiento). */
export interface ParametrosCumplimiento {
  desde: string;
  /** Exclusive (a Monday). */
  hasta: string;
  hoy: string;
  /** The shift under way: windows before it have ended. */
  turnoActual: ClaveVentana;
  turnosPorDia: number;
  equipo: string | null;
  maquinasMax: number;
}

export interface FilaCumplimiento {
  clave: string;
  nombre: string;
  debidas: number;
  cumplidas: number;
}

// A card raised from a point: the one its author created with the point's card key.
const TARJETA_DE = (key: SQL, autor: SQL) => sql`(select json_build_object('_id', t.id, 'numero', t.numero, 'color', t.color)
     from tarjetas t where t.creado_por = ${autor} and t.idempotency_key = ${key} limit 1)`;

/**
 * The windows of a point group (`g`: frecuencia, cada_dias, desde, hasta) that started in [lo, hi) and have ended
 * by the windows under way (`hoy`, the shift `ct` of day `cd`, `s` shifts a day). Integer arithmetic on plant days:
 * no window is materialised (docs/decisions.md, "CIL compliance").
 */
function debidasEntre(lo: SQL, hi: SQL, p: ParametrosCumplimiento): SQL {
  const hoy = sql`${p.hoy}::date`;
  const cd = sql`${p.turnoActual.dia}::date`;
  const ct = sql`${p.turnoActual.turno}::int`;
  const s = sql`${p.turnosPorDia}::int`;
  const fin = sql`coalesce(g.hasta, 'infinity'::date)`;
  const lunes = (d: SQL) => sql`(${d} - (extract(isodow from ${d})::int - 1))`;
  const mes = (d: SQL) => sql`(extract(year from ${d})::int * 12 + extract(month from ${d})::int + (extract(day from ${d}) > 1)::int)`;
  const inicioDias = sql`(g.desde + ((${hoy} - g.desde) / g.cada_dias) * g.cada_dias)`;
  const ceilDiv = (a: SQL, b: SQL) => sql`(-floor(-(${a})::numeric / ${b}))::int`;
  return sql`case g.frecuencia
    when 'diaria' then greatest(0, least(${hi}, ${fin}, ${hoy}) - greatest(${lo}, g.desde))
    when 'turno' then ${s} * greatest(0, least(${hi}, ${fin}, ${cd}) - greatest(${lo}, g.desde))
      + case when ${cd} >= greatest(${lo}, g.desde) and ${cd} < least(${hi}, ${fin}) then ${ct} else 0 end
      - case when g.desde >= ${lo} and g.desde < least(${hi}, ${fin}) and g.desde <= ${cd} then g.desde_turno else 0 end
    when 'semanal' then greatest(0, ${ceilDiv(sql`least(${hi}, ${fin}, ${lunes(hoy)}) - greatest(${lo}, ${lunes(sql`g.desde`)})`, sql`7`)})
    when 'mensual' then greatest(0, ${mes(sql`least(${hi}, ${fin}, date_trunc('month', ${hoy})::date)`)} - ${mes(sql`greatest(${lo}, date_trunc('month', g.desde)::date)`)})
    else greatest(0, ${ceilDiv(sql`least(${hi}, ${fin}, ${inicioDias}) - g.desde`, sql`g.cada_dias`)} - ${ceilDiv(sql`greatest(${lo}, g.desde) - g.desde`, sql`g.cada_dias`)})
  end`;
}

/** The start day of the window under way of a point (`g`), and its shift. */
function ventanaActual(p: ParametrosCumplimiento): { dia: SQL; turno: SQL } {
  const hoy = sql`${p.hoy}::date`;
  return {
    dia: sql`case g.frecuencia
      when 'diaria' then ${hoy}
      when 'turno' then ${p.turnoActual.dia}::date
      when 'semanal' then ${hoy} - (extract(isodow from ${hoy})::int - 1)
      when 'mensual' then date_trunc('month', ${hoy})::date
      else g.desde + ((${hoy} - g.desde) / g.cada_dias) * g.cada_dias end`,
    turno: sql`case g.frecuencia when 'turno' then ${p.turnoActual.turno}::int else 0 end`,
  };
}

/** Every query of the CIL standards and routines (issue 26 §1); the plant is RLS's. */
@Injectable()
export class CilRepository {
  constructor(@Inject(DB) private readonly db: Db) {}

  async maquina(id: string): Promise<MaquinaCil | undefined> {
    const [row] = filas<MaquinaCil>(
      await this.db.execute(sql`
        select c.id, c.value as nombre, c.equipo, m.imagen
          from campos c left join cil_maquinas m on m.maquina_id = c.id
         where c.id = ${id}::uuid and c.name = 'maquina'`),
    );
    return row;
  }

  async guardarImagen(maquinaId: string, imagen: string | null, en: Date): Promise<void> {
    await this.db
      .insert(cilMaquinas)
      .values({ maquinaId, imagen, actualizadaEn: en })
      .onConflictDoUpdate({ target: cilMaquinas.maquinaId, set: { imagen, actualizadaEn: en } });
  }

  /** The machine's points in force, by number, with the last time each was recorded. */
  async puntos(maquinaId: string): Promise<(CilPuntoRow & { ultimo: UltimoResultado | null })[]> {
    const rows = await this.db
      .select()
      .from(cilPuntos)
      .where(and(eq(cilPuntos.maquinaId, maquinaId), isNull(cilPuntos.hasta)))
      .orderBy(cilPuntos.numero);
    if (!rows.length) return [];
    const ultimos = filas<{ punto_id: string; en: Date | string; por: string; resultado: ResultadoCil }>(
      await this.db.execute(sql`
        select p.id as punto_id, u.en, u.por, u.resultado
          from cil_puntos p
          join lateral (select r.en, e.operario_nombre as por, r.resultado from cil_resultados r join cil_ejecuciones e on e.id = r.ejecucion_id
                         where r.punto_id = p.id order by r.en desc limit 1) u on true
         where p.maquina_id = ${maquinaId}::uuid and p.hasta is null`),
    );
    const porPunto = new Map(ultimos.map((u) => [u.punto_id, { en: new Date(u.en), por: u.por, resultado: u.resultado }]));
    return rows.map((r) => ({ ...r, ultimo: porPunto.get(r.id) ?? null }));
  }

  async punto(id: string): Promise<CilPuntoRow | undefined> {
    const [row] = await this.db.select().from(cilPuntos).where(eq(cilPuntos.id, id));
    return row;
  }

  /** The machine's row locked: its points change one writer at a time (numbers stay unique, the count bounded). */
  async lockMaquina(maquinaId: string): Promise<boolean> {
    const rows = filas<{ id: string }>(await this.db.execute(sql`select id from campos where id = ${maquinaId}::uuid and name = 'maquina' for update`));
    return rows.length > 0;
  }

  async contarVigentes(maquinaId: string): Promise<{ total: number; ultimoNumero: number }> {
    const [r] = filas<{ total: number; ultimo: number | null }>(
      await this.db.execute(sql`select count(*)::int as total, max(numero) as ultimo from cil_puntos where maquina_id = ${maquinaId}::uuid and hasta is null`),
    );
    return { total: r?.total ?? 0, ultimoNumero: r?.ultimo ?? 0 };
  }

  async numeroOcupado(maquinaId: string, numero: number, salvo?: string): Promise<boolean> {
    const rows = await this.db
      .select({ id: cilPuntos.id })
      .from(cilPuntos)
      .where(
        and(
          eq(cilPuntos.maquinaId, maquinaId),
          eq(cilPuntos.numero, numero),
          isNull(cilPuntos.hasta),
          salvo ? sql`${cilPuntos.id} <> ${salvo}::uuid` : undefined,
        ),
      );
    return rows.length > 0;
  }

  async insertPunto(values: typeof cilPuntos.$inferInsert): Promise<CilPuntoRow> {
    const [row] = await this.db.insert(cilPuntos).values(values).returning();
    return row;
  }

  async updatePunto(id: string, cambios: Partial<typeof cilPuntos.$inferInsert>): Promise<CilPuntoRow> {
    const [row] = await this.db.update(cilPuntos).set(cambios).where(eq(cilPuntos.id, id)).returning();
    return row;
  }

  /** Points of the machine, in force or not (a run queued offline may name one that changed since). */
  async puntosDeMaquina(maquinaId: string, ids: readonly string[]): Promise<CilPuntoRow[]> {
    if (!ids.length) return [];
    return this.db
      .select()
      .from(cilPuntos)
      .where(
        and(
          eq(cilPuntos.maquinaId, maquinaId),
          sql`${cilPuntos.id} in (${sql.join(
            ids.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`,
        ),
      );
  }

  async ejecucionPorClave(operarioId: string, key: string): Promise<CilEjecucionRow | undefined> {
    const [row] = await this.db
      .select()
      .from(cilEjecuciones)
      .where(and(eq(cilEjecuciones.operarioId, operarioId), eq(cilEjecuciones.idempotencyKey, key)));
    return row;
  }

  async ejecucion(id: string): Promise<CilEjecucionRow | undefined> {
    const [row] = await this.db.select().from(cilEjecuciones).where(eq(cilEjecuciones.id, id));
    return row;
  }

  /**
   * Records a run and its results; each result that fulfils a window not yet fulfilled moves the point's last window
   * and adds one to its machine's and its person's week. Runs in the caller's transaction.
   */
  async registrar(e: typeof cilEjecuciones.$inferInsert, resultados: readonly ResultadoAGuardar[]): Promise<string> {
    const [row] = await this.db.insert(cilEjecuciones).values(e).returning({ id: cilEjecuciones.id });
    const en = e.terminadaEn;
    await this.db.insert(cilResultados).values(
      resultados.map((r) => ({
        ejecucionId: row.id,
        puntoId: r.puntoId,
        resultado: r.resultado,
        comentario: r.comentario,
        motivo: r.motivo,
        foto: r.foto,
        tarjetaKey: r.tarjetaKey,
        en,
        ventanaDia: r.ventana.dia,
        ventanaTurno: r.ventana.turno,
      })),
    );
    for (const r of resultados.filter((x) => x.cuenta)) {
      const nueva = filas<{ punto_id: string }>(
        await this.db.execute(sql`
          insert into cil_ventanas_cumplidas (punto_id, dia, turno, ejecucion_id)
          values (${r.puntoId}::uuid, ${r.ventana.dia}::date, ${r.ventana.turno}, ${row.id}::uuid)
          on conflict do nothing returning punto_id`),
      );
      if (!nueva.length) continue;
      await this.db.execute(sql`
        update cil_puntos set ultima_dia = ${r.ventana.dia}::date, ultima_turno = ${r.ventana.turno}
         where id = ${r.puntoId}::uuid
           and (ultima_dia is null or (ultima_dia, ultima_turno) < (${r.ventana.dia}::date, ${r.ventana.turno}::smallint))`);
      await this.db.execute(sql`
        insert into cil_cumplimiento_maquina (maquina_id, semana, cumplidas) values (${e.maquinaId}::uuid, ${r.semana}::date, 1)
        on conflict (maquina_id, semana) do update set cumplidas = cil_cumplimiento_maquina.cumplidas + 1`);
      if (e.operarioId)
        await this.db.execute(sql`
          insert into cil_cumplimiento_persona (operario_id, semana, cumplidas) values (${e.operarioId}::uuid, ${r.semana}::date, 1)
          on conflict (planta_id, operario_id, semana) do update set cumplidas = cil_cumplimiento_persona.cumplidas + 1`);
    }
    return row.id;
  }

  async resultados(ejecucionId: string, operarioId: string | null): Promise<FilaResultado[]> {
    return filas<FilaResultado>(
      await this.db.execute(sql`
        select r.punto_id, p.numero, p.parte, p.tarea, p.tipo, r.resultado, r.comentario, r.motivo, r.foto, r.tarjeta_key,
               case when r.tarjeta_key is null then null else ${TARJETA_DE(sql`r.tarjeta_key`, sql`${operarioId}::uuid`)} end as tarjeta
          from cil_resultados r join cil_puntos p on p.id = r.punto_id
         where r.ejecucion_id = ${ejecucionId}::uuid
         order by p.numero, p.id`),
    );
  }

  /** A point's last 100 records, its earlier versions' included (a frequency change continues the point). */
  async historial(puntoId: string): Promise<FilaHistorial[]> {
    return filas<FilaHistorial>(
      await this.db.execute(sql`
        with recursive cadena as (
          select id, anterior_id, 1 as n from cil_puntos where id = ${puntoId}::uuid
          union all select p.id, p.anterior_id, c.n + 1 from cil_puntos p join cadena c on p.id = c.anterior_id where c.n < 100
        )
        select r.ejecucion_id as ejecucion, r.en, e.operario_nombre as por, r.resultado, r.comentario, r.motivo, r.foto,
               case when r.tarjeta_key is null then null else ${TARJETA_DE(sql`r.tarjeta_key`, sql`e.operario_id`)} end as tarjeta
          from cil_resultados r join cil_ejecuciones e on e.id = r.ejecucion_id
         where r.punto_id in (select id from cadena)
         order by r.en desc, r.ejecucion_id
         limit 100`),
    ).map((r) => ({ ...r, en: new Date(r.en) }));
  }

  async equipo(id: string): Promise<string | undefined> {
    const [r] = filas<{ value: string }>(await this.db.execute(sql`select value from campos where id = ${id}::uuid and name = 'equipo'`));
    return r?.value;
  }

  /** A person's teams: their own and the ones they lead. */
  async equiposDe(userId: string): Promise<string[]> {
    const [r] = filas<{ equipo: string | null; equipos_a_cargo: string[] | null }>(
      await this.db.execute(sql`select equipo, equipos_a_cargo from users where id = ${userId}::uuid`),
    );
    return [...new Set([r?.equipo, ...(r?.equipos_a_cargo ?? [])].filter((e): e is string => Boolean(e)))];
  }

  /** The points in force of the machines of these teams (every machine with a team for null). */
  async puntosDebidos(equipos: readonly string[] | null): Promise<PuntoDebido[]> {
    const filtro =
      equipos === null ? sql`c.equipo is not null` : sql`c.equipo in (${sql.join(equipos.length ? equipos.map((e) => sql`${e}`) : [sql`null`], sql`, `)})`;
    return filas<PuntoDebido>(
      await this.db.execute(sql`
        select p.id, p.maquina_id, c.value as maquina, c.equipo, p.minutos, p.frecuencia, p.cada_dias, p.desde::text as desde,
               p.desde_turno, p.ultima_dia::text as ultima_dia, p.ultima_turno
          from cil_puntos p join campos c on c.id = p.maquina_id
         where p.hasta is null and c.name = 'maquina' and ${filtro}`),
    );
  }

  /**
   * Due and fulfilled windows over the span — the plant's total, its teams, its worst machines and each week — in one
   * pass over the points (grouped by machine and dates: `debidasEntre` counts each group's windows) and one over the
   * weekly counters (grouping sets by machine and by week).
   */
  async cumplimiento(
    p: ParametrosCumplimiento,
  ): Promise<{ total: FilaCumplimiento; equipos: FilaCumplimiento[]; maquinas: FilaCumplimiento[]; semanas: FilaCumplimiento[] }> {
    const A = sql`${p.desde}::date`;
    const B = sql`${p.hasta}::date`;
    const w = sql`s.semana`;
    // The team's filter is its machines'; without one, RLS already keeps the plant's rows.
    const deMaquinas = (col: SQL) => (p.equipo === null ? sql`` : sql`and ${col} in (select id from maquinas)`);
    const actual = ventanaActual(p);
    const rows = filas<{ nivel: string; clave: string | null; nombre: string | null; debidas: number; cumplidas: number }>(
      await this.db.execute(sql`
        with maquinas as materialized (
          select c.id, c.value, c.equipo from campos c where c.name = 'maquina' ${p.equipo === null ? sql`` : sql`and c.equipo = ${p.equipo}`}
        ), g as materialized (
          select p.maquina_id, p.frecuencia, p.cada_dias, p.desde, p.desde_turno, p.hasta, count(*)::int as n
            from cil_puntos p
           where p.desde < ${B} and (p.hasta is null or p.hasta > ${A}) ${deMaquinas(sql`p.maquina_id`)}
           group by 1, 2, 3, 4, 5, 6
        ), fechas as materialized (
          select g.frecuencia, g.cada_dias, g.desde, g.desde_turno, g.hasta, sum(g.n)::int as n from g group by 1, 2, 3, 4, 5
        ), en_curso as materialized (
          -- Windows under way count once fulfilled (an open window is not yet missed), in the week they started.
          select g.maquina_id, g.ultima_dia - (extract(isodow from g.ultima_dia)::int - 1) as semana, count(*)::int as n
            from cil_puntos g
           where g.ultima_dia = ${actual.dia} and g.ultima_turno = ${actual.turno} and g.ultima_dia >= ${A} and g.ultima_dia < ${B}
             and (g.hasta is null or g.ultima_dia < g.hasta) ${deMaquinas(sql`g.maquina_id`)}
           group by 1, 2
        ), contadas as materialized (
          -- Two plain aggregates (grouping sets would not run in parallel).
          select k.maquina_id, sum(k.cumplidas)::int as cumplidas
            from cil_cumplimiento_maquina k
           where k.semana >= ${A} and k.semana < ${B} ${deMaquinas(sql`k.maquina_id`)}
           group by k.maquina_id
        ), contadas_semana as materialized (
          select k.semana, sum(k.cumplidas)::int as cumplidas
            from cil_cumplimiento_maquina k
           where k.semana >= ${A} and k.semana < ${B} ${deMaquinas(sql`k.maquina_id`)}
           group by k.semana
        ), en_curso_semana as materialized (
          select semana, sum(n)::int as n from en_curso group by semana
        ), debidas as (
          select coalesce(d.maquina_id, e.maquina_id) as maquina_id, (coalesce(d.debidas, 0) + coalesce(e.n, 0))::int as debidas
            from (select g.maquina_id, sum(g.n * ${debidasEntre(A, B, p)})::int as debidas from g group by g.maquina_id) d
            full join (select maquina_id, sum(n)::int as n from en_curso group by maquina_id) e on e.maquina_id = d.maquina_id
        ), por_maquina as materialized (
          select m.id, m.value, m.equipo, coalesce(d.debidas, 0) as debidas, coalesce(k.cumplidas, 0) as cumplidas
            from maquinas m
            left join debidas d on d.maquina_id = m.id
            left join contadas k on k.maquina_id = m.id
           where d.maquina_id is not null or k.maquina_id is not null
        ), semanas as (
          select d::date as semana from generate_series(${A}, ${B} - 7, interval '7 days') d
        )
        select 'total' as nivel, null as clave, null as nombre, coalesce(sum(debidas), 0)::int as debidas, coalesce(sum(cumplidas), 0)::int as cumplidas from por_maquina
        union all
        select 'equipo', coalesce(equipo, ''), coalesce(equipo, 'Sin equipo'), sum(debidas)::int, sum(cumplidas)::int from por_maquina group by equipo
        union all
        (select 'maquina', id::text, value, debidas, cumplidas from por_maquina
          order by case when debidas = 0 then 1 else 0 end, least(cumplidas, debidas)::numeric / nullif(debidas, 0), value limit ${p.maquinasMax})
        union all
        (select 'semana', s.semana::text, s.semana::text,
                (coalesce((select sum(g.n * ${debidasEntre(w, sql`(${w} + 7)`, p)}) from fechas g), 0)
                 + coalesce(e.n, 0))::int,
                coalesce(k.cumplidas, 0)
           from semanas s left join en_curso_semana e on e.semana = s.semana left join contadas_semana k on k.semana = s.semana
          order by s.semana)`),
    );
    const fila = (r: (typeof rows)[number]): FilaCumplimiento => ({ clave: r.clave ?? '', nombre: r.nombre ?? '', debidas: r.debidas, cumplidas: r.cumplidas });
    const total = rows.find((r) => r.nivel === 'total');
    return {
      total: total ? fila(total) : { clave: '', nombre: '', debidas: 0, cumplidas: 0 },
      equipos: rows
        .filter((r) => r.nivel === 'equipo')
        .map(fila)
        .sort((x, y) => x.nombre.localeCompare(y.nombre, 'es')),
      maquinas: rows.filter((r) => r.nivel === 'maquina').map(fila),
      semanas: rows.filter((r) => r.nivel === 'semana').map(fila),
    };
  }

  /** Windows each person fulfilled over the span, most first. */
  async cumplimientoPersonas(desde: string, hasta: string, equipo: string | null): Promise<FilaCumplimiento[]> {
    return filas<FilaCumplimiento>(
      await this.db.execute(sql`
        select k.operario_id::text as clave, coalesce(u.name, 'Usuario eliminado') as nombre, 0 as debidas, sum(k.cumplidas)::int as cumplidas
          from cil_cumplimiento_persona k left join users u on u.id = k.operario_id
         where k.semana >= ${desde}::date and k.semana < ${hasta}::date ${equipo === null ? sql`` : sql`and u.equipo = ${equipo}`}
         group by k.operario_id, u.name
         order by cumplidas desc, nombre
         limit 200`),
    );
  }
}
