/**
 * A user's 'Última actividad' is written at most this often (never on every request): a request whose
 * session shows an older value bumps it, with a conditional UPDATE so concurrent requests write once.
 */
export const ACTIVIDAD_INTERVALO_MS = 5 * 60 * 1000;

/** Whether a request at `ahora` should record activity, given the last recorded one (ISO or null). */
export function actividadVencida(ultima: string | null | undefined, ahora: Date): boolean {
  if (!ultima) return true;
  const t = Date.parse(ultima);
  return Number.isNaN(t) || ahora.getTime() - t >= ACTIVIDAD_INTERVALO_MS;
}
