import { CamposService } from '../campos/campos.service';
import type { Readable } from 'node:stream';
import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import {
  CAMPOS_CIERRE,
  calcularTiempoEmpleado,
  leerFechaHora,
  pideCausa,
  sePuedePlanificar,
  validarFechasCierre,
  validarFechasPlanificacion,
  MSG,
  type AgregarImagenInput,
  type CerrarTarjetaAmarillaInput,
  type CerrarTarjetaInput,
  type Color,
  type ColumnaExportable,
  type CrearTarjetaAmarillaInput,
  type CrearTarjetaInput,
  type EditarTarjetaAmarillaInput,
  type EditarTarjetaInput,
  type FiltroSeleccionInput,
  type PlanificacionInput,
  type SiguienteNumero,
  type Tarjeta,
  type TarjetasGrupos,
  type TarjetasGruposQueryInput,
  type TarjetasPagina,
  type TarjetasAbiertas,
  type TarjetasRecientes,
  type TarjetasRecientesQueryInput,
  type TarjetasAbiertasQueryInput,
  type TarjetasQueryInput,
} from '@portal/shared/domain';
import type { CampoRow, TarjetaRow } from '../../db/schema';
import type { Actor } from '../audit/actor';
import { AuditedTx } from '../audit/audited-tx';
import type { AuthUser } from '../common/access/auth-user';
import { Clock } from '../common/clock';
import { APP_CONFIG, type AppConfig } from '../common/config/app-config';
import { isUuid } from '../common/db-errors';
import { badRequest, httpError, notFound } from '../common/http-errors';
import { linkOrigin } from '../common/public-url';
import type { LadoTarjeta } from '../uploads/archivos.repository';
import { NovedadesService } from '../seguimiento/novedades.service';
import { UploadsService } from '../uploads/uploads.service';
import { hashCuerpo } from './tarjeta-idempotencia';
import { streamXlsx } from './tarjetas-export';
import { toTarjetaDto } from './tarjeta.mapper';
import { TarjetasRepository, type CambiosTarjeta, type FiltroTarjetas } from './tarjetas.repository';

/** Option fields checked against the configured campos. */
interface Opciones {
  maquina?: string;
  parteMaquina?: string;
  equipo?: string;
  riesgoInicial?: string;
  tipodeRiesgo?: string;
  riesgoFinal?: string;
}

/** A create's Idempotency-Key and the hash of its validated body. */
interface Clave {
  key: string;
  hash: string;
}

@Injectable()
export class TarjetasService {
  private readonly logger = new Logger('TarjetasExport');

  constructor(
    private readonly repo: TarjetasRepository,
    private readonly campos: CamposService,
    private readonly uploads: UploadsService,
    private readonly clock: Clock,
    private readonly audited: AuditedTx,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly novedades: NovedadesService,
  ) {}

  exists(id: string): Promise<boolean> {
    return this.repo.exists(id);
  }

  async page(q: TarjetasQueryInput): Promise<TarjetasPagina> {
    return this.paginate(TarjetasRepository.filtroLista(q), q.page ?? 0, q.pageSize ?? 10, q.sort, q.order);
  }

  async grupos({ por, ...filtros }: TarjetasGruposQueryInput): Promise<TarjetasGrupos> {
    const grupos = await this.repo.grupos(por, TarjetasRepository.filtroLista(filtros));
    return { por, grupos, total: grupos.reduce((n, g) => n + g.cantidad, 0) };
  }

  async consulta(sel: FiltroSeleccionInput): Promise<TarjetasPagina> {
    return this.paginate(this.repo.filtroSeleccion(sel), sel.page, sel.pageSize);
  }

  /** ReporteTarjetas.xlsx (sheet Tarjetas) with the chosen columns, filtered like `consulta`, written as it is read. */
  exportar(sel: FiltroSeleccionInput): Readable {
    if (!sel.selectedOption.length) throw badRequest(MSG.columnasRequeridas);
    return streamXlsx(
      this.repo.stream(this.repo.filtroSeleccion(sel)),
      {
        columns: sel.selectedOption,
        alerta: sel.alerta,
        qrcode: sel.qrcode,
        cardUrlBase: `${linkOrigin(this.config)}/tarjeta/`,
        now: this.clock.now(),
        zona: this.config.plantTz,
      },
      (err) => this.logger.error(err instanceof Error ? (err.stack ?? err.message) : err),
    );
  }

  private async paginate(
    filtro: FiltroTarjetas,
    page: number,
    pageSize: number,
    sort?: TarjetasQueryInput['sort'],
    order?: 'asc' | 'desc',
  ): Promise<TarjetasPagina> {
    const all = pageSize === -1;
    const [items, total] = await Promise.all([
      this.repo.listDtos({ filtro, sort, order, limit: all ? -1 : pageSize, offset: all ? 0 : page * pageSize }),
      this.repo.count(filtro),
    ]);
    return { items, total, page: all ? 0 : page, pageSize };
  }

  async get(id: string): Promise<Tarjeta> {
    return toTarjetaDto(await this.load(id));
  }

