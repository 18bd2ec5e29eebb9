import { Injectable } from '@nestjs/common';
import { HttpStatus } from '@nestjs/common';
import {
  MSG,
  PASOS_AM_DEFECTO,
  puedeAuditarAm,
  soloLectura,
  type AjustesProgramaAm,
  type AjustesProgramaAmInput,
  type AprobarPropuestaAmInput,
  type CambiarPasoAmInput,
  type ProponerPasoAmInput,
  type RechazarPropuestaAmInput,
  type TableroEquipo,
  type EditarEquipoAmInput,
  type EquipoAm,
  type EquipoAmDetalle,
  type IniciarEquipoAmInput,
} from '@portal/shared/domain';
import type { Actor } from '../audit/actor';
import type { AuthUser } from '../common/access/auth-user';
import { AuditedTx } from '../audit/audited-tx';
import { Clock } from '../common/clock';
import { isUniqueViolation, isUuid } from '../common/db-errors';
import { badRequest, httpError, notFound } from '../common/http-errors';
import { AjustesPlantaService } from '../plantas/ajustes-planta.service';
import { PlantasRepository } from '../plantas/plantas.repository';
import { AuditoriaAmRepository } from './auditoria-am.repository';
import { ProgramaRepository, type EquipoConPrograma } from './programa.repository';
import { PuertaAmService, type EquipoDeLaPuerta } from './puerta-am.service';

/**
 * The autonomous-maintenance program (issue 25): which step each Equipo autónomo is at, since when, and how it got
 * there. A team enters at a step; from then on each change of step ends the current stretch (passed when it goes
 * forward) and opens the next, in one audited transaction holding the team's row.
 */
@Injectable()
export class ProgramaService {
  constructor(
    private readonly repo: ProgramaRepository,
    private readonly audited: AuditedTx,
    private readonly ajustes: AjustesPlantaService,
    private readonly clock: Clock,
    private readonly puertas: PuertaAmService,
    private readonly plantas: PlantasRepository,
    private readonly auditorias: AuditoriaAmRepository,
  ) {}

  /** Every team with its step and, in the program, its gate (one statement counts all the gates). */
  async equipos(): Promise<EquipoAm[]> {
    const { pasosAm } = await this.ajustes.actual();
    const equipos = await this.repo.equipos();
    const puertas = await this.puertas.puertas(equipos.flatMap((e) => this.deLaPuerta(e) ?? []));
    return equipos.map((e) => {
      const p = e.equipoAmId ? puertas.get(e.equipoAmId) : undefined;
      return { ...this.conNombre(e, pasosAm), puerta: p ? { verde: p.verde, cumplidos: p.cumplidos, evaluados: p.evaluados } : null };
    });
  }

  /** A team's name and its step changes (the curve's marks); an unknown id is a 404. */
  async pasosDelEquipo(id: string): Promise<{ equipo: string; pasos: { paso: number; desde: string }[] }> {
    const e = await this.buscarEquipo(id);
    const periodos = e.equipoAmId ? await this.repo.periodos(e.equipoAmId) : [];
    return { equipo: e.equipo, pasos: periodos.map((p) => ({ paso: p.paso, desde: p.desde })) };
  }

  /**
   * The teams named (those a TV board shows) that are in the program, with their step and gate: only their gates are
   * counted, not every team's of the plant on each refresh of every TV.
   */
  async porNombre(nombres: Iterable<string>): Promise<Map<string, NonNullable<TableroEquipo['programa']>>> {
    const buscados = new Set(nombres);
    const { pasosAm } = await this.ajustes.actual();
    const equipos = (await this.repo.equipos()).filter((e) => buscados.has(e.equipo));
    const puertas = await this.puertas.puertas(equipos.flatMap((e) => this.deLaPuerta(e) ?? []));
    return new Map(
      equipos.flatMap((e) => {
        const p = e.equipoAmId ? puertas.get(e.equipoAmId) : undefined;
        if (e.paso === null || !p) return [];
        const puerta = { verde: p.verde, cumplidos: p.cumplidos, evaluados: p.evaluados };
        return [[e.equipo, { paso: e.paso, pasoNombre: pasosAm[e.paso - 1] ?? null, puerta }] as const];
      }),
    );
  }

