import { configureStore } from '@reduxjs/toolkit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from './api';
import { notificacionesApi } from './notificaciones.api';

afterEach(() => vi.unstubAllGlobals());

describe('getNotificaciones', () => {
  it('asks GET /api/tarjetas/notificaciones and returns the cards', async () => {
    const cards = [{ _id: 't1', numero: 3, color: 'Roja', estado: 'Cerrada' }];
    const fetchFn = vi.fn(async (_req: Request) => new Response(JSON.stringify(cards), { status: 200, headers: { 'Content-Type': 'application/json' } }));
    vi.stubGlobal('fetch', fetchFn);
    const store = configureStore({ reducer: { [api.reducerPath]: api.reducer }, middleware: (g) => g().concat(api.middleware) });
    const result = await store.dispatch(notificacionesApi.endpoints.getNotificaciones.initiate());
    expect(result.data).toEqual(cards);
    const req = fetchFn.mock.calls[0][0];
    expect(req.method).toBe('GET');
    expect(new URL(req.url).pathname).toBe('/api/tarjetas/notificaciones');
  });
});

describe('unread count and marking read', () => {
  const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

  it('reads GET …/no-leidas; POST …/leidas clears the count at once and then refetches it', async () => {
    let noLeidas = 3;
    const fetchFn = vi.fn(async (req: Request) => {
      const path = new URL(req.url).pathname;
      if (path === '/api/tarjetas/notificaciones/leidas' && req.method === 'POST') {
        noLeidas = 0;
        return json({ noLeidas });
      }
      if (path === '/api/tarjetas/notificaciones/no-leidas') return json({ noLeidas });
      return new Response('{}', { status: 404 });
    });
    vi.stubGlobal('fetch', fetchFn);
    const store = configureStore({ reducer: { [api.reducerPath]: api.reducer }, middleware: (g) => g().concat(api.middleware) });
    const sub = store.dispatch(notificacionesApi.endpoints.getNotificacionesNoLeidas.initiate());
    expect((await sub).data).toEqual({ noLeidas: 3 });

    const marcar = store.dispatch(notificacionesApi.endpoints.marcarNotificacionesLeidas.initiate());
    expect(notificacionesApi.endpoints.getNotificacionesNoLeidas.select()(store.getState()).data).toEqual({ noLeidas: 0 });
    await marcar;
    await vi.waitFor(() => expect(fetchFn.mock.calls.filter(([r]) => new URL(r.url).pathname.endsWith('/no-leidas'))).toHaveLength(2));
    expect(fetchFn.mock.calls.map(([r]) => `${r.method} ${new URL(r.url).pathname}`)).toContain('POST /api/tarjetas/notificaciones/leidas');
    sub.unsubscribe();
  });
});
