import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import { v2 as cloudinary, type UploadApiResponse } from 'cloudinary';
import { MSG, type UploadResponse } from '@portal/shared/domain';
import { APP_CONFIG, type AppConfig } from '../common/config/app-config';
import { badRequest, httpError } from '../common/http-errors';
import { cloudinaryPrefix, parseCloudinaryUrl, type CloudinaryConfig } from './cloudinary-config';
import { detectImageType } from './image-type';

export const UPLOADS_PATH = '/uploads/';
const LOCAL_FILE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|webp)$/;

@Injectable()
export class UploadsService {
  private readonly logger = new Logger(UploadsService.name);
  private readonly cloud?: CloudinaryConfig;
  readonly dir: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.cloud = config.cloudinaryUrl ? parseCloudinaryUrl(config.cloudinaryUrl) : undefined;
    this.dir = join(config.dataDir, 'uploads');
  }

  /** Stores a JPEG/PNG/WebP (checked by content) in Cloudinary when configured, else under DATA_DIR/uploads. */
  async store(data: Buffer, origin: string): Promise<UploadResponse> {
    const type = detectImageType(data);
    if (!type) throw badRequest(MSG.archivoTipoInvalido);
    if (this.cloud) return { secure_url: await this.toCloudinary(data) };
    const name = `${randomUUID()}.${type.ext}`;
    await mkdir(this.dir, { recursive: true });
    await writeFile(join(this.dir, name), data, { flag: 'wx' });
    return { secure_url: `${origin}${UPLOADS_PATH}${name}` };
  }

  /** Whether a stored file name is one we could have written (no paths, no other names). */
  static isLocalFileName(name: string): boolean {
    return LOCAL_FILE.test(name);
  }

  /** Only images of our own storage may be attached to a card. */
  isOwnUrl(url: string, origin: string): boolean {
    if (this.cloud) return url.startsWith(cloudinaryPrefix(this.cloud));
    if (!url.startsWith(`${origin}${UPLOADS_PATH}`)) return false;
    return UploadsService.isLocalFileName(url.slice(origin.length + UPLOADS_PATH.length));
  }

  private toCloudinary(data: Buffer): Promise<string> {
    const cloud = this.cloud!;
    return new Promise((resolve, reject) => {
      const stream = cloudinary.uploader.upload_stream({ ...cloud, resource_type: 'image', folder: 'portal' }, (err, result?: UploadApiResponse) => {
        if (err || !result?.secure_url) {
          this.logger.error(`Cloudinary upload failed: ${err?.message ?? 'no secure_url'}`);
          reject(httpError(HttpStatus.BAD_GATEWAY, MSG.subidaFallida));
          return;
        }
        resolve(result.secure_url);
      });
      stream.end(data);
    });
  }
}
