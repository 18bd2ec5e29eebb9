import type { ReactNode } from 'react';
import { configureStore } from '@reduxjs/toolkit';
import { Provider } from 'react-redux';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@portal/shared/data-access';
import { authReducer, logout, type AuthState } from '@portal/shared/auth';
import { SSE_RECONEXION_MIN_MS, type EventoPortal } from '@portal/shared/domain';
import { LIVE_KEY, liveReducer, selectEliminadoPorOtro, selectEstadoEventos } from './liveSlice';
import { useEventosPortal } from './useEventosPortal';
import { crearFake, FakeEventSource } from './prueba/FakeEventSource';

/** Queries providing the tags the real ones do, each counting its fetches. */
const pruebaApi = api.injectEndpoints({
  endpoints: (build) => ({
    lista: build.query<number, void>({ query: () => '/prueba/lista', providesTags: [{ type: 'Tarjeta', id: 'LIST' }] }),
    detalle: build.query<number, string>({ query: (id) => `/prueba/detalle/${id}`, providesTags: (_r, _e, id) => [{ type: 'Tarjeta', id }] }),
    kaizens: build.query<number, void>({ query: () => '/prueba/kaizens', providesTags: [{ type: 'Kaizen', id: 'LIST' }] }),
    tablero: build.query<number, void>({ query: () => '/prueba/dashboard', providesTags: ['Dashboard'] }),
  }),
  overrideExisting: true,
});

let llamadas: Record<string, number>;
let ticket: { status: number; body?: unknown };

function fakeFetch() {
  llamadas = {};
  ticket = { status: 201, body: { ticket: 'tk', expiraEnSegundos: 30 } };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const req = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
      const path = new URL(req.url, 'http://localhost').pathname;
      llamadas[path] = (llamadas[path] ?? 0) + 1;
      if (path === '/api/events/ticket') {
        if (req.headers.get('Authorization') !== 'Bearer tok') return new Response('{}', { status: 401 });
        return new Response(JSON.stringify(ticket.body ?? {}), { status: ticket.status });
      }
      return new Response(JSON.stringify(llamadas[path]), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
}

function montar(token: string | null = 'tok') {
  const auth: AuthState = token ? { token, user: null, status: 'authenticated' } : { token: null, user: null, status: 'anonymous' };
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer, auth: authReducer, [LIVE_KEY]: liveReducer },
    middleware: (g) => g().concat(api.middleware),
    preloadedState: { auth },
  });
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  const hook = renderHook(() => useEventosPortal({ crearEventSource: crearFake }), { wrapper });
  const suscribir = () => {
    store.dispatch(pruebaApi.endpoints.lista.initiate());
    store.dispatch(pruebaApi.endpoints.detalle.initiate('t1'));
    store.dispatch(pruebaApi.endpoints.kaizens.initiate());
    store.dispatch(pruebaApi.endpoints.tablero.initiate());
  };
  return { store, hook, suscribir };
}

const esperar = (ms = 0) => act(() => vi.advanceTimersByTimeAsync(ms));
const enviar = async (...eventos: EventoPortal[]) =>
  act(() => {
    for (const e of eventos) FakeEventSource.ultima().evento(e);
  });

