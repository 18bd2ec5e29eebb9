import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../test/fakeServer';
import { renderWithShell } from '../test/renderApp';
import { NotificacionesPage, SIN_RESULTADOS } from './NotificacionesPage';

const novedad = (id: string, tipo: 'cerrada' | 'comentario', leida: boolean) => ({
  _id: id,
  tarjetaId: `t-${id}`,
  numero: 7,
  color: 'Roja',
  maquina: 'Calandra 1',
  tipo,
  actor: 'Martín Sosa',
  detalle: tipo === 'comentario' ? 'Revisado' : '',
  fecha: '2026-11-20T10:00:00.000Z',
  leida,
});
const aviso = (id: string, equipo: string, leida: boolean) => ({
  _id: id,
  tarjetaId: `t-${id}`,
  numero: 9,
  color: 'Azul',
  maquina: 'Extrusora 2',
  prioridad: 'Alta',
  equipo,
  fecha: '2026-10-01T10:00:00.000Z',
  nivel: 'vencida',
  notificadaEn: '2026-10-20T10:00:00.000Z',
  leida,
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

afterEach(() => vi.unstubAllGlobals());

describe('NotificacionesPage', () => {
  it('asks for the long lists and filters them by kind and by unread', async () => {
    const server = fakeServer({
      'GET /api/tarjetas/notificaciones/novedades': { body: { items: [novedad('n1', 'cerrada', false), novedad('n2', 'comentario', true)], noLeidas: 1 } },
      'GET /api/tarjetas/notificaciones/vencidas': { body: { items: [aviso('v1', 'Calandrado', false), aviso('v2', 'Extrusión', true)], noLeidas: 1 } },
    });
    renderWithShell(<NotificacionesPage />, { path: '/notificaciones' });
    const titulos = async () => (await screen.findAllByRole('heading', { level: 3 })).map((h) => h.textContent);
    expect(await titulos()).toEqual(['Mis tarjetas (1 sin leer)', 'Comentarios', 'Vencidas · Calandrado (1 sin leer)', 'Vencidas · Extrusión']);
    expect(
      server.calls
        .filter((c) => c.method === 'GET' && c.path.startsWith('/api/tarjetas/'))
        .map((c) => `${c.path}?limite=${c.query.limite}`)
        .sort(),
    ).toEqual(['/api/tarjetas/notificaciones/novedades?limite=200', '/api/tarjetas/notificaciones/vencidas?limite=200']);

    await userEvent.click(screen.getByRole('button', { name: 'Vencidas' }));
    expect(await titulos()).toEqual(['Vencidas · Calandrado (1 sin leer)', 'Vencidas · Extrusión']);
    await userEvent.click(screen.getByRole('switch', { name: 'Sólo sin leer' }));
    expect(await titulos()).toEqual(['Vencidas · Calandrado (1 sin leer)']);
    expect(within(screen.getByRole('list')).getByRole('link')).toHaveAttribute('href', '/tarjeta/t-v1');

    await userEvent.click(screen.getByRole('button', { name: 'Comentarios' }));
    expect(await screen.findByText(SIN_RESULTADOS)).toBeInTheDocument();
  });

  it('lists the machines of my teams with overdue CIL routines (not those merely due), each to its routine; never hidden as read', async () => {
    const server = fakeServer({
      'GET /api/tarjetas/notificaciones/novedades': { body: { items: [novedad('n1', 'cerrada', true)], noLeidas: 0 } },
      'GET /api/tarjetas/notificaciones/vencidas': { body: { items: [], noLeidas: 0 } },
      'GET /api/cil/pendientes': {
        body: [maquinaCil('m1', 'Prensa 7', 2, 3), maquinaCil('m2', 'Calandra 1', 1), maquinaCil('m3', 'Torno 2', 0, 4)],
      },
    });
    renderWithShell(<NotificacionesPage />, { path: '/notificaciones' });
    const titulos = async () => (await screen.findAllByRole('heading', { level: 3 })).map((h) => h.textContent);
    expect(await titulos()).toEqual(['Mis tarjetas', 'Rutinas CIL atrasadas (2)']);
    // The caller's teams: no team named.
    expect(server.calls.find((c) => c.path === '/api/cil/pendientes')!.query).toEqual({});
    const cil = screen.getByRole('region', { name: 'Rutinas CIL atrasadas (2)' });
    const enlaces = within(cil).getAllByRole('link');
    expect(enlaces.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Prensa 72 puntos atrasados de 3 por hacer · Calandrado', '/cil/maquinas/m1'],
      ['Calandra 11 punto atrasado de 1 por hacer · Calandrado', '/cil/maquinas/m2'],
    ]);

    await userEvent.click(screen.getByRole('switch', { name: 'Sólo sin leer' }));
    expect(await titulos()).toEqual(['Rutinas CIL atrasadas (2)']);
    await userEvent.click(screen.getByRole('button', { name: 'Rutinas CIL' }));
    expect(await titulos()).toEqual(['Rutinas CIL atrasadas (2)']);
    await userEvent.click(screen.getByRole('button', { name: 'Vencidas' }));
    expect(await screen.findByText(SIN_RESULTADOS)).toBeInTheDocument();
  });
});
