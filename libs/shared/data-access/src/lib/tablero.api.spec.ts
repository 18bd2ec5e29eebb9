import { configureStore } from '@reduxjs/toolkit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from './api';
import { tableroApi, type TableroArgs } from './tablero.api';

afterEach(() => vi.unstubAllGlobals());

async function urlDe(args: TableroArgs): Promise<string> {
  const fetchFn = vi.fn(
    async (_req: Request) => new Response(JSON.stringify({ equipos: [] }), { status: 200, headers: { 'Content-Type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchFn);
  const store = configureStore({ reducer: { [api.reducerPath]: api.reducer }, middleware: (g) => g().concat(api.middleware) });
  await store.dispatch(tableroApi.endpoints.getTablero.initiate(args));
  const url = new URL(fetchFn.mock.calls[0][0].url);
  return url.pathname + url.search;
}

describe('getTablero', () => {
  it('asks GET /api/tablero: every Equipo without ?equipo=, one with it, and those without an Equipo with ?equipo=', async () => {
    expect(await urlDe({})).toBe('/api/tablero');
    expect(await urlDe({ equipo: 'Extrusión' })).toBe('/api/tablero?equipo=Extrusi%C3%B3n');
    expect(await urlDe({ equipo: '' })).toBe('/api/tablero?equipo=');
  });
});
