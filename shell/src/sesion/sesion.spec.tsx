import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PC_COMPARTIDA_KEY, ULTIMO_USO_KEY } from '@portal/shared/domain';
import { encolarTarjeta, listarPendientes } from '@portal/shared/offline';
import { envioDePrueba as envio } from '@portal/shared/offline/testing';
import { Navbar } from '../layout/Navbar';
import { fakeServer } from '../test/fakeServer';
import { renderWithShell } from '../test/renderApp';
import { CierrePorInactividad, REVISION_MS } from './CierrePorInactividad';
import { SALIR_PENDIENTES_TITULO } from './SalirDialog';

const USUARIO = { _id: 'u1', name: 'Carla Ríos', role: 'Operario', email: '3000', hours: [], date: '2024-01-01' };
const MIN = 60_000;

let numero = 40;
function servidor() {
  localStorage.setItem('token', 'tok');
  return fakeServer({
    'GET /api/auth/user': { body: USUARIO },
    'GET /api/auth/config': { body: { demoLogin: false, zonaHoraria: 'America/Argentina/Buenos_Aires', pcCompartidaMinutos: 15 } },
    'POST /api/tarjetas': () => ({ status: 201, body: { _id: `t${++numero}`, color: 'Roja', numero } }),
  });
}

/** window.location.reload as the logout calls it (after clearing the session). */
function espiarRecarga() {
  const reload = vi.fn();
  vi.stubGlobal('location', { ...window.location, reload });
  return reload;
}

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  localStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('a shared plant PC (PC compartida)', () => {
  it('signs out after the configured idle minutes; use in any tab keeps it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const reload = espiarRecarga();
    servidor();
    localStorage.setItem(PC_COMPARTIDA_KEY, '1');
    localStorage.setItem(ULTIMO_USO_KEY, String(Date.now()));
    const { store } = renderWithShell(<CierrePorInactividad />);
    await waitFor(() => expect(store.getState().api.queries['getAuthConfig(undefined)']?.status).toBe('fulfilled'));

    await act(() => vi.advanceTimersByTimeAsync(10 * MIN));
    // Another tab was used: its mark counts for this one.
    localStorage.setItem(ULTIMO_USO_KEY, String(Date.now()));
    await act(() => vi.advanceTimersByTimeAsync(10 * MIN));
    expect(localStorage.getItem('token')).toBe('tok');
    expect(reload).not.toHaveBeenCalled();

    await act(() => vi.advanceTimersByTimeAsync(5 * MIN + REVISION_MS));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('a tab reopened after the idle time finds the session gone at once', async () => {
    const reload = espiarRecarga();
    servidor();
    localStorage.setItem(PC_COMPARTIDA_KEY, '1');
    localStorage.setItem(ULTIMO_USO_KEY, String(Date.now() - 16 * MIN));
    renderWithShell(<CierrePorInactividad />);
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('a personal PC or phone keeps its session however long it sits', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const reload = espiarRecarga();
    servidor();
    localStorage.setItem(ULTIMO_USO_KEY, String(Date.now() - 60 * MIN));
    renderWithShell(<CierrePorInactividad />);
    await act(() => vi.advanceTimersByTimeAsync(120 * MIN));
    expect(reload).not.toHaveBeenCalled();
    expect(localStorage.getItem('token')).toBe('tok');
  });
});

describe('Salir with cards still queued on the device', () => {
  it('asks first: Cancelar stays, Enviar y salir sends them and signs out', async () => {
    const reload = espiarRecarga();
    const server = servidor();
    await encolarTarjeta(envio('a', 'Fuga A'), 'u1');
    await encolarTarjeta(envio('b', 'Fuga B'), 'u1');
    renderWithShell(<Navbar />);
    await screen.findByText('Carla Ríos');
    await screen.findByRole('link', { name: /Pendientes de envío: 2/ });

    await userEvent.click(screen.getByRole('button', { name: 'Salir' }));
    const dialogo = await screen.findByRole('dialog', { name: SALIR_PENDIENTES_TITULO });
    expect(dialogo).toHaveTextContent('Hay 2 tarjetas guardadas en este dispositivo sin enviar');
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(localStorage.getItem('token')).toBe('tok');

    await userEvent.click(screen.getByRole('button', { name: 'Salir' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: SALIR_PENDIENTES_TITULO })).getByRole('button', { name: 'Enviar y salir' }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(server.calls.filter((c) => c.method === 'POST' && c.path === '/api/tarjetas')).toHaveLength(2);
    expect(await listarPendientes('u1')).toEqual([]);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it("'Salir y conservarlas' signs out and keeps them on the device for the next login", async () => {
    const reload = espiarRecarga();
    const server = servidor();
    await encolarTarjeta(envio('a', 'Fuga A'), 'u1');
    renderWithShell(<Navbar />);
    await screen.findByRole('link', { name: /Pendientes de envío: 1/ });
    await userEvent.click(screen.getByRole('button', { name: 'Salir' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: SALIR_PENDIENTES_TITULO })).getByRole('button', { name: 'Salir y conservarlas' }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(server.calls.some((c) => c.method === 'POST')).toBe(false);
    expect(await listarPendientes('u1')).toHaveLength(1);
  });
});
