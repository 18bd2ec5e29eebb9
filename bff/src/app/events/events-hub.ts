import type { ServerResponse } from 'node:http';
import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { EVENTOS_CANAL, leerEvento, PANTALLAS_CANAL, SSE_EVENTO, SSE_FIN, SSE_LISTO, SSE_PING, type EventoPortal } from '@portal/shared/domain';
import { APP_CONFIG, type AppConfig } from '../common/config/app-config';
import { DatabaseNotifications } from '../database/notifications';
import { USERS_CHANNEL } from '../users/user-cache';
import { EventTicketsRepository, type TitularTicket } from './event-tickets.repository';

/** A stream whose unsent output passes this is too slow (or gone without a FIN): it is dropped and will reconnect. */
const MAX_PENDIENTE_BYTES = 256 * 1024;

/** One open stream: its response and who opened it. Frames are shared strings, so a stream costs little more than its socket. */
interface Flujo {
  res: ServerResponse;
  titular: TitularTicket;
  /** The browser tab it was opened for: the events of that tab's own changes are not sent to it. */
  origen?: string;
  /** False until the database listener is up: `listo` is held until then (events would be missed). */
  listo: boolean;
  vence: NodeJS.Timeout;
}

const frame = (event: string, data: string) => `event: ${event}\ndata: ${data}\n\n`;
const PING = frame(SSE_PING, '{}');
const LISTO = frame(SSE_LISTO, '{}');
const RESYNC = frame(SSE_EVENTO, JSON.stringify({ tipo: 'resync', id: '' } satisfies EventoPortal));

export interface OpcionesFlujo {
  /** Headers hooks already set on the reply (security headers). */
  headers?: Record<string, string>;
  /** The browser tab the stream is for (its ticket's). */
  origen?: string;
}

/**
 * The open event streams of this instance and the one subscription that feeds them: the database announces
 * every change on EVENTOS_CANAL (triggers, migration eventos_sql), so what any instance (or anyone) writes
 * reaches every stream. When the listener comes back after an interruption, every stream gets `resync`.
 * One path per change: an event is not sent to the stream of the tab whose request made the change (its `origen`: that
 * tab's mutation refreshed what it touched), and no stream is told any tab's origen. A stream gets its plant's events only.
 */
