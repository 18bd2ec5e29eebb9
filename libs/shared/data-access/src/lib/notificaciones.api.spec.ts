import { configureStore } from '@reduxjs/toolkit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from './api';
import { notificacionesApi } from './notificaciones.api';

afterEach(() => vi.unstubAllGlobals());

describe("the bell's 'Vencidas'", () => {
  const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
  const item = {
    _id: 'a1',
    tarjetaId: 't1',
    numero: 7,
    color: 'Roja',
    maquina: 'Calandra 1',
    prioridad: 'Alta',
    fecha: '2026-11-01T10:00:00.000Z',
    nivel: 'vencida',
    notificadaEn: '2026-11-17T10:00:00.000Z',
    leida: false,
  };

  it('reads GET …/vencidas; POST …/vencidas/leidas clears the count at once and keeps what the server answers', async () => {
    let leida = false;
    const fetchFn = vi.fn(async (req: Request) => {
      const path = new URL(req.url).pathname;
      if (path === '/api/tarjetas/notificaciones/vencidas/leidas' && req.method === 'POST') {
        leida = true;
        return json({ items: [{ ...item, leida }], noLeidas: 0 });
      }
      if (path === '/api/tarjetas/notificaciones/vencidas') return json({ items: [{ ...item, leida }], noLeidas: leida ? 0 : 1 });
      return new Response('{}', { status: 404 });
    });
    vi.stubGlobal('fetch', fetchFn);
    const store = configureStore({ reducer: { [api.reducerPath]: api.reducer }, middleware: (g) => g().concat(api.middleware) });
    const sub = store.dispatch(notificacionesApi.endpoints.getAvisosVencidas.initiate());
    expect((await sub).data).toEqual({ items: [item], noLeidas: 1 });
    const marcar = store.dispatch(notificacionesApi.endpoints.marcarVencidasLeidas.initiate());
    expect(notificacionesApi.endpoints.getAvisosVencidas.select()(store.getState()).data).toEqual({ items: [{ ...item, leida: true }], noLeidas: 0 });
    await marcar;
    expect(notificacionesApi.endpoints.getAvisosVencidas.select()(store.getState()).data).toEqual({ items: [{ ...item, leida: true }], noLeidas: 0 });
    sub.unsubscribe();
  });

  it("is refetched when the NOTIFICACIONES tag is invalidated (a live 'aviso.vencida' event)", async () => {
    const fetchFn = vi.fn(async () => json({ items: [], noLeidas: 0 }));
    vi.stubGlobal('fetch', fetchFn);
    const store = configureStore({ reducer: { [api.reducerPath]: api.reducer }, middleware: (g) => g().concat(api.middleware) });
    const sub = store.dispatch(notificacionesApi.endpoints.getAvisosVencidas.initiate());
    await sub;
    store.dispatch(api.util.invalidateTags([{ type: 'Tarjeta', id: 'NOTIFICACIONES' }]));
    await vi.waitFor(() => expect(fetchFn).toHaveBeenCalledTimes(2));
    sub.unsubscribe();
  });
});
