import type { ReactElement } from 'react';
import { configureStore } from '@reduxjs/toolkit';
import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@portal/shared/data-access';
import type { Role } from '@portal/shared/domain';
import { authReducer } from './authSlice';
import { RequireAuth } from './RequireAuth';
import { RequireCapability, SIN_PERMISO_PAGINA } from './RequireCapability';

function renderGuarded(element: ReactElement, role: Role | null) {
  if (role) {
    localStorage.setItem('token', 'tok');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ _id: 'u', name: 'X', role, email: '1', hours: [], date: '' })),
    );
  }
  const store = configureStore({ reducer: { api: api.reducer, auth: authReducer }, middleware: (g) => g().concat(api.middleware) });
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/privada']}>
        <Routes>
          <Route path="/privada" element={element} />
          <Route path="/login" element={<h1>Login</h1>} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('RequireAuth', () => {
  it('redirects to /login without a session', async () => {
    renderGuarded(<RequireAuth><h1>Privada</h1></RequireAuth>, null);
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
  });
  it('renders the page once the user is loaded', async () => {
    renderGuarded(<RequireAuth><h1>Privada</h1></RequireAuth>, 'Operario');
    expect(await screen.findByRole('heading', { name: 'Privada' })).toBeInTheDocument();
  });
});

describe('RequireCapability', () => {
  it('shows the Spanish no-permission alert to a role without the capability', async () => {
    renderGuarded(<RequireCapability capability="users.manage"><h1>Admin</h1></RequireCapability>, 'Jefe de area');
    expect(await screen.findByText(SIN_PERMISO_PAGINA)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Admin' })).not.toBeInTheDocument();
  });
  it('renders children for a role with it', async () => {
    renderGuarded(<RequireCapability capability="users.manage"><h1>Admin</h1></RequireCapability>, 'Admin');
    expect(await screen.findByRole('heading', { name: 'Admin' })).toBeInTheDocument();
  });
});
