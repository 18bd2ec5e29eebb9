import { configureStore } from '@reduxjs/toolkit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, sessionExpired } from '@portal/shared/data-access';
import { authApi } from './authApi';
import { authReducer, logout, selectSessionExpired, TOKEN_STORAGE_KEY, USER_STORAGE_KEY } from './authSlice';

const USER = {
  _id: 'u1',
  name: 'Ana',
  role: 'Admin' as const,
  email: '1000',
  hours: [],
  date: '2024-01-01',
  ultimoLogin: null,
  ultimaActividad: null,
  debeCambiarPin: false,
};

function makeStore() {
  return configureStore({
    reducer: { [api.reducerPath]: api.reducer, auth: authReducer },
    middleware: (g) => g().concat(api.middleware),
  });
}

function reply(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('auth slice', () => {
  it('starts anonymous without a stored token, idle with one', () => {
    expect(makeStore().getState().auth).toEqual({ token: null, user: null, status: 'anonymous' });
    localStorage.setItem(TOKEN_STORAGE_KEY, 'stored');
    expect(makeStore().getState().auth).toEqual({ token: 'stored', user: null, status: 'idle' });
  });

  it('login success stores the token (state + localStorage) and the user', async () => {
    reply(200, { token: 'tok-1', user: USER });
    const store = makeStore();
    await store.dispatch(authApi.endpoints.login.initiate({ email: '1000', password: '100000' }));
    expect(store.getState().auth).toEqual({ token: 'tok-1', user: USER, status: 'authenticated' });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('tok-1');
  });

  it('login failure removes any token', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'old');
    reply(400, { msg: 'Legajo o pin incorrectos' });
    const store = makeStore();
    await store.dispatch(authApi.endpoints.login.initiate({ email: '1000', password: 'x' }));
    expect(store.getState().auth).toEqual({ token: null, user: null, status: 'anonymous' });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('loads the user for a stored token: loading → authenticated', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'tok');
    reply(200, USER);
    const store = makeStore();
    const pending = store.dispatch(authApi.endpoints.loadUser.initiate());
    expect(store.getState().auth.status).toBe('loading');
    await pending;
    expect(store.getState().auth).toEqual({ token: 'tok', user: USER, status: 'authenticated' });
  });

  it('a failed user load is an auth error: token removed', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'bad');
    reply(401, { msg: 'No hay token o no es válido: inicie sesión' });
    const store = makeStore();
    await store.dispatch(authApi.endpoints.loadUser.initiate());
    expect(store.getState().auth).toEqual({ token: null, user: null, status: 'anonymous', expired: true });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('without an answer (offline, 5xx) the session stands on the user saved with its token; not for another token', async () => {
    reply(200, USER);
    localStorage.setItem(TOKEN_STORAGE_KEY, 'tok');
    await makeStore().dispatch(authApi.endpoints.loadUser.initiate());
    expect(JSON.parse(localStorage.getItem(USER_STORAGE_KEY)!)).toEqual({ token: 'tok', user: USER });

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const offline = makeStore();
    await offline.dispatch(authApi.endpoints.loadUser.initiate());
    expect(offline.getState().auth).toEqual({ token: 'tok', user: USER, status: 'authenticated' });

    reply(503, { msg: 'Servicio no disponible' });
    const caido = makeStore();
    await caido.dispatch(authApi.endpoints.loadUser.initiate());
    expect(caido.getState().auth.status).toBe('authenticated');

    localStorage.setItem(TOKEN_STORAGE_KEY, 'otro');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const ajeno = makeStore();
    await ajeno.dispatch(authApi.endpoints.loadUser.initiate());
    expect(ajeno.getState().auth).toEqual({ token: null, user: null, status: 'anonymous' });
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
  });

  it('a refused user load (403) drops the saved user with the token', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'tok');
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify({ token: 'tok', user: USER }));
    reply(403, { msg: 'Prohibido' });
    const store = makeStore();
    await store.dispatch(authApi.endpoints.loadUser.initiate());
    expect(store.getState().auth).toEqual({ token: null, user: null, status: 'anonymous' });
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
  });

  it('sessionExpired and logout drop the session', () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'tok');
    const store = makeStore();
    store.dispatch(sessionExpired());
    expect(store.getState().auth).toEqual({ token: null, user: null, status: 'anonymous', expired: true });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();

    const state = { token: 't', user: USER, status: 'authenticated' as const };
    localStorage.setItem(TOKEN_STORAGE_KEY, 't');
    expect(authReducer(state, logout())).toEqual({ token: null, user: null, status: 'anonymous' });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('marks the session expired only when a token was held, until the next login', async () => {
    const store = makeStore();
    store.dispatch(sessionExpired());
    expect(selectSessionExpired(store.getState())).toBe(false);

    reply(200, { token: 'tok-1', user: USER });
    await store.dispatch(authApi.endpoints.login.initiate({ email: '1000', password: '100000' }));
    store.dispatch(sessionExpired());
    expect(selectSessionExpired(store.getState())).toBe(true);

    reply(200, { token: 'tok-2', user: USER });
    await store.dispatch(authApi.endpoints.login.initiate({ email: '1000', password: '100000' }, { fixedCacheKey: 'again' }));
    expect(selectSessionExpired(store.getState())).toBe(false);
    expect(store.getState().auth.token).toBe('tok-2');
  });
});