  async siguienteNumero(color: Color): Promise<SiguienteNumero> {
    return { color, numero: await this.repo.siguienteNumero(color) };
  }

  valores(columna: ColumnaExportable): Promise<string[]> {
    return this.repo.valores(columna);
  }

  abiertas({ maquina, parteMaquina }: TarjetasAbiertasQueryInput): Promise<TarjetasAbiertas> {
    return this.repo.abiertas(maquina, parteMaquina);
  }

  /** The add form's recent choices of the user (and of the machine, when given). */
  recientes(user: AuthUser, { maquina }: TarjetasRecientesQueryInput): Promise<TarjetasRecientes> {
    return this.repo.recientes(user.id, maquina);
  }

  /**
   * Creates a card, with its photo attached in the same transaction (a refused image refuses the card).
   * With an Idempotency-Key, a key the user already created a card with answers that card (nothing is
   * written again), or 422 when the body differs. Two concurrent requests with one key: the unique index
   * (creado_por, idempotency_key) makes the loser's transaction fail and roll back (its number included),
   * and the loser, finding the key taken once its write failed, answers the winner's card.
   */
  async crear(input: CrearTarjetaInput | CrearTarjetaAmarillaInput, user: AuthUser, actor: Actor, idempotencyKey?: string): Promise<Tarjeta> {
    const clave = idempotencyKey === undefined ? undefined : { key: idempotencyKey, hash: hashCuerpo(input) };
    const previa = clave && (await this.repetida(actor.id, clave));
    if (previa) return previa;
    await this.validarOpciones(input);
    try {
      return toTarjetaDto(await this.audited.run(actor, 'crear', () => this.insertar(input, user, actor, clave)));
    } catch (err) {
      // Lost to a concurrent request with the same key: at the unique index, or earlier (its photo is now
      // attached, to the winner). The key now names the winner's card: answer it.
      const ganadora = clave ? await this.repetida(actor.id, clave) : undefined;
      if (ganadora) return ganadora;
      throw err;
    }
  }

  private async repetida(userId: string, { key, hash }: Clave): Promise<Tarjeta | undefined> {
    const row = await this.repo.findByIdempotencyKey(userId, key);
    if (row && row.idempotencyHash !== hash) throw httpError(HttpStatus.UNPROCESSABLE_ENTITY, MSG.idempotencyKeyOtroCuerpo);
    return row && toTarjetaDto(row);
  }

  private async insertar(input: CrearTarjetaInput | CrearTarjetaAmarillaInput, user: AuthUser, actor: Actor, clave?: Clave): Promise<TarjetaRow> {
    const amarilla = input.color === 'Amarilla';
    const values: Parameters<TarjetasRepository['insert']>[0] = {
      color: input.color,
      fecha: this.clock.now(),
      descripcion: input.descripcion,
      sugerencia: input.sugerencia,
      reparacion: input.reparacion,
      detecto: input.detecto,
      prioridad: input.prioridad,
      familia: input.familia,
      maquina: input.maquina,
      parteMaquina: input.parteMaquina,
      equipo: input.equipo,
      riesgoInicial: input.riesgoInicial,
      tipodeRiesgo: input.tipodeRiesgo,
      sustoExperimentado: amarilla && Boolean(input.sustoExperimentado),
      sustoObservado: amarilla && Boolean(input.sustoObservado),
      impactoAmbiente: amarilla && Boolean(input.impactoAmbiente),
      creadoPor: actor.id,
      idempotencyKey: clave?.key,
      idempotencyHash: clave?.hash,
    };
    const { imagenUrl } = input;
    if (!imagenUrl) return this.repo.insert(values);
    // A new card releases nothing; the write always returns the inserted row.
    const attached = await this.uploads.attachWith(undefined, 'imagen', imagenUrl, user, () => this.repo.insert({ ...values, imagenUrl }));
    return attached!.row;
  }

