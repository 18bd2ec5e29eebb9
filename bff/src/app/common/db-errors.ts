/** Drizzle wraps driver errors; the SQLSTATE sits on the error or on its cause. */
export function pgErrorCode(err: unknown): string | undefined {
  const e = err as { code?: unknown; cause?: { code?: unknown } } | null;
  const code = e?.code ?? e?.cause?.code;
  return typeof code === 'string' ? code : undefined;
}

export const isUniqueViolation = (err: unknown) => pgErrorCode(err) === '23505';

/** A row referenced by the write was deleted by another request between its check and the write. */
export const isForeignKeyViolation = (err: unknown) => pgErrorCode(err) === '23503';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are uuids; anything else cannot exist, and must not reach the driver (it would raise 22P02). */
export const isUuid = (id: unknown): id is string => typeof id === 'string' && UUID.test(id);

/** Connection exceptions (08…), admin/crash shutdown and "starting up / shutting down" (57P01-03), too many connections. */
const UNAVAILABLE_SQLSTATE = /^(08[0-9A-Z]{3}|57P0[123]|53300)$/;
const UNAVAILABLE_ERRNO = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** node-postgres reports a lost connection, a closed client or a connect timeout with plain Errors. */
const UNAVAILABLE_MESSAGE =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error and is not queryable|Client was closed and is not queryable|Connection ended while checked out|Cannot use a pool after calling end on the pool)/;

/**
 * The database is away (restarting, unreachable, refusing connections), as opposed to a bad request
 * or a bug: the API answers 503 and the next requests reconnect by themselves. Drizzle wraps driver
 * errors (cause), and a connect to several addresses fails with an AggregateError (errors).
 */
export function isDatabaseUnavailable(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > 5) return false;
  const { code, message, errors, cause } = err as { code?: unknown; message?: unknown; errors?: unknown; cause?: unknown };
  if (typeof code === 'string' && (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_ERRNO.has(code))) return true;
  if (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)) return true;
  if (Array.isArray(errors) && errors.some((e) => isDatabaseUnavailable(e, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}
