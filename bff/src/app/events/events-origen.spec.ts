import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventosContrato, ORIGEN_HEADER, rutaUrl, type EventoPortal, type TicketEventos, type Tarjeta } from '@portal/shared/domain';
import { SseClient } from '../../../test/sse';
import { TARJETA_ROJA } from '../../../test/tarjetas';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { ADMIN_USER } from '../../db/seed/demo-users';
import type { Actor } from '../audit/actor';
import { AuditedTx } from '../audit/audited-tx';
import { DB, type Db } from '../database/database.types';
import { TarjetasRepository } from '../tarjetas/tarjetas.repository';

const A = 'pestana-a-0d1e5c9f';
const B = 'pestana-b-7a3b21e4';

/** One path per change: a tab's own changes reach its cache through its mutation, never again as an event. */
describe('live events: the tab that made a change does not get its event', () => {
  let t: TestApp;
  let base: string;
  let admin: string;
  let db: Db;
  const abiertos: SseClient[] = [];

  /** A ticket asked for with `cabecera` as the tab's origen (none when undefined), and its stream once `listo`. */
  const abrir = async (cabecera?: string) => {
    const headers: Record<string, string> = { authorization: `Bearer ${admin}`, ...(cabecera === undefined ? {} : { [ORIGEN_HEADER]: cabecera }) };
    const res = await fetch(`${base}${rutaUrl(eventosContrato.ticket)}`, { method: 'POST', headers });
    expect(res.status).toBe(200);
    const { ticket } = (await res.json()) as TicketEventos;
    const stream = await SseClient.open(`${base}/api/events?ticket=${encodeURIComponent(ticket)}`);
    expect(stream.status).toBe(200);
    abiertos.push(stream);
    await stream.waitFor((m) => m.event === 'listo');
    return { stream, ticket };
  };

  /** A card created by a request with `cabecera` as its origen. */
  const crear = async (cabecera?: string) => {
    const res = await t.post<Tarjeta>('/api/tarjetas', TARJETA_ROJA, { token: admin, headers: cabecera === undefined ? {} : { [ORIGEN_HEADER]: cabecera } });
    expect(res.status, res.text).toBe(201);
    return res.body._id;
  };

  const creada = (id: string) => (e: EventoPortal) => e.tipo === 'tarjeta.creada' && e.id === id;

  beforeAll(async () => {
    t = await startTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
    ({ admin } = await t.roleTokens());
    db = t.app.get<Db>(DB);
  });
  afterAll(async () => {
    for (const c of abiertos) c.close();
    await t?.close();
  });

  it("a change made by tab A reaches B's stream and a stream without origen, without the origen; A's stream gets the next change, not its own", async () => {
    const [a, b, sin] = await Promise.all([abrir(A), abrir(B), abrir()]);
    const desde = a.stream.messages.length;
    const deA = await crear(A);
    expect(await b.stream.waitForEvento(creada(deA))).toEqual({ tipo: 'tarjeta.creada', id: deA });
    expect(await sin.stream.waitForEvento(creada(deA))).toEqual({ tipo: 'tarjeta.creada', id: deA });

    // One channel, in order: once A has B's change, it would have had its own before.
    const deB = await crear(B);
    expect(await a.stream.waitForEvento(creada(deB), 5_000, desde)).toEqual({ tipo: 'tarjeta.creada', id: deB });
    await sin.stream.waitForEvento(creada(deB));
    expect(a.stream.eventos.filter((e) => e.id === deA)).toEqual([]);
    expect(b.stream.eventos.filter((e) => e.id === deB)).toEqual([]);
    // No stream learns any tab's origen.
    for (const { stream } of [a, b, sin])
      expect(stream.messages.filter((m) => m.data.includes('origen') || m.data.includes(A) || m.data.includes(B))).toEqual([]);
  });

  it('a change without origen (a job, a DBA) reaches every stream, its origin included', async () => {
    const [a, b] = await Promise.all([abrir(A), abrir(B)]);
    const id = await crear();
    await Promise.all([a.stream.waitForEvento(creada(id)), b.stream.waitForEvento(creada(id))]);
  });

  it('a resync caused by a tab reaches that tab too (its mutation cannot know what a bulk write touched)', async () => {
    const a = await abrir(A);
    const desde = a.stream.messages.length;
    await db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('portal.origen', ${A}, true)`);
      await tx.execute(sql`select portal_evento('resync', '', jsonb_build_object('entidad', 'tarjeta'))`);
      await tx.execute(sql`select portal_evento('tarjeta.actualizada', 'propia')`);
    });
    const marca = await crear(B);
    await a.stream.waitForEvento(creada(marca), 5_000, desde);
    expect(a.stream.eventos.slice(-2)).toEqual([
      { tipo: 'resync', id: '', entidad: 'tarjeta' },
      { tipo: 'tarjeta.creada', id: marca },
    ]);
  });

  it("a nested audited write takes its own actor's origen, and the outer write's comes back after it", async () => {
    const a = await abrir(A);
    const [x, y] = [await crear(), await crear()];
    await a.stream.waitForEvento(creada(y));
    const desde = a.stream.messages.length;
    const actor: Actor = { id: (await t.login(ADMIN_USER.legajo, ADMIN_USER.pin)).user._id, nombre: ADMIN_USER.name, legajo: ADMIN_USER.legajo, ip: null };
    const audited = t.app.get(AuditedTx);
    const repo = t.app.get(TarjetasRepository);
    await audited.run({ ...actor, origen: A }, 'editar', async () => {
      await audited.run(actor, 'editar', () => repo.update(x, { descripcion: 'Anidada, sin pestaña' }));
      await repo.update(y, { descripcion: 'De la pestaña A' });
    });
    const marca = await crear(B);
    await a.stream.waitForEvento(creada(marca), 5_000, desde);
    expect(a.stream.eventos.slice(-2)).toEqual([
      { tipo: 'tarjeta.actualizada', id: x },
      { tipo: 'tarjeta.creada', id: marca },
    ]);
  });

  it('a malformed origen is ignored, never refused: the request succeeds and its change reaches every stream', async () => {
    for (const malo of ['x'.repeat(65), 'con espacio', 'ñandú', '../a', '']) {
      const otra = await abrir(malo);
      // The ticket names no tab: the stream is every tab's.
      expect(otra.ticket).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const id = await crear(malo);
      await otra.stream.waitForEvento(creada(id));
      otra.stream.close();
    }
    const res = await t.post<Tarjeta>('/api/tarjetas', TARJETA_ROJA, { token: admin, headers: { [ORIGEN_HEADER]: `${A}\u0000` } });
    expect(res.status).toBe(201);
  });

  it("a ticket's origen cannot be swapped for another tab's (the whole ticket is its hash)", async () => {
    const res = await fetch(`${base}${rutaUrl(eventosContrato.ticket)}`, { method: 'POST', headers: { authorization: `Bearer ${admin}`, [ORIGEN_HEADER]: A } });
    const { ticket } = (await res.json()) as TicketEventos;
    expect(ticket.endsWith(`.${A}`)).toBe(true);
    const cambiado = await SseClient.open(`${base}/api/events?ticket=${encodeURIComponent(ticket.replace(A, B))}`);
    expect(cambiado.status).toBe(401);
  });
});
