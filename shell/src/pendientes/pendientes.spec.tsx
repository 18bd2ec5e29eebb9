import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '@portal/shared/domain';
import { encolarTarjeta, listarPendientes, sincronizarPendientes } from '@portal/shared/offline';
import { envioDePrueba as envio } from '@portal/shared/offline/testing';
import { fakeServer } from '../test/fakeServer';
import { renderWithShell } from '../test/renderApp';
import { PendientesBadge } from './PendientesBadge';
import { PendientesPage, SIN_PENDIENTES } from './PendientesPage';
import { SincronizadorPendientes } from './SincronizadorPendientes';

const USUARIO = { _id: 'u1', name: 'Carla Ríos', role: 'Operario', email: '3000', hours: [], date: '2024-01-01' };

let numero = 11;
const crearOk = () => ({ status: 201, body: { _id: `t${++numero}`, color: 'Roja', numero } });

function servidor(crear: () => { status: number; body: unknown } = crearOk) {
  localStorage.setItem('token', 'tok');
  return fakeServer({ 'GET /api/auth/user': { body: USUARIO }, 'POST /api/tarjetas': crear });
}

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  numero = 11;
});
afterEach(() => vi.unstubAllGlobals());

describe('PendientesBadge', () => {
  it('shows the user’s count, live, links to the page, and disappears at 0', async () => {
    servidor();
    await encolarTarjeta(envio('a', 'Fuga A'), 'u1');
    await encolarTarjeta(envio('otro', 'De otra persona'), 'u2');
    renderWithShell(<PendientesBadge />);

    const link = await screen.findByRole('link', { name: 'Pendientes de envío: 1' });
    expect(link).toHaveAttribute('href', '/pendientes');
    await act(() => encolarTarjeta(envio('b', 'Fuga B'), 'u1'));
    await screen.findByRole('link', { name: 'Pendientes de envío: 2' });
    expect(within(link).getByText('2')).toBeInTheDocument();

    await act(async () => {
      // Sent by someone else (another tab): the badge follows the queue.
      await sincronizarPendientes({ token: 'tok', userId: 'u1' });
    });
    await waitFor(() => expect(screen.queryByRole('link', { name: /Pendientes de envío/ })).not.toBeInTheDocument());
  });
});

describe('PendientesPage', () => {
  it('lists each queued card with colour, machine · part, description, date, state and the server’s refusal', async () => {
    servidor(() => ({ status: 400, body: { msg: MSG.maquinaNoConfigurada } }));
    await encolarTarjeta(envio('a', 'Pérdida de aceite'), 'u1');
    await encolarTarjeta(envio('b', 'Tornillo flojo'), 'u1');
    await sincronizarPendientes({ token: 'tok', userId: 'u1', key: 'b' });
    renderWithShell(<PendientesPage />);

    const lista = await screen.findByRole('list', { name: 'Pendientes de envío' });
    const items = within(lista).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const [a, b] = items;
    expect(within(a).getByText('Roja')).toBeInTheDocument();
    expect(within(a).getByRole('heading', { name: 'Prensa 1 · Cilindro' })).toBeInTheDocument();
    expect(within(a).getByText('Pérdida de aceite')).toBeInTheDocument();
    expect(within(a).getByText(/^Capturada el \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/)).toBeInTheDocument();
    expect(within(a).getByLabelText('Estado: Pendiente')).toBeInTheDocument();
    expect(within(a).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(b).getByLabelText('Estado: Rechazada')).toBeInTheDocument();
    expect(within(b).getByRole('alert')).toHaveTextContent(MSG.maquinaNoConfigurada);
  });

  it('Editar opens the add form on that card', async () => {
    servidor();
    await encolarTarjeta(envio('k-1', 'Pérdida de aceite'), 'u1');
    renderWithShell(<PendientesPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Editar' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/agregartarjeta?pendiente=k-1');
  });

  it('Descartar asks first, then removes the card from the queue', async () => {
    servidor();
    await encolarTarjeta(envio('a', 'Pérdida de aceite'), 'u1');
    renderWithShell(<PendientesPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Descartar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Descartar la tarjeta' });
    expect(dialog).toHaveTextContent('«Pérdida de aceite»');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await screen.findByText(SIN_PENDIENTES);
    expect(await listarPendientes('u1')).toEqual([]);
  });

  it('Enviar ahora sends the card, names it, and it leaves the list', async () => {
    const { calls } = servidor();
    await encolarTarjeta(envio('a', 'Pérdida de aceite'), 'u1');
    renderWithShell(<PendientesPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Enviar ahora' }));
    await screen.findByText('Tarjeta Roja N°12 enviada');
    await screen.findByText(SIN_PENDIENTES);
    expect(calls.filter((c) => c.method === 'POST').map((c) => [c.path, c.authorization])).toEqual([['/api/tarjetas', 'Bearer tok']]);
  });
});

describe('SincronizadorPendientes', () => {
  it('sends the queue at start, and again when the network comes back', async () => {
    let caido = true;
    const { calls } = servidor(() => (caido ? { status: 503, body: { msg: 'Servicio no disponible' } } : crearOk()));
    await encolarTarjeta(envio('a', 'Pérdida de aceite'), 'u1');
    renderWithShell(<SincronizadorPendientes />);

    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    await waitFor(async () => expect((await listarPendientes('u1'))[0]).toMatchObject({ estado: 'pendiente', intentos: 1 }));

    caido = false;
    act(() => void window.dispatchEvent(new Event('online')));
    await screen.findByText('Tarjeta Roja N°12 enviada');
    expect(await listarPendientes('u1')).toEqual([]);
  });

  it('tries again when the window comes back to the front', async () => {
    const { calls } = servidor();
    renderWithShell(<SincronizadorPendientes />);
    await waitFor(() => expect(calls.some((c) => c.path === '/api/auth/user')).toBe(true));
    await act(() => encolarTarjeta(envio('a', 'Pérdida de aceite'), 'u1'));
    act(() => void window.dispatchEvent(new Event('focus')));
    await screen.findByText('Tarjeta Roja N°12 enviada');
  });
});
