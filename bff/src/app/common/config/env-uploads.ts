import { z } from 'zod';
import { MAX_IMAGEN_BYTES } from '@portal/shared/domain';
import { MIB } from './env-fields';

/** Env of uploaded images: where they are stored, their public origin, per-user limits and cleanup. */
export const uploadsEnv = {
  CLOUDINARY_URL: z.string().optional(),
  PUBLIC_URL: z
    .string()
    .trim()
    .optional()
    .transform((v, ctx) => {
      if (!v) return undefined;
      const origin = parseOrigin(v);
      if (!origin) ctx.addIssue({ code: 'custom', message: "PUBLIC_URL must be the portal's http(s) origin, such as https://portal.example.com (no path)" });
      return origin ?? undefined;
    }),
  UPLOADS_PER_10_MIN: z.coerce.number().int().min(1).default(20),
  UPLOAD_MB_PER_DAY: z.coerce
    .number()
    .int()
    .min(MAX_IMAGEN_BYTES / MIB, `UPLOAD_MB_PER_DAY must allow at least one image (${MAX_IMAGEN_BYTES / MIB})`)
    .default(200),
  UPLOAD_GRACE_HOURS: z.coerce.number().positive().default(24),
  UPLOAD_CLEANUP_MINUTES: z.coerce
    .number()
    .min(0)
    .max(7 * 24 * 60)
    .default(60),
};

/** `https://portal.example.com[/]` → `https://portal.example.com`; anything else (path, query, credentials, other schemes) → null. */
function parseOrigin(value: string): string | null {
  let u: URL;
  try {
    u = new URL(value);
  } catch {
    return null;
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') return null;
  if (u.pathname !== '/' || u.search || u.hash || u.username || u.password) return null;
  return u.origin;
}

/** Upload limits and storage cleanup (see uploads/). */
export interface UploadLimits {
  /** Uploads one user may make in any 10 minutes. */
  perTenMinutes: number;
  /** Bytes one user may upload in any 24 hours. */
  bytesPerDay: number;
  /** How long an uploaded file may stay unattached before the cleanup removes it. */
  graceMs: number;
  /** Cleanup period; 0 turns the periodic job off. */
  cleanupIntervalMs: number;
}
