import { HttpStatus, Injectable } from '@nestjs/common';
import {
  AUDITORIA_AM_PLAZO_DIAS,
  auditoriaAbierta as abierta,
  MSG,
  plantillaAmDefecto,
  puedeAuditarAm,
  resultadoAuditoriaAm,
  sumarDias,
  type AnularAuditoriaAmInput,
  type AuditoriaAm,
  type AuditoriaAmResumen,
  type AuditoriasAmQuery,
  type ContenidoPlantillaAm,
  type FirmarAuditoriaAmInput,
  type PlantillaAmInput,
  type PlantillaAuditoriaAm,
  type RespuestaAuditoriaAmInput,
  type SolicitarAuditoriaAmInput,
} from '@portal/shared/domain';
import type { Actor } from '../audit/actor';
import { AuditedTx } from '../audit/audited-tx';
import type { AuthUser } from '../common/access/auth-user';
import { Clock } from '../common/clock';
import { isUniqueViolation, isUuid } from '../common/db-errors';
import { badRequest, httpError, notFound } from '../common/http-errors';
import { AjustesPlantaService } from '../plantas/ajustes-planta.service';
import { AuditoriaAmRepository, type FilaAuditoriaAm } from './auditoria-am.repository';
import { ProgramaRepository } from './programa.repository';
import { ProgramaService } from './programa.service';

type Usuario = Pick<AuthUser, 'id' | 'role'>;

/**
 * The step audits (issue 25 §2). The team asks; an auditor (`puedeAuditarAm`) starts it, which copies the step's
 * template into the audit (a later edit of the template does not move its questions); answers are saved one by one
 * (a repeated answer is the same answer: a phone's queue may send it twice); the signature computes the verdict with
 * the domain's rule and locks it. A passed audit signed during the step turns the gate's audit criterion green.
 */
@Injectable()
export class AuditoriaAmService {
  constructor(
    private readonly repo: AuditoriaAmRepository,
    private readonly programa: ProgramaService,
    private readonly programaRepo: ProgramaRepository,
    private readonly ajustes: AjustesPlantaService,
    private readonly audited: AuditedTx,
    private readonly clock: Clock,
  ) {}

  /** Each of the plant's steps with its template: the plant's, else the domain's seed. */
  async plantillas(): Promise<PlantillaAuditoriaAm[]> {
    const { pasosAm } = await this.ajustes.actual();
    const guardadas = new Map((await this.repo.plantillas()).map((p) => [p.paso, p]));
    return pasosAm.map((nombre, i) => {
      const g = guardadas.get(i + 1);
      return {
        paso: i + 1,
        pasoNombre: nombre,
        ...(g?.contenido ?? plantillaAmDefecto(i + 1)),
        personalizada: Boolean(g),
        actualizadaEn: g?.actualizadaEn.toISOString() ?? null,
        actualizadaPor: g?.actualizadaPor ?? null,
      };
    });
  }

  /** An Admin replaces a step's template; a step the plant does not have is a 404. */
  async editarPlantilla(pasoParam: string, input: PlantillaAmInput, actor: Actor): Promise<PlantillaAuditoriaAm> {
    const paso = /^[1-9]\d{0,2}$/.test(pasoParam) ? Number(pasoParam) : 0;
    const { pasosAm } = await this.ajustes.actual();
    if (paso < 1 || paso > pasosAm.length) throw notFound(MSG.pasoAmFueraDeLaPlanta);
    await this.audited.run(actor, 'editar', () =>
      this.repo.guardarPlantilla(paso, { secciones: input.secciones, regla: input.regla }, actor.id, this.clock.now()),
    );
    return (await this.plantillas())[paso - 1];
  }

  async lista(q: AuditoriasAmQuery): Promise<AuditoriaAmResumen[]> {
    let equipoAmId: string | undefined;
    if (q.equipo) {
      const e = await this.programa.buscarEquipo(q.equipo);
      if (!e.equipoAmId) return [];
      equipoAmId = e.equipoAmId;
    }
    const hoy = await this.hoy();
    const { pasosAm } = await this.ajustes.actual();
    return (await this.repo.lista({ equipoAmId, pendientes: q.vista === 'pendientes' })).map((f) => this.resumen(f, hoy, pasosAm));
  }

