import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../test/fakeServer';
import { renderWithShell } from '../test/renderApp';
import { Navbar } from './Navbar';
import { MARCAR_TODAS } from '../notificaciones/MarcarTodasButton';
import { NotificacionesMenu, SIN_NOTIFICACIONES, VER_TODAS } from './NotificacionesMenu';

const operario = { _id: 'u1', name: 'Oscar Operario', role: 'Operario', email: '1000', hours: [], date: '2024-01-01' };
const DAY = 86_400_000;

const novedad = (id: string, tarjetaId: string, numero: number, tipo: 'planificada' | 'cerrada' | 'comentario', detalle = '', leida = false) => ({
  _id: id,
  tarjetaId,
  numero,
  color: 'Roja',
  maquina: 'Calandra 1',
  tipo,
  actor: 'Martín Sosa',
  detalle,
  fecha: '2026-11-20T10:00:00.000Z',
  leida,
});
const aviso = (id: string, tarjetaId: string, numero: number, equipo: string, diasAbierta: number, leida = false) => ({
  _id: id,
  tarjetaId,
  numero,
  color: 'Azul',
  maquina: 'Extrusora 2',
  prioridad: 'Alta',
  equipo,
  fecha: new Date(Date.now() - diasAbierta * DAY - 60_000).toISOString(),
  nivel: 'vencida',
  notificadaEn: new Date().toISOString(),
  leida,
});

/** The server's lists; the 'leidas' calls read them as the BFF does. */
function setup(novedades: ReturnType<typeof novedad>[], vencidas: ReturnType<typeof aviso>[]) {
  localStorage.setItem('token', 'tok');
  const cuenta = <T extends { leida: boolean }>(items: T[]) => ({ items, noLeidas: items.filter((i) => !i.leida).length });
  const server = fakeServer({
    'GET /api/auth/user': { body: operario },
    'GET /api/tarjetas/notificaciones/novedades': () => ({ body: cuenta(novedades) }),
    'POST /api/tarjetas/notificaciones/novedades/leidas': () => {
      novedades = novedades.map((n) => ({ ...n, leida: true }));
      return { body: cuenta(novedades) };
    },
    'GET /api/tarjetas/notificaciones/vencidas': () => ({ body: cuenta(vencidas) }),
    'POST /api/tarjetas/notificaciones/vencidas/leidas': () => {
      vencidas = vencidas.map((n) => ({ ...n, leida: true }));
      return { body: cuenta(vencidas) };
    },
  });
  renderWithShell(<Navbar />);
  return server;
}
const posts = (server: ReturnType<typeof fakeServer>) => server.calls.filter((c) => c.method === 'POST').map((c) => c.path);

afterEach(() => vi.unstubAllGlobals());

