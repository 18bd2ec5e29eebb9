import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeServer } from '@portal/shared/testing';
import { StandaloneApp } from './StandaloneApp';

function Probe() {
  return <h1>Página de prueba</h1>;
}

describe('StandaloneApp', () => {
  // The plant's zone comes from the server before any page shows.
  beforeEach(() => fakeServer({ 'GET /api/auth/config': { body: { demoLogin: false, zonaHoraria: 'Europe/Madrid' } } }));

  it('serves the standalone login at /login', async () => {
    window.history.pushState({}, '', '/login');
    render(<StandaloneApp name="mf-prueba" pages={[{ path: '/prueba', Page: Probe }]} />);
    expect(await screen.findByRole('heading', { name: 'Iniciar Sesión (modo independiente)' })).toBeInTheDocument();
    expect(screen.getByText('mf-prueba (independiente)')).toBeInTheDocument();
  });

  it('renders the remote page for its path and links every static path', async () => {
    window.history.pushState({}, '', '/prueba');
    render(
      <StandaloneApp
        name="mf-prueba"
        pages={[
          { path: '/prueba', Page: Probe },
          { path: '/prueba/:id', Page: Probe },
        ]}
      />,
    );
    expect(await screen.findByRole('heading', { name: 'Página de prueba' })).toBeInTheDocument();
    expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/prueba']);
  });
});
