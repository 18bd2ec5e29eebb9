import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MembresiaPlanta } from '@portal/shared/domain';
import { stubPhone } from '@portal/shared/testing';
import { fakeServer } from '../test/fakeServer';
import { renderWithShell } from '../test/renderApp';
import { MENU_LABEL, Navbar } from './Navbar';
import { CAMBIAR_PLANTA_LABEL } from './PlantaSelector';

const USUARIO = { _id: 'u1', name: 'Laura Gómez', role: 'Admin', email: '1000', hours: [], date: '2024-01-01', planta: 1 };
const PLANTAS: MembresiaPlanta[] = [
  { planta: 1, codigo: 'PP', nombre: 'Planta principal', role: 'Admin', actual: true },
  { planta: 2, codigo: 'PS', nombre: 'Planta Sur', role: 'Operario', actual: false },
];

afterEach(() => vi.unstubAllGlobals());

function servidor(plantas: MembresiaPlanta[]) {
  localStorage.setItem('token', 'tok-1');
  return fakeServer({
    'GET /api/auth/user': { body: USUARIO },
    'GET /api/auth/plantas': { body: plantas },
    'GET /api/tarjetas/notificaciones/no-leidas': { body: { noLeidas: 0 } },
    'POST /api/auth/planta': { body: { token: 'tok-2', user: { ...USUARIO, _id: 'u2', role: 'Operario', planta: 2 } } },
  });
}

describe('the plant switcher (issue 24)', () => {
  it('is not there for a person of one plant', async () => {
    servidor([PLANTAS[0]]);
    renderWithShell(<Navbar />);
    await screen.findByText('Laura Gómez');
    expect(screen.queryByRole('button', { name: new RegExp(CAMBIAR_PLANTA_LABEL) })).toBeNull();
  });

  it("desktop: names the session's plant; another one takes the new token and reloads at that role's home", async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    const replaceState = vi.spyOn(window.history, 'replaceState');
    const { calls } = servidor(PLANTAS);
    const { store } = renderWithShell(<Navbar />);
    const boton = await screen.findByRole('button', { name: `${CAMBIAR_PLANTA_LABEL}: Planta principal (PP)` });
    await userEvent.click(boton);
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((m) => m.textContent),
    ).toEqual(['Planta principalAdmin · PP', 'Planta SurOperario · PS']);
    // The current plant: nothing happens.
    await userEvent.click(within(menu).getByRole('menuitem', { name: /Planta principal/ }));
    expect(calls.some((c) => c.path === '/api/auth/planta')).toBe(false);
    await userEvent.click(boton);
    await userEvent.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: /Planta Sur/ }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(calls.find((c) => c.path === '/api/auth/planta')?.body).toEqual({ planta: 2 });
    expect(localStorage.getItem('token')).toBe('tok-2');
    expect(store.getState().auth.token).toBe('tok-2');
    // An Operario's home.
    expect(replaceState).toHaveBeenLastCalledWith(null, '', '/');
  });

  it('phone: the drawer lists the plants, the current one marked', async () => {
    stubPhone();
    vi.stubGlobal('location', { ...window.location, reload: vi.fn() });
    const { calls } = servidor(PLANTAS);
    renderWithShell(<Navbar />);
    await userEvent.click(await screen.findByRole('button', { name: MENU_LABEL }));
    const lista = await screen.findByRole('list', { name: CAMBIAR_PLANTA_LABEL });
    expect(within(lista).getByRole('button', { name: /Planta principal/ })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(within(lista).getByRole('button', { name: /Planta Sur/ }));
    await waitFor(() => expect(calls.find((c) => c.path === '/api/auth/planta')?.body).toEqual({ planta: 2 }));
  });
});
