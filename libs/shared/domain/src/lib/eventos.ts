/**
 * Live updates (issue 12). The BFF announces what changed on one server-sent events stream per tab;
 * an event names the kind and the id, never the document: clients refetch through the normal,
 * authorized endpoints (RTK Query tags).
 */
export const EVENTO_TIPOS = [
  'tarjeta.creada',
  'tarjeta.actualizada',
  'tarjeta.cerrada',
  'tarjeta.eliminada',
  'kaizen.creado',
  'kaizen.actualizado',
  'kaizen.eliminado',
  /** `id` is the comment's; `tarjetaId` or `kaizenId` names what it was added to. */
  'comentario.agregado',
  /** The overdue job notified a card (`id`) at some level: bells refetch their 'Vencidas'. */
  'aviso.vencida',
  /**
   * Too many rows changed at once (an import, a bulk update) to name them: refetch everything of
   * `entidad`. Also sent to a stream after the server could have missed notifications (its database
   * listener reconnected).
   */
  'resync',
] as const;
export type EventoTipo = (typeof EVENTO_TIPOS)[number];

export interface EventoPortal {
  tipo: EventoTipo;
  /** The card's, Kaizen's or comment's `_id` ('' for resync). */
  id: string;
  tarjetaId?: string;
  kaizenId?: string;
  /** resync only: what to refetch; absent = everything. */
  entidad?: 'tarjeta' | 'kaizen';
  /**
   * The tab whose request made the change (its ORIGEN_HEADER), on the database's channel only: the BFF does not
   * send the event to that tab's stream (its mutation refreshed it) and sends it to the others without this field.
   */
  origen?: string;
  /**
   * The plant of the change (issue 24), on the database's channel only: the BFF sends the event to that plant's
   * streams only, and without this field. Absent (a resync by the tables' owner): every stream.
   */
  planta?: number;
}

/**
 * Names the browser tab that sends a request (a random id per tab): its own changes do not come back to it as events.
 * Not an identity: a value that is not ORIGEN_VALIDO is ignored, never refused.
 */
export const ORIGEN_HEADER = 'x-portal-origen';
export const ORIGEN_VALIDO = /^[A-Za-z0-9-]{1,64}$/;

/** SSE `event:` name of each EventoPortal (`data:` is its JSON). */
export const SSE_EVENTO = 'portal';
/**
 * Sent first on every stream once the server listens for the client: a client that connects again
 * after an interruption refetches what it shows (it may have missed events meanwhile).
 */
export const SSE_LISTO = 'listo';
/** Sent when the server ends a stream for good (its pantalla was revoked, its user deleted): do not reconnect. */
export const SSE_FIN = 'fin';

/** What POST /api/events/ticket answers: a single-use ticket valid for `expiraEnSegundos`. */
export interface TicketEventos {
  ticket: string;
  expiraEnSegundos: number;
}

/** Seconds a stream ticket stays valid (it is used at once: EventSource opens right after). */
export const TICKET_EVENTOS_SEGUNDOS = 30;
/**
 * Heartbeat: an SSE event (not a comment, which EventSource hides from the page) every SSE_HEARTBEAT_MS keeps
 * proxies from closing an idle stream and lets a client that hears nothing for SSE_SILENCIO_MS (a half-open
 * connection after a network drop) reconnect by itself.
 */
export const SSE_PING = 'ping';
export const SSE_HEARTBEAT_MS = 20_000;
export const SSE_SILENCIO_MS = 50_000;
/** Client reconnect backoff: first wait, then doubling up to the max (plus jitter). */
export const SSE_RECONEXION_MIN_MS = 1_000;
export const SSE_RECONEXION_MAX_MS = 30_000;

/** PostgreSQL channel every instance LISTENs on; payload is an EventoPortal's JSON (≤ 8,000 bytes). */
export const EVENTOS_CANAL = 'portal_eventos';

export const esEventoPortal = (v: unknown): v is EventoPortal =>
  !!v && typeof v === 'object' && EVENTO_TIPOS.includes((v as EventoPortal).tipo) && typeof (v as EventoPortal).id === 'string';

/** An event read from its JSON (a notification's payload, an SSE message's data), or null when it is not one. */
export function leerEvento(texto: string): EventoPortal | null {
  try {
    const v: unknown = JSON.parse(texto);
    return esEventoPortal(v) ? v : null;
  } catch {
    return null;
  }
}
