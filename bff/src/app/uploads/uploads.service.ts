import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import { can, MSG, type UploadResponse } from '@portal/shared/domain';
import type { ArchivoRow, TarjetaRow } from '../../db/schema';
import type { AuthUser } from '../common/access/auth-user';
import { Clock } from '../common/clock';
import { APP_CONFIG, type AppConfig } from '../common/config/app-config';
import { badRequest, httpError, tooManyRequests } from '../common/http-errors';
import { ArchivosRepository, type AttachState, type LadoKaizen, type LadoTarjeta } from './archivos.repository';
import { ImageStorage, type StoredImage } from './image-storage';
import { detectImageType } from './image-type';
import { UPLOAD_DAY_MS, UPLOAD_WINDOW_MS } from './upload-windows';
import { UploadsCleanupService } from './uploads-cleanup.service';

@Injectable()
export class UploadsService {
  private readonly logger = new Logger(UploadsService.name);

  constructor(
    private readonly repo: ArchivosRepository,
    private readonly storage: ImageStorage,
    private readonly cleanup: UploadsCleanupService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  get dir(): string {
    return this.storage.dir;
  }

  /**
   * Stores a JPEG/PNG/WebP (checked by content) within the user's limits, checked before anything is
   * written, and registers it as the user's unattached file.
   */
  async store(data: Buffer, user: AuthUser): Promise<UploadResponse> {
    const type = detectImageType(data);
    if (!type) throw badRequest(MSG.archivoTipoInvalido);
    const now = this.clock.now();
    const limits = this.config.uploads;
    const reservation = await this.repo.reserve(user.id, data.length, now, {
      perWindow: limits.perTenMinutes,
      windowMs: UPLOAD_WINDOW_MS,
      bytesPerDay: limits.bytesPerDay,
      dayMs: UPLOAD_DAY_MS,
    });
    if (!reservation.ok) {
      const seconds = Math.max(1, Math.ceil((reservation.retryAt.getTime() - now.getTime()) / 1000));
      throw tooManyRequests(reservation.reason === 'rate' ? MSG.subidasDemasiadas : MSG.subidasCuotaDiaria, seconds);
    }
    let stored: StoredImage;
    try {
      stored = await this.storage.save(data, type);
    } catch (err) {
      await this.repo.deleteReservation(reservation.id).catch(() => undefined);
      throw err;
    }
    try {
      await this.repo.insert({ ...stored, bytes: data.length, uploadedBy: user.id, uploadedAt: now });
    } catch (err) {
      // Unregistered, the file would never be cleaned up: take it back.
      await this.storage.remove(stored).catch((e: unknown) => this.logger.warn(`Could not remove unregistered ${stored.key}: ${String(e)}`));
      throw err;
    }
    return { secure_url: stored.url };
  }

  /**
   * Attaches an uploaded file as a card's `lado` image ('imagen', 'antes', 'despues'). Only a file registered
   * by our upload, not removed and never attached before (to a card or a Kaizen); an Operario only their own
   * file and only to an empty side (replacing an image, or using someone else's upload, needs the
   * card-editing roles: Jefe de area, Admin). `released`: the side's previous file was let go (call
   * `imageReleased` once committed).
   */
  async attach(cardId: string, url: string, user: AuthUser, lado: LadoTarjeta = 'imagen'): Promise<{ row: TarjetaRow; released: boolean } | undefined> {
    return this.repo.attach(cardId, lado, url, this.clock.now(), this.cardRules(user, url, cardId, lado));
  }

  /**
   * Attaches an uploaded file as the `lado` image of the card that `write` creates (`cardId` undefined) or
   * changes, in `write`'s transaction and on `attach`'s rules; `write` sets the side's column to `url`.
   */
  attachWith(
    cardId: string | undefined,
    lado: LadoTarjeta,
    url: string,
    user: AuthUser,
    write: () => Promise<TarjetaRow | undefined>,
  ): Promise<{ row: TarjetaRow; released: boolean } | undefined> {
    return this.repo.attachWith(cardId, lado, url, this.clock.now(), this.cardRules(user, url, cardId, lado), write);
  }

  private cardRules(user: AuthUser, url: string, cardId: string | undefined, lado: LadoTarjeta) {
    return attachRules(user, can(user.role, 'tarjetas.edit'), MSG.imagenReemplazoSinPermiso, url, (a) => a.attachedTo === cardId && a.tarjetaLado === lado);
  }

  /**
   * Attaches an uploaded file as the Kaizen's 'antes' or 'despues' image, on the card's rules (replacing
   * needs kaizen.edit: Jefe de area, Admin). Undefined when the Kaizen does not exist.
   */
  async attachKaizen(kaizenId: string, lado: LadoKaizen, url: string, user: AuthUser): Promise<{ released: boolean } | undefined> {
    const decide = attachRules(
      user,
      can(user.role, 'kaizen.edit'),
      MSG.imagenKaizenReemplazoSinPermiso,
      url,
      (a) => a.kaizenId === kaizenId && a.kaizenLado === lado,
    );
    return this.repo.attachKaizen(kaizenId, lado, url, this.clock.now(), decide);
  }

  /**
   * After a committed change that let an image go (replaced, or its card deleted): remove it now rather
   * than at the next run. Never from inside a transaction (the removal runs in the background).
   */
  imageReleased(): void {
    this.cleanup.purgeSoon();
  }
}

/**
 * The attach rules of a card and of a Kaizen side: `here` tells the file is already where it goes (the same
 * again changes nothing); `manager` may replace an image and use someone else's upload.
 */
function attachRules(user: AuthUser, manager: boolean, reemplazoSinPermiso: string, url: string, here: (archivo: ArchivoRow) => boolean) {
  return ({ current, archivo }: AttachState): ArchivoRow => {
    if (!archivo || archivo.removingAt) throw badRequest(MSG.imagenUrlInvalida);
    if (here(archivo) && current === url) return archivo;
    if (archivo.attachedTo || archivo.kaizenId) throw badRequest(MSG.imagenYaAdjunta);
    if (archivo.attachedAt) throw badRequest(MSG.imagenUrlInvalida); // released: being removed
    if (archivo.uploadedBy !== user.id && !manager) throw httpError(HttpStatus.FORBIDDEN, MSG.imagenAjena);
    if (current && !manager) throw httpError(HttpStatus.FORBIDDEN, reemplazoSinPermiso);
    return archivo;
  };
}
