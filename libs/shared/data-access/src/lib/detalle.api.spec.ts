import { configureStore } from '@reduxjs/toolkit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from './api';
import { detalleApi } from './detalle.api';

afterEach(() => vi.unstubAllGlobals());

describe('getDetalleTipo', () => {
  it('asks GET /api/detalle/:id (encoded) and returns the kind', async () => {
    const fetchFn = vi.fn(
      async (_req: Request) => new Response(JSON.stringify({ _id: 'a b', tipo: 'kaizen' }), { status: 200, headers: { 'Content-Type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetchFn);
    const store = configureStore({ reducer: { [api.reducerPath]: api.reducer }, middleware: (g) => g().concat(api.middleware) });
    const result = await store.dispatch(detalleApi.endpoints.getDetalleTipo.initiate('a b'));
    expect(result.data).toEqual({ _id: 'a b', tipo: 'kaizen' });
    expect(new URL(fetchFn.mock.calls[0][0].url).pathname).toBe('/api/detalle/a%20b');
  });
});
