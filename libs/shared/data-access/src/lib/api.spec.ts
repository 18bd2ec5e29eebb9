import { configureStore, createSlice, type Middleware } from '@reduxjs/toolkit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ORIGEN_HEADER, ORIGEN_VALIDO } from '@portal/shared/domain';
import { api, sessionExpired } from './api';
import { ERROR_FALLBACK, getErrorMessage } from './errors';
import { ORIGEN } from './origen';
import { tableroApi } from './tablero.api';

const probe = api.injectEndpoints({
  endpoints: (build) => ({
    probe: build.query<unknown, void>({ query: () => '/probe' }),
    login: build.mutation<unknown, void>({ query: () => ({ url: '/auth', method: 'POST' }) }),
  }),
  overrideExisting: true,
});

function makeStore(token: string | null) {
  const seen: string[] = [];
  const recorder: Middleware = () => (next) => (action) => {
    seen.push((action as { type: string }).type);
    return next(action);
  };
  const auth = createSlice({
    name: 'auth',
    initialState: { token },
    reducers: {},
    extraReducers: (b) => b.addCase(sessionExpired, (s) => ({ ...s, token: null })),
  });
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer, auth: auth.reducer },
    middleware: (g) => g().concat(api.middleware, recorder),
  });
  return { store, seen };
}

function fakeFetch(status: number, body: unknown) {
  const fn = vi.fn(async (_req: Request) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
  vi.stubGlobal('fetch', fn);
  return fn;
}

afterEach(() => vi.unstubAllGlobals());

describe('baseQuery', () => {
  it('calls /api with the Bearer token from state.auth.token', async () => {
    const fetchFn = fakeFetch(200, { ok: 1 });
    const { store } = makeStore('abc');
    const result = await store.dispatch(probe.endpoints.probe.initiate());
    expect(result.data).toEqual({ ok: 1 });
    const request = fetchFn.mock.calls[0][0];
    expect(new URL(request.url).pathname).toBe('/api/probe');
    expect(request.headers.get('Authorization')).toBe('Bearer abc');
  });

  it('sends no Authorization header without a token', async () => {
    const fetchFn = fakeFetch(200, {});
    const { store } = makeStore(null);
    await store.dispatch(probe.endpoints.probe.initiate());
    expect(fetchFn.mock.calls[0][0].headers.has('Authorization')).toBe(false);
  });

  it("sends the tab's origen with every request, with or without a session or a pantalla token", async () => {
    const fetchFn = fakeFetch(200, {});
    await makeStore('abc').store.dispatch(probe.endpoints.probe.initiate());
    await makeStore(null).store.dispatch(probe.endpoints.probe.initiate());
    await makeStore('abc').store.dispatch(tableroApi.endpoints.getTablero.initiate({ pantalla: 'pnt_abc', equipo: 'Calandrado' }));
    expect(ORIGEN).toMatch(ORIGEN_VALIDO);
    expect(fetchFn.mock.calls.map(([request]) => request.headers.get(ORIGEN_HEADER))).toEqual([ORIGEN, ORIGEN, ORIGEN]);
  });

  it('dispatches sessionExpired on a 401 from an authenticated call', async () => {
    fakeFetch(401, { msg: 'No hay token o no es válido: inicie sesión' });
    const { store, seen } = makeStore('old');
    await store.dispatch(probe.endpoints.probe.initiate());
    expect(seen).toContain(sessionExpired.type);
    expect(store.getState().auth.token).toBeNull();
  });

  it('a pantalla request (the TV board) sends its x-pantalla header and nothing of the session; its 401 keeps the session', async () => {
    const fetchFn = fakeFetch(401, { msg: 'La pantalla no existe o fue revocada' });
    const { store, seen } = makeStore('user-token');
    await store.dispatch(tableroApi.endpoints.getTablero.initiate({ pantalla: 'pnt_abc', equipo: 'Calandrado' }));
    const request = fetchFn.mock.calls[0][0];
    expect(new URL(request.url).pathname + new URL(request.url).search).toBe('/api/tablero?equipo=Calandrado');
    expect(request.headers.get('x-pantalla')).toBe('pnt_abc');
    expect(request.headers.has('Authorization')).toBe(false);
    expect(seen).not.toContain(sessionExpired.type);
    expect(store.getState().auth.token).toBe('user-token');
  });

  it('the board without a pantalla token uses the session', async () => {
    const fetchFn = fakeFetch(200, { equipos: [] });
    const { store } = makeStore('user-token');
    await store.dispatch(tableroApi.endpoints.getTablero.initiate({ pantalla: null }));
    expect(fetchFn.mock.calls[0][0].headers.get('Authorization')).toBe('Bearer user-token');
    expect(fetchFn.mock.calls[0][0].headers.has('x-pantalla')).toBe(false);
  });

  it('does not expire the session on a 401 from login', async () => {
    fakeFetch(401, { msg: 'Legajo o pin incorrectos' });
    const { store, seen } = makeStore('keep');
    await store.dispatch(probe.endpoints.login.initiate());
    expect(seen).not.toContain(sessionExpired.type);
    expect(store.getState().auth.token).toBe('keep');
  });
});

describe('getErrorMessage', () => {
  it('returns the server {msg}', () => {
    expect(getErrorMessage({ status: 400, data: { msg: 'Legajo o pin incorrectos' } })).toBe('Legajo o pin incorrectos');
  });
  it('has Spanish fallbacks for network, timeout, parsing and unknown errors', () => {
    expect(getErrorMessage({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toBe(ERROR_FALLBACK.red);
    expect(getErrorMessage({ status: 'TIMEOUT_ERROR', error: 'x' })).toBe(ERROR_FALLBACK.tiempo);
    expect(getErrorMessage({ status: 'PARSING_ERROR', originalStatus: 502, data: '<html>', error: 'x' })).toBe(ERROR_FALLBACK.respuesta);
    expect(getErrorMessage({ status: 500, data: null })).toBe(ERROR_FALLBACK.respuesta);
    expect(getErrorMessage({ status: 404, data: {} })).toBe(ERROR_FALLBACK.generico);
    expect(getErrorMessage(undefined)).toBe(ERROR_FALLBACK.generico);
    expect(getErrorMessage({ message: 'boom' })).toBe(ERROR_FALLBACK.generico);
  });
});