  async detalle(id: string, user: Usuario): Promise<AuditoriaAm> {
    const f = await this.fila(id);
    const a = await this.ajustes.actual();
    const [plantilla, respuestas, maquinas] = await Promise.all([
      f.plantilla ?? this.plantillaDelPaso(f.paso),
      this.repo.respuestas(f.id),
      this.programaRepo.maquinas(f.equipo),
    ]);
    const auditor = puedeAuditarAm(user, a.programaAm.auditores);
    const suya = f.auditor_id === user.id;
    return {
      ...this.resumen(f, a.tiempo.hoy(this.clock.now()), a.pasosAm),
      comentario: f.comentario,
      iniciadaEn: f.iniciada_en?.toISOString() ?? null,
      plantilla,
      respuestas,
      resultado: resultadoAuditoriaAm(plantilla, respuestas),
      observaciones: f.observaciones,
      anuladaMotivo: f.anulada_motivo,
      maquinas,
      puedeAuditar: auditor && (f.estado === 'solicitada' || (f.estado === 'en_curso' && suya)),
      puedeTomar: auditor && f.estado === 'en_curso' && !suya && (user.role === 'Admin' || !this.sigueAuditando(f, a.programaAm.auditores)),
      puedeAnular: abierta(f.estado) && (user.role === 'Admin' || f.solicitada_por === user.id),
    };
  }

  /** A member, the leader, one of the team's Jefes or an Admin asks for the team's current-step audit. */
  async solicitar(equipoId: string, input: SolicitarAuditoriaAmInput, user: Usuario, actor: Actor): Promise<AuditoriaAm> {
    const e = await this.programa.buscarEquipo(equipoId);
    if (!e.equipoAmId || e.paso === null) throw badRequest(MSG.equipoAmFueraDelPrograma);
    if (!(await this.programa.puedeSolicitarAuditoria(e, user))) throw httpError(HttpStatus.FORBIDDEN, MSG.auditoriaAmSinPermisoSolicitar);
    const hoy = await this.hoy();
    const vence = input.vence ?? sumarDias(hoy, AUDITORIA_AM_PLAZO_DIAS);
    if (vence < hoy) throw badRequest(MSG.auditoriaAmVenceAnterior);
    const equipoAmId = e.equipoAmId;
    let id = '';
    try {
      await this.audited.run(actor, 'crear', async () => {
        const row = await this.programaRepo.lockEquipoAm(equipoAmId);
        if (!row) throw notFound(MSG.equipoAmNoEncontrado);
        id = await this.repo.insert({
          equipoAmId,
          paso: row.paso,
          vence,
          comentario: input.comentario,
          solicitadaPor: actor.id,
          solicitadaEn: this.clock.now(),
        });
      });
    } catch (err) {
      throw isUniqueViolation(err) ? badRequest(MSG.auditoriaAmYaSolicitada) : err;
    }
    return this.detalle(id, user);
  }

  /**
   * An auditor starts the audit, or takes over one under way: an Admin always, any auditor when the one who started
   * it may no longer audit. The step's template is copied into it when it starts.
   */
  async iniciar(id: string, user: Usuario, actor: Actor): Promise<AuditoriaAm> {
    const f = await this.fila(id);
    await this.exigirAuditor(user);
    const { programaAm } = await this.ajustes.actual();
    await this.audited.run(actor, 'iniciar', async () => {
      // The team's row first, then the audit's: the order a step change takes them in.
      const enPaso = await this.esDelPasoActual(f);
      const row = await this.repo.lock(id);
      if (!row) throw notFound(MSG.auditoriaAmNoEncontrada);
      if (!abierta(row.estado)) throw badRequest(MSG.auditoriaAmCerrada);
      if (!enPaso) throw badRequest(MSG.auditoriaAmOtroPaso);
      if (row.estado === 'en_curso' && row.auditorId === user.id) return;
      const tomable = user.role === 'Admin' || !this.sigueAuditando(f, programaAm.auditores);
      if (row.estado === 'en_curso' && !tomable) throw httpError(HttpStatus.FORBIDDEN, MSG.auditoriaAmDeOtroAuditor);
      const plantilla = row.plantilla ?? (await this.plantillaDelPaso(row.paso));
      await this.repo.update(id, { estado: 'en_curso', auditorId: user.id, iniciadaEn: row.iniciadaEn ?? this.clock.now(), plantilla });
    });
    return this.detalle(id, user);
  }

  /** One requirement's answer, whole; only the audit's auditor, while it is under way. */
  async responder(id: string, requisito: string, input: RespuestaAuditoriaAmInput, user: Usuario, actor: Actor): Promise<AuditoriaAm> {
    await this.fila(id);
    await this.exigirAuditor(user);
    await this.audited.run(actor, 'editar', async () => {
      const row = await this.enCursoDe(id, user);
      if (!row.plantilla?.secciones.some((s) => s.requisitos.some((r) => r.id === requisito))) throw notFound(MSG.auditoriaAmRequisitoNoExiste);
      await this.repo.responder(id, requisito, input, actor.id, this.clock.now());
    });
    return this.detalle(id, user);
  }

