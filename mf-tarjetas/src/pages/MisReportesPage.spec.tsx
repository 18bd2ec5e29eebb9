import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROUTES, type MiReporte } from '@portal/shared/domain';
import { fakeServer, makeUser, renderWithPortal } from '@portal/shared/testing';
import { SIN_REPORTES } from '../features/misReportes/MisReportes';
import MisReportesPage from './MisReportesPage';

afterEach(() => vi.unstubAllGlobals());
const reporte = (p: Partial<MiReporte> & Pick<MiReporte, '_id' | 'numero'>): MiReporte => ({
  color: 'Roja',
  estado: 'Abierta',
  prioridad: 'Alta',
  maquina: 'Calandra 1',
  descripcion: 'Pérdida de aceite',
  fecha: '2026-11-20T13:00:00.000Z',
  planificacion: false,
  previstaCierre: null,
  planificadaPor: '',
  cerradaEn: null,
  ultimoComentario: null,
  novedades: 0,
  ...p,
});

function setup(items: MiReporte[], total = items.length) {
  const user = makeUser({ role: 'Operario' });
  const server = fakeServer({
    'GET /api/auth/user': { body: user },
    'GET /api/tarjetas/mis-reportes': (_body, call) => {
      const size = Number(call.query.pageSize);
      return { body: { items: items.slice(0, size), total, conNovedades: items.filter((i) => i.novedades > 0).length } };
    },
  });
  renderWithPortal({
    user,
    routes: { [ROUTES.misReportes]: <MisReportesPage />, [ROUTES.detalle]: <h1>Detalle</h1>, [ROUTES.agregarTarjeta]: <h1>Agregar</h1> },
  });
  return server;
}

describe('MisReportesPage', () => {
  it('lists my cards with where each stands, who planned it, the last comment, and a badge for news', async () => {
    setup([
      reporte({
        _id: 'a',
        numero: 81,
        planificacion: true,
        previstaCierre: '2026-12-04',
        planificadaPor: 'Martín Sosa',
        novedades: 2,
        ultimoComentario: { autor: 'Martín Sosa', texto: 'Pedido a compras', fecha: '2026-11-21T10:00:00.000Z' },
      }),
      reporte({ _id: 'b', numero: 12, color: 'Azul', estado: 'Cerrada', cerradaEn: '2026-11-22T18:30:00.000Z' }),
      reporte({ _id: 'c', numero: 13, color: 'Verde' }),
    ]);
    const nav = await screen.findByRole('navigation', { name: 'Mis reportes' });
    const enlaces = within(nav).getAllByRole('link');
    expect(enlaces.map((a) => a.getAttribute('href'))).toEqual(['/tarjeta/a', '/tarjeta/b', '/tarjeta/c']);
    expect(enlaces[0]).toHaveAccessibleName(/^Tarjeta Roja N°81 Estado: Abierta 2 novedades/);
    expect(enlaces[1]).not.toHaveTextContent('novedad');
    expect(enlaces[0]).toHaveTextContent('Cierre previsto 04/12/2026 · planificada por Martín Sosa');
    expect(enlaces[0]).toHaveTextContent('Martín Sosa: «Pedido a compras»');
    expect(enlaces[1]).toHaveTextContent(/Cerrada el 22\/11\/2026/);
    expect(enlaces[2]).toHaveTextContent('Sin planificar todavía');
    expect(screen.getByRole('status')).toHaveTextContent('3 tarjetas · 1 con novedades');
  });

  it("brings more with 'Ver más' while there are", async () => {
    const muchas = Array.from({ length: 25 }, (_, i) => reporte({ _id: `t${i}`, numero: i + 1 }));
    const server = setup(muchas);
    const nav = await screen.findByRole('navigation', { name: 'Mis reportes' });
    expect(within(nav).getAllByRole('link')).toHaveLength(20);
    await userEvent.click(screen.getByRole('button', { name: 'Ver más' }));
    await vi.waitFor(() => expect(within(nav).getAllByRole('link')).toHaveLength(25));
    expect(screen.queryByRole('button', { name: 'Ver más' })).not.toBeInTheDocument();
    expect(server.calls.filter((c) => c.path === '/api/tarjetas/mis-reportes').length).toBe(2);
  });

  it('invites to report the first card when there is none', async () => {
    setup([]);
    expect(await screen.findByText(SIN_REPORTES)).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('link', { name: 'Agregar Tarjeta' })[1]);
    expect(await screen.findByRole('heading', { name: 'Agregar' })).toBeInTheDocument();
  });
});
