import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENTOS_CANAL, MSG, PANTALLAS_CANAL, SSE_FIN, SSE_PING, TICKET_EVENTOS_SEGUNDOS, type EventoPortal, type User } from '@portal/shared/domain';
import { crearKaizen, crearTarjeta } from '../../../test/kaizen';
import { abrirEventos, SseClient, ticketEventos } from '../../../test/sse';
import { CIERRE_ROJA } from '../../../test/tarjetas';
import { FakeClock, startTestApp, type TestApp } from '../../../test/test-app';
import { PantallaAuthenticator, type PantallaPrincipal } from '../common/access/auth-user';
import { DB, type Db } from '../database/database.types';
import { EventsHub } from './events-hub';

const PANTALLA: PantallaPrincipal = { id: 'a3c1a3c1-0000-4000-8000-00000000000a', nombre: 'TV Calandrado', segundos: 30, equipo: null, plantaId: 1 };
const PANTALLA_TOKEN = 'tv-token-de-prueba';

describe('live events: tickets and the stream', () => {
  const clock = new FakeClock();
  let t: TestApp;
  let base: string;
  let admin: string;
  let operario: string;
  let db: Db;
  let closed = false;
  const abiertos: SseClient[] = [];
  const abrir = async (auth: { token?: string; pantalla?: string }) => {
    const c = await abrirEventos(base, auth);
    abiertos.push(c);
    return c;
  };

  beforeAll(async () => {
    // Short HTTP timeouts: a stream must outlive them (they bound receiving a request, not a long answer). Not
    // shorter: Node checks them on a timer that, after the event loop stalled on a busy machine, runs before the
    // waiting request is read — 300 ms answered 408 to a request sent in time (load 17 on 2 cores).
    t = await startTestApp({
      clock,
      env: { SSE_HEARTBEAT_MS: '100', HTTP_HEADERS_TIMEOUT_MS: '2000', HTTP_REQUEST_TIMEOUT_MS: '2500', HTTP_KEEP_ALIVE_TIMEOUT_MS: '2000' },
    });
    // The pantallas module is another area's: a test authenticator knows one token.
    t.app.get(PantallaAuthenticator).authenticate = async (token: string) => (token === PANTALLA_TOKEN ? PANTALLA : null);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
    ({ admin, operario } = await t.roleTokens());
    db = t.app.get<Db>(DB);
  });
  afterAll(async () => {
    for (const c of abiertos) c.close();
    if (!closed) await t?.close();
  });

  it('issues a ticket to a logged-in user or a pantalla, never to anyone else, and stores only its hash', async () => {
    expect(await ticketEventos(base, {})).toMatchObject({ status: 401, body: { msg: MSG.noAutenticado } });
    expect(await ticketEventos(base, { pantalla: 'otra' })).toMatchObject({ status: 401, body: { msg: MSG.pantallaInvalida } });
    const deUsuario = await ticketEventos(base, { token: operario });
    expect(deUsuario).toMatchObject({ status: 200, body: { expiraEnSegundos: TICKET_EVENTOS_SEGUNDOS } });
    expect(deUsuario.body.ticket).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const dePantalla = await ticketEventos(base, { pantalla: PANTALLA_TOKEN });
    expect(dePantalla.status).toBe(200);
    const filas = (await db.execute(sql`select hash, user_id, pantalla_id from event_tickets`)) as unknown as {
      rows: { hash: string; user_id: string | null; pantalla_id: string | null }[];
    };
    const hashes = filas.rows.map((r) => r.hash);
    expect(hashes).not.toContain(deUsuario.body.ticket);
    expect(hashes).not.toContain(dePantalla.body.ticket);
    expect(filas.rows.some((r) => r.pantalla_id === PANTALLA.id && r.user_id === null)).toBe(true);
  });

  it('refuses a stream without a ticket (400), with an unknown one or a Bearer token instead (401)', async () => {
    const sin = await t.get('/api/events', { token: admin });
    expect(sin).toMatchObject({ status: 400, body: { msg: MSG.ticketEventosRequerido } });
    for (const ticket of ['x', 'A'.repeat(43), admin.slice(0, 150)]) {
      const res = await t.get(`/api/events?ticket=${encodeURIComponent(ticket)}`, { token: admin });
      expect(res, ticket).toMatchObject({ status: 401, body: { msg: MSG.ticketEventosInvalido } });
    }
  });

  it('opens a stream with a valid ticket, once: a reused ticket is refused', async () => {
    const { body } = await ticketEventos(base, { token: operario });
    const url = `${base}/api/events?ticket=${body.ticket}`;
    const stream = await SseClient.open(url);
    abiertos.push(stream);
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers.get('cache-control')).toContain('no-cache');
    expect(stream.headers.get('x-content-type-options')).toBe('nosniff');
    const primero = await stream.waitFor(() => true);
    expect(primero.event).toBe('listo');
    const otra = await SseClient.open(url);
    expect(otra.status).toBe(401);
    expect(JSON.parse((await otra.text)!)).toEqual({ msg: MSG.ticketEventosInvalido });
    stream.close();
  });

  it('refuses an expired ticket', async () => {
    const { body } = await ticketEventos(base, { token: operario });
    clock.advance((TICKET_EVENTOS_SEGUNDOS + 1) * 1000);
    const res = await t.get(`/api/events?ticket=${body.ticket}`);
    expect(res).toMatchObject({ status: 401, body: { msg: MSG.ticketEventosInvalido } });
    // Issuing a new ticket purges the expired ones.
    await ticketEventos(base, { token: operario });
    const viejos = (await db.execute(
      sql`select count(*)::int as n from event_tickets where expira <= ${clock.now().toISOString()}::timestamptz`,
    )) as unknown as { rows: { n: number }[] };
    expect(viejos.rows[0].n).toBe(0);
  });

  it('sends a ping every SSE_HEARTBEAT_MS, and the stream outlives the HTTP request and keep-alive timeouts', async () => {
    const stream = await abrir({ token: operario });
    const abierto = Date.now();
    let pings = 0;
    // Ping after ping until past HTTP_REQUEST_TIMEOUT_MS and the keep-alive timeout (2.5 s), then one more.
    while (Date.now() - abierto < 3_500) {
      const desde = stream.messages.length;
      await stream.waitFor((m) => m.event === SSE_PING, 2_000, desde);
      pings++;
    }
    expect(pings).toBeGreaterThanOrEqual(3);
    expect(stream.ended).toBe(false);
    const card = await crearTarjeta(t, admin);
    await stream.waitForEvento((e) => e.id === card._id);
    stream.close();
  });

  it('announces every kind of change with its id, to users and pantallas alike', async () => {
    const usuario = await abrir({ token: operario });
    const tv = await abrir({ pantalla: PANTALLA_TOKEN });
    const llega = async (match: (e: EventoPortal) => boolean) => {
      const [a, b] = await Promise.all([usuario.waitForEvento(match), tv.waitForEvento(match)]);
      expect(b).toEqual(a);
      return a;
    };

    const card = await crearTarjeta(t, admin);
    expect(await llega((e) => e.tipo === 'tarjeta.creada' && e.id === card._id)).toEqual({ tipo: 'tarjeta.creada', id: card._id });

    expect((await t.post('/api/tarjetas/editar', { _id: card._id, descripcion: 'Editada en vivo' }, { token: admin })).status).toBeLessThan(300);
    await llega((e) => e.tipo === 'tarjeta.actualizada' && e.id === card._id);

    const comentario = await t.post<{ _id: string }>(`/api/tarjetas/${card._id}/comentarios`, { texto: 'Revisar el lunes' }, { token: admin });
    expect(comentario.status).toBe(201);
    expect(await llega((e) => e.tipo === 'comentario.agregado' && e.id === comentario.body._id)).toEqual({
      tipo: 'comentario.agregado',
      id: comentario.body._id,
      tarjetaId: card._id,
    });

    const cierre = {
      _id: card._id,
      inicioReparacion: new Date(Date.parse(card.fecha) + 60_000).toISOString(),
      finReparacion: new Date(Date.parse(card.fecha) + 120_000).toISOString(),
      ...CIERRE_ROJA,
      convertida: true,
    };
    const cerrada = await t.post('/api/tarjetas/cerrar', cierre, { token: admin });
    expect(cerrada.status, cerrada.text).toBeLessThan(300);
    await llega((e) => e.tipo === 'tarjeta.cerrada' && e.id === card._id);

    const otra = await crearTarjeta(t, admin);
    const kaizen = await crearKaizen(t, admin, [otra]);
    await llega((e) => e.tipo === 'kaizen.creado' && e.id === kaizen._id);
    // Its card now shows the Kaizen.
    await llega((e) => e.tipo === 'tarjeta.actualizada' && e.id === otra._id);

    const editado = await t.post('/api/tarjetaskaizen/editarkaizen', { _id: kaizen._id, tema: 'Editado en vivo' }, { token: admin });
    expect(editado.status, editado.text).toBeLessThan(300);
    await llega((e) => e.tipo === 'kaizen.actualizado' && e.id === kaizen._id);

    const comentarioKaizen = await t.post<{ _id: string }>(`/api/tarjetaskaizen/${kaizen._id}/comentarios`, { texto: 'Medir una semana' }, { token: admin });
    await llega((e) => e.tipo === 'comentario.agregado' && e.id === comentarioKaizen.body._id && e.kaizenId === kaizen._id);

    expect((await t.delete(`/api/tarjetaskaizen/${kaizen._id}`, { token: admin })).status).toBe(200);
    await llega((e) => e.tipo === 'kaizen.eliminado' && e.id === kaizen._id);

    expect((await t.delete(`/api/tarjetas/${card._id}`, { token: admin })).status).toBe(200);
    await llega((e) => e.tipo === 'tarjeta.eliminada' && e.id === card._id);

    // The deleted card's comments went with it: nothing announces the card as updated after its deletion.
    const eliminada = usuario.eventos.findIndex((e) => e.tipo === 'tarjeta.eliminada' && e.id === card._id);
    expect(usuario.eventos.slice(eliminada).filter((e) => e.id === card._id && e.tipo !== 'tarjeta.eliminada')).toEqual([]);
    usuario.close();
    tv.close();
  });

  it('a bulk write sends one resync, not one event per row', async () => {
    const stream = await abrir({ token: operario });
    const desde = stream.messages.length;
    const cambiadas = (await db.execute(sql`update tarjetas set descripcion = descripcion || '.' where estado = 'Abierta'`)) as unknown as {
      rowCount?: number;
      affectedRows?: number;
    };
    expect(cambiadas.rowCount ?? cambiadas.affectedRows ?? 0).toBeGreaterThan(50);
    // A marker written after the bulk update: everything before it has arrived once it does.
    const marca = await crearTarjeta(t, admin);
    await stream.waitForEvento((e) => e.id === marca._id, 5_000, desde);
    const eventos = stream.messages
      .slice(desde)
      .filter((m) => m.event === 'portal')
      .map((m) => JSON.parse(m.data) as EventoPortal);
    expect(eventos).toEqual([
      { tipo: 'resync', id: '', entidad: 'tarjeta' },
      { tipo: 'tarjeta.creada', id: marca._id },
    ]);
    // A few rows at once: one event each.
    const pocas = (await db.execute(
      sql`update tarjetas set descripcion = descripcion || '!' where id in (select id from tarjetas order by fecha desc limit 3) returning id`,
    )) as unknown as { rows: { id: string }[] };
    for (const { id } of pocas.rows) await stream.waitForEvento((e) => e.tipo === 'tarjeta.actualizada' && e.id === id, 5_000, desde);
    stream.close();
  });

  it('a rolled back write announces nothing', async () => {
    const stream = await abrir({ token: operario });
    const desde = stream.messages.length;
    await db
      .transaction(async (tx) => {
        await tx.execute(sql`update tarjetas set descripcion = 'x' where id in (select id from tarjetas limit 1)`);
        tx.rollback();
      })
      .catch(() => undefined);
    const marca = await crearTarjeta(t, admin);
    await stream.waitForEvento((e) => e.id === marca._id, 5_000, desde);
    expect(stream.eventos.filter((e) => e.tipo === 'tarjeta.actualizada')).toEqual([]);
    stream.close();
  });

  it('ends the streams of a revoked pantalla with fin, and its unused tickets; other streams go on', async () => {
    const tv = await abrir({ pantalla: PANTALLA_TOKEN });
    const usuario = await abrir({ token: operario });
    const { body } = await ticketEventos(base, { pantalla: PANTALLA_TOKEN });
    await db.execute(sql`select pg_notify(${PANTALLAS_CANAL}, ${PANTALLA.id})`);
    await tv.waitFor((m) => m.event === SSE_FIN);
    await tv.waitForEnd();
    const tarde = await t.get(`/api/events?ticket=${body.ticket}`);
    expect(tarde.status).toBe(401);
    const card = await crearTarjeta(t, admin);
    await usuario.waitForEvento((e) => e.id === card._id);
    expect(usuario.ended).toBe(false);
    usuario.close();
  });

  it('ends the streams of a user whose role changes (the membership version) with fin', async () => {
    const nuevo = await t.post<User>('/api/users', { email: '4809', name: 'Operario Ascendido', password: '654321', role: 'Operario' }, { token: admin });
    const suyo = await abrir({ token: (await t.login('4809', '654321')).token });
    expect((await t.post('/api/users/cambiarrol', { _id: nuevo.body._id, rol: 'Jefe de area' }, { token: admin })).status).toBe(200);
    await suyo.waitFor((m) => m.event === SSE_FIN);
    await suyo.waitForEnd();
  });

  it('ends the streams of a deleted user with fin', async () => {
    const nuevo = await t.post<User>('/api/users', { email: '4801', name: 'Operario Efímero', password: '654321', role: 'Operario' }, { token: admin });
    const token = (await t.login('4801', '654321')).token;
    const suyo = await abrir({ token });
    const otro = await abrir({ token: operario });
    // Another change to the user (not of their pin or role) does not end it.
    expect((await t.post('/api/users/correo', { _id: nuevo.body._id, correo: 'efimero@planta.test' }, { token: admin })).status).toBeLessThan(300);
    const marca = await crearTarjeta(t, admin);
    await suyo.waitForEvento((e) => e.id === marca._id);
    expect(suyo.named(SSE_FIN)).toEqual([]);
    expect((await t.delete(`/api/users/${nuevo.body._id}`, { token: admin })).status).toBe(200);
    await suyo.waitFor((m) => m.event === SSE_FIN);
    await suyo.waitForEnd();
    expect(otro.ended).toBe(false);
    otro.close();
  });

  /** A new Operario with a session, an open stream, and a ticket issued (not used) before what the test does next. */
  async function usuarioConStream(legajo: string) {
    const creado = await t.post<User>('/api/users', { email: legajo, name: `Operario ${legajo}`, password: '654321', role: 'Operario' }, { token: admin });
    expect(creado.status, creado.text).toBe(201);
    const token = (await t.login(legajo, '654321')).token;
    const stream = await abrir({ token });
    const previo = await ticketEventos(base, { token });
    expect(previo.status).toBe(200);
    return { id: creado.body._id, token, stream, ticketPrevio: previo.body.ticket };
  }

  /** The ticket is refused (401); opened as a stream so that a wrongly accepted one shows as 200 instead of hanging. */
  async function expectTicketRechazado(ticket: string) {
    const res = await SseClient.open(`${base}/api/events?ticket=${ticket}`);
    abiertos.push(res);
    expect(res.status).toBe(401);
    expect(JSON.parse((await res.text)!)).toEqual({ msg: MSG.ticketEventosInvalido });
  }

  it("a change of the own pin ends that user's streams with fin and refuses their earlier tickets; the new session streams", async () => {
    const { token, stream, ticketPrevio } = await usuarioConStream('4802');
    const otro = await abrir({ token: operario });
    const cambio = await t.post<{ token: string }>('/api/auth/pin', { pinActual: '654321', pinNuevo: '482913', pinNuevoRepetido: '482913' }, { token });
    expect(cambio.status, cambio.text).toBe(200);
    await stream.waitFor((m) => m.event === SSE_FIN);
    await stream.waitForEnd();
    await expectTicketRechazado(ticketPrevio);
    // The session the pin change answered streams as before.
    const nuevo = await abrir({ token: cambio.body.token });
    const card = await crearTarjeta(t, admin);
    await Promise.all([nuevo.waitForEvento((e) => e.id === card._id), otro.waitForEvento((e) => e.id === card._id)]);
    expect(nuevo.named(SSE_FIN)).toEqual([]);
    expect(otro.ended).toBe(false);
    nuevo.close();
    otro.close();
  });

  it("an Admin's pin reset ends that user's streams with fin and refuses their earlier tickets", async () => {
    const { id, stream, ticketPrevio } = await usuarioConStream('4803');
    const reset = await t.post(`/api/users/${id}/pin`, { pin: '735190' }, { token: admin });
    expect(reset.status, reset.text).toBeLessThan(300);
    await stream.waitFor((m) => m.event === SSE_FIN);
    await stream.waitForEnd();
    await expectTicketRechazado(ticketPrevio);
  });

  it('ignores a malformed notification on the channel', async () => {
    const stream = await abrir({ token: operario });
    const desde = stream.messages.length;
    await db.execute(sql`select pg_notify(${EVENTOS_CANAL}, 'no es json')`);
    await db.execute(sql`select pg_notify(${EVENTOS_CANAL}, '{"tipo":"otro","id":"1"}')`);
    await db.execute(sql`select pg_notify(${EVENTOS_CANAL}, '{"tipo":"aviso.vencida","id":"c1","extra":"<b>"}')`);
    expect(await stream.waitForEvento((e) => e.tipo === 'aviso.vencida', 5_000, desde)).toEqual({ tipo: 'aviso.vencida', id: 'c1' });
    expect(stream.eventos).toEqual([{ tipo: 'aviso.vencida', id: 'c1' }]);
    stream.close();
  });

  it('app.close() ends the open streams (without fin: clients reconnect elsewhere) instead of hanging', async () => {
    const streams = await Promise.all([abrir({ token: operario }), abrir({ token: admin }), abrir({ pantalla: PANTALLA_TOKEN })]);
    const hub = t.app.get(EventsHub);
    expect(hub.abiertos).toBeGreaterThanOrEqual(3);
    closed = true;
    await t.close();
    for (const s of streams) {
      await s.waitForEnd();
      expect(s.named(SSE_FIN)).toEqual([]);
    }
  });
});
