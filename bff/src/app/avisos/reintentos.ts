/** A claim older than this belongs to a sender that died: the row is free again. */
export const RECLAMO_VENCIDO_MS = 10 * 60_000;
/** After this many failed attempts an outbox row is given up ('fallido'). */
export const AVISOS_MAX_INTENTOS = 8;
/** Wait before the next attempt: 1, 2, 4 … minutes, at most 4 hours. */
export const esperaReintento = (intentos: number): number => Math.min(60_000 * 2 ** intentos, 4 * 3_600_000);
