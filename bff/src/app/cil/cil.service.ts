import { Injectable } from '@nestjs/common';
import {
  CIL_LIMITES,
  compararVentanas,
  cumpleVentana,
  inicioDePunto,
  CUMPLIMIENTO_MAQUINAS_MAX,
  lunesDe,
  MSG,
  porcentajeCil,
  primeraVentanaCil,
  puede,
  situacionPuntoCil,
  sumarDias,
  ventanaCil,
  type CalendarioCil,
  type CrearPuntoCilInput,
  type CumplimientoCil,
  type CumplimientoCilQuery,
  type EditarPuntoCilInput,
  type EjecucionCil,
  type EjecucionCilInput,
  type FilaCumplimientoCil,
  type FrecuenciaPunto,
  type HistorialPuntoCil,
  type MaquinaCilPendiente,
  type PuntoCil,
  type RutinaCil,
  type SituacionPuntoCil,
} from '@portal/shared/domain';
import type { CilEjecucionRow, CilPuntoRow } from '../../db/schema';
import type { Actor } from '../audit/actor';
import { AuditedTx } from '../audit/audited-tx';
import type { AuthUser } from '../common/access/auth-user';
import { Clock } from '../common/clock';
import { isUniqueViolation, isUuid } from '../common/db-errors';
import { badRequest, notFound } from '../common/http-errors';
import { AjustesPlantaService } from '../plantas/ajustes-planta.service';
import { CilRepository, type FilaCumplimiento, type ResultadoAGuardar } from './cil.repository';

/** A run may reach the server this long after it ended (a phone offline over a long leave comes back). */
const RUTINA_ANTIGUEDAD_MAX_DIAS = 30;
/** The compliance spans at most this (two plant years). */
const CUMPLIMIENTO_DIAS_MAX = 2 * 371;
/** Without `desde`, the compliance shows the last 12 weeks. */
const CUMPLIMIENTO_SEMANAS_DEFECTO = 12;

const frecuenciaDe = (p: Pick<CilPuntoRow, 'frecuencia' | 'cadaDias' | 'desde' | 'desdeTurno'>): FrecuenciaPunto => ({
  frecuencia: p.frecuencia,
  cadaDias: p.cadaDias,
  desde: p.desde,
  desdeTurno: p.desdeTurno,
});

export const puntoCilDe = (r: CilPuntoRow): PuntoCil => ({
  _id: r.id,
  maquinaId: r.maquinaId,
  numero: r.numero,
  tipo: r.tipo,
  parte: r.parte,
  tarea: r.tarea,
  estandar: r.estandar,
  metodo: r.metodo,
  minutos: r.minutos,
  frecuencia: r.frecuencia,
  cadaDias: r.cadaDias,
  foto: r.foto,
  marcador: r.marcadorX === null || r.marcadorY === null ? null : { x: r.marcadorX, y: r.marcadorY },
  desde: r.desde,
});

const fila = (f: FilaCumplimiento): FilaCumplimientoCil => ({ ...f, porcentaje: porcentajeCil(f.cumplidas, f.debidas) });

/**
 * CIL standards and routines (issue 26 §1). Admins and Jefes de area keep each machine's points; anyone who raises
 * cards records a run, sent once (Idempotency-Key) even from a phone's offline queue. The due state of a point is the
 * domain's rule on the plant's calendar (zone and shifts); the compliance is counted by the database.
 */
@Injectable()
export class CilService {
  constructor(
    private readonly repo: CilRepository,
    private readonly ajustes: AjustesPlantaService,
    private readonly audited: AuditedTx,
    private readonly clock: Clock,
  ) {}

  private async calendario(): Promise<CalendarioCil & { hoy: string }> {
    const a = await this.ajustes.actual();
    return { zona: a.zonaHoraria, turnos: a.turnos, hoy: a.tiempo.hoy(this.clock.now()) };
  }

  /** Where a point starts now: today, or a shift point the shift in force (never before today for a continued one). */
  private inicio(frecuencia: CrearPuntoCilInput['frecuencia'], cal: CalendarioCil & { hoy: string }, continuado = false) {
    const i = inicioDePunto(frecuencia, this.clock.now(), cal);
    return continuado && i.desde < cal.hoy ? { desde: cal.hoy, desdeTurno: 0 } : i;
  }

