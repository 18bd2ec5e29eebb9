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
