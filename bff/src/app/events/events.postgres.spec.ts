import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, type Tarjeta } from '@portal/shared/domain';
import { ADMIN_USER } from '../../db/seed/demo-users';
import { TARJETA_ROJA } from '../../../test/tarjetas';
import { startPrivatePostgres, type PrivatePostgres } from '../../../test/private-postgres';
import { abrirEventos, SseClient, ticketEventos } from '../../../test/sse';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { startInstances, type Instances } from '../../../test/two-instances';
import { DB, type Db } from '../database/database.types';
import { DatabaseNotifications } from '../database/notifications';
import { comoPropietario } from '../database/alcance-planta';

// PostgreSQL only (see vitest.config.mts): several instances on one server, a killed listener, a restarted server.

describe('live events across two BFF instances on one PostgreSQL', () => {
  let instances: Instances;
  let token: string;
  const streams: SseClient[] = [];
  beforeAll(async () => {
    instances = await startInstances(2);
    const login = await instances.request<{ token: string }>('POST', '/api/auth', { body: { email: ADMIN_USER.legajo, password: ADMIN_USER.pin } });
    token = login.body.token;
  }, 120_000);
  afterAll(async () => {
    for (const s of streams) s.close();
    await instances?.close();
  });

  it('a card created through instance A is announced within 1 s on a stream opened on instance B', async () => {
    const [a, b] = instances.urls;
    const enB = await abrirEventos(b, { token });
    streams.push(enB);
    const res = await instances.request<Tarjeta>('POST', '/api/tarjetas', { body: TARJETA_ROJA, token, base: a });
    expect(res.status).toBe(201);
    const respondida = Date.now();
    const evento = await enB.waitForEvento((e) => e.tipo === 'tarjeta.creada' && e.id === res.body._id, 1_000);
    expect(evento).toEqual({ tipo: 'tarjeta.creada', id: res.body._id });
    expect(enB.messages.at(-1)!.at - respondida).toBeLessThan(1_000);
  });

  it('a ticket is single-use across instances: issued by A, used on B, refused again on A and B', async () => {
    const [a, b] = instances.urls;
    const { body } = await ticketEventos(a, { token });
    const url = (base: string) => `${base}/api/events?ticket=${body.ticket}`;
    const abierto = await SseClient.open(url(b));
    streams.push(abierto);
    expect(abierto.status).toBe(200);
    for (const base of [a, b]) {
      const otra = await SseClient.open(url(base));
      expect(otra.status).toBe(401);
      expect(JSON.parse((await otra.text)!)).toEqual({ msg: MSG.ticketEventosInvalido });
    }
  });

  it("when the listeners lose their sessions, B's streams get resync and then the next events", async () => {
    const [a, b] = instances.urls;
    const enB = await abrirEventos(b, { token });
    streams.push(enB);
    const db = instances.apps[1].app.get<Db>(DB);
    const notifications = instances.apps[1].app.get(DatabaseNotifications);
    const estados: boolean[] = [];
    const stop = notifications.onListeningChange((l) => estados.push(l));
    try {
      // Kills the listener sessions of both instances (what a server-side kill or a failover does).
      await comoPropietario(() =>
        db.execute(
          sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'portal-notifications' and datname = current_database()`,
        ),
      );
      await enB.waitForEvento((e) => e.tipo === 'resync', 10_000);
      expect(enB.eventos.find((e) => e.tipo === 'resync')).toEqual({ tipo: 'resync', id: '' });
      expect(estados).toContain(true);
      const res = await instances.request<Tarjeta>('POST', '/api/tarjetas', { body: TARJETA_ROJA, token, base: a });
      await enB.waitForEvento((e) => e.id === res.body._id, 5_000);
    } finally {
      stop();
    }
  });
});

describe('live events when the PostgreSQL server restarts', () => {
  let server: PrivatePostgres;
  let t: TestApp;
  let base: string;
  let token: string;
  const streams: SseClient[] = [];
  beforeAll(async () => {
    server = await startPrivatePostgres();
    t = await startTestApp({ database: { env: { DATABASE_URL: server.url }, drop: async () => undefined } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
    token = (await t.login(ADMIN_USER.legajo, ADMIN_USER.pin)).token;
  }, 120_000);
  // The server goes first: closing the app cannot then keep a cluster running, even if it hangs.
  afterAll(async () => {
    for (const s of streams) s.close();
    await server?.destroy();
    await t?.close();
  });

  it('the open stream stays, gets resync once the listener is back, then the writes made after arrive', async () => {
    const stream = await abrirEventos(base, { token });
    streams.push(stream);
    await server.restart();
    await stream.waitForEvento((e) => e.tipo === 'resync', 30_000);
    expect(stream.ended).toBe(false);
    // The pool may need a moment to replace its killed connections: retry the write until it is acknowledged.
    let card: Tarjeta | undefined;
    for (let i = 0; i < 100 && !card; i++) {
      const res = await t.post<Tarjeta>('/api/tarjetas', TARJETA_ROJA, { token });
      if (res.status === 201) card = res.body;
      else await new Promise((r) => setTimeout(r, 100));
    }
    expect(card).toBeDefined();
    await stream.waitForEvento((e) => e.tipo === 'tarjeta.creada' && e.id === card!._id, 5_000);
    // And a new stream opens as before.
    const nuevo = await abrirEventos(base, { token });
    streams.push(nuevo);
  }, 120_000);
});
