import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../test/fakeServer';
import { renderWithShell } from '../test/renderApp';
import { Navbar } from './Navbar';
import { SIN_NOTIFICACIONES, VENCIDAS_TITULO } from './NotificacionesMenu';

const operario = { _id: 'u1', name: 'Oscar Operario', role: 'Operario', email: '1000', hours: [], date: '2024-01-01' };
const cerrada = (id: string, color: string, numero: number, finReparacion: string | null) => ({
  _id: id,
  numero,
  color,
  estado: 'Cerrada',
  fecha: '2024-03-01T08:00:00.000Z',
  finReparacion,
});

/** The server's unread count: 'leidas' stores the read marker. */
function setup(notificaciones: unknown[], noLeidas = 0) {
  localStorage.setItem('token', 'tok');
  const server = fakeServer({
    'GET /api/auth/user': { body: operario },
    'GET /api/tarjetas/notificaciones': { body: notificaciones },
    'GET /api/tarjetas/notificaciones/no-leidas': () => ({ body: { noLeidas } }),
    'POST /api/tarjetas/notificaciones/leidas': () => {
      noLeidas = 0;
      return { body: { noLeidas } };
    },
  });
  renderWithShell(<Navbar />);
  return server;
}
const marcadas = (server: ReturnType<typeof fakeServer>) => server.calls.filter((c) => c.method === 'POST' && c.path === '/api/tarjetas/notificaciones/leidas');

afterEach(() => vi.unstubAllGlobals());

describe('NotificacionesMenu', () => {
  it('shows the unread count on the bell and in its name; opening the menu marks them read and clears the badge', async () => {
    const server = setup(
      [
        cerrada('a1', 'Roja', 12, new Date(2024, 4, 6, 9, 15).toISOString()),
        cerrada('b2', 'Amarilla', 3, new Date(2024, 4, 2, 17, 0).toISOString()),
        cerrada('c3', 'Roja', 9, new Date(2024, 4, 1, 8, 0).toISOString()),
      ],
      2,
    );
    const bell = await screen.findByRole('button', { name: 'Notificaciones: 2 sin leer' });
    expect(within(bell).getByText('2')).not.toHaveClass('MuiBadge-invisible');
    expect(server.calls.filter((c) => c.path === '/api/tarjetas/notificaciones')).toHaveLength(1);
    expect(marcadas(server)).toHaveLength(0);

    await userEvent.click(bell);
    await vi.waitFor(() => expect(marcadas(server)).toHaveLength(1));
    await vi.waitFor(() => expect(bell).toHaveAttribute('aria-label', 'Notificaciones'));
    expect(within(bell).getByText('0')).toHaveClass('MuiBadge-invisible');
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((i) => i.getAttribute('href'))).toEqual(['/tarjeta/a1', '/tarjeta/b2', '/tarjeta/c3']);
    expect(items[0]).toHaveTextContent('Tarjeta Roja N°12');
    expect(items[0]).toHaveTextContent('06/05/2024 09:15');
    expect(items[1]).toHaveTextContent('Tarjeta Amarilla N°3');
    expect(items[1]).toHaveTextContent('02/05/2024 17:00');

    await userEvent.click(items[0]);
    expect(screen.getByTestId('location')).toHaveTextContent('/tarjeta/a1');
  });

  it('all read: no badge, and opening the menu writes nothing', async () => {
    const server = setup([cerrada('a1', 'Roja', 12, new Date(2024, 4, 6, 9, 15).toISOString())], 0);
    await vi.waitFor(() => expect(server.calls.some((c) => c.path === '/api/tarjetas/notificaciones/no-leidas')).toBe(true));
    const bell = screen.getByRole('button', { name: 'Notificaciones' });
    expect(within(bell).getByText('0')).toHaveClass('MuiBadge-invisible');
    await userEvent.click(bell);
    expect(within(await screen.findByRole('menu')).getAllByRole('menuitem')).toHaveLength(1);
    expect(marcadas(server)).toHaveLength(0);
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

  describe("'Vencidas' (overdue notices)", () => {
    const DAY = 86_400_000;
    const aviso = (id: string, tarjetaId: string, numero: number, nivel: 'vencida' | 'escalada', diasAbierta: number, leida = false) => ({
      _id: id,
      tarjetaId,
      numero,
      color: 'Roja',
      maquina: 'Calandra 1',
      prioridad: 'Alta',
      fecha: new Date(Date.now() - diasAbierta * DAY - 60_000).toISOString(),
      nivel,
      notificadaEn: new Date().toISOString(),
      leida,
    });

    function setupVencidas(items: ReturnType<typeof aviso>[]) {
      localStorage.setItem('token', 'tok');
      let noLeidas = items.filter((i) => !i.leida).length;
      const server = fakeServer({
        'GET /api/auth/user': { body: operario },
        'GET /api/tarjetas/notificaciones': { body: [cerrada('c1', 'Azul', 4, new Date(2024, 4, 6, 9, 15).toISOString())] },
        'GET /api/tarjetas/notificaciones/no-leidas': { body: { noLeidas: 0 } },
        'GET /api/tarjetas/notificaciones/vencidas': () => ({ body: { items: items.map((i) => ({ ...i, leida: i.leida || noLeidas === 0 })), noLeidas } }),
        'POST /api/tarjetas/notificaciones/vencidas/leidas': () => {
          noLeidas = 0;
          return { body: { items: items.map((i) => ({ ...i, leida: true })), noLeidas } };
        },
      });
      renderWithShell(<Navbar />);
      return server;
    }

    it('counts unread overdue notices in the badge, lists them first with number, colour, machine, exceeded days and level, each linking to its card', async () => {
      const server = setupVencidas([aviso('v1', 't9', 9, 'escalada', 33), aviso('v2', 't7', 7, 'vencida', 18)]);
      const bell = await screen.findByRole('button', { name: 'Notificaciones: 2 sin leer' });
      await userEvent.click(bell);
      await vi.waitFor(() => expect(server.calls.filter((c) => c.method === 'POST' && c.path === '/api/tarjetas/notificaciones/vencidas/leidas')).toHaveLength(1));
      await vi.waitFor(() => expect(bell).toHaveAttribute('aria-label', 'Notificaciones'));
      const menu = await screen.findByRole('menu');
      expect(within(menu).getByText(VENCIDAS_TITULO)).toBeInTheDocument();
      const items = within(menu).getAllByRole('menuitem');
      expect(items.map((i) => i.getAttribute('href'))).toEqual(['/tarjeta/t9', '/tarjeta/t7', '/tarjeta/c1']);
      expect(items[0]).toHaveTextContent('Tarjeta Roja N°9 · Calandra 1');
      expect(items[0]).toHaveTextContent('Excedido 18 días · Escalada a Admin');
      expect(items[1]).toHaveTextContent('Excedido 3 días · Vencida');
      await userEvent.click(items[1]);
      expect(screen.getByTestId('location')).toHaveTextContent('/tarjeta/t7');
    });

    it('read notices still list but do not count, and opening writes nothing', async () => {
      const server = setupVencidas([aviso('v1', 't9', 9, 'vencida', 20, true)]);
      await vi.waitFor(() => expect(server.calls.some((c) => c.path === '/api/tarjetas/notificaciones/vencidas')).toBe(true));
      const bell = screen.getByRole('button', { name: 'Notificaciones' });
      await userEvent.click(bell);
      expect(within(await screen.findByRole('menu')).getAllByRole('menuitem')).toHaveLength(2);
      expect(server.calls.filter((c) => c.method === 'POST')).toEqual([]);
    });
  });
});