beforeEach(() => {
  vi.useFakeTimers();
  FakeEventSource.reiniciar();
  fakeFetch();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useEventosPortal', () => {
  it('without a session, no ticket and no stream', async () => {
    montar(null);
    await esperar(5000);
    expect(llamadas['/api/events/ticket']).toBeUndefined();
    expect(FakeEventSource.abiertas).toHaveLength(0);
  });

  it('gets a ticket with the Bearer token, opens one stream with it and records the state', async () => {
    const { store } = montar();
    await esperar();
    expect(llamadas['/api/events/ticket']).toBe(1);
    expect(FakeEventSource.abiertas.map((e) => e.url)).toEqual(['/api/events?ticket=tk']);
    expect(selectEstadoEventos(store.getState())).toBe('conectando');
    act(() => FakeEventSource.ultima().listo());
    expect(selectEstadoEventos(store.getState())).toBe('conectado');
  });

  it('a burst of card events refetches the lists and dashboard once, leaving the Kaizen list alone', async () => {
    const { suscribir } = montar();
    suscribir();
    await esperar();
    act(() => FakeEventSource.ultima().listo());
    expect(llamadas['/api/prueba/lista']).toBe(1);
    await enviar(...Array.from({ length: 100 }, (_, i): EventoPortal => ({ tipo: 'tarjeta.creada', id: `n${i}` })));
    await esperar(1000);
    expect(llamadas['/api/prueba/lista']).toBe(2);
    expect(llamadas['/api/prueba/dashboard']).toBe(2);
    expect(llamadas['/api/prueba/kaizens']).toBe(1);
    expect(llamadas['/api/prueba/detalle/t1']).toBe(1);
  });

  it('an update refetches that card only among the details', async () => {
    const { suscribir } = montar();
    suscribir();
    await esperar();
    await enviar({ tipo: 'tarjeta.actualizada', id: 'otra' });
    await esperar(1000);
    expect(llamadas['/api/prueba/detalle/t1']).toBe(1);
    await enviar({ tipo: 'tarjeta.cerrada', id: 't1' });
    await esperar(1000);
    expect(llamadas['/api/prueba/detalle/t1']).toBe(2);
  });

  it('a deleted card is recorded at once and its detail is not refetched', async () => {
    const { store, suscribir } = montar();
    suscribir();
    await esperar();
    await enviar({ tipo: 'tarjeta.eliminada', id: 't1' });
    expect(selectEliminadoPorOtro(store.getState(), 'tarjeta', 't1')).toBe(true);
    await esperar(1000);
    expect(llamadas['/api/prueba/detalle/t1']).toBe(1);
    expect(llamadas['/api/prueba/lista']).toBe(2);
  });

  it('a Kaizen event refetches the Kaizen list only', async () => {
    const { store, suscribir } = montar();
    suscribir();
    await esperar();
    await enviar({ tipo: 'kaizen.eliminado', id: 'k1' });
    expect(selectEliminadoPorOtro(store.getState(), 'kaizen', 'k1')).toBe(true);
    await esperar(1000);
    expect(llamadas['/api/prueba/kaizens']).toBe(2);
    expect(llamadas['/api/prueba/lista']).toBe(1);
  });

  it('a stream back after an interruption refetches everything shown, once', async () => {
    const { store, suscribir } = montar();
    suscribir();
    await esperar();
    act(() => FakeEventSource.ultima().listo());
    act(() => FakeEventSource.ultima().error());
    expect(selectEstadoEventos(store.getState())).toBe('reconectando');
    await esperar(SSE_RECONEXION_MIN_MS);
    expect(FakeEventSource.abiertas).toHaveLength(2);
    expect(llamadas['/api/events/ticket']).toBe(2);
    act(() => FakeEventSource.ultima().listo());
    await esperar(1000);
    for (const p of ['lista', 'detalle/t1', 'kaizens', 'dashboard']) expect(llamadas[`/api/prueba/${p}`]).toBe(2);
  });

  it('logout closes the stream; nothing is applied afterwards', async () => {
    const { store, suscribir } = montar();
    suscribir();
    await esperar();
    const es = FakeEventSource.ultima();
    await enviar({ tipo: 'tarjeta.creada', id: 'n' });
    act(() => {
      store.dispatch(logout());
    });
    expect(es.cerrada).toBe(true);
    expect(selectEstadoEventos(store.getState())).toBeNull();
    await esperar(10_000);
    expect(llamadas['/api/prueba/lista']).toBe(1);
    expect(FakeEventSource.abiertas).toHaveLength(1);
  });

  it('a 401 on the ticket ends the session and opens no stream', async () => {
    const { store } = montar('caducado');
    await esperar(60_000);
    expect(store.getState().auth.token).toBeNull();
    expect(store.getState().auth.expired).toBe(true);
    expect(FakeEventSource.abiertas).toHaveLength(0);
    expect(llamadas['/api/events/ticket']).toBe(1);
  });

  it('a 403 stops for good without ending the session', async () => {
    ticket = { status: 403 };
    const { store } = montar();
    await esperar(60_000);
    expect(selectEstadoEventos(store.getState())).toBe('terminado');
    expect(store.getState().auth.token).toBe('tok');
    expect(llamadas['/api/events/ticket']).toBe(1);
  });
});