  private async maquina(id: string) {
    const m = isUuid(id) ? await this.repo.maquina(id) : undefined;
    if (!m) throw notFound(MSG.cilMaquinaNoEncontrada);
    return m;
  }

  async rutina(maquinaId: string, user: Pick<AuthUser, 'role' | 'empresa'>): Promise<RutinaCil> {
    const m = await this.maquina(maquinaId);
    const cal = await this.calendario();
    const ahora = this.clock.now();
    const puntos = await this.repo.puntos(m.id);
    return {
      maquinaId: m.id,
      maquina: m.nombre,
      equipo: m.equipo,
      imagen: m.imagen,
      puedeEditar: puede(user, 'cil.gestionar'),
      puntos: puntos.map((p) => {
        const s = situacionPuntoCil(frecuenciaDe(p), p.ultimaDia === null ? null : { dia: p.ultimaDia, turno: p.ultimaTurno ?? 0 }, ahora, cal);
        return {
          ...puntoCilDe(p),
          estado: s.estado,
          vence: s.ventana.fin.toISOString(),
          ultimo: p.ultimo && { en: p.ultimo.en.toISOString(), por: p.ultimo.por, resultado: p.ultimo.resultado },
        };
      }),
    };
  }

  async imagen(maquinaId: string, imagen: string | null, user: AuthUser, actor: Actor): Promise<RutinaCil> {
    const m = await this.maquina(maquinaId);
    await this.audited.run(actor, 'editar', () => this.repo.guardarImagen(m.id, imagen, this.clock.now()));
    return this.rutina(m.id, user);
  }

  async crearPunto(maquinaId: string, input: CrearPuntoCilInput, actor: Actor): Promise<PuntoCil> {
    const m = await this.maquina(maquinaId);
    const cal = await this.calendario();
    const row = await this.conNumeroUnico(() =>
      this.audited.run(actor, 'crear', async () => {
        await this.repo.lockMaquina(m.id);
        const { total, ultimoNumero } = await this.repo.contarVigentes(m.id);
        if (total >= CIL_LIMITES.puntosPorMaquina) throw badRequest(MSG.cilDemasiadosPuntos);
        const numero = input.numero ?? ultimoNumero + 1;
        if (await this.repo.numeroOcupado(m.id, numero)) throw badRequest(MSG.cilNumeroRepetido);
        return this.repo.insertPunto({
          maquinaId: m.id,
          numero,
          tipo: input.tipo,
          parte: input.parte,
          tarea: input.tarea,
          estandar: input.estandar,
          metodo: input.metodo,
          minutos: input.minutos,
          frecuencia: input.frecuencia,
          cadaDias: input.frecuencia === 'dias' ? input.cadaDias : null,
          foto: input.foto,
          marcadorX: input.marcador?.x ?? null,
          marcadorY: input.marcador?.y ?? null,
          ...this.inicio(input.frecuencia, cal),
          creadoPor: actor.id,
        });
      }),
    );
    return puntoCilDe(row);
  }

  private async puntoVigente(id: string): Promise<CilPuntoRow> {
    const p = isUuid(id) ? await this.repo.punto(id) : undefined;
    if (!p || p.hasta !== null) throw notFound(MSG.cilPuntoNoEncontrado);
    return p;
  }

