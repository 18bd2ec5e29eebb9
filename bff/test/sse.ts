import { eventosContrato, rutaUrl, SSE_EVENTO, type EventoPortal, type TicketEventos } from '@portal/shared/domain';

export interface SseMessage {
  event: string;
  data: string;
  /** Date.now() when it was parsed. */
  at: number;
}

/**
 * A server-sent events client over fetch, for tests and the bench: the status and headers of the answer, and every
 * message parsed as EventSource would (event + data lines, blank line ends a message; comments skipped). Unlike
 * EventSource it never reconnects by itself, so a test sees exactly what one stream delivered.
 */
export class SseClient {
  readonly messages: SseMessage[] = [];
  ended = false;
  private waiters = new Set<() => void>();
  private constructor(
    readonly status: number,
    readonly headers: Headers,
    readonly text: Promise<string> | undefined,
    private readonly abort: AbortController,
  ) {}

  /** Opens `url`; a non-200 answer is read whole (text) and the client is ended. */
  static async open(url: string): Promise<SseClient> {
    const abort = new AbortController();
    const res = await fetch(url, { headers: { accept: 'text/event-stream' }, signal: abort.signal });
    if (res.status !== 200 || !res.body) {
      const client = new SseClient(res.status, res.headers, res.text(), abort);
      client.ended = true;
      return client;
    }
    const client = new SseClient(res.status, res.headers, undefined, abort);
    void client.read(res.body);
    return client;
  }

  /** Portal events (`event: portal`) received so far, parsed. */
  get eventos(): EventoPortal[] {
    return this.messages.filter((m) => m.event === SSE_EVENTO).map((m) => JSON.parse(m.data) as EventoPortal);
  }

  /** Messages named `event` received so far. */
  named(event: string): SseMessage[] {
    return this.messages.filter((m) => m.event === event);
  }

  /** Resolves with the first message (from index `from`) that matches, or rejects after `timeoutMs`. */
  async waitFor(match: (m: SseMessage) => boolean, timeoutMs = 5_000, from = 0): Promise<SseMessage> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.messages.slice(from).find(match);
      if (found) return found;
      if (this.ended) throw new Error(`stream ended without the expected message; got ${this.describe()}`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`expected message not received within ${timeoutMs} ms; got ${this.describe()}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(done, left);
        function done() {
          clearTimeout(timer);
          resolve();
        }
        this.waiters.add(() => done());
      });
    }
  }

  /** The first portal event matching `match` (from message index `from`). */
  async waitForEvento(match: (e: EventoPortal) => boolean, timeoutMs = 5_000, from = 0): Promise<EventoPortal> {
    const m = await this.waitFor((m) => m.event === SSE_EVENTO && match(JSON.parse(m.data) as EventoPortal), timeoutMs, from);
    return JSON.parse(m.data) as EventoPortal;
  }

  /** Resolves once the server ended the stream, or rejects after `timeoutMs`. */
  async waitForEnd(timeoutMs = 5_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!this.ended) {
      if (Date.now() > deadline) throw new Error(`stream still open after ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.max(1, deadline - Date.now()));
        this.waiters.add(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  close() {
    this.abort.abort();
    this.ended = true;
    this.wake();
  }

  private describe() {
    return JSON.stringify(this.messages.map((m) => `${m.event}:${m.data}`).slice(-20));
  }

  private wake() {
    const waiters = [...this.waiters];
    this.waiters.clear();
    for (const w of waiters) w();
  }

  private async read(body: ReadableStream<Uint8Array>) {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          let event = 'message';
          const data: string[] = [];
          for (const line of block.split('\n')) {
            if (!line || line.startsWith(':')) continue;
            const colon = line.indexOf(':');
            const field = colon < 0 ? line : line.slice(0, colon);
            const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
            if (field === 'event') event = value;
            else if (field === 'data') data.push(value);
          }
          if (data.length) this.messages.push({ event, data: data.join('\n'), at: Date.now() });
        }
        this.wake();
      }
    } catch {
      /* aborted or reset */
    }
    this.ended = true;
    this.wake();
  }
}

/** POST /api/events/ticket on `base` (an instance's http://host:port) with a Bearer token or a pantalla token. */
export async function ticketEventos(
  base: string,
  auth: { token?: string; pantalla?: string },
): Promise<{ status: number; body: TicketEventos & { msg?: string } }> {
  const headers: Record<string, string> = {};
  if (auth.token) headers.authorization = `Bearer ${auth.token}`;
  if (auth.pantalla) headers['x-pantalla'] = auth.pantalla;
  const res = await fetch(`${base}${rutaUrl(eventosContrato.ticket)}`, { method: 'POST', headers });
  return { status: res.status, body: (await res.json()) as TicketEventos & { msg?: string } };
}

/** A new ticket (as `token`), then its stream on `base`, once `listo` arrived. */
export async function abrirEventos(base: string, auth: { token?: string; pantalla?: string }): Promise<SseClient> {
  const ticket = await ticketEventos(base, auth);
  if (ticket.status !== 200) throw new Error(`ticket: ${ticket.status} ${JSON.stringify(ticket.body)}`);
  const client = await SseClient.open(`${base}/api/events?ticket=${encodeURIComponent(ticket.body.ticket)}`);
  if (client.status !== 200) throw new Error(`stream: ${client.status} ${await client.text}`);
  await client.waitFor((m) => m.event === 'listo');
  return client;
}
