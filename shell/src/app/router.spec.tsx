import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROUTES } from '@portal/shared/domain';
import { PlantaTiempoProvider, PortalProviders } from '@portal/shared/ui';
import { fakeServer } from '../test/fakeServer';
import { appRoutes } from './router';
import { REMOTE_ROUTES } from './routes';
import { remoteErrorTitle } from '../federation/RemotePage';
import { createAppStore } from './store';

const ADMIN = { _id: 'u1', name: 'Ana', role: 'Admin', email: '1000', hours: [], date: '2024-01-01' };

function renderRouter(entry: string) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [entry] });
  render(
    <Provider store={createAppStore()}>
      <PortalProviders>
        <PlantaTiempoProvider zona="UTC">
          <RouterProvider router={router} />
        </PlantaTiempoProvider>
      </PortalProviders>
    </Provider>,
  );
  return router;
}

afterEach(() => vi.unstubAllGlobals());

describe("the shell's router keeps a logged-out user's destination", () => {
  const guarded = [
    ...REMOTE_ROUTES.map((r) => r.path).filter((p) => p !== ROUTES.dashboard),
    '/tarjeta/6650f0c2a1b2c3d4e5f60718',
    '/agregartarjeta?maquina=Prensa%201&x=1',
  ];

  it.each(guarded)('%s → /login?next=<that path>', async (path) => {
    fakeServer({ 'GET /api/auth/config': { body: { demoLogin: false } } });
    const router = renderRouter(path);
    await screen.findByRole('heading', { name: 'Iniciar Sesión' });
    const { pathname, search } = router.state.location;
    expect(pathname).toBe(ROUTES.login);
    expect(new URLSearchParams(search).get('next')).toBe(path);
  });

  it("a card's QR link opened logged out comes back to the card after the login", async () => {
    fakeServer({
      'GET /api/auth/config': { body: { demoLogin: false } },
      'POST /api/auth': { body: { token: 'tok-1', user: ADMIN } },
      'GET /api/auth/user': { body: ADMIN },
      'GET /api/detalle/6650f0c2a1b2c3d4e5f60718': { body: { tipo: 'tarjeta' } },
    });
    const router = renderRouter('/tarjeta/6650f0c2a1b2c3d4e5f60718');
    await userEvent.type(await screen.findByLabelText('N° Legajo'), '1000');
    await userEvent.type(screen.getByLabelText('Pin'), '100000');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/tarjeta/6650f0c2a1b2c3d4e5f60718'));
    expect(router.state.location.search).toBe('');
  });
});

describe('the TV board route', () => {
  it('/tablero loads its remote page outside the Layout (no navbar) and without asking for a login', async () => {
    // No remotes manifest in the test: the page's error panel names the remote it tried to load.
    fakeServer({ 'GET /api/auth/config': { body: { demoLogin: false } } });
    const router = renderRouter('/tablero?pantalla=pnt_x&segundos=20');
    expect(await screen.findByText(remoteErrorTitle('mf_tarjetas'))).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(ROUTES.tablero);
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Iniciar Sesión' })).toBeNull();
  });
});