  async equipo(id: string, user: Pick<AuthUser, 'id' | 'role'>): Promise<EquipoAmDetalle> {
    const e = await this.buscarEquipo(id);
    const { pasosAm, programaAm } = await this.ajustes.actual();
    const enPaso = this.deLaPuerta(e);
    const aCargo = await this.aCargo(e, user);
    const [periodos, miembrosLista, maquinasLista, puerta, propuesta] = await Promise.all([
      e.equipoAmId ? this.repo.periodos(e.equipoAmId) : [],
      this.repo.miembros(e.equipo),
      this.repo.maquinas(e.equipo),
      enPaso ? this.puertas.puerta(enPaso, user, aCargo) : null,
      e.equipoAmId && e.paso !== null ? this.repo.propuestaDelPaso(e.equipoAmId, e.paso + 1) : null,
    ]);
    return {
      ...this.conNombre(e, pasosAm),
      pasos: [...pasosAm],
      periodos,
      miembrosLista,
      maquinasLista,
      puerta,
      propuesta,
      puedeProponer: aCargo && e.enPrograma,
      puedeSolicitarAuditoria: await this.puedeSolicitarAuditoria(e, user, { aCargo, miembros: miembrosLista }),
      esAuditor: puedeAuditarAm(user, programaAm.auditores),
    };
  }

  /**
   * The team's leader, one of its Jefes de area, or an Admin proposes passing to the next step: only on a green gate,
   * one pending proposal at a time.
   */
  async proponer(id: string, input: ProponerPasoAmInput, user: Pick<AuthUser, 'id' | 'role'>, actor: Actor): Promise<EquipoAmDetalle> {
    const e = await this.buscarEquipo(id);
    const enPaso = this.deLaPuerta(e);
    if (!enPaso || e.paso === null) throw badRequest(MSG.equipoAmFueraDelPrograma);
    if (!(await this.aCargo(e, user))) throw httpError(HttpStatus.FORBIDDEN, MSG.propuestaAmSinPermiso);
    const { pasosAm } = await this.ajustes.actual();
    if (e.paso >= pasosAm.length) throw badRequest(MSG.propuestaAmUltimoPaso);
    if (e.propuestaPendiente) throw badRequest(MSG.propuestaAmPendiente);
    if (!(await this.puertas.puertas([enPaso])).get(enPaso.equipoAmId)?.verde) throw badRequest(MSG.propuestaAmPuertaRoja);
    try {
      await this.audited.run(actor, 'crear', async () => {
        const row = await this.repo.lockEquipoAm(enPaso.equipoAmId);
        if (!row) throw notFound(MSG.equipoAmNoEncontrado);
        // The step may have changed since it was read: the proposal is for the step the team is at now.
        if (row.paso !== e.paso) throw badRequest(MSG.propuestaAmPuertaRoja);
        await this.repo.insertPropuesta({ equipoAmId: row.id, paso: row.paso + 1, comentario: input.comentario, propuestaPor: actor.id });
      });
    } catch (err) {
      // Another proposal for the team went in first.
      throw isUniqueViolation(err) ? badRequest(MSG.propuestaAmPendiente) : err;
    }
    return this.equipo(id, user);
  }

  /**
   * An Admin approves the pending proposal: the current stretch ends today as passed and the proposed step begins.
   * The gate is counted again, in the transaction: not green, the approval is an override and needs its reason.
   */
  async aprobar(id: string, input: AprobarPropuestaAmInput, user: Pick<AuthUser, 'id' | 'role'>, actor: Actor): Promise<EquipoAmDetalle> {
    const e = await this.buscarEquipo(id);
    if (!e.equipoAmId) throw badRequest(MSG.equipoAmFueraDelPrograma);
    const equipoAmId = e.equipoAmId;
    const { tiempo } = await this.ajustes.actual();
    const hoy = tiempo.hoy(this.clock.now());
    await this.audited.run(actor, 'cambiar_paso', async () => {
      const row = await this.repo.lockEquipoAm(equipoAmId);
      if (!row) throw notFound(MSG.equipoAmNoEncontrado);
      const propuesta = await this.repo.propuestaPendiente(equipoAmId);
      if (!propuesta) throw badRequest(MSG.propuestaAmNoPendiente);
      await this.validarPaso(propuesta.paso);
      const actual = await this.repo.periodoActual(equipoAmId);
      const verde = actual
        ? (await this.puertas.puertas([{ equipoAmId, equipo: row.equipo, paso: actual.paso, pasoDesde: actual.desde }])).get(equipoAmId)?.verde
        : false;
      if (!verde && !input.motivo) throw badRequest(MSG.propuestaAmForzadaMotivo);
      if (actual) await this.repo.cerrarPeriodo(actual.id, hoy, true);
      await this.repo.insertPeriodo({ equipoAmId, paso: propuesta.paso, desde: hoy, motivo: verde ? null : input.motivo, registradoPor: actor.id });
      await this.repo.updateEquipoAm(equipoAmId, { paso: propuesta.paso });
      await this.repo.resolverPropuesta(propuesta.id, { estado: 'aprobada', resueltaPor: actor.id, motivo: input.motivo, forzada: !verde });
      await this.auditorias.anularAbiertas(equipoAmId, MSG.auditoriaAmAnuladaPorPaso);
    });
    return this.equipo(id, user);
  }

