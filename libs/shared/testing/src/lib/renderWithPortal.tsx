import type { ComponentType, ReactElement, ReactNode } from 'react';
import { configureStore } from '@reduxjs/toolkit';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { api } from '@portal/shared/data-access';
import { TOKEN_STORAGE_KEY, authReducer } from '@portal/shared/auth';
import type { AuthState } from '@portal/shared/auth';
import { LIVE_KEY, liveReducer } from '@portal/shared/live';
import { PlantaTiempoProvider, PortalProviders } from '@portal/shared/ui';
import type { Role, User } from '@portal/shared/domain';

/** A store built like the shell's: the one RTK Query api plus the auth and live slices. */
export function makeStore(auth?: AuthState) {
  return configureStore({
    reducer: { [api.reducerPath]: api.reducer, auth: authReducer, [LIVE_KEY]: liveReducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
    preloadedState: auth ? { auth } : undefined,
  });
}

export interface RecordedCall {
  method: string;
  path: string;
  /** Query-string parameters, e.g. `{ page: '0', pageSize: '10' }`. */
  query: Record<string, string>;
  /** Request headers, names in lower case. */
  headers: Record<string, string>;
  body: unknown;
}

export interface FakeReply {
  status?: number;
  body?: unknown;
}

/** `'METHOD /api/path'` → reply (or a function of the request body giving one). */
export type FakeRoutes = Record<string, FakeReply | ((body: unknown, call: RecordedCall) => FakeReply)>;

/**
 * Replaces `globalThis.fetch` with a fake server answering JSON from `routes`; unknown
 * routes answer 404 `{ msg }`. Every call is recorded in `calls`. Routes can be changed later.
 */
export function fakeServer(routes: FakeRoutes) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url, 'http://localhost');
    const text = await request.clone().text();
    let body: unknown = undefined;
    if (text) {
      try {
        body = JSON.parse(text);
      } catch {
        body = text;
      }
    }
    const call: RecordedCall = {
      method: request.method.toUpperCase(),
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: Object.fromEntries(request.headers),
      body,
    };
    calls.push(call);
    const route = routes[`${call.method} ${call.path}`];
    const reply: FakeReply = typeof route === 'function' ? route(body, call) : (route ?? { status: 404, body: { msg: 'Recurso no encontrado' } });
    return new Response(JSON.stringify(reply.body ?? null), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  const callsTo = (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path);
  return { calls, routes, callsTo, fetchMock };
}

export const makeUser = (patch: Partial<User> = {}): User => ({
  _id: 'u-admin',
  name: 'Ana Admin',
  role: 'Admin',
  email: '100',
  hours: [],
  date: '2021-01-01T00:00:00.000Z',
  ultimoLogin: null,
  ultimaActividad: null,
  debeCambiarPin: false,
  planta: 1,
  ...patch,
});

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname}</div>;
}

export interface RenderWithPortalOptions {
  /** Logged-in user (an authenticated session is preloaded); null = no session. */
  user?: User | null;
  /** Initial route, default the first key of `routes`. */
  route?: string;
  /** Route path → element; other paths render a placeholder naming the path. */
  routes: Record<string, ReactNode>;
  /** The plant's zone the server would name (GET /api/auth/config); ZONA_PRUEBAS by default. */
  zonaHoraria?: string;
}

/** The plant zone of the page tests unless one names another: UTC, so an expected text reads as the instant it shows. */
export const ZONA_PRUEBAS = 'UTC';

/**
 * Renders pages the way the shell does: theme, store (api + auth), router. The fake server
 * must answer `GET /api/auth/user` for a logged-in user (useAuth reloads it).
 */
export function renderWithPortal({ user = makeUser(), route, routes, zonaHoraria = ZONA_PRUEBAS }: RenderWithPortalOptions) {
  const auth: AuthState | undefined = user ? { token: 'test-token', user, status: 'authenticated' } : undefined;
  if (user) localStorage.setItem(TOKEN_STORAGE_KEY, 'test-token');
  const store = makeStore(auth);
  const paths = Object.keys(routes);
  const ui: ReactElement = (
    <Provider store={store}>
      <PortalProviders>
        <PlantaTiempoProvider zona={zonaHoraria}>
          <MemoryRouter initialEntries={[route ?? paths[0] ?? '/']}>
            <Routes>
              {paths.map((path) => (
                <Route key={path} path={path} element={routes[path]} />
              ))}
              <Route path="*" element={<div>Otra página</div>} />
            </Routes>
            <LocationProbe />
          </MemoryRouter>
        </PlantaTiempoProvider>
      </PortalProviders>
    </Provider>
  );
  return { store, ...render(ui) };
}

/**
 * One exposed page at /pagina for a user of `role` (null = no session; /login renders a 'Login'
 * heading), answering `GET /api/auth/user` and the given routes.
 */
export function renderPageAs(Page: ComponentType, role: Role | null, routes: FakeRoutes = {}, zonaHoraria?: string) {
  const user = role ? makeUser({ role }) : null;
  const server = fakeServer({ 'GET /api/auth/user': { body: user }, ...routes });
  const view = renderWithPortal({ user, route: '/pagina', routes: { '/pagina': <Page />, '/login': <h1>Login</h1> }, zonaHoraria });
  return { ...view, server };
}