  /**
   * Changes a point. A new frequency (or N) ends the point today and continues it as a new one from today, so the
   * windows already due keep the frequency they were due by; its history reads across both.
   */
  async editarPunto(id: string, input: EditarPuntoCilInput, actor: Actor): Promise<PuntoCil> {
    const actual = await this.puntoVigente(id);
    const cal = await this.calendario();
    const { hoy } = cal;
    const row = await this.conNumeroUnico(() =>
      this.audited.run(actor, 'editar', async () => {
        await this.repo.lockMaquina(actual.maquinaId);
        const p = await this.puntoVigente(id);
        if (input.numero !== undefined && input.numero !== p.numero && (await this.repo.numeroOcupado(p.maquinaId, input.numero, p.id)))
          throw badRequest(MSG.cilNumeroRepetido);
        const cambios = {
          ...(input.tipo !== undefined && { tipo: input.tipo }),
          ...(input.parte !== undefined && { parte: input.parte }),
          ...(input.tarea !== undefined && { tarea: input.tarea }),
          ...(input.estandar !== undefined && { estandar: input.estandar }),
          ...(input.metodo !== undefined && { metodo: input.metodo }),
          ...(input.minutos !== undefined && { minutos: input.minutos }),
          ...(input.foto !== undefined && { foto: input.foto }),
          ...(input.marcador !== undefined && { marcadorX: input.marcador?.x ?? null, marcadorY: input.marcador?.y ?? null }),
          ...(input.numero !== undefined && { numero: input.numero }),
        };
        const frecuencia = input.frecuencia ?? p.frecuencia;
        const cadaDias = input.frecuencia === undefined ? p.cadaDias : frecuencia === 'dias' ? (input.cadaDias ?? null) : null;
        if (frecuencia === p.frecuencia && cadaDias === p.cadaDias) return Object.keys(cambios).length ? this.repo.updatePunto(p.id, cambios) : p;
        // A point that starts today just changes: nothing was due by the old frequency yet.
        if (p.desde >= hoy)
          return this.repo.updatePunto(p.id, { ...cambios, frecuencia, cadaDias, ...this.inicio(frecuencia, cal, true), ultimaDia: null, ultimaTurno: null });
        await this.repo.updatePunto(p.id, { hasta: hoy });
        const { id: _id, plantaId: _planta, creadoEn: _en, hasta: _hasta, ultimaDia: _ud, ultimaTurno: _ut, ...resto } = p;
        return this.repo.insertPunto({
          ...resto,
          ...cambios,
          frecuencia,
          cadaDias,
          ...this.inicio(frecuencia, cal, true),
          anteriorId: p.id,
          creadoPor: actor.id,
        });
      }),
    );
    return puntoCilDe(row);
  }

  /** Ends a point today: it is no longer due; its runs and history stay. */
  async quitarPunto(id: string, actor: Actor): Promise<void> {
    const p = await this.puntoVigente(id);
    const { hoy } = await this.calendario();
    await this.audited.run(actor, 'eliminar', () => this.repo.updatePunto(p.id, { hasta: hoy < p.desde ? p.desde : hoy }));
  }

  async historial(id: string): Promise<HistorialPuntoCil[]> {
    const p = isUuid(id) ? await this.repo.punto(id) : undefined;
    if (!p) throw notFound(MSG.cilPuntoNoEncontrado);
    return (await this.repo.historial(p.id)).map((h) => ({ ...h, en: h.en.toISOString() }));
  }