describe('NotificacionesMenu', () => {
  it('groups my cards, comments and overdue cards per equipo, each with its unread count; opening the menu reads nothing', async () => {
    const server = setup(
      [novedad('n1', 't1', 12, 'cerrada'), novedad('n2', 't1', 12, 'comentario', 'Falta el retén'), novedad('n3', 't2', 14, 'planificada', '2026-12-04', true)],
      [aviso('v1', 't5', 5, 'Extrusión', 20), aviso('v2', 't3', 3, 'Calandrado', 40), aviso('v3', 't4', 4, 'Calandrado', 18)],
    );
    const bell = await screen.findByRole('button', { name: 'Notificaciones: 5 sin leer' });
    expect(within(bell).getByText('5')).toBeInTheDocument();
    await userEvent.click(bell);
    const panel = await screen.findByRole('dialog', { name: 'Notificaciones' });
    const titulos = within(panel)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(titulos).toEqual([
      'Mis tarjetas (1 sin leer)',
      'Comentarios (1 sin leer)',
      'Vencidas · Calandrado (2 sin leer)',
      'Vencidas · Extrusión (1 sin leer)',
    ]);
    const enlaces = within(panel)
      .getAllByRole('link')
      .filter((a) => a.getAttribute('href')?.startsWith('/tarjeta/'));
    // Oldest overdue card first within an equipo.
    expect(enlaces.map((a) => a.getAttribute('href'))).toEqual(['/tarjeta/t1', '/tarjeta/t2', '/tarjeta/t1', '/tarjeta/t3', '/tarjeta/t4', '/tarjeta/t5']);
    expect(enlaces[0]).toHaveTextContent('Tarjeta Roja N°12 · Calandra 1 (nueva)');
    expect(enlaces[0]).toHaveTextContent('Cerrada por Martín Sosa');
    expect(enlaces[1]).toHaveTextContent('Planificada por Martín Sosa · cierre previsto 04/12/2026');
    expect(enlaces[1]).not.toHaveTextContent('(nueva)');
    expect(enlaces[2]).toHaveTextContent('Comentario de Martín Sosa: «Falta el retén»');
    expect(enlaces[3]).toHaveTextContent('Excedido 25 días · Vencida');
    expect(posts(server)).toEqual([]);
    expect(within(panel).getByRole('link', { name: VER_TODAS })).toHaveAttribute('href', '/notificaciones');

    await userEvent.click(enlaces[3]);
    expect(screen.getByTestId('location')).toHaveTextContent('/tarjeta/t3');
    expect(posts(server)).toEqual([]);
  });

  it("'Marcar todas como leídas' reads both lists, the badge goes away entirely (no hidden 0) and Escape still closes the panel", async () => {
    const server = setup([novedad('n1', 't1', 12, 'cerrada')], [aviso('v1', 't5', 5, 'Extrusión', 20)]);
    await userEvent.click(await screen.findByRole('button', { name: 'Notificaciones: 2 sin leer' }));
    const marcar = within(await screen.findByRole('dialog', { name: 'Notificaciones' })).getByRole('button', { name: MARCAR_TODAS });
    await userEvent.click(marcar);
    await vi.waitFor(() =>
      expect(posts(server).sort()).toEqual(['/api/tarjetas/notificaciones/novedades/leidas', '/api/tarjetas/notificaciones/vencidas/leidas']),
    );
    await vi.waitFor(() => expect(marcar).toHaveAttribute('aria-disabled', 'true'));
    // The panel is still open (modal: the bar behind it is aria-hidden).
    const bell = screen.getByRole('button', { name: 'Notificaciones', hidden: true });
    expect(within(bell).queryByText('0')).not.toBeInTheDocument();
    expect(screen.queryByTestId('notificaciones-badge')).not.toBeInTheDocument();
    // Nothing left to read: a second press sends nothing, and the focus stayed on the button (a disabled one
    // dropped it to the body, where Escape no longer reached the panel).
    await userEvent.click(marcar);
    expect(posts(server)).toHaveLength(2);
    expect(marcar).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: 'Notificaciones' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Notificaciones' })).toBeInTheDocument();
  });

  it('says so when there is nothing to tell', async () => {
    const server = setup([], []);
    await vi.waitFor(() => expect(server.calls.some((c) => c.path === '/api/tarjetas/notificaciones/novedades')).toBe(true));
    await userEvent.click(screen.getByRole('button', { name: 'Notificaciones' }));
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

const maquinaCil = (maquinaId: string, maquina: string, atrasados: number, pendientes = atrasados) => ({
  maquinaId,
  maquina,
  equipo: 'Calandrado',
  pendientes,
  atrasados,
  vence: '2026-11-21T09:00:00.000Z',
  minutos: 10,
});

describe('NotificacionesMenu: overdue CIL routines (issue 26 §1)', () => {
  it("counts my teams' machines with overdue CIL routines in the badge until done (reading does not clear them) and links each to its routine", async () => {
    localStorage.setItem('token', 'tok');
    const cuenta = { items: [], noLeidas: 0 };
    const server = fakeServer({
      'GET /api/tarjetas/notificaciones/novedades': { body: cuenta },
      'GET /api/tarjetas/notificaciones/vencidas': { body: cuenta },
      'GET /api/cil/pendientes': { body: [maquinaCil('m1', 'Prensa 7', 2, 3), maquinaCil('m2', 'Calandra 1', 0, 1)] },
    });
    renderWithShell(<NotificacionesMenu />);
    const bell = await screen.findByRole('button', { name: 'Notificaciones: 1 sin leer' });
    expect(within(bell).getByText('1')).toBeInTheDocument();
    await userEvent.click(bell);
    const panel = await screen.findByRole('dialog', { name: 'Notificaciones' });
    expect(
      within(panel)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Rutinas CIL atrasadas (1)']);
    const enlace = within(panel).getByRole('link', { name: /Prensa 7/ });
    expect(enlace).toHaveAttribute('href', '/cil/maquinas/m1');
    expect(enlace).toHaveTextContent('2 puntos atrasados de 3 por hacer · Calandrado');
    expect(enlace).not.toHaveTextContent('(nueva)');
    expect(server.calls.filter((c) => c.path === '/api/cil/pendientes')[0].query).toEqual({});
    await userEvent.click(enlace);
    expect(screen.getByTestId('location')).toHaveTextContent('/cil/maquinas/m1');
  });
});
