import type { ReactElement } from 'react';
import { configureStore } from '@reduxjs/toolkit';
import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@portal/shared/data-access';
import type { Role } from '@portal/shared/domain';
import { authReducer } from './authSlice';
import { RequireAuth } from './RequireAuth';
import { RequireCapability, SIN_PERMISO_PAGINA } from './RequireCapability';

function LoginProbe() {
  const { pathname, search } = useLocation();
  return (
    <>
      <h1>Login</h1>
      <p data-testid="login-url">{pathname + search}</p>
    </>
  );
}

function renderGuarded(element: ReactElement, role: Role | null, entry = '/privada', debeCambiarPin = false) {
  if (role) {
    localStorage.setItem('token', 'tok');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({ _id: 'u', name: 'X', role, email: '1', hours: [], date: '', ultimoLogin: null, ultimaActividad: null, debeCambiarPin }),
      ),
    );
  }
  const store = configureStore({ reducer: { api: api.reducer, auth: authReducer }, middleware: (g) => g().concat(api.middleware) });
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route path="/privada" element={element} />
          <Route path="/" element={element} />
          <Route path="/login" element={<LoginProbe />} />
          <Route
            path="/cambiarpin"
            element={
              <RequireAuth>
                <LoginProbe />
              </RequireAuth>
            }
          />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('RequireAuth', () => {
  it("sends a user whose pin an Admin reset to 'Cambiar pin' (with the page as next), and lets them stay there", async () => {
    renderGuarded(
      <RequireAuth>
        <h1>Privada</h1>
      </RequireAuth>,
      'Operario',
      '/privada?x=1',
      true,
    );
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByTestId('login-url')).toHaveTextContent('/cambiarpin?next=%2Fprivada%3Fx%3D1');
    expect(screen.queryByRole('heading', { name: 'Privada' })).not.toBeInTheDocument();
  });

  it('redirects to /login?next=<path and query> without a session, so the login comes back', async () => {
    renderGuarded(
      <RequireAuth>
        <h1>Privada</h1>
      </RequireAuth>,
      null,
      '/privada?maquina=Prensa%201&x=1',
    );
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    const url = screen.getByTestId('login-url').textContent ?? '';
    expect(url.startsWith('/login?')).toBe(true);
    expect(new URLSearchParams(url.split('?')[1]).get('next')).toBe('/privada?maquina=Prensa%201&x=1');
  });
  it('redirects the dashboard to plain /login', async () => {
    renderGuarded(
      <RequireAuth>
        <h1>Privada</h1>
      </RequireAuth>,
      null,
      '/',
    );
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByTestId('login-url')).toHaveTextContent(/^\/login$/);
  });
  it('renders the page once the user is loaded', async () => {
    renderGuarded(
      <RequireAuth>
        <h1>Privada</h1>
      </RequireAuth>,
      'Operario',
    );
    expect(await screen.findByRole('heading', { name: 'Privada' })).toBeInTheDocument();
  });
});

describe('RequireCapability', () => {
  it('shows the Spanish no-permission alert to a role without the capability', async () => {
    renderGuarded(
      <RequireCapability capability="users.manage">
        <h1>Admin</h1>
      </RequireCapability>,
      'Jefe de area',
    );
    expect(await screen.findByText(SIN_PERMISO_PAGINA)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Admin' })).not.toBeInTheDocument();
  });
  it('renders children for a role with it', async () => {
    renderGuarded(
      <RequireCapability capability="users.manage">
        <h1>Admin</h1>
      </RequireCapability>,
      'Admin',
    );
    expect(await screen.findByRole('heading', { name: 'Admin' })).toBeInTheDocument();
  });
});