  /**
   * Records a run (Idempotency-Key: the same key answers the run it recorded). Each result falls in the window of
   * the run's end as the phone recorded it, within the last 30 days and not in the future; a point of the machine
   * that changed or ended since is recorded too (the queue is never refused for the standard's edits), counting
   * only inside its own windows.
   */
  async registrar(input: EjecucionCilInput, user: AuthUser, actor: Actor, key?: string): Promise<EjecucionCil> {
    if (key) {
      const previa = await this.repo.ejecucionPorClave(actor.id, key);
      if (previa) return this.dto(previa);
    }
    const m = await this.maquina(input.maquinaId);
    const a = await this.ajustes.actual();
    const cal: CalendarioCil = { zona: a.zonaHoraria, turnos: a.turnos };
    const ahora = this.clock.now();
    const inicio = a.tiempo.leerFechaHora(input.iniciadaEn);
    const fin = a.tiempo.leerFechaHora(input.terminadaEn);
    if (!inicio.ok) throw badRequest(inicio.msg);
    if (!fin.ok) throw badRequest(fin.msg);
    // A phone's clock may run a little ahead: a minute of slack.
    if (
      fin.valor < inicio.valor ||
      fin.valor.getTime() > ahora.getTime() + 60_000 ||
      fin.valor.getTime() < ahora.getTime() - RUTINA_ANTIGUEDAD_MAX_DIAS * 86_400_000
    )
      throw badRequest(MSG.cilFechasRutinaInvalidas);
    const en = new Date(Math.min(fin.valor.getTime(), ahora.getTime()));
    const puntos = new Map((await this.repo.puntosDeMaquina(m.id, input.resultados.map((r) => r.punto).filter(isUuid))).map((p) => [p.id, p]));
    const resultados: ResultadoAGuardar[] = input.resultados.map((r) => {
      const p = puntos.get(r.punto);
      if (!p) throw badRequest(MSG.cilPuntoDeOtraMaquina);
      const f = frecuenciaDe(p);
      const ventana = ventanaCil(f, en, cal);
      const cuenta = cumpleVentana(r.resultado) && compararVentanas(ventana, primeraVentanaCil(f, cal)) >= 0 && (p.hasta === null || ventana.dia < p.hasta);
      return {
        puntoId: p.id,
        resultado: r.resultado,
        comentario: r.comentario,
        motivo: r.resultado === 'no_realizado' ? r.motivo : '',
        foto: r.foto,
        tarjetaKey: r.tarjetaKey,
        ventana: { dia: ventana.dia, turno: ventana.turno },
        cuenta,
        semana: lunesDe(ventana.dia),
      };
    });
    try {
      const id = await this.audited.run(actor, 'crear', () =>
        this.repo.registrar(
          {
            maquinaId: m.id,
            operarioId: actor.id,
            operarioNombre: user.name,
            iniciadaEn: inicio.valor,
            terminadaEn: en,
            minutos: input.minutos,
            idempotencyKey: key ?? null,
          },
          resultados,
        ),
      );
      return this.detalle(id);
    } catch (err) {
      // Lost to a concurrent request with the same key: answer the winner's run.
      const ganadora = key && isUniqueViolation(err) ? await this.repo.ejecucionPorClave(actor.id, key) : undefined;
      if (ganadora) return this.dto(ganadora);
      throw err;
    }
  }

  async detalle(id: string): Promise<EjecucionCil> {
    const e = isUuid(id) ? await this.repo.ejecucion(id) : undefined;
    if (!e) throw notFound(MSG.cilEjecucionNoEncontrada);
    return this.dto(e);
  }

  private async dto(e: CilEjecucionRow): Promise<EjecucionCil> {
    const [m, resultados] = await Promise.all([this.repo.maquina(e.maquinaId), this.repo.resultados(e.id, e.operarioId)]);
    return {
      _id: e.id,
      maquinaId: e.maquinaId,
      maquina: m?.nombre ?? '',
      operario: { _id: e.operarioId, nombre: e.operarioNombre },
      iniciadaEn: e.iniciadaEn.toISOString(),
      terminadaEn: e.terminadaEn.toISOString(),
      minutos: e.minutos,
      resultados: resultados.map((r) => ({
        punto: r.punto_id,
        numero: r.numero,
        parte: r.parte,
        tarea: r.tarea,
        tipo: r.tipo,
        resultado: r.resultado,
        comentario: r.comentario,
        motivo: r.motivo,
        foto: r.foto,
        tarjetaKey: r.tarjeta_key,
        tarjeta: r.tarjeta,
      })),
    };
  }

  /**
   * Machines with points to do now: of `equipo`, else of the caller's teams (their own and, for a Jefe, the ones
   * they lead); a Jefe or Admin without any sees every team's. Most urgent first.
   */
  async pendientes(equipoId: string | undefined, user: AuthUser): Promise<MaquinaCilPendiente[]> {
    return this.maquinasPendientes(equipoId !== undefined ? [await this.equipo(equipoId)] : await this.equiposDe(user));
  }

