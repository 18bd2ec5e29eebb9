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

/**
 * A plant PC several people use (issue 22): marked 'PC compartida' at the login, it signs out after
 * PC_COMPARTIDA_MINUTOS without use, in every tab; a tab reopened later finds the session already gone.
 * Both keys live in the browser's localStorage (shared by its tabs).
 */
export const PC_COMPARTIDA_KEY = 'portal-pc-compartida';
export const ULTIMO_USO_KEY = 'portal-ultimo-uso';
/** Use is written at most this often (every pointer or key event would be too many writes). */
export const USO_INTERVALO_MS = 15_000;

/** Whether a shared PC's session has been idle longer than `minutos` at `ahora` (no recorded use: not idle). */
export function sinUsoDemasiado(ultimoUso: number | null, ahora: number, minutos: number): boolean {
  return ultimoUso !== null && Number.isFinite(ultimoUso) && ahora - ultimoUso >= minutos * 60_000;
}