@Injectable()
export class EventsHub implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(EventsHub.name);
  private readonly flujos = new Set<Flujo>();
  private readonly porUsuario = new Map<string, Set<Flujo>>();
  private readonly porPantalla = new Map<string, Set<Flujo>>();
  private readonly subscriptions: (() => void)[] = [];
  private latido?: NodeJS.Timeout;
  private escuchaPerdida = false;
  private cerrado = false;
  /** Events written to streams since start (bench and tests). */
  entregados = 0;

  constructor(
    private readonly notifications: DatabaseNotifications,
    private readonly tickets: EventTicketsRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onModuleInit() {
    this.subscriptions.push(this.notifications.onListeningChange((listening) => this.escucha(listening)));
    this.subscriptions.push(await this.notifications.subscribe(EVENTOS_CANAL, (payload) => this.evento(payload)));
    this.subscriptions.push(await this.notifications.subscribe(PANTALLAS_CANAL, (id) => void this.pantallaRevocada(id)));
    this.subscriptions.push(await this.notifications.subscribe(USERS_CHANNEL, (id) => void this.usuarioCambiado(id)));
    this.escuchaPerdida = !this.notifications.listening;
    this.latido = setInterval(() => this.difundir(PING, false), this.config.events.heartbeatMs);
    this.latido.unref();
  }

  /** Ends every stream (no `fin`: the clients reconnect, to another instance): app.close() must not wait for them. */
  onModuleDestroy() {
    this.cerrado = true;
    clearInterval(this.latido);
    for (const unsubscribe of this.subscriptions.splice(0)) unsubscribe();
    for (const flujo of [...this.flujos]) this.cerrar(flujo);
  }

  /** How many streams are open on this instance. */
  get abiertos(): number {
    return this.flujos.size;
  }

  /** Takes over `res` (headers not yet sent) as an event stream of `titular`. */
  abrir(res: ServerResponse, titular: TitularTicket, { headers = {}, origen }: OpcionesFlujo = {}): void {
    res.writeHead(200, {
      ...headers,
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-store, no-transform',
      'x-accel-buffering': 'no',
      connection: 'keep-alive',
    });
    // Small frames go out at once; TCP keep-alive notices a peer gone without a FIN. (Not on inject()'s fake socket.)
    const socket = res.socket;
    if (typeof socket?.setNoDelay === 'function') socket.setNoDelay(true);
    if (typeof socket?.setKeepAlive === 'function') socket.setKeepAlive(true, 30_000);
    if (this.cerrado) {
      res.end();
      return;
    }
    // Up to 10 % earlier at random: streams opened together (after a restart) do not all reconnect together.
    const vida = this.config.events.streamMaxMs * (1 - Math.random() * 0.1);
    const flujo: Flujo = { res, titular, origen, listo: false, vence: setTimeout(() => this.cerrar(flujo), vida) };
    flujo.vence.unref();
    this.flujos.add(flujo);
    indexar(this.porUsuario, titular.userId, flujo);
    indexar(this.porPantalla, titular.pantallaId, flujo);
    res.on('close', () => this.quitar(flujo));
    res.on('error', () => this.quitar(flujo));
    if (this.notifications.listening) this.marcarListo(flujo);
    else res.write(': esperando la base de datos\n\n');
  }

  private marcarListo(flujo: Flujo) {
    flujo.listo = true;
    this.escribir(flujo, LISTO);
  }

  private evento(payload: string) {
    const evento = leerEvento(payload);
    if (!evento) {
      this.logger.warn(`Ignored a malformed event on ${EVENTOS_CANAL}: ${payload.slice(0, 200)}`);
      return;
    }
    const { tipo, id, tarjetaId, kaizenId, entidad, origen, planta } = evento;
    const limpio: EventoPortal = { tipo, id, ...(tarjetaId ? { tarjetaId } : {}), ...(kaizenId ? { kaizenId } : {}), ...(entidad ? { entidad } : {}) };
    // A resync names nothing the causing tab's mutation could know it touched (a bulk write): every stream gets it.
    const salvo = tipo !== 'resync' && typeof origen === 'string' && origen ? origen : undefined;
    this.difundir(frame(SSE_EVENTO, JSON.stringify(limpio)), true, salvo, typeof planta === 'number' ? planta : undefined);
  }

  private escucha(listening: boolean) {
    if (!listening) {
      this.escuchaPerdida = true;
      return;
    }
    if (!this.escuchaPerdida) return;
    this.escuchaPerdida = false;
    // Notifications committed meanwhile were lost: streams that were live refetch everything, and sessions that
    // ended meanwhile (a pin change, a deletion) end their streams now.
    for (const flujo of this.flujos) {
      if (flujo.listo) this.escribir(flujo, RESYNC);
      else this.marcarListo(flujo);
    }
    if (this.porUsuario.size) void this.revisarSesiones([...this.porUsuario.keys()]);
  }

  /**
   * Writes `texto` to every stream of the plant `planta` (every stream when undefined) but those of the tab `salvo`;
   * `cuenta`: an event (not a ping).
   */
  private difundir(texto: string, cuenta: boolean, salvo?: string, planta?: number) {
    // A Set may lose members while iterated (a dropped stream): no copy per event.
    for (const flujo of this.flujos) {
      if (planta !== undefined && flujo.titular.planta !== planta) continue;
      if (salvo !== undefined && flujo.origen === salvo) continue;
      if (!flujo.listo) {
        if (!cuenta) this.escribir(flujo, texto);
        continue;
      }
      if (this.escribir(flujo, texto) && cuenta) this.entregados++;
    }
  }

  /** Writes a frame; a stream that cannot keep up is dropped (it reconnects and refetches). */
  private escribir(flujo: Flujo, texto: string): boolean {
    const { res } = flujo;
    if (res.destroyed || res.writableEnded) {
      this.quitar(flujo);
      return false;
    }
    if (res.writableLength > MAX_PENDIENTE_BYTES) {
      this.quitar(flujo);
      res.destroy();
      return false;
    }
    res.write(texto);
    return true;
  }

  private async pantallaRevocada(id: string) {
    // The unused tickets go first, so that once a client sees `fin` no ticket issued before the revocation opens a
    // stream (every instance does it: idempotent). The streams end even if the database cannot be reached.
    await this.tickets.deleteDePantalla(id).catch((err) => this.logger.warn(`Could not drop the tickets of a revoked pantalla: ${String(err)}`));
    for (const flujo of [...(this.porPantalla.get(id) ?? [])]) this.terminar(flujo);
  }

  private usuarioCambiado(id: string) {
    if (this.porUsuario.get(id)?.size) void this.revisarSesiones([id]);
  }

  /**
   * Ends with `fin` the streams of these users whose session is over: the user was deleted, or their session version
   * moved (a pin change or an Admin's reset) since the stream's ticket was issued. A role change keeps the stream: it
   * carries only ids, and what the client then reads is authorized with its token as it is now.
   */
  private async revisarSesiones(ids: string[]) {
    let versiones: Map<string, number>;
    try {
      versiones = await this.tickets.versionesDeSesion(ids);
    } catch (err) {
      this.logger.warn(`Could not check the sessions of open streams: ${String(err)}`);
      return;
    }
    for (const id of ids) {
      const version = versiones.get(id);
      for (const flujo of [...(this.porUsuario.get(id) ?? [])]) if (flujo.titular.sesionVersion !== version) this.terminar(flujo);
    }
  }

  /** Ends a stream for good: `fin` tells the client not to reconnect. */
  private terminar(flujo: Flujo) {
    this.escribir(flujo, frame(SSE_FIN, '{}'));
    this.cerrar(flujo);
  }

  private cerrar(flujo: Flujo) {
    this.quitar(flujo);
    if (!flujo.res.writableEnded) flujo.res.end();
  }

  private quitar(flujo: Flujo) {
    if (!this.flujos.delete(flujo)) return;
    clearTimeout(flujo.vence);
    desindexar(this.porUsuario, flujo.titular.userId, flujo);
    desindexar(this.porPantalla, flujo.titular.pantallaId, flujo);
  }
}

function indexar(mapa: Map<string, Set<Flujo>>, clave: string | undefined, flujo: Flujo) {
  if (!clave) return;
  let set = mapa.get(clave);
  if (!set) mapa.set(clave, (set = new Set()));
  set.add(flujo);
}

function desindexar(mapa: Map<string, Set<Flujo>>, clave: string | undefined, flujo: Flujo) {
  if (!clave) return;
  const set = mapa.get(clave);
  set?.delete(flujo);
  if (set && !set.size) mapa.delete(clave);
}