  /** An Admin turns the pending proposal down, with the reason the proposer will read on the team page. */
  async rechazar(id: string, input: RechazarPropuestaAmInput, user: Pick<AuthUser, 'id' | 'role'>, actor: Actor): Promise<EquipoAmDetalle> {
    const e = await this.buscarEquipo(id);
    if (!e.equipoAmId) throw badRequest(MSG.equipoAmFueraDelPrograma);
    const equipoAmId = e.equipoAmId;
    await this.audited.run(actor, 'editar', async () => {
      if (!(await this.repo.lockEquipoAm(equipoAmId))) throw notFound(MSG.equipoAmNoEncontrado);
      const propuesta = await this.repo.propuestaPendiente(equipoAmId);
      if (!propuesta) throw badRequest(MSG.propuestaAmNoPendiente);
      await this.repo.resolverPropuesta(propuesta.id, { estado: 'rechazada', resueltaPor: actor.id, motivo: input.motivo, forzada: false });
    });
    return this.equipo(id, user);
  }

  ajustesPrograma(): Promise<AjustesProgramaAm> {
    return this.ajustes.actual().then((a) => a.programaAm);
  }

  /** The plant's gate thresholds (an audited change of the plant, in force everywhere at the next request). */
  async editarAjustes(input: AjustesProgramaAmInput, actor: Actor): Promise<AjustesProgramaAm> {
    const { planta, programaAm } = await this.ajustes.actual();
    if (input.auditores) input = { ...input, auditores: await this.validarAuditores(input.auditores) };
    const nuevos = { ...programaAm, ...Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) };
    await this.audited.run(actor, 'editar', async () => {
      if (!(await this.plantas.lockById(planta))) throw notFound(MSG.plantaNoEncontrada);
      this.ajustes.cambiando(planta);
      await this.plantas.update(planta, { programaAm: nuevos });
    });
    return (await this.ajustes.de(planta)).programaAm;
  }

  async iniciar(id: string, input: IniciarEquipoAmInput, user: Pick<AuthUser, 'id' | 'role'>, actor: Actor): Promise<EquipoAmDetalle> {
    const e = await this.buscarEquipo(id);
    if (e.enPrograma) throw badRequest(MSG.equipoAmYaEnPrograma);
    const { tiempo } = await this.ajustes.actual();
    const hoy = tiempo.hoy(this.clock.now());
    const desde = input.desde ?? hoy;
    if (desde > hoy) throw badRequest(MSG.pasoAmFechaFutura);
    await this.validarLider(input.liderId);
    try {
      await this.audited.run(actor, 'crear', async () => {
        await this.validarPaso(input.paso);
        const row = await this.repo.insertEquipoAm(e.equipo, input.paso, input.liderId);
        await this.repo.insertPeriodo({ equipoAmId: row.id, paso: input.paso, desde, motivo: null, registradoPor: actor.id });
      });
    } catch (err) {
      // Another request put the team in the program first.
      throw isUniqueViolation(err) ? badRequest(MSG.equipoAmYaEnPrograma) : err;
    }
    return this.equipo(id, user);
  }

  async editar(id: string, input: EditarEquipoAmInput, user: Pick<AuthUser, 'id' | 'role'>, actor: Actor): Promise<EquipoAmDetalle> {
    const e = await this.buscarEquipo(id);
    if (!e.equipoAmId) throw badRequest(MSG.equipoAmFueraDelPrograma);
    await this.validarLider(input.liderId);
    const equipoAmId = e.equipoAmId;
    await this.audited.run(actor, 'editar', async () => {
      if (!(await this.repo.lockEquipoAm(equipoAmId))) throw notFound(MSG.equipoAmNoEncontrado);
      await this.repo.updateEquipoAm(equipoAmId, { liderId: input.liderId });
    });
    return this.equipo(id, user);
  }

  /**
   * The step set by hand, with its reason: forward (the current step counts as passed) or back (it does not). The
   * date is a plant day, not before the current stretch began (the history stays in order) nor after today.
   */
  async cambiarPaso(id: string, input: CambiarPasoAmInput, user: Pick<AuthUser, 'id' | 'role'>, actor: Actor): Promise<EquipoAmDetalle> {
    const e = await this.buscarEquipo(id);
    if (!e.equipoAmId) throw badRequest(MSG.equipoAmFueraDelPrograma);
    const { tiempo } = await this.ajustes.actual();
    if (input.desde > tiempo.hoy(this.clock.now())) throw badRequest(MSG.pasoAmFechaFutura);
    const equipoAmId = e.equipoAmId;
    await this.audited.run(actor, 'cambiar_paso', async () => {
      const row = await this.repo.lockEquipoAm(equipoAmId);
      if (!row) throw notFound(MSG.equipoAmNoEncontrado);
      if (row.paso === input.paso) throw badRequest(MSG.pasoAmIgual);
      await this.validarPaso(input.paso);
      const actual = await this.repo.periodoActual(equipoAmId);
      if (actual && input.desde < actual.desde) throw badRequest(MSG.pasoAmFechaAnterior);
      if (actual) await this.repo.cerrarPeriodo(actual.id, input.desde, input.paso > row.paso);
      await this.repo.insertPeriodo({ equipoAmId, paso: input.paso, desde: input.desde, motivo: input.motivo, registradoPor: actor.id });
      await this.repo.updateEquipoAm(equipoAmId, { paso: input.paso });
      // A pending proposal was for the step the team just left.
      const propuesta = await this.repo.propuestaPendiente(equipoAmId);
      if (propuesta) await this.repo.resolverPropuesta(propuesta.id, { estado: 'sustituida', resueltaPor: actor.id, motivo: input.motivo, forzada: false });
      // An audit asked for or under way was of the step the team left.
      await this.auditorias.anularAbiertas(equipoAmId, MSG.auditoriaAmAnuladaPorPaso);
    });
    return this.equipo(id, user);
  }

  /** The equipo option `id`; an unknown or malformed id, or another field's option, is a 404. */
  async buscarEquipo(id: string): Promise<EquipoConPrograma> {
    const [e] = isUuid(id) ? await this.repo.equipos(id) : [];
    if (!e) throw notFound(MSG.equipoAmNoEncontrado);
    return e;
  }

  /** The step is one of the plant's, read in the writing transaction (an Admin's shorter list waits for it). */
  private async validarPaso(paso: number): Promise<void> {
    const pasos = (await this.repo.pasosDeLaPlanta()) ?? PASOS_AM_DEFECTO;
    if (paso > pasos.length) throw badRequest(MSG.pasoAmFueraDeLaPlanta);
  }

  /** The named auditors are users of the plant who write (not a read-only Corporativo), each once. */
  private async validarAuditores(ids: readonly string[]): Promise<string[]> {
    const unicos = [...new Set(ids)];
    for (const id of unicos) {
      const rol = isUuid(id) ? await this.repo.rolDe(id) : null;
      if (!rol || soloLectura(rol)) throw badRequest(MSG.auditoresAmInvalidos);
    }
    return unicos;
  }

  private async validarLider(liderId: string | null): Promise<void> {
    if (liderId !== null && !(isUuid(liderId) && (await this.repo.userExists(liderId)))) throw badRequest(MSG.liderAmNoExiste);
  }

  /** A member, besides those in charge, may ask for the team's step audit (§2). */
  async puedeSolicitarAuditoria(
    e: EquipoConPrograma,
    user: Pick<AuthUser, 'id' | 'role'>,
    leidos?: { aCargo: boolean; miembros: readonly { _id: string }[] },
  ): Promise<boolean> {
    if (!e.enPrograma) return false;
    if (leidos?.aCargo ?? (await this.aCargo(e, user))) return true;
    return (leidos?.miembros ?? (await this.repo.miembros(e.equipo))).some((m) => m._id === user.id);
  }

  /** The team's leader, a Jefe de area with the team in charge, or an Admin: proposes the step, sees each member's figures. */
  private async aCargo(e: EquipoConPrograma, user: Pick<AuthUser, 'id' | 'role'>): Promise<boolean> {
    if (user.role === 'Admin' || e.lider?._id === user.id) return true;
    return user.role === 'Jefe de area' && (await this.repo.equiposACargo(user.id)).includes(e.equipo);
  }

  private deLaPuerta(e: EquipoConPrograma): EquipoDeLaPuerta | null {
    return e.equipoAmId && e.pasoDesde && e.paso !== null ? { equipoAmId: e.equipoAmId, equipo: e.equipo, paso: e.paso, pasoDesde: e.pasoDesde } : null;
  }

  private conNombre({ equipoAmId: _, ...e }: EquipoConPrograma, pasos: readonly string[]): Omit<EquipoAm, 'puerta'> {
    return { ...e, pasoNombre: e.paso === null ? null : (pasos[e.paso - 1] ?? null) };
  }
}
