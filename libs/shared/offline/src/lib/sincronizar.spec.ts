import 'fake-indexeddb/auto';
import { Blob as NodeBlob } from 'node:buffer';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER as IDEMPOTENCY_HEADER, MSG } from '@portal/shared/domain';
import { envioDePrueba as envio } from '../testing';
import { encolarTarjeta, listarPendientes, obtenerPendiente } from './cola';
import { sincronizarPendientes } from './sincronizar';

type Respuesta = { status: number; body?: unknown } | 'red';

/**
 * A fake BFF: records every call; `crear` answers the card creations in turn (the last answer repeats), and the
 * server keeps one card per Idempotency-Key as the real one does.
 */
function fakeServer(crear: Respuesta[] = [{ status: 201 }], subir: Respuesta[] = [{ status: 201 }]) {
  const llamadas: { url: string; key?: string | null; auth?: string | null }[] = [];
  const porKey = new Map<string, { _id: string; color: string; numero: number; imagenUrl?: string }>();
  let numero = 0;
  const siguiente = (lista: Respuesta[], i: number) => lista[Math.min(i, lista.length - 1)];
  let creaciones = 0;
  let subidas = 0;
  const fetchFn = vi.fn(async (url: string, init: RequestInit) => {
    const headers = new Headers(init.headers);
    llamadas.push({ url, key: headers.get(IDEMPOTENCY_HEADER), auth: headers.get('Authorization') });
    // Let a concurrent run interleave here, as a real request would.
    await new Promise((r) => setTimeout(r, 0));
    const r = url === '/api/uploads' ? siguiente(subir, subidas++) : siguiente(crear, creaciones++);
    if (r === 'red') throw new TypeError('Failed to fetch');
    let body = r.body;
    if (url !== '/api/uploads' && r.status === 201) {
      const key = headers.get(IDEMPOTENCY_HEADER)!;
      const enviado = JSON.parse(String(init.body)) as { imagenUrl?: string };
      if (!porKey.has(key)) porKey.set(key, { _id: `id-${key}`, color: 'Roja', numero: ++numero, imagenUrl: enviado.imagenUrl });
      body = porKey.get(key);
    }
    if (url === '/api/uploads' && r.status === 201) body = { secure_url: `/uploads/foto-${subidas}.jpg` };
    return new Response(JSON.stringify(body ?? {}), { status: r.status, headers: { 'Content-Type': 'application/json' } });
  });
  const creados = () => llamadas.filter((l) => l.url !== '/api/uploads');
  return { fetchFn: fetchFn as unknown as typeof fetch, llamadas, creados, porKey };
}

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('sincronizarPendientes', () => {
  it('sends only the logged-in user’s cards, with their token and each card’s Idempotency-Key, and removes them', async () => {
    await encolarTarjeta(envio('a'), 'u1');
    await encolarTarjeta(envio('b'), 'u1');
    await encolarTarjeta(envio('otro'), 'u2');
    const server = fakeServer();

    const r = await sincronizarPendientes({ token: 'tok-u1', userId: 'u1', fetchFn: server.fetchFn });

    expect(r.enviadas.map((t) => t._id)).toEqual(['id-a', 'id-b']);
    expect(r.rechazadas).toBe(0);
    expect(server.creados()).toEqual([
      { url: '/api/tarjetas', key: 'a', auth: 'Bearer tok-u1' },
      { url: '/api/tarjetas', key: 'b', auth: 'Bearer tok-u1' },
    ]);
    expect(await listarPendientes('u1')).toEqual([]);
    expect((await listarPendientes('u2')).map((p) => p.key)).toEqual(['otro']);
  });

  it('keeps a card pending when the network fails, counting the attempt', async () => {
    await encolarTarjeta(envio('a'), 'u1');
    const r = await sincronizarPendientes({ token: 't', userId: 'u1', fetchFn: fakeServer(['red']).fetchFn });
    expect(r).toEqual({ enviadas: [], rutinas: [], rechazadas: 0 });
    expect(await obtenerPendiente('a')).toMatchObject({ estado: 'pendiente', intentos: 1 });
    expect((await obtenerPendiente('a'))?.msg).toBeUndefined();
  });

  it('stops the run on an expired session: every card waits for the next login', async () => {
    await encolarTarjeta(envio('a'), 'u1');
    await encolarTarjeta(envio('b'), 'u1');
    const server = fakeServer([{ status: 401, body: { msg: 'No autorizado' } }]);
    await sincronizarPendientes({ token: 'viejo', userId: 'u1', fetchFn: server.fetchFn });
    expect(server.creados().map((c) => c.key)).toEqual(['a']);
    expect((await listarPendientes('u1')).map((p) => [p.key, p.estado])).toEqual([
      ['a', 'pendiente'],
      ['b', 'pendiente'],
    ]);
  });

  it('marks a refused card with the server’s message, skips it on later runs and retries it on demand', async () => {
    await encolarTarjeta(envio('a'), 'u1');
    const server = fakeServer([{ status: 400, body: { msg: MSG.maquinaNoConfigurada } }, { status: 201 }]);

    expect((await sincronizarPendientes({ token: 't', userId: 'u1', fetchFn: server.fetchFn })).rechazadas).toBe(1);
    expect(await obtenerPendiente('a')).toMatchObject({ estado: 'rechazada', msg: MSG.maquinaNoConfigurada });

    await sincronizarPendientes({ token: 't', userId: 'u1', fetchFn: server.fetchFn });
    expect(server.creados()).toHaveLength(1);

    const r = await sincronizarPendientes({ token: 't', userId: 'u1', key: 'a', fetchFn: server.fetchFn });
    expect(r.enviadas.map((t) => t._id)).toEqual(['id-a']);
    expect(await obtenerPendiente('a')).toBeUndefined();
  });

  it('uploads the photo once: a retry after a failed create reuses the stored URL', async () => {
    // IndexedDB stores a browser's Blob; jsdom's cannot be cloned, Node's can (and jsdom's FormData only takes its own).
    vi.stubGlobal(
      'FormData',
      class {
        append() {}
      },
    );
    await encolarTarjeta({ ...envio('a'), foto: new NodeBlob(['jpeg'], { type: 'image/jpeg' }) as Blob }, 'u1');
    expect((await obtenerPendiente('a'))?.foto?.size).toBe(4);
    const server = fakeServer(['red', { status: 201 }]);

    await sincronizarPendientes({ token: 't', userId: 'u1', fetchFn: server.fetchFn });
    expect(await obtenerPendiente('a')).toMatchObject({ estado: 'pendiente', imagenUrl: '/uploads/foto-1.jpg' });

    const r = await sincronizarPendientes({ token: 't', userId: 'u1', fetchFn: server.fetchFn });
    expect(r.enviadas).toHaveLength(1);
    expect(server.llamadas.map((l) => l.url)).toEqual(['/api/uploads', '/api/tarjetas', '/api/tarjetas']);
    expect(server.porKey.get('a')?.imagenUrl).toBe('/uploads/foto-1.jpg');
  });

  it('never sends a card twice when two runs overlap', async () => {
    for (const key of ['a', 'b', 'c']) await encolarTarjeta(envio(key), 'u1');
    const server = fakeServer();

    const [uno, dos] = await Promise.all([
      sincronizarPendientes({ token: 't', userId: 'u1', fetchFn: server.fetchFn }),
      sincronizarPendientes({ token: 't', userId: 'u1', fetchFn: server.fetchFn }),
    ]);

    expect(
      server
        .creados()
        .map((c) => c.key)
        .sort(),
    ).toEqual(['a', 'b', 'c']);
    expect([...uno.enviadas, ...dos.enviadas].map((t) => t._id).sort()).toEqual(['id-a', 'id-b', 'id-c']);
    expect(await listarPendientes('u1')).toEqual([]);
  });
});
