import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '@portal/shared/domain';
import { fakeServer } from '../test/fakeServer';
import { renderWithShell } from '../test/renderApp';
import { Navbar } from './Navbar';

const user = (role: Role) => ({ _id: 'u1', name: `Usuario ${role}`, role, email: '1000', hours: [], date: '2024-01-01' });

async function navLinksFor(role: Role) {
  localStorage.setItem('token', 'tok');
  fakeServer({ 'GET /api/auth/user': { body: user(role) } });
  renderWithShell(<Navbar />);
  await screen.findByText(`Usuario ${role}`);
  const nav = screen.getByRole('navigation', { name: 'Navegación principal' });
  return within(nav)
    .getAllByRole('link')
    .map((a) => [a.textContent, a.getAttribute('href')]);
}

afterEach(() => vi.unstubAllGlobals());

describe('Navbar', () => {
  it('Admin: Mis Tarjetas and Administrar usuarios, no Agregar Tarjeta', async () => {
    expect(await navLinksFor('Admin')).toEqual([
      ['Dashboard', '/'],
      ['Mis Tarjetas', '/tarjetas'],
      ['Mis horas', '/mishoras'],
      ['Buscar tarjeta', '/buscar'],
      ['Administrar usuarios', '/admin'],
    ]);
    expect(screen.getByRole('button', { name: 'Salir' })).toBeInTheDocument();
  });

  it('Jefe de area: Mis Tarjetas, no admin entry, no Agregar Tarjeta', async () => {
    expect(await navLinksFor('Jefe de area')).toEqual([
      ['Dashboard', '/'],
      ['Mis Tarjetas', '/tarjetas'],
      ['Mis horas', '/mishoras'],
      ['Buscar tarjeta', '/buscar'],
    ]);
  });

  it('Operario: Agregar Tarjeta instead of Mis Tarjetas', async () => {
    expect(await navLinksFor('Operario')).toEqual([
      ['Dashboard', '/'],
      ['Agregar Tarjeta', '/agregartarjeta'],
      ['Mis horas', '/mishoras'],
      ['Buscar tarjeta', '/buscar'],
    ]);
  });

  it('is not shown without a stored token', () => {
    const { calls } = fakeServer({});
    renderWithShell(<Navbar />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Salir' })).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('Salir clears the token and the API cache, then reloads', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    localStorage.setItem('token', 'tok');
    fakeServer({ 'GET /api/auth/user': { body: user('Operario') } });
    const { store } = renderWithShell(<Navbar />);
    await screen.findByText('Usuario Operario');
    screen.getByRole('button', { name: 'Salir' }).click();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('token')).toBeNull();
    expect(store.getState().auth).toMatchObject({ token: null, user: null, status: 'anonymous' });
    expect(store.getState().api.queries).toEqual({});
  });
});