  /** Machines of these teams (every team's for null) with points to do now, most urgent first (the TV board, the bell). */
  async maquinasPendientes(equipos: readonly string[] | null): Promise<MaquinaCilPendiente[]> {
    const cal = await this.calendario();
    const ahora = this.clock.now();
    // Many points share a frequency and a last window: their situation is computed once.
    const memo = new Map<string, SituacionPuntoCil>();
    const porMaquina = new Map<string, MaquinaCilPendiente & { venceMs: number }>();
    for (const p of await this.repo.puntosDebidos(equipos)) {
      const clave = `${p.frecuencia}|${p.cada_dias}|${p.desde}|${p.desde_turno}|${p.ultima_dia}|${p.ultima_turno}`;
      let s = memo.get(clave);
      if (!s) {
        s = situacionPuntoCil(
          { frecuencia: p.frecuencia, cadaDias: p.cada_dias, desde: p.desde, desdeTurno: p.desde_turno },
          p.ultima_dia === null ? null : { dia: p.ultima_dia, turno: p.ultima_turno ?? 0 },
          ahora,
          cal,
        );
        memo.set(clave, s);
      }
      if (s.estado === 'hecho') continue;
      const m = porMaquina.get(p.maquina_id) ?? {
        maquinaId: p.maquina_id,
        maquina: p.maquina,
        equipo: p.equipo,
        pendientes: 0,
        atrasados: 0,
        vence: s.ventana.fin.toISOString(),
        venceMs: s.ventana.fin.getTime(),
        minutos: 0,
      };
      m.pendientes += 1;
      if (s.estado === 'atrasado') m.atrasados += 1;
      m.minutos += p.minutos;
      if (s.ventana.fin.getTime() < m.venceMs) Object.assign(m, { venceMs: s.ventana.fin.getTime(), vence: s.ventana.fin.toISOString() });
      porMaquina.set(p.maquina_id, m);
    }
    return [...porMaquina.values()]
      .sort((a, b) => b.atrasados - a.atrasados || a.venceMs - b.venceMs || a.maquina.localeCompare(b.maquina, 'es'))
      .map(({ venceMs: _v, ...m }) => m);
  }

  /** A team's name from its equipo option's id (a query names a team by its id, as the program's routes do). */
  private async equipo(id: string): Promise<string> {
    const valor = isUuid(id) ? await this.repo.equipo(id) : undefined;
    if (valor === undefined) throw notFound(MSG.equipoNoEncontrado);
    return valor;
  }

  /** The caller's teams: their own and the ones they lead; null (every team) for a Jefe or Admin with none. */
  private async equiposDe(user: AuthUser): Promise<string[] | null> {
    const equipos = await this.repo.equiposDe(user.id);
    if (equipos.length) return equipos;
    return user.role === 'Admin' || user.role === 'Jefe de area' ? null : [];
  }

  async cumplimiento(q: CumplimientoCilQuery): Promise<CumplimientoCil> {
    const a = await this.ajustes.actual();
    const ahora = this.clock.now();
    const hoy = a.tiempo.hoy(ahora);
    const desde = lunesDe(q.desde ?? sumarDias(lunesDe(hoy), -7 * (CUMPLIMIENTO_SEMANAS_DEFECTO - 1)));
    const hasta = sumarDias(lunesDe(q.hasta ?? hoy), 7);
    if (desde >= hasta || sumarDias(desde, CUMPLIMIENTO_DIAS_MAX) < hasta) throw badRequest(MSG.cilRangoInvalido);
    const cal: CalendarioCil = { zona: a.zonaHoraria, turnos: a.turnos };
    const turno = ventanaCil({ frecuencia: 'turno', cadaDias: null, desde: hoy }, ahora, cal);
    const p = {
      desde,
      hasta,
      hoy,
      turnoActual: { dia: turno.dia, turno: turno.turno },
      turnosPorDia: a.turnos.length,
      equipo: q.equipo === undefined ? null : await this.equipo(q.equipo),
      maquinasMax: CUMPLIMIENTO_MAQUINAS_MAX,
    };
    const [general, operarios] = await Promise.all([this.repo.cumplimiento(p), this.repo.cumplimientoPersonas(desde, hasta, p.equipo)]);
    return {
      desde,
      hasta: sumarDias(hasta, -1),
      total: fila({ ...general.total, clave: 'total', nombre: 'Total' }),
      semanas: general.semanas.map(fila),
      equipos: general.equipos.map(fila),
      maquinas: general.maquinas.map(fila),
      operarios: operarios.map(fila),
    };
  }

  /** Concurrent edits of one machine both taking a number: the unique index answers for the check. */
  private async conNumeroUnico<T>(fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (err) {
      throw isUniqueViolation(err) ? badRequest(MSG.cilNumeroRepetido) : err;
    }
  }
}
