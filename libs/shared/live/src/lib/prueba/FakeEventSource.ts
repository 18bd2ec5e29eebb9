import { SSE_EVENTO, SSE_FIN, SSE_LISTO, SSE_PING, type EventoPortal } from '@portal/shared/domain';

/**
 * A stand-in for the browser's EventSource in specs: records every stream opened (with its URL) and lets the
 * test play the server (`listo`, `evento`, `ping`, `fin`, `error`).
 */
export class FakeEventSource extends EventTarget {
  static abiertas: FakeEventSource[] = [];
  static reiniciar() {
    FakeEventSource.abiertas = [];
  }
  static ultima(): FakeEventSource {
    const es = FakeEventSource.abiertas.at(-1);
    if (!es) throw new Error('Ningún EventSource abierto');
    return es;
  }

  readyState = 0;
  cerrada = false;
  onerror: ((e: Event) => void) | null = null;

  constructor(readonly url: string) {
    super();
    FakeEventSource.abiertas.push(this);
  }

  get ticket(): string | null {
    return new URL(this.url, 'http://localhost').searchParams.get('ticket');
  }

  close() {
    this.cerrada = true;
    this.readyState = 2;
  }

  private enviar(tipo: string, data = '') {
    this.dispatchEvent(new MessageEvent(tipo, { data }));
  }

  listo() {
    this.readyState = 1;
    this.enviar(SSE_LISTO);
  }
  ping() {
    this.enviar(SSE_PING);
  }
  evento(evento: EventoPortal | string) {
    this.enviar(SSE_EVENTO, typeof evento === 'string' ? evento : JSON.stringify(evento));
  }
  fin() {
    this.enviar(SSE_FIN);
  }
  error() {
    this.onerror?.(new Event('error'));
  }
}

/** `crearEventSource` for conectarEventos. */
export const crearFake = (url: string) => new FakeEventSource(url) as unknown as EventSource;
