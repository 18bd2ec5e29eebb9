import type { ComponentType } from 'react';
import { configureStore } from '@reduxjs/toolkit';
import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@portal/shared/data-access';
import { authReducer } from '@portal/shared/auth';
import type { Role } from '@portal/shared/domain';
import { PortalProviders } from '@portal/shared/ui';
import TarjetasPage from './TarjetasPage';
import TarjetasFiltroPage from './TarjetasFiltroPage';
import AgregarTarjetaPage from './AgregarTarjetaPage';
import BuscarPage from './BuscarPage';
import { tarjetasApi } from '../features/tarjetas/tarjetasApi';

const calls: Request[] = [];
function makeStore(role: Role | null) {
  if (role) localStorage.setItem('token', 'tok-' + role);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (req: Request) => {
      calls.push(req);
      const path = new URL(req.url).pathname;
      if (path === '/api/auth/user') return Response.json({ _id: 'u', name: 'X', role, email: '1', hours: [], date: '' });
      return Response.json([]);
    }),
  );
  // Same shape as the shell's store.
  return configureStore({ reducer: { [api.reducerPath]: api.reducer, auth: authReducer }, middleware: (g) => g().concat(api.middleware) });
}

function renderPage(Page: ComponentType, role: Role | null) {
  const store = makeStore(role);
  render(
    <Provider store={store}>
      <PortalProviders>
        <MemoryRouter initialEntries={['/pagina']}>
          <Routes>
            <Route path="/pagina" element={<Page />} />
            <Route path="/login" element={<h1>Login</h1>} />
          </Routes>
        </MemoryRouter>
      </PortalProviders>
    </Provider>,
  );
  return store;
}

afterEach(() => {
  vi.unstubAllGlobals();
  calls.length = 0;
});

describe('mf-tarjetas pages', () => {
  it.each([
    ['TarjetasPage', TarjetasPage, 'Tarjetas'] as const,
    ['TarjetasFiltroPage', TarjetasFiltroPage, 'Tabla dinamica de tarjetas'] as const,
    ['AgregarTarjetaPage', AgregarTarjetaPage, 'Agregar Tarjeta'] as const,
    ['BuscarPage', BuscarPage, 'Buscar tarjeta'] as const,
  ])('%s shows its title inside RequireAuth', async (_name, Page, title) => {
    renderPage(Page, 'Operario');
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it('redirects to /login without a session', async () => {
    renderPage(TarjetasPage, null);
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
  });

  it('its injected endpoint runs on the shared api with the store token', async () => {
    const store = makeStore('Admin');
    await store.dispatch(tarjetasApi.endpoints.getTarjetasPagina.initiate({ page: 0, pageSize: 10 }));
    const req = calls.find((r) => new URL(r.url).pathname === '/api/tarjetas');
    expect(new URL(req?.url ?? 'http://x/').search).toBe('?page=0&pageSize=10');
    expect(req?.headers.get('Authorization')).toBe('Bearer tok-Admin');
    expect(api.endpoints).toHaveProperty('getTarjetasPagina');
  });

});
