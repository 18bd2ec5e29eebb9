import { Injectable } from '@nestjs/common';
import {
  calcularTiempoEmpleado,
  leerFechaHora,
  pideCausa,
  sePuedePlanificar,
  validarFechasCierre,
  validarFechasPlanificacion,
  MSG,
  type CerrarTarjetaAmarillaInput,
  type CerrarTarjetaInput,
  type PlanificacionInput,
  type Tarjeta,
} from '@portal/shared/domain';
import type { Actor } from '../audit/actor';
import { AuditedTx } from '../audit/audited-tx';
import { CamposService } from '../campos/campos.service';
import type { AuthUser } from '../common/access/auth-user';
import { Clock } from '../common/clock';
import { AjustesPlantaService } from '../plantas/ajustes-planta.service';
import { badRequest, notFound } from '../common/http-errors';
import { NovedadesService } from '../seguimiento/novedades.service';
import { UploadsService } from '../uploads/uploads.service';
import { loadTarjeta, validarOpciones } from './tarjeta-validacion';
import { toTarjetaDto } from './tarjeta.mapper';
import { TarjetasRepository, type CambiosTarjeta } from './tarjetas.repository';

/** An open card's way out: planning it, and closing it (the yellow card's close has its own fields). */
@Injectable()
export class TarjetasCierreService {
  constructor(
    private readonly repo: TarjetasRepository,
    private readonly campos: CamposService,
    private readonly uploads: UploadsService,
    private readonly clock: Clock,
    private readonly audited: AuditedTx,
    private readonly ajustes: AjustesPlantaService,
    private readonly novedades: NovedadesService,
  ) {}

  async planificar({ _id, ...plan }: PlanificacionInput, actor: Actor): Promise<Tarjeta> {
    const { zonaHoraria } = await this.ajustes.actual();
    const fechas = validarFechasPlanificacion([plan.previstaCierre, plan.solicitudCompras, plan.comprometidaCompras], this.clock.now(), zonaHoraria);
    if (fechas) throw badRequest(fechas);
    const card = await loadTarjeta(this.repo, _id);
    // For every role: the UI only hides the option (same rule), the server is what refuses.
    if (!sePuedePlanificar(card.estado)) throw badRequest(MSG.planificarSoloAbierta);
    const row = await this.audited.run(actor, 'planificar', async () => {
      const planificada = await this.repo.planIfPlannable(_id, { ...plan, planificacion: true, planificadaPor: actor.nombre });
      if (planificada) await this.novedades.registrar(_id, 'planificada', actor, plan.previstaCierre);
      return planificada;
    });
    if (!row) throw (await this.repo.exists(_id)) ? badRequest(MSG.planificarSoloAbierta) : notFound(MSG.tarjetaNoEncontrada);
    return toTarjetaDto(row);
  }

  async cerrar(input: CerrarTarjetaInput, user: AuthUser, actor: Actor): Promise<Tarjeta> {
    const card = await loadTarjeta(this.repo, input._id);
    if (card.color === 'Amarilla') throw badRequest(MSG.colorNoAmarilla);
    if (card.estado !== 'Abierta') throw badRequest(MSG.tarjetaNoAbierta);
    if (pideCausa(card.color) && !input.causa) throw badRequest(MSG.campoRequerido);
    const [inicioReparacion, finReparacion] = [await this.instante(input.inicioReparacion), await this.instante(input.finReparacion)];
    const fechas = validarFechasCierre(card.fecha, inicioReparacion, finReparacion, this.clock.now());
    if (fechas) throw badRequest(fechas);
    await validarOpciones(this.campos, { riesgoFinal: input.riesgoFinal });
    return this.cerrarConCambios(card.id, user, actor, input.imagenDespuesUrl, {
      inicioReparacion,
      finReparacion,
      tiempoEmpleado: calcularTiempoEmpleado(inicioReparacion, finReparacion),
      responsable: input.responsable,
      causa: pideCausa(card.color) ? input.causa : '',
      tareaRealizada: input.tareaRealizada,
      tipoAccion: input.tipoAccion,
      riesgoFinal: input.riesgoFinal,
      materialUtilizado: input.materialUtilizado,
      convertida: card.color === 'Azul' ? false : input.convertida,
    });
  }

  async cerrarAmarilla(input: CerrarTarjetaAmarillaInput, user: AuthUser, actor: Actor): Promise<Tarjeta> {
    const card = await loadTarjeta(this.repo, input._id);
    if (card.color !== 'Amarilla') throw badRequest(MSG.colorSoloAmarilla);
    if (card.estado !== 'Abierta') throw badRequest(MSG.tarjetaNoAbierta);
    const finReparacion = await this.instante(input.finReparacion);
    const fechas = validarFechasCierre(card.fecha, null, finReparacion, this.clock.now());
    if (fechas) throw badRequest(fechas);
    await validarOpciones(this.campos, { riesgoFinal: input.riesgoFinal });
    return this.cerrarConCambios(card.id, user, actor, input.imagenDespuesUrl, {
      finReparacion,
      responsable: input.responsable,
      tareaRealizada: input.tareaRealizada,
      tipoAccion: input.tipoAccion,
      riesgoFinal: input.riesgoFinal,
      accionesComplementarias: input.accionesComplementarias,
      causa: input.causa,
      convertida: input.convertida,
      verificacion: input.verificacion,
    });
  }

  /** An API date-time as an instant: without an offset it is the plant's wall clock, never the server's. */
  private async instante(texto: string): Promise<Date> {
    const r = leerFechaHora(texto, (await this.ajustes.actual()).zonaHoraria);
    if (!r.ok) throw badRequest(r.msg);
    return r.valor;
  }

  /** Closes while still Abierta; the 'después' image offered with the close is attached in the same transaction. */
  private async cerrarConCambios(id: string, user: AuthUser, actor: Actor, imagenDespuesUrl: string | undefined, changes: CambiosTarjeta): Promise<Tarjeta> {
    const close = async (extra: CambiosTarjeta = {}) => {
      const cerrada = await this.repo.closeIfOpen(id, { ...changes, ...extra, cerradaEn: this.clock.now() });
      if (cerrada) await this.novedades.registrar(id, 'cerrada', actor);
      return cerrada;
    };
    const result = await this.audited.run(actor, 'cerrar', async () =>
      imagenDespuesUrl
        ? this.uploads.attachWith(id, 'despues', imagenDespuesUrl, user, () => close({ imagenDespuesUrl }))
        : close().then((row) => row && { row, released: false }),
    );
    if (!result) throw badRequest(MSG.tarjetaNoAbierta);
    if (result.released) this.uploads.imageReleased();
    return toTarjetaDto(result.row);
  }
}