  async planificar({ _id, ...plan }: PlanificacionInput, actor: Actor): Promise<Tarjeta> {
    const fechas = validarFechasPlanificacion([plan.previstaCierre, plan.solicitudCompras, plan.comprometidaCompras], this.clock.now(), this.config.plantTz);
    if (fechas) throw badRequest(fechas);
    const card = await this.load(_id);
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
    const card = await this.load(input._id);
    if (card.color === 'Amarilla') throw badRequest(MSG.colorNoAmarilla);
    if (card.estado !== 'Abierta') throw badRequest(MSG.tarjetaNoAbierta);
    if (pideCausa(card.color) && !input.causa) throw badRequest(MSG.campoRequerido);
    const [inicioReparacion, finReparacion] = [this.instante(input.inicioReparacion), this.instante(input.finReparacion)];
    const fechas = validarFechasCierre(card.fecha, inicioReparacion, finReparacion, this.clock.now());
    if (fechas) throw badRequest(fechas);
    await this.validarOpciones({ riesgoFinal: input.riesgoFinal });
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
    const card = await this.load(input._id);
    if (card.color !== 'Amarilla') throw badRequest(MSG.colorSoloAmarilla);
    if (card.estado !== 'Abierta') throw badRequest(MSG.tarjetaNoAbierta);
    const finReparacion = this.instante(input.finReparacion);
    const fechas = validarFechasCierre(card.fecha, null, finReparacion, this.clock.now());
    if (fechas) throw badRequest(fechas);
    await this.validarOpciones({ riesgoFinal: input.riesgoFinal });
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

  /** An API date-time as an instant: without an offset it is the plant's wall clock (PLANT_TZ), never the server's. */
  private instante(texto: string): Date {
    const r = leerFechaHora(texto, this.config.plantTz);
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

  async editar(input: EditarTarjetaInput | EditarTarjetaAmarillaInput, amarilla: boolean, actor: Actor): Promise<Tarjeta> {
    const { _id, ...fields } = input;
    const card = await this.load(_id);
    if (amarilla && card.color !== 'Amarilla') throw badRequest(MSG.colorSoloAmarilla);
    if (!amarilla && card.color === 'Amarilla') throw badRequest(MSG.colorNoAmarilla);
    const changes = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as CambiosTarjeta;
    const cierre: readonly string[] = CAMPOS_CIERRE[amarilla ? 'amarilla' : 'normal'];
    if (card.estado !== 'Cerrada' && Object.keys(changes).some((k) => cierre.includes(k))) throw badRequest(MSG.cierreSoloCerrada);
    if (!amarilla && pideCausa(card.color) && changes.causa === '') throw badRequest(MSG.campoRequerido);
    const opciones: Opciones = {
      maquina: changes.maquina,
      equipo: changes.equipo,
      riesgoInicial: changes.riesgoInicial,
      tipodeRiesgo: changes.tipodeRiesgo,
      riesgoFinal: changes.riesgoFinal,
    };
    // A new machine or a new part: the (resulting) part must belong to the (resulting) machine.
    if (changes.maquina !== undefined || changes.parteMaquina !== undefined) {
      opciones.maquina = changes.maquina ?? card.maquina;
      opciones.parteMaquina = changes.parteMaquina ?? card.parteMaquina;
    }
    await this.validarOpciones(opciones);
    if (!Object.keys(changes).length) return toTarjetaDto(card);
    const row = await this.audited.run(actor, 'editar', () => this.repo.update(_id, changes));
    if (!row) throw notFound(MSG.tarjetaNoEncontrada);
    return toTarjetaDto(row);
  }

  /** Only a file uploaded through POST /api/uploads; the rules are the uploads module's (UploadsService.attach). */
  async agregarImagen({ _id, imagenUrl }: AgregarImagenInput, user: AuthUser, actor: Actor, lado: LadoTarjeta = 'imagen'): Promise<Tarjeta> {
    const attached = isUuid(_id) ? await this.audited.run(actor, 'adjuntar_imagen', () => this.uploads.attach(_id, imagenUrl, user, lado)) : undefined;
    if (!attached) throw notFound(MSG.tarjetaNoEncontrada);
    if (attached.released) this.uploads.imageReleased();
    return toTarjetaDto(attached.row);
  }

  async delete(id: string, actor: Actor): Promise<void> {
    const deleted = isUuid(id) ? await this.audited.run(actor, 'eliminar', () => this.repo.delete(id)) : undefined;
    if (!deleted) throw notFound(MSG.tarjetaNoEncontrada);
    if (deleted.imagenes.length) this.uploads.imageReleased();
  }

  private async load(id: string): Promise<TarjetaRow> {
    const row = isUuid(id) ? await this.repo.findById(id) : undefined;
    if (!row) throw notFound(MSG.tarjetaNoEncontrada);
    return row;
  }

  /** Select values must be among the configured options (campos); the part among the machine's parts. */
  private async validarOpciones(o: Opciones): Promise<void> {
    if (Object.values(o).every((v) => v === undefined)) return;
    const campos = await this.campos.opciones();
    const has = (name: CampoRow['name'], value: string) => campos.some((c) => c.name === name && c.value === value);
    if (o.maquina !== undefined && !has('maquina', o.maquina)) throw badRequest(MSG.maquinaNoConfigurada);
    if (o.parteMaquina !== undefined) {
      const maquina = campos.find((c) => c.name === 'maquina' && c.value === o.maquina);
      if (!maquina?.parteMaquina.includes(o.parteMaquina)) throw badRequest(MSG.parteNoConfigurada);
    }
    if (o.equipo !== undefined && !has('equipo', o.equipo)) throw badRequest(MSG.equipoNoConfigurado);
    if (o.riesgoInicial !== undefined && !has('riesgoInicial', o.riesgoInicial)) throw badRequest(MSG.riesgoInicialNoConfigurado);
    if (o.tipodeRiesgo !== undefined && !has('tipo', o.tipodeRiesgo)) throw badRequest(MSG.tipodeRiesgoNoConfigurado);
    if (o.riesgoFinal !== undefined && !has('riesgoFinal', o.riesgoFinal)) throw badRequest(MSG.riesgoFinalNoConfigurado);
  }
}
