import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { RegistroHistorial, Tarjeta } from '@portal/shared/domain';
import { elegirOpcion, renderDetalle as renderDetalleEn } from '../detalleTestSetup';

/** The plant these dates are written for (UTC−3), as the server would name it. */
const renderDetalle = (...[patch, role, routes]: Parameters<typeof renderDetalleEn>) => renderDetalleEn(patch, role, routes, 'America/Argentina/Buenos_Aires');
import { makeTarjeta } from '../../test/makeTarjeta';

const registro = (patch: Partial<RegistroHistorial>): RegistroHistorial => ({
  _id: '1',
  fecha: '2026-11-23T13:15:00.000Z',
  usuario: { nombre: 'Martín Sosa' },
  entidad: 'tarjeta',
  entidadId: 't-1',
  etiqueta: 'Roja N°1',
  accion: 'editar',
  cambios: [],
  ...patch,
});

const HISTORIAL: RegistroHistorial[] = [
  registro({
    _id: '3',
    cambios: [
      { campo: 'descripcion', antes: 'Pérdida de aceite', despues: 'Pérdida grande' },
      { campo: 'previstaCierre', antes: null, despues: '2026-12-01' },
    ],
  }),
  registro({ _id: '2', accion: 'cerrar', fecha: '2026-11-22T10:00:00.000Z', cambios: [{ campo: 'convertida', antes: false, despues: true }] }),
  registro({
    _id: '1',
    accion: 'crear',
    fecha: '2026-11-20T03:30:00.000Z',
    usuario: { nombre: 'Carla Ríos' },
    cambios: [{ campo: 'descripcion', antes: null, despues: 'Pérdida de aceite' }],
  }),
];

const ruta = { 'GET /api/tarjetas/t-1/historial': { body: HISTORIAL } };

describe('Historial of a card', () => {
  it('is closed at first and asks for nothing until opened', async () => {
    const { server } = await renderDetalle({}, 'Operario', ruta);
    expect(screen.getByRole('button', { name: 'Historial' })).toHaveAttribute('aria-expanded', 'false');
    expect(server.callsTo('GET', '/api/tarjetas/t-1/historial')).toHaveLength(0);
  });

  it('lists who did what and when, newest first, with each changed field old → new', async () => {
    const { user } = await renderDetalle({}, 'Operario', ruta);
    await user.click(screen.getByRole('button', { name: 'Historial' }));
    const lista = await screen.findByRole('list', { name: 'Historial de la tarjeta' });
    const items = within(lista).getAllByRole('listitem').filter((li) => li.parentElement === lista);
    expect(items).toHaveLength(3);
    // Plant time (UTC-3): 13:15 UTC is 10:15, 03:30 UTC the day before at 00:30.
    expect(items[0].querySelector('p')).toHaveTextContent(/^23\/11\/2026 10:15 · Martín Sosa$/);
    expect(items[0]).toHaveTextContent('Editó');
    expect(within(items[0]).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Descripción: Pérdida de aceite → Pérdida grande',
      'Fecha prevista de cierre: (vacío) → 01/12/2026',
    ]);
    expect(items[1]).toHaveTextContent('Cerró');
    expect(items[1]).toHaveTextContent('Convertida: No → Sí');
    expect(items[2].querySelector('p')).toHaveTextContent(/^20\/11\/2026 00:30 · Carla Ríos$/);
    expect(items[2]).toHaveTextContent('Creó');
    expect(within(items[2]).queryAllByRole('listitem')).toHaveLength(0);
  });

  it('says when there is nothing yet, and shows the server message on failure', async () => {
    const vacio = await renderDetalle({}, 'Operario', { 'GET /api/tarjetas/t-1/historial': { body: [] } });
    await vacio.user.click(screen.getByRole('button', { name: 'Historial' }));
    expect(await screen.findByText('Sin cambios registrados.')).toBeInTheDocument();
    vacio.view.unmount();
    const falla = await renderDetalle({}, 'Operario', { 'GET /api/tarjetas/t-1/historial': { status: 500, body: { msg: 'Error del servidor' } } });
    await falla.user.click(screen.getByRole('button', { name: 'Historial' }));
    expect(await screen.findByText('Error del servidor')).toBeInTheDocument();
  });

  it('reloads after the card is edited', async () => {
    const { user, server } = await renderDetalle({}, 'Jefe de area', {
      ...ruta,
      'POST /api/tarjetas/editar': (body) => ({ body: makeTarjeta(body as Partial<Tarjeta>) }),
    });
    await user.click(screen.getByRole('button', { name: 'Historial' }));
    await screen.findByRole('list', { name: 'Historial de la tarjeta' });
    expect(server.callsTo('GET', '/api/tarjetas/t-1/historial')).toHaveLength(1);
    const dialog = await elegirOpcion(user, 'Editar tarjeta');
    const d = within(dialog);
    await user.clear(d.getByLabelText(/Descripción/));
    await user.type(d.getByLabelText(/Descripción/), 'Otra');
    await user.click(d.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(server.callsTo('GET', '/api/tarjetas/t-1/historial')).toHaveLength(2));
  });
});
