import { Injectable } from '@nestjs/common';
import { MSG, type AgregarImagenInput, type Kaizen } from '@portal/shared/domain';
import type { Actor } from '../audit/actor';
import { AuditedTx } from '../audit/audited-tx';
import type { AuthUser } from '../common/access/auth-user';
import { isUuid } from '../common/db-errors';
import { notFound } from '../common/http-errors';
import type { LadoKaizen } from '../uploads/archivos.repository';
import { UploadsService } from '../uploads/uploads.service';
import { KaizenService } from './kaizen.service';

/**
 * Attaches a Kaizen's 'antes' (front) or 'después' (back) image: only a file uploaded through
 * POST /api/uploads, on the card image's rules (UploadsService.attachKaizen); the side's previous file is
 * removed once the change is committed.
 */
@Injectable()
export class KaizenImagenesService {
  constructor(
    private readonly uploads: UploadsService,
    private readonly audited: AuditedTx,
    private readonly kaizen: KaizenService,
  ) {}

  async agregar(lado: LadoKaizen, { _id, imagenUrl }: AgregarImagenInput, user: AuthUser, actor: Actor): Promise<Kaizen> {
    const attached = isUuid(_id) ? await this.audited.run(actor, 'adjuntar_imagen', () => this.uploads.attachKaizen(_id, lado, imagenUrl, user)) : undefined;
    if (!attached) throw notFound(MSG.kaizenNoEncontrado);
    if (attached.released) this.uploads.imageReleased();
    return this.kaizen.get(_id);
  }
}
