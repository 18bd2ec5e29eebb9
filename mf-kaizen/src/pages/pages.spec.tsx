import type { ComponentType } from 'react';
import { configureStore } from '@reduxjs/toolkit';
import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@portal/shared/data-access';
import { authReducer, SIN_PERMISO_PAGINA } from '@portal/shared/auth';
import type { Role } from '@portal/shared/domain';
import { PortalProviders, UNDER_CONSTRUCTION_TEXT } from '@portal/shared/ui';
import KaizenPage from './KaizenPage';
import KaizenDetallePage from './KaizenDetallePage';
import AgregarKaizenPage from './AgregarKaizenPage';

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

describe('mf-kaizen pages', () => {
  it.each([
    ['KaizenPage', KaizenPage, 'Quick Kaizen'] as const,
    ['KaizenDetallePage', KaizenDetallePage, 'Detalle de Quick Kaizen'] as const,
  ])('%s shows its title inside RequireAuth', async (_name, Page, title) => {
    renderPage(Page, 'Operario');
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(UNDER_CONSTRUCTION_TEXT)).toBeInTheDocument();
  });

  it('redirects to /login without a session', async () => {
    renderPage(KaizenPage, null);
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
  });

  it('AgregarKaizenPage is for Admin only (kaizen.create)', async () => {
    renderPage(AgregarKaizenPage, 'Jefe de area');
    expect(await screen.findByText(SIN_PERMISO_PAGINA)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Agregar Quick Kaizen' })).not.toBeInTheDocument();
  });

  it('AgregarKaizenPage renders for Admin', async () => {
    renderPage(AgregarKaizenPage, 'Admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Agregar Quick Kaizen' })).toBeInTheDocument();
  });

});
