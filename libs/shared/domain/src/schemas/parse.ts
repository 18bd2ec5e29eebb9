import type { z } from 'zod';
import { MSG } from '../lib/messages';

export type ParseResult<T> = { ok: true; data: T } | { ok: false; msg: string };

/** Validates a payload and returns the first Spanish message, the shape every `{ msg }` error uses. */
export function parsePayload<S extends z.ZodType>(schema: S, payload: unknown): ParseResult<z.infer<S>> {
  const result = schema.safeParse(payload ?? {});
  if (result.success) return { ok: true, data: result.data };
  const issue = result.error.issues[0];
  if (!issue || issue.path.length === 0) return { ok: false, msg: MSG.cuerpoInvalido };
  return { ok: false, msg: issue.message };
}
