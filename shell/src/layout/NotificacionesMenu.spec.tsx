import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../test/fakeServer';
import { renderWithShell } from '../test/renderApp';
import { Navbar } from './Navbar';
import { SIN_NOTIFICACIONES } from './NotificacionesMenu';

const operario = { _id: 'u1', name: 'Oscar Operario', role: 'Operario', email: '1000', hours: [], date: '2024-01-01' };
const cerrada = (id: string, color: string, numero: number, finReparacion: string | null) => ({
  _id: id,
  numero,
  color,
  estado: 'Cerrada',
  fecha: '2024-03-01T08:00:00.000Z',
  finReparacion,
});

function setup(notificaciones: unknown[]) {
  localStorage.setItem('token', 'tok');
  const server = fakeServer({
    'GET /api/auth/user': { body: operario },
    'GET /api/tarjetas/notificaciones': { body: notificaciones },
  });
  renderWithShell(<Navbar />);
  return server;
}

afterEach(() => vi.unstubAllGlobals());

describe('NotificacionesMenu', () => {
  it('shows the count of closed cards on the bell and lists them as links to their detail', async () => {
    const server = setup([
      cerrada('a1', 'Roja', 12, new Date(2024, 4, 6, 9, 15).toISOString()),
      cerrada('b2', 'Amarilla', 3, new Date(2024, 4, 2, 17, 0).toISOString()),
    ]);
    const bell = screen.getByRole('button', { name: 'Notificaciones' });
    expect(await within(bell).findByText('2')).not.toHaveClass('MuiBadge-invisible');
    expect(server.calls.filter((c) => c.path === '/api/tarjetas/notificaciones')).toHaveLength(1);

    await userEvent.click(bell);
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((i) => i.getAttribute('href'))).toEqual(['/tarjeta/a1', '/tarjeta/b2']);
    expect(items[0]).toHaveTextContent('Tarjeta Roja N°12');
    expect(items[0]).toHaveTextContent('06/05/2024 09:15');
    expect(items[1]).toHaveTextContent('Tarjeta Amarilla N°3');
    expect(items[1]).toHaveTextContent('02/05/2024 17:00');

    await userEvent.click(items[0]);
    expect(screen.getByTestId('location')).toHaveTextContent('/tarjeta/a1');
  });

  it('says so when the user has no closed cards, with no badge count', async () => {
    const server = setup([]);
    await screen.findByText('Oscar Operario');
    await vi.waitFor(() => expect(server.calls.some((c) => c.path === '/api/tarjetas/notificaciones')).toBe(true));
    const bell = screen.getByRole('button', { name: 'Notificaciones' });
    // MUI keeps a 0 badge in the DOM, hidden.
    expect(within(bell).getByText('0')).toHaveClass('MuiBadge-invisible');
    await userEvent.click(bell);
    expect(await screen.findByText(SIN_NOTIFICACIONES)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Tarjeta/ })).not.toBeInTheDocument();
  });

  it('is not there without a session', () => {
    const server = fakeServer({});
    renderWithShell(<Navbar />);
    expect(screen.queryByRole('button', { name: 'Notificaciones' })).not.toBeInTheDocument();
    expect(server.calls).toEqual([]);
  });
});
