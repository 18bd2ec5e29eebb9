import { Injectable } from '@nestjs/common';
import {
  MSG,
  PASOS_AM_DEFECTO,
  type CambiarPasoAmInput,
  type EditarEquipoAmInput,
  type EquipoAm,
  type EquipoAmDetalle,
  type IniciarEquipoAmInput,
} from '@portal/shared/domain';
import type { Actor } from '../audit/actor';
import { AuditedTx } from '../audit/audited-tx';
import { Clock } from '../common/clock';
import { isUniqueViolation, isUuid } from '../common/db-errors';
import { badRequest, notFound } from '../common/http-errors';
import { AjustesPlantaService } from '../plantas/ajustes-planta.service';
import { ProgramaRepository, type EquipoConPrograma } from './programa.repository';

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
  ) {}

  async equipos(): Promise<EquipoAm[]> {
    const { pasosAm } = await this.ajustes.actual();
    return (await this.repo.equipos()).map((e) => this.conNombre(e, pasosAm));
  }

  async equipo(id: string): Promise<EquipoAmDetalle> {
    const e = await this.buscar(id);
    const { pasosAm } = await this.ajustes.actual();
    const [periodos, miembrosLista, maquinasLista] = await Promise.all([
      e.equipoAmId ? this.repo.periodos(e.equipoAmId) : [],
      this.repo.miembros(e.equipo),
      this.repo.maquinas(e.equipo),
    ]);
    return { ...this.conNombre(e, pasosAm), pasos: [...pasosAm], periodos, miembrosLista, maquinasLista };
  }

  async iniciar(id: string, input: IniciarEquipoAmInput, actor: Actor): Promise<EquipoAmDetalle> {
    const e = await this.buscar(id);
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
    return this.equipo(id);
  }

  async editar(id: string, input: EditarEquipoAmInput, actor: Actor): Promise<EquipoAmDetalle> {
    const e = await this.buscar(id);
    if (!e.equipoAmId) throw badRequest(MSG.equipoAmFueraDelPrograma);
    await this.validarLider(input.liderId);
    const equipoAmId = e.equipoAmId;
    await this.audited.run(actor, 'editar', async () => {
      if (!(await this.repo.lockEquipoAm(equipoAmId))) throw notFound(MSG.equipoAmNoEncontrado);
      await this.repo.updateEquipoAm(equipoAmId, { liderId: input.liderId });
    });
    return this.equipo(id);
  }

  /**
   * The step set by hand, with its reason: forward (the current step counts as passed) or back (it does not). The
   * date is a plant day, not before the current stretch began (the history stays in order) nor after today.
   */
  async cambiarPaso(id: string, input: CambiarPasoAmInput, actor: Actor): Promise<EquipoAmDetalle> {
    const e = await this.buscar(id);
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
    });
    return this.equipo(id);
  }

  /** The equipo option `id`; an unknown or malformed id, or another field's option, is a 404. */
  private async buscar(id: string): Promise<EquipoConPrograma> {
    const [e] = isUuid(id) ? await this.repo.equipos(id) : [];
    if (!e) throw notFound(MSG.equipoAmNoEncontrado);
    return e;
  }

  /** The step is one of the plant's, read in the writing transaction (an Admin's shorter list waits for it). */
  private async validarPaso(paso: number): Promise<void> {
    const pasos = (await this.repo.pasosDeLaPlanta()) ?? PASOS_AM_DEFECTO;
    if (paso > pasos.length) throw badRequest(MSG.pasoAmFueraDeLaPlanta);
  }

  private async validarLider(liderId: string | null): Promise<void> {
    if (liderId !== null && !(isUuid(liderId) && (await this.repo.userExists(liderId)))) throw badRequest(MSG.liderAmNoExiste);
  }

  private conNombre({ equipoAmId: _, ...e }: EquipoConPrograma, pasos: readonly string[]): EquipoAm {
    return { ...e, pasoNombre: e.paso === null ? null : (pasos[e.paso - 1] ?? null) };
  }
}
