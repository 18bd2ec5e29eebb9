/** Drizzle wraps driver errors; the SQLSTATE sits on the error or on its cause. */
export function pgErrorCode(err: unknown): string | undefined {
  const e = err as { code?: unknown; cause?: { code?: unknown } } | null;
  const code = e?.code ?? e?.cause?.code;
  return typeof code === 'string' ? code : undefined;
}

export const isUniqueViolation = (err: unknown) => pgErrorCode(err) === '23505';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are uuids; anything else cannot exist, and must not reach the driver (it would raise 22P02). */
export const isUuid = (id: unknown): id is string => typeof id === 'string' && UUID.test(id);
