import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Controller, Param, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MAX_IMAGEN_BYTES, MSG, uploadsContrato as U, type UploadResponse } from '@portal/shared/domain';
import { CurrentUser, type AuthUser } from '../common/access/auth-user';
import { Endpoint } from '../common/contract';
import { badRequest, httpError, notFound } from '../common/http-errors';
import { ImageStorage } from './image-storage';
import { MIME_BY_EXT } from './image-type';
import { UploadsService } from './uploads.service';

@Controller()
export class UploadsController {
  constructor(private readonly uploads: UploadsService) {}

  /**
   * Multipart field `file`: a JPEG, PNG or WebP of at most 10 MB → `{ secure_url }` (relative
   * `/uploads/…` without PUBLIC_URL). Per-user limits → 429 with Retry-After.
   */
  @Endpoint(U.subir)
  async upload(@Req() request: FastifyRequest, @CurrentUser() user: AuthUser): Promise<UploadResponse> {
    if (!request.isMultipart()) throw badRequest(MSG.archivoRequerido);
    let data: Buffer | undefined;
    try {
      const parts = request.parts({ limits: { fileSize: MAX_IMAGEN_BYTES, files: 1, fields: 10 } });
      for await (const part of parts) {
        if (part.type === 'file' && part.fieldname === 'file' && !data) data = await part.toBuffer();
        else if (part.type === 'file') await part.toBuffer().catch(() => undefined);
      }
    } catch (err) {
      const code = (err as { code?: string }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE') throw httpError(413, MSG.archivoDemasiadoGrande);
      if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw badRequest(MSG.archivoRequerido);
      throw badRequest(MSG.cuerpoInvalido);
    }
    if (!data?.length) throw badRequest(MSG.archivoRequerido);
    return this.uploads.store(data, user);
  }

  /** Locally stored images (no Cloudinary): public, by exact generated name only; outside /api (create-app.ts). */
  @Endpoint(U.imagen)
  async serve(@Param('file') file: string, @Res() reply: FastifyReply): Promise<void> {
    if (!ImageStorage.isLocalFileName(file)) throw notFound(MSG.recursoNoEncontrado);
    const path = join(this.uploads.dir, file);
    const info = await stat(path).catch(() => undefined);
    if (!info?.isFile()) throw notFound(MSG.recursoNoEncontrado);
    const ext = file.slice(file.lastIndexOf('.') + 1) as keyof typeof MIME_BY_EXT;
    await reply
      .header('Content-Type', MIME_BY_EXT[ext])
      .header('Content-Length', info.size)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .send(createReadStream(path));
  }
}