  /** The auditor signs with every requirement scored: the verdict by the template's rule, and the audit is locked. */
  async firmar(id: string, input: FirmarAuditoriaAmInput, user: Usuario, actor: Actor): Promise<AuditoriaAm> {
    const f = await this.fila(id);
    await this.exigirAuditor(user);
    await this.audited.run(actor, 'firmar', async () => {
      const enPaso = await this.esDelPasoActual(f);
      const row = await this.enCursoDe(id, user);
      if (!enPaso) throw badRequest(MSG.auditoriaAmOtroPaso);
      const plantilla = row.plantilla as ContenidoPlantillaAm;
      const r = resultadoAuditoriaAm(plantilla, await this.repo.respuestas(id));
      if (r.aprobada === null || r.porcentaje === null) throw badRequest(MSG.auditoriaAmIncompleta);
      await this.repo.update(id, {
        estado: 'firmada',
        porcentaje: r.porcentaje,
        aprobada: r.aprobada,
        observaciones: input.observaciones,
        firmadaEn: this.clock.now(),
      });
    });
    return this.detalle(id, user);
  }

  /** Whoever asked for it or an Admin cancels an audit not signed yet, with the reason. */
  async anular(id: string, input: AnularAuditoriaAmInput, user: Usuario, actor: Actor): Promise<AuditoriaAm> {
    await this.fila(id);
    await this.audited.run(actor, 'anular', async () => {
      const row = await this.repo.lock(id);
      if (!row) throw notFound(MSG.auditoriaAmNoEncontrada);
      if (user.role !== 'Admin' && row.solicitadaPor !== user.id) throw httpError(HttpStatus.FORBIDDEN, MSG.auditoriaAmSinPermisoAnular);
      if (!abierta(row.estado)) throw badRequest(MSG.auditoriaAmCerrada);
      await this.repo.update(id, { estado: 'anulada', anuladaMotivo: input.motivo });
    });
    return this.detalle(id, user);
  }

  /** The audit row under way and the caller its auditor, locked for the change. */
  private async enCursoDe(id: string, user: Usuario) {
    const row = await this.repo.lock(id);
    if (!row) throw notFound(MSG.auditoriaAmNoEncontrada);
    if (row.estado === 'solicitada') throw badRequest(MSG.auditoriaAmNoIniciada);
    if (row.estado !== 'en_curso') throw badRequest(MSG.auditoriaAmCerrada);
    if (row.auditorId !== user.id) throw httpError(HttpStatus.FORBIDDEN, MSG.auditoriaAmDeOtroAuditor);
    return row;
  }

  /** The one who started it may still audit (not removed from the plant's auditors, not gone). */
  private sigueAuditando(f: FilaAuditoriaAm, auditores: readonly string[]): boolean {
    return f.auditor_id !== null && f.auditor_rol !== null && puedeAuditarAm({ id: f.auditor_id, role: f.auditor_rol }, auditores);
  }

  /**
   * The audit is of the team's current step (one of a step it left is only cancelled: a step change does it), the
   * team's row locked until the transaction ends so the step cannot change under the start or the signature.
   */
  private async esDelPasoActual(f: FilaAuditoriaAm): Promise<boolean> {
    const equipo = await this.programaRepo.lockEquipoAm(f.equipo_am_id);
    return equipo?.paso === f.paso;
  }

  private async exigirAuditor(user: Usuario): Promise<void> {
    const { programaAm } = await this.ajustes.actual();
    if (!puedeAuditarAm(user, programaAm.auditores)) throw httpError(HttpStatus.FORBIDDEN, MSG.auditoriaAmSinPermiso);
  }

  private async plantillaDelPaso(paso: number): Promise<ContenidoPlantillaAm> {
    return (await this.repo.plantilla(paso)) ?? plantillaAmDefecto(paso);
  }

  /** The audit with its names; an unknown or malformed id is a 404. */
  private async fila(id: string): Promise<FilaAuditoriaAm> {
    const [f] = isUuid(id) ? await this.repo.lista({ id }) : [];
    if (!f) throw notFound(MSG.auditoriaAmNoEncontrada);
    return f;
  }

  private async hoy(): Promise<string> {
    return (await this.ajustes.actual()).tiempo.hoy(this.clock.now());
  }

  private resumen(f: FilaAuditoriaAm, hoy: string, pasos: readonly string[]): AuditoriaAmResumen {
    return {
      _id: f.id,
      equipo: { _id: f.equipo_id ?? f.equipo_am_id, nombre: f.equipo },
      paso: f.paso,
      pasoNombre: pasos[f.paso - 1] ?? null,
      estado: f.estado,
      solicitadaPor: f.solicitada_por ? { _id: f.solicitada_por, nombre: f.solicitada_por_nombre ?? '' } : null,
      solicitadaEn: f.solicitada_en.toISOString(),
      vence: f.vence,
      vencida: abierta(f.estado) && f.vence < hoy,
      auditor: f.auditor_id ? { _id: f.auditor_id, nombre: f.auditor_nombre ?? '' } : null,
      porcentaje: f.estado === 'firmada' ? f.porcentaje : null,
      aprobada: f.estado === 'firmada' ? f.aprobada : null,
      firmadaEn: f.firmada_en?.toISOString() ?? null,
    };
  }
}
