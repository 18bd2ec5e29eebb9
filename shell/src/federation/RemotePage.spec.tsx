import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithShell } from '../test/renderApp';
import { REMOTO_SIN_CONEXION, RemotePage, type RemoteLoader } from './RemotePage';
import { parseRemotesManifest } from './remotes';

function KaizenStub() {
  return <h1>Quick Kaizen</h1>;
}

describe('RemotePage', () => {
  it('shows the error panel when the remote fails, and Reintentar really reloads it', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let up = false;
    const loader = vi.fn<RemoteLoader>(async () => {
      if (!up) throw new Error('remoteEntry.js 503');
      return { default: KaizenStub };
    });
    renderWithShell(<RemotePage remote="mf_kaizen" module="./KaizenPage" loader={loader} />, { path: '/kaizen' });

    expect(await screen.findByText('No se pudo cargar esta sección del portal (mf_kaizen).')).toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(1);

    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(2);

    up = true;
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { name: 'Quick Kaizen' })).toBeInTheDocument();
    expect(screen.queryByText(/No se pudo cargar/)).not.toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(3);
  });

  it('offline says Sin conexión (not that the service may be down) and opens the section when the network returns', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    let up = false;
    const loader = vi.fn<RemoteLoader>(async () => {
      if (!up) throw new TypeError('Failed to fetch');
      return { default: KaizenStub };
    });
    renderWithShell(<RemotePage remote="mf_kaizen" module="./KaizenPage" loader={loader} />, { path: '/kaizen' });

    expect(await screen.findByText(REMOTO_SIN_CONEXION)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    expect(screen.queryByText(/No se pudo cargar|El servicio puede no estar disponible/)).not.toBeInTheDocument();

    up = true;
    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    // A moment after the event (the network may lag behind it), still saying Sin conexión meanwhile.
    expect(screen.getByText(REMOTO_SIN_CONEXION)).toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('heading', { name: 'Quick Kaizen' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByText(/No se pudo cargar/)).not.toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('a section that fails online says so, and going offline afterwards turns it into Sin conexión', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    const loader = vi.fn<RemoteLoader>(async () => {
      throw new Error('remoteEntry.js 503');
    });
    renderWithShell(<RemotePage remote="mf_kaizen" module="./KaizenPage" loader={loader} />, { path: '/kaizen' });

    expect(await screen.findByText(/El servicio puede no estar disponible/)).toBeInTheDocument();
    expect(screen.queryByText(REMOTO_SIN_CONEXION)).not.toBeInTheDocument();
    onLine.mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(await screen.findByText(REMOTO_SIN_CONEXION)).toBeInTheDocument();
    expect(screen.queryByText(/No se pudo cargar/)).not.toBeInTheDocument();
  });

  it('shows a progress indicator while the remote loads', async () => {
    let resolve!: (m: { default: typeof KaizenStub }) => void;
    const loader: RemoteLoader = () => new Promise((r) => (resolve = r));
    renderWithShell(<RemotePage remote="mf_kaizen" module="./KaizenPage" loader={loader} />);
    expect(await screen.findByRole('progressbar', { name: 'Cargando sección' })).toBeInTheDocument();
    resolve({ default: KaizenStub });
    expect(await screen.findByRole('heading', { name: 'Quick Kaizen' })).toBeInTheDocument();
  });
});

describe('parseRemotesManifest', () => {
  it('resolves relative URLs against the origin and keeps absolute ones', () => {
    expect(
      parseRemotesManifest(
        { mf_kaizen: '/remotes/mf-kaizen/mf-manifest.json', mf_dashboard: 'https://cdn.example.com/dash/mf-manifest.json', bad: 3 },
        'http://portal.local:3000',
      ),
    ).toEqual({
      mf_kaizen: 'http://portal.local:3000/remotes/mf-kaizen/mf-manifest.json',
      mf_dashboard: 'https://cdn.example.com/dash/mf-manifest.json',
    });
  });
  it('rejects a manifest that is not an object', () => {
    expect(() => parseRemotesManifest([], 'http://x')).toThrow();
  });
});
