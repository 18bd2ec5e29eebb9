import {
  leerEvento,
  eventosContrato,
  rutaUrl,
  SSE_EVENTO,
  SSE_FIN,
  SSE_LISTO,
  SSE_PING,
  SSE_RECONEXION_MAX_MS,
  SSE_RECONEXION_MIN_MS,
  SSE_SILENCIO_MS,
  type EventoPortal,
} from '@portal/shared/domain';

/** conectando: first attempt · conectado: stream open · reconectando: waiting/retrying · terminado: refused for good. */
export type EstadoEventos = 'conectando' | 'conectado' | 'reconectando' | 'terminado';

/** Thrown by `obtenerTicket` when the server refuses the caller (401/403): no retry, the stream ends. */
export class TicketRechazado extends Error {
  constructor(message = 'ticket rechazado') {
    super(message);
    this.name = 'TicketRechazado';
  }
}

export interface OpcionesEventos {
  /** A fresh single-use stream ticket (POST /api/events/ticket). Throw TicketRechazado on 401/403. */
  obtenerTicket: () => Promise<string>;
  onEvento: (evento: EventoPortal) => void;
  /** A stream is open again after a failure (a lost stream, a failed attempt): events may have been missed, refetch what is shown. */
  onReconectado?: () => void;
  onEstado?: (estado: EstadoEventos) => void;
  /** Tests: a fake EventSource, timers and randomness. */
  crearEventSource?: (url: string) => EventSource;
  setTimeout?: (fn: () => void, ms: number) => unknown;
  clearTimeout?: (handle: unknown) => void;
  random?: () => number;
  /** Default: window (its 'online' event retries at once). */
  ventana?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
}

export interface ConexionEventos {
  cerrar(): void;
}

/**
 * One live stream with the reconnect policy every client of /api/events needs. EventSource would retry by
 * itself with the same URL, whose ticket is single-use: on any error this closes it, waits (backoff with
 * jitter, reset once a stream says 'listo'), gets a new ticket and opens a new stream. Silence longer than
 * SSE_SILENCIO_MS (no ping: a half-open connection after a network drop) counts as an error, and so does a
 * ticket request that does not answer within that time. Every 'listo' after a failed attempt (not only after
 * a lost stream: the first attempt may have failed while the page loaded its data) calls onReconectado.
 */
export function conectarEventos(opciones: OpcionesEventos): ConexionEventos {
  const set = opciones.setTimeout ?? ((fn, ms) => globalThis.setTimeout(fn, ms));
  const clear = opciones.clearTimeout ?? ((h) => globalThis.clearTimeout(h as ReturnType<typeof setTimeout>));
  const random = opciones.random ?? Math.random;
  const crear = opciones.crearEventSource ?? ((url: string) => new EventSource(url));
  const ventana = opciones.ventana ?? (typeof window === 'undefined' ? undefined : window);

  let cerrado = false;
  let fuente: EventSource | undefined;
  let intentos = 0;
  /** Something may have been missed since the page loaded: the next 'listo' refetches. */
  let huboFallo = false;
  /** Numbers the attempts: an answer (a ticket, an event) of an abandoned attempt is ignored. */
  let intento = 0;
  let espera: unknown;
  let silencio: unknown;
  let estado: EstadoEventos | undefined;

  const cambiar = (nuevo: EstadoEventos) => {
    if (nuevo === estado) return;
    estado = nuevo;
    opciones.onEstado?.(nuevo);
  };

  const vigilarSilencio = () => {
    clear(silencio);
    silencio = set(() => fallo(), SSE_SILENCIO_MS);
  };

  const soltar = () => {
    clear(silencio);
    fuente?.close();
    fuente = undefined;
  };

  const fallo = () => {
    if (cerrado) return;
    intento++;
    huboFallo = true;
    soltar();
    cambiar('reconectando');
    const ms = Math.min(SSE_RECONEXION_MAX_MS, SSE_RECONEXION_MIN_MS * 2 ** intentos);
    intentos++;
    clear(espera);
    espera = set(() => void abrir(), ms * (0.5 + random() * 0.5));
  };

  const terminar = () => {
    intento++;
    soltar();
    cerrado = true;
    clear(espera);
    ventana?.removeEventListener('online', alVolverRed);
    cambiar('terminado');
  };

  async function abrir() {
    if (cerrado) return;
    espera = undefined;
    const este = ++intento;
    // A ticket request that hangs (a half-open connection) is abandoned like a silent stream.
    vigilarSilencio();
    let ticket: string;
    try {
      ticket = await opciones.obtenerTicket();
    } catch (err) {
      if (este !== intento) return;
      if (err instanceof TicketRechazado) terminar();
      else fallo();
      return;
    }
    if (cerrado || este !== intento) return;
    const es = crear(`${rutaUrl(eventosContrato.flujo)}?ticket=${encodeURIComponent(ticket)}`);
    fuente = es;
    vigilarSilencio();
    es.addEventListener(SSE_LISTO, () => {
      if (fuente !== es) return;
      intentos = 0;
      vigilarSilencio();
      cambiar('conectado');
      if (huboFallo) opciones.onReconectado?.();
      huboFallo = false;
    });
    es.addEventListener(SSE_PING, () => {
      if (fuente === es) vigilarSilencio();
    });
    es.addEventListener(SSE_EVENTO, (m) => {
      if (fuente !== es) return;
      vigilarSilencio();
      const evento = leerEvento((m as MessageEvent<string>).data);
      if (evento) opciones.onEvento(evento);
    });
    es.addEventListener(SSE_FIN, () => {
      if (fuente === es) terminar();
    });
    es.onerror = () => {
      if (fuente === es) fallo();
    };
  }

  // Back on the network: retry now instead of waiting out the backoff.
  function alVolverRed() {
    if (cerrado || fuente || espera === undefined) return;
    clear(espera);
    void abrir();
  }

  ventana?.addEventListener('online', alVolverRed);
  cambiar('conectando');
  void abrir();

  return {
    cerrar() {
      if (cerrado) return;
      cerrado = true;
      intento++;
      soltar();
      clear(espera);
      ventana?.removeEventListener('online', alVolverRed);
    },
  };
}
