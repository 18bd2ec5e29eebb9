import { randomBytes } from 'node:crypto';
import type { UploadResponse } from '@portal/shared/domain';
import type { TestApp } from './test-app';

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A PNG-typed buffer (by magic bytes) of `size` bytes, different each time. */
export const png = (size = 72) => Buffer.concat([PNG_MAGIC, randomBytes(Math.max(0, size - PNG_MAGIC.length))]);
export const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]);
export const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0, 0, 0, 0]), Buffer.from('WEBPVP8 '), Buffer.alloc(32, 3)]);

export interface MultipartBody {
  payload: Buffer;
  headers: Record<string, string>;
}

export function multipart(field: string, filename: string, data: Buffer, type = 'image/png'): MultipartBody {
  const boundary = '----portal-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export interface UploadResult {
  status: number;
  body: UploadResponse & { msg?: string };
  headers: Record<string, string | string[] | number | undefined>;
}

/** POST /api/uploads with a multipart body (default: a fresh small PNG); extra headers such as Host. */
export async function upload(
  t: TestApp,
  token: string | undefined,
  body: MultipartBody = multipart('file', 'foto.png', png()),
  headers: Record<string, string> = {},
): Promise<UploadResult> {
  const res = await t.app
    .getHttpAdapter()
    .getInstance()
    .inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { ...body.headers, ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      payload: body.payload,
    });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
}
