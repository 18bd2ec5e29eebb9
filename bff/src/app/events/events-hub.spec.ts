import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { EVENTOS_CANAL, SSE_EVENTO } from '@portal/shared/domain';
import type { AppConfig } from '../common/config/app-config';
import { eventually } from '../../../test/eventually';
import { DatabaseNotifications } from '../database/notifications';
import type { EventTicketsRepository } from './event-tickets.repository';
import { EventsHub } from './events-hub';

/** Notifications the test drives by hand: `emit` a payload, `cut`/`restore` the listener. */
class ManualNotifications extends DatabaseNotifications {
  constructor() {
    super();
    this.setListening(true);
  }
  emit(channel: string, payload: string) {
    this.dispatch(channel, payload);
  }
  cut() {
    this.setListening(false);
  }
  restore() {
    this.setListening(true);
  }
  async close() {}
  protected async listenOn() {}
  protected async unlistenFrom() {}
}

/** The parts of a ServerResponse the hub uses; `written` collects the frames. */
class FakeResponse extends EventEmitter {
  written = '';
  status = 0;
  writableLength = 0;
  writableEnded = false;
  destroyed = false;
  writeHead(status: number) {
    this.status = status;
    return this;
  }
  write(text: string) {
    this.written += text;
    return true;
  }
  end() {
    this.writableEnded = true;
    this.emit('close');
  }
  destroy() {
    this.destroyed = true;
    this.emit('close');
  }
  events(name: string) {
    return this.written.split('\n\n').filter((f) => f.startsWith(`event: ${name}\n`));
  }
}

describe('EventsHub', () => {
  const hubs: EventsHub[] = [];
  afterEach(() => hubs.splice(0).forEach((h) => h.onModuleDestroy()));

  /** `versiones`: the users' current session versions, as the tickets repository would read them. */
  async function hub(streamMaxMs = 60_000, versiones = new Map<string, number>([['u1', 0]])) {
    const notifications = new ManualNotifications();
    const config = { events: { heartbeatMs: 60_000, streamMaxMs } } as AppConfig;
    const tickets = { versionesDeSesion: async (ids: string[]) => new Map(ids.filter((id) => versiones.has(id)).map((id) => [id, versiones.get(id)!])) };
    const h = new EventsHub(notifications, tickets as unknown as EventTicketsRepository, config);
    await h.onModuleInit();
    hubs.push(h);
    const open = (userId = 'u1', sesionVersion = 0, planta = 1) => {
      const res = new FakeResponse();
      h.abrir(res as unknown as ServerResponse, { userId, sesionVersion, planta });
      return res;
    };
    return { h, notifications, open };
  }

  it("sends a plant's events to that plant's streams only, without the plant; an event without a plant (a resync) to all", async () => {
    const { notifications, open } = await hub(
      60_000,
      new Map([
        ['u1', 0],
        ['u2', 0],
      ]),
    );
    const primera = open('u1', 0, 1);
    const segunda = open('u2', 0, 2);
    notifications.emit(EVENTOS_CANAL, '{"tipo":"tarjeta.creada","id":"t2","planta":2}');
    notifications.emit(EVENTOS_CANAL, '{"tipo":"tarjeta.creada","id":"t1","planta":1}');
    notifications.emit(EVENTOS_CANAL, '{"tipo":"resync","id":""}');
    const datos = (res: FakeResponse) => res.events(SSE_EVENTO).map((f) => JSON.parse(f.split('data: ')[1]) as unknown);
    expect(datos(primera)).toEqual([
      { tipo: 'tarjeta.creada', id: 't1' },
      { tipo: 'resync', id: '' },
    ]);
    expect(datos(segunda)).toEqual([
      { tipo: 'tarjeta.creada', id: 't2' },
      { tipo: 'resync', id: '' },
    ]);
  });

  it('closes a stream after SSE_STREAM_MAX_MS without fin (the client reconnects with a new ticket)', async () => {
    const { h, open } = await hub(30);
    const res = open();
    expect(res.events('listo')).toHaveLength(1);
    await eventually(() => res.writableEnded, 2_000);
    expect(res.events('fin')).toEqual([]);
    expect(h.abiertos).toBe(0);
  });

  it('holds listo while the database listener is down, and sends resync to live streams when it returns', async () => {
    const { notifications, open } = await hub();
    const vivo = open();
    notifications.cut();
    const esperando = open();
    expect(esperando.events('listo')).toEqual([]);
    notifications.emit(EVENTOS_CANAL, '{"tipo":"tarjeta.creada","id":"t1"}');
    expect(esperando.events('portal')).toEqual([]);
    notifications.restore();
    expect(esperando.events('listo')).toHaveLength(1);
    expect(esperando.events('portal')).toEqual([]);
    expect(vivo.events('portal')).toEqual(['event: portal\ndata: {"tipo":"tarjeta.creada","id":"t1"}', 'event: portal\ndata: {"tipo":"resync","id":""}']);
  });

  it('drops a stream that cannot keep up instead of buffering for it', async () => {
    const { h, notifications, open } = await hub();
    const lento = open();
    const agil = open();
    lento.writableLength = 1024 * 1024;
    notifications.emit(EVENTOS_CANAL, '{"tipo":"kaizen.creado","id":"k1"}');
    expect(lento.destroyed).toBe(true);
    expect(agil.events('portal')).toHaveLength(1);
    expect(h.abiertos).toBe(1);
  });

  it('when the listener returns, ends the streams of sessions that ended meanwhile (their notifications were lost)', async () => {
    const versiones = new Map([
      ['u1', 0],
      ['u2', 3],
    ]);
    const { h, notifications, open } = await hub(60_000, versiones);
    const vigente = open('u1', 0);
    const viejo = open('u2', 2);
    const borrado = open('u3', 0);
    notifications.cut();
    notifications.restore();
    await eventually(() => viejo.writableEnded && borrado.writableEnded);
    expect(viejo.events('fin')).toHaveLength(1);
    expect(borrado.events('fin')).toHaveLength(1);
    expect(vigente.events('fin')).toEqual([]);
    expect(vigente.writableEnded).toBe(false);
    expect(h.abiertos).toBe(1);
  });
});
