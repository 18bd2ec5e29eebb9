import { randomUUID } from 'node:crypto';
import { mkdir, readdir, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import { v2 as cloudinary, type UploadApiResponse } from 'cloudinary';
import { MSG } from '@portal/shared/domain';
import { APP_CONFIG, type AppConfig } from '../common/config/app-config';
import { httpError } from '../common/http-errors';
import { uploadsBase } from '../common/public-url';
import type { ArchivoRow } from '../../db/schema';
import { cloudinaryPrefix, parseCloudinaryUrl, type CloudinaryConfig } from './cloudinary-config';
import type { ImageType } from './image-type';

export const UPLOADS_PATH = '/uploads/';
const LOCAL_FILE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|webp)$/;

export type StorageKind = ArchivoRow['storage'];

export interface StoredImage {
  storage: StorageKind;
  key: string;
  url: string;
}

/** Where image files live: Cloudinary when CLOUDINARY_URL is set, else DATA_DIR/uploads. */
@Injectable()
export class ImageStorage {
  private readonly logger = new Logger(ImageStorage.name);
  private readonly cloud?: CloudinaryConfig;
  readonly dir: string;
  private readonly base: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.cloud = config.cloudinaryUrl ? parseCloudinaryUrl(config.cloudinaryUrl) : undefined;
    this.dir = join(config.dataDir, 'uploads');
    this.base = uploadsBase(config);
  }

  /** Whether a stored file name is one we could have written (no paths, no other names). */
  static isLocalFileName(name: string): boolean {
    return LOCAL_FILE.test(name);
  }

  /** The storages this instance can delete from (a Cloudinary asset needs the credentials). */
  get removable(): StorageKind[] {
    return this.cloud ? ['local', 'cloudinary'] : ['local'];
  }

  async save(data: Buffer, type: ImageType): Promise<StoredImage> {
    if (this.cloud) return this.toCloudinary(this.cloud, data);
    const name = `${randomUUID()}.${type.ext}`;
    await mkdir(this.dir, { recursive: true });
    await writeFile(join(this.dir, name), data, { flag: 'wx' });
    return { storage: 'local', key: name, url: `${this.base}${UPLOADS_PATH}${name}` };
  }

  /** Deletes a stored file; one already gone counts as deleted. Throws when the storage could not be reached. */
  async remove(file: Pick<ArchivoRow, 'storage' | 'key' | 'url'>): Promise<void> {
    if (file.storage === 'local') {
      if (!ImageStorage.isLocalFileName(file.key)) return;
      await unlink(join(this.dir, file.key)).catch((err: NodeJS.ErrnoException) => {
        if (err.code !== 'ENOENT') throw err;
      });
      return;
    }
    const cloud = this.cloud;
    if (!cloud) throw new Error('CLOUDINARY_URL is not set');
    // An asset of another cloud (CLOUDINARY_URL changed) cannot be ours to delete: forget it.
    if (!file.url.startsWith(cloudinaryPrefix(cloud))) return;
    const res = (await cloudinary.uploader.destroy(file.key, { ...cloud, resource_type: 'image', invalidate: true } as never)) as { result?: string };
    if (res?.result !== 'ok' && res?.result !== 'not found') throw new Error(`Cloudinary destroy answered ${JSON.stringify(res)}`);
  }

  /** Names of the generated files under DATA_DIR/uploads (for the orphan sweep). */
  async localFileNames(): Promise<string[]> {
    try {
      return (await readdir(this.dir)).filter((name) => ImageStorage.isLocalFileName(name));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw err;
    }
  }

  /** When a local file was last written; undefined when it is not a file (any more). */
  async localModified(name: string): Promise<Date | undefined> {
    const info = await stat(join(this.dir, name)).catch(() => undefined);
    return info?.isFile() ? info.mtime : undefined;
  }

  private toCloudinary(cloud: CloudinaryConfig, data: Buffer): Promise<StoredImage> {
    return new Promise((resolve, reject) => {
      const stream = cloudinary.uploader.upload_stream({ ...cloud, resource_type: 'image', folder: 'portal' }, (err, result?: UploadApiResponse) => {
        if (err || !result?.secure_url || !result.public_id) {
          this.logger.error(`Cloudinary upload failed: ${err?.message ?? 'no secure_url'}`);
          reject(httpError(HttpStatus.BAD_GATEWAY, MSG.subidaFallida));
          return;
        }
        resolve({ storage: 'cloudinary', key: result.public_id, url: result.secure_url });
      });
      stream.end(data);
    });
  }
}
