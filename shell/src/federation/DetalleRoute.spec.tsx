import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG, ROUTES, type DetalleTipo } from '@portal/shared/domain';
import { PlantaTiempoProvider, PortalProviders } from '@portal/shared/ui';
import { appRoutes } from '../app/router';
import { createAppStore } from '../app/store';
import { fakeServer } from '../test/fakeServer';
import { renderWithShell } from '../test/renderApp';
import { DetalleRoute } from './DetalleRoute';
import type { RemoteLoader } from './RemotePage';
import { resetRemotesRegistrationForTests } from './remotes';

const ID = '6f1c2b1e-8d3a-4c5e-9b7a-2f4e6d8c0a1b';
const ADMIN = { _id: 'u1', name: 'Ana', role: 'Admin', email: '1000', hours: [], date: '2024-01-01' };

/** A loader whose page names the remote module it was asked for. */
const stubLoader = () =>
  vi.fn<RemoteLoader>(async (remote, module) => ({
    default: () => <h1>{`${remote} ${module}`}</h1>,
  }));

const renderDetalle = (loader: RemoteLoader) => renderWithShell(<DetalleRoute loader={loader} />, { path: `/tarjeta/${ID}`, routePath: ROUTES.detalle });

afterEach(() => {
  vi.unstubAllGlobals();
  resetRemotesRegistrationForTests();
});

describe('DetalleRoute', () => {
  it.each([
    ['kaizen', 'mf_kaizen', './KaizenDetallePage'],
    ['tarjeta', 'mf_tarjetas', './TarjetaDetallePage'],
  ] as [DetalleTipo, string, string][])('loads the %s detail page from %s after a progress indicator', async (tipo, remote, module) => {
    let reply!: () => void;
    const answered = new Promise<void>((r) => (reply = r));
    const { calls, fetchMock } = fakeServer({ [`GET /api/detalle/${ID}`]: { body: { _id: ID, tipo } } });
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      await answered;
      return answer(input, init);
    });
    const loader = stubLoader();
    renderDetalle(loader);

    expect(await screen.findByRole('progressbar', { name: 'Cargando detalle' })).toBeInTheDocument();
    expect(loader).not.toHaveBeenCalled();
    reply();
    expect(await screen.findByRole('heading', { name: `${remote} ${module}` })).toBeInTheDocument();
    expect(loader).toHaveBeenCalledExactlyOnceWith(remote, module);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([`GET /api/detalle/${ID}`]);
  });

  it('shows the server message and a link to Tarjetas for an unknown id', async () => {
    fakeServer({ [`GET /api/detalle/${ID}`]: { status: 404, body: { msg: MSG.detalleNoEncontrado } } });
    const loader = stubLoader();
    renderDetalle(loader);

    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.detalleNoEncontrado);
    const link = screen.getByRole('link', { name: 'Ir a Tarjetas' });
    expect(link).toHaveAttribute('href', ROUTES.tarjetas);
    expect(loader).not.toHaveBeenCalled();
  });

  it('shows the message of any other failure, without the Tarjetas link', async () => {
    fakeServer({ [`GET /api/detalle/${ID}`]: { status: 500, body: { msg: MSG.errorServidor } } });
    const loader = stubLoader();
    renderDetalle(loader);

    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.errorServidor);
    expect(screen.queryByRole('link', { name: 'Ir a Tarjetas' })).not.toBeInTheDocument();
    expect(loader).not.toHaveBeenCalled();
  });
});

describe('the /tarjeta/:id route', () => {
  const renderRouter = (path: string) => {
    const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
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
  };

  it('sends an anonymous visitor to the login without asking the BFF', async () => {
    const { calls } = fakeServer({ 'GET /api/auth/config': { body: { demoLogin: false } } });
    const router = renderRouter(`/tarjeta/${ID}`);
    expect(await screen.findByRole('heading', { name: 'Iniciar Sesión' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(ROUTES.login);
    expect(calls.some((c) => c.path.startsWith('/api/detalle'))).toBe(false);
  });

  it('renders the detail through DetalleRoute for a logged-in user (the remote it asks for is mf_kaizen)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    localStorage.setItem('token', 'tok');
    const { calls } = fakeServer({
      'GET /api/auth/user': { body: ADMIN },
      [`GET /api/detalle/${ID}`]: { body: { _id: ID, tipo: 'kaizen' } },
      // No remotes manifest in this test: the real loader fails and names the remote it tried.
      'GET /mf-remotes.json': { status: 503 },
    });
    renderRouter(`/tarjeta/${ID}`);
    expect(await screen.findByText('No se pudo cargar esta sección del portal (mf_kaizen).')).toBeInTheDocument();
    expect(calls.map((c) => c.path)).toEqual(expect.arrayContaining(['/api/auth/user', `/api/detalle/${ID}`, '/mf-remotes.json']));
  });
});
