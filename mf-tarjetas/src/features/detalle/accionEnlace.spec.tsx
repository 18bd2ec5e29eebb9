import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { detalleConAccion, detallePath, ROUTES, type Role, type Tarjeta } from '@portal/shared/domain';
import { fakeServer, makeUser, renderWithPortal } from '@portal/shared/testing';
import TarjetaDetallePage from '../../pages/TarjetaDetallePage';
import { CAMPOS_FIXTURE, makeTarjeta } from '../test/makeTarjeta';

afterEach(() => vi.unstubAllGlobals());

function abrir(route: (t: Tarjeta) => string, patch: Partial<Tarjeta> = {}, role: Role = 'Jefe de area', noLeidas = { novedades: 0, vencidas: 0 }) {
  const tarjeta = makeTarjeta({ estado: 'Abierta', ...patch });
  const user = makeUser({ role });
  const server = fakeServer({
    'GET /api/auth/user': { body: user },
    'GET /api/campos': { body: CAMPOS_FIXTURE },
    [`GET /api/tarjetas/${tarjeta._id}`]: { body: tarjeta },
    'GET /api/tarjetas/notificaciones/novedades': { body: { items: [], noLeidas: noLeidas.novedades } },
    'GET /api/tarjetas/notificaciones/vencidas': { body: { items: [], noLeidas: noLeidas.vencidas } },
    [`POST /api/tarjetas/${tarjeta._id}/novedades/leidas`]: { body: { items: [], noLeidas: 0 } },
  });
  renderWithPortal({ user, route: route(tarjeta), routes: { [ROUTES.detalle]: <TarjetaDetallePage /> } });
  return { tarjeta, server };
}

describe("a card's detail opened from the Bandeja", () => {
  it('?accion=planificar opens the planning dialog at once', async () => {
    const { tarjeta } = abrir((t) => detalleConAccion(t._id, 'planificar'));
    expect(await screen.findByRole('dialog', { name: `Planificar Tarjeta ${tarjeta.color} N°${tarjeta.numero}` })).toBeInTheDocument();
  });

  it("?accion=planificar on a planned card opens 'Editar planificación'", async () => {
    const { tarjeta } = abrir((t) => detalleConAccion(t._id, 'planificar'), { planificacion: true, previstaCierre: '2026-12-04' });
    expect(await screen.findByRole('dialog', { name: `Editar planificación: Tarjeta ${tarjeta.color} N°${tarjeta.numero}` })).toBeInTheDocument();
  });

  it('?accion=cerrar opens the close dialog', async () => {
    const { tarjeta } = abrir((t) => detalleConAccion(t._id, 'cerrar'));
    expect(await screen.findByRole('dialog', { name: `Cerrar Tarjeta ${tarjeta.color} N°${tarjeta.numero}` })).toBeInTheDocument();
  });

  it('a card that cannot take the action shows the detail alone (an unknown action too)', async () => {
    const { tarjeta } = abrir((t) => detalleConAccion(t._id, 'cerrar'), { estado: 'Cerrada' });
    await screen.findByRole('heading', { level: 1, name: `Tarjeta ${tarjeta.color} N°${tarjeta.numero}` });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('reads what the bell said about the card when something is unread, once; nothing when all is read', async () => {
    const { tarjeta, server } = abrir((t) => detallePath(t._id), {}, 'Operario', { novedades: 2, vencidas: 0 });
    await vi.waitFor(() =>
      expect(server.calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([`/api/tarjetas/${tarjeta._id}/novedades/leidas`]),
    );
    vi.unstubAllGlobals();
    const otro = abrir((t) => detallePath(t._id), { _id: 'otra' }, 'Operario');
    await screen.findAllByRole('heading', { level: 1 });
    await vi.waitFor(() => expect(otro.server.calls.some((c) => c.path === '/api/tarjetas/notificaciones/vencidas')).toBe(true));
    expect(otro.server.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });
});
