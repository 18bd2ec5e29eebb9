import { HttpStatus, Injectable } from '@nestjs/common';
import {
  CAMPOS_CIERRE,
  pideCausa,
  MSG,
  type AgregarImagenInput,
  type CrearTarjetaAmarillaInput,
  type CrearTarjetaInput,
  type EditarTarjetaAmarillaInput,
  type EditarTarjetaInput,
  type Tarjeta,
} from '@portal/shared/domain';
import type { TarjetaRow } from '../../db/schema';
import type { Actor } from '../audit/actor';
import { AuditedTx } from '../audit/audited-tx';
import { CamposService } from '../campos/campos.service';
import type { AuthUser } from '../common/access/auth-user';
import { Clock } from '../common/clock';
import { isUuid } from '../common/db-errors';
import { badRequest, httpError, notFound } from '../common/http-errors';
import type { LadoTarjeta } from '../uploads/archivos.repository';
import { UploadsService } from '../uploads/uploads.service';
import { hashCuerpo } from './tarjeta-idempotencia';
import { loadTarjeta, validarOpciones, type Opciones } from './tarjeta-validacion';
import { toTarjetaDto } from './tarjeta.mapper';
import { TarjetasRepository, type CambiosTarjeta } from './tarjetas.repository';

/** A create's Idempotency-Key and the hash of its validated body. */
interface Clave {
  key: string;
  hash: string;
}

/** Creating, editing, attaching an image to and deleting a card (planning and closing: TarjetasCierreService). */
@Injectable()
export class TarjetasEdicionService {
  constructor(
    private readonly repo: TarjetasRepository,
    private readonly campos: CamposService,
    private readonly uploads: UploadsService,
    private readonly clock: Clock,
    private readonly audited: AuditedTx,
  ) {}

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
    await validarOpciones(this.campos, input);
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

  async editar(input: EditarTarjetaInput | EditarTarjetaAmarillaInput, amarilla: boolean, actor: Actor): Promise<Tarjeta> {
    const { _id, ...fields } = input;
    const card = await loadTarjeta(this.repo, _id);
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
    await validarOpciones(this.campos, opciones);
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

  async eliminar(id: string, actor: Actor): Promise<void> {
    const deleted = isUuid(id) ? await this.audited.run(actor, 'eliminar', () => this.repo.delete(id)) : undefined;
    if (!deleted) throw notFound(MSG.tarjetaNoEncontrada);
    if (deleted.imagenes.length) this.uploads.imageReleased();
  }
}
