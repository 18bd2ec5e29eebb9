import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '@portal/shared/domain';
import { stubPhone } from '@portal/shared/testing';
import { fakeServer } from '../test/fakeServer';
import { renderWithShell } from '../test/renderApp';
import { CAMBIAR_PIN_LABEL, MENU_LABEL, MI_CUENTA_LABEL, Navbar } from './Navbar';

const user = (role: Role) => ({ _id: 'u1', name: `Usuario ${role}`, role, email: '1000', hours: [], date: '2024-01-01' });

async function navLinksFor(role: Role) {
  localStorage.setItem('token', 'tok');
  fakeServer({ 'GET /api/auth/user': { body: user(role) } });
  renderWithShell(<Navbar />);
  await screen.findByText(`Usuario ${role}`);
  const nav = screen.getByRole('navigation', { name: 'Navegación principal' });
  return within(nav)
    .getAllByRole('link')
    .map((a) => [a.textContent, a.getAttribute('href')]);
}

afterEach(() => vi.unstubAllGlobals());

async function phoneBarFor(role: Role) {
  stubPhone();
  localStorage.setItem('token', 'tok');
  fakeServer({ 'GET /api/auth/user': { body: user(role) }, 'GET /api/tarjetas/notificaciones/no-leidas': { body: { noLeidas: 0 } } });
  renderWithShell(<Navbar />);
  await screen.findByText(`Usuario ${role}`);
  return screen.getByRole('banner');
}

describe('Navbar', () => {
  it('Admin: Bandeja first, Mis Tarjetas, Mis reportes and Administrar usuarios, no Agregar Tarjeta', async () => {
    expect(await navLinksFor('Admin')).toEqual([
      ['Bandeja', '/bandeja'],
      ['Dashboard', '/'],
      ['Mis Tarjetas', '/tarjetas'],
      ['Mis reportes', '/misreportes'],
      ['Quick Kaizen', '/kaizen'],
      ['Programa AM', '/programa'],
      ['Mis horas', '/mishoras'],
      ['Buscar tarjeta', '/buscar'],
      ['Administrar usuarios', '/admin'],
    ]);
    expect(screen.getByRole('button', { name: 'Salir' })).toBeInTheDocument();
  });

  it('Jefe de area: Bandeja first, Mis Tarjetas, Mis reportes, no admin entry, no Agregar Tarjeta', async () => {
    expect(await navLinksFor('Jefe de area')).toEqual([
      ['Bandeja', '/bandeja'],
      ['Dashboard', '/'],
      ['Mis Tarjetas', '/tarjetas'],
      ['Mis reportes', '/misreportes'],
      ['Quick Kaizen', '/kaizen'],
      ['Programa AM', '/programa'],
      ['Mis horas', '/mishoras'],
      ['Buscar tarjeta', '/buscar'],
    ]);
  });

  it('Operario: Agregar Tarjeta instead of Mis Tarjetas, and Mis reportes; no Bandeja', async () => {
    expect(await navLinksFor('Operario')).toEqual([
      ['Dashboard', '/'],
      ['Agregar Tarjeta', '/agregartarjeta'],
      ['Mis reportes', '/misreportes'],
      ['Quick Kaizen', '/kaizen'],
      ['Programa AM', '/programa'],
      ['Rutinas CIL', '/cil'],
      ['Mis horas', '/mishoras'],
      ['Buscar tarjeta', '/buscar'],
    ]);
  });

  it('Corporativo (reads, writes nothing): the dashboard, Quick Kaizen and the search; nothing to raise or log', async () => {
    expect(await navLinksFor('Corporativo')).toEqual([
      ['Dashboard', '/'],
      ['Quick Kaizen', '/kaizen'],
      ['Programa AM', '/programa'],
      ['Buscar tarjeta', '/buscar'],
    ]);
  });

  it.each([
    ['/admin', 'Administrar usuarios'],
    ['/register', 'Administrar usuarios'],
    ['/admin/importar', 'Administrar usuarios'],
    ['/admin/auditoria', 'Administrar usuarios'],
    ['/admin/campos', 'Administrar usuarios'],
    ['/', 'Dashboard'],
    ['/tarjetas', 'Mis Tarjetas'],
    ['/tarjetasfiltro', null],
  ])('on %s highlights the entry of the real section (%s)', async (path, activa) => {
    localStorage.setItem('token', 'tok');
    fakeServer({ 'GET /api/auth/user': { body: user('Admin') } });
    renderWithShell(<Navbar />, { path });
    await screen.findByText('Usuario Admin');
    const nav = screen.getByRole('navigation', { name: 'Navegación principal' });
    const actuales = within(nav)
      .getAllByRole('link')
      .filter((a) => a.getAttribute('aria-current') === 'page')
      .map((a) => a.textContent);
    expect(actuales).toEqual(activa ? [activa] : []);
  });

  it('is not shown without a stored token', () => {
    const { calls } = fakeServer({});
    renderWithShell(<Navbar />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Salir' })).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('Salir clears the token and the API cache, then reloads from the home path (no way back to this page)', async () => {
    const pasos: string[] = [];
    const reload = vi.fn(() => void pasos.push('reload'));
    const replaceState = vi.spyOn(window.history, 'replaceState');
    vi.stubGlobal('location', { ...window.location, reload });
    // The service worker's API caches go (shared plant PCs) before the reload; the app's files stay.
    vi.stubGlobal('caches', { keys: async () => ['portal-api-formulario', 'portal-mf-archivos'], delete: async (n: string) => pasos.push(`delete ${n}`) > 0 });
    localStorage.setItem('token', 'tok');
    fakeServer({ 'GET /api/auth/user': { body: user('Operario') } });
    const { store } = renderWithShell(<Navbar />);
    await screen.findByText('Usuario Operario');
    screen.getByRole('button', { name: 'Salir' }).click();
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(pasos).toEqual(['delete portal-api-formulario', 'reload']);
    expect(replaceState).toHaveBeenLastCalledWith(null, '', '/');
    expect(localStorage.getItem('token')).toBeNull();
    expect(store.getState().auth).toMatchObject({ token: null, user: null, status: 'anonymous' });
    expect(store.getState().api.queries).toEqual({});
  });

  it("any role reaches 'Cambiar pin' from the menu under the user's name", async () => {
    await navLinksFor('Operario');
    await userEvent.click(screen.getByRole('button', { name: /Menú del usuario: Usuario Operario/ }));
    const item = await screen.findByRole('menuitem', { name: CAMBIAR_PIN_LABEL });
    expect(item).toHaveAttribute('href', '/cambiarpin');
    await userEvent.click(item);
    expect(screen.getByTestId('location')).toHaveTextContent('/cambiarpin');
  });

  it("any role reaches 'Mi cuenta' (e-mail notices) from the same menu", async () => {
    await navLinksFor('Jefe de area');
    await userEvent.click(screen.getByRole('button', { name: /Menú del usuario: Usuario Jefe de area/ }));
    const item = await screen.findByRole('menuitem', { name: MI_CUENTA_LABEL });
    expect(item).toHaveAttribute('href', '/cuenta');
    await userEvent.click(item);
    expect(screen.getByTestId('location')).toHaveTextContent('/cuenta');
  });

  describe('on a phone', () => {
    it("offers 'Mi cuenta' in the drawer", async () => {
      const bar = await phoneBarFor('Operario');
      await userEvent.click(within(bar).getByRole('button', { name: MENU_LABEL }));
      expect(await screen.findByRole('link', { name: MI_CUENTA_LABEL })).toHaveAttribute('href', '/cuenta');
    });

    it("offers 'Cambiar pin' in the drawer, next to Salir", async () => {
      const bar = await phoneBarFor('Jefe de area');
      await userEvent.click(within(bar).getByRole('button', { name: MENU_LABEL }));
      const link = await screen.findByRole('link', { name: CAMBIAR_PIN_LABEL });
      expect(link).toHaveAttribute('href', '/cambiarpin');
      await userEvent.click(link);
      expect(screen.getByTestId('location')).toHaveTextContent('/cambiarpin');
    });

    it('Operario: one bar with the menu, Agregar Tarjeta one tap away and the bell; the rest in the drawer', async () => {
      const bar = await phoneBarFor('Operario');
      const agregar = within(bar).getByRole('link', { name: 'Agregar Tarjeta' });
      expect(agregar).toHaveAttribute('href', '/agregartarjeta');
      expect(within(bar).getByRole('button', { name: 'Notificaciones' })).toBeInTheDocument();
      // The drawer is closed: its entries and 'Salir' are not offered.
      expect(screen.queryByRole('navigation', { name: 'Navegación principal' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Salir' })).not.toBeInTheDocument();

      await userEvent.click(within(bar).getByRole('button', { name: MENU_LABEL }));
      const nav = await screen.findByRole('navigation', { name: 'Navegación principal' });
      expect(
        within(nav)
          .getAllByRole('link')
          .map((a) => [a.textContent, a.getAttribute('href')]),
      ).toEqual([
        ['Dashboard', '/'],
        ['Mis reportes', '/misreportes'],
        ['Quick Kaizen', '/kaizen'],
        ['Programa AM', '/programa'],
        ['Rutinas CIL', '/cil'],
        ['Mis horas', '/mishoras'],
        ['Buscar tarjeta', '/buscar'],
      ]);
      expect(screen.getByRole('button', { name: 'Salir' })).toBeInTheDocument();
      await userEvent.click(within(nav).getByRole('link', { name: 'Buscar tarjeta' }));
      expect(screen.getByTestId('location')).toHaveTextContent('/buscar');
      await vi.waitFor(() => expect(screen.queryByRole('navigation', { name: 'Navegación principal' })).not.toBeInTheDocument());
    });

    it('Admin: Bandeja in the bar, the rest with Administrar usuarios in the drawer', async () => {
      const bar = await phoneBarFor('Admin');
      expect(within(bar).getByRole('link', { name: 'Bandeja' })).toHaveAttribute('href', '/bandeja');
      expect(within(bar).queryByRole('link', { name: 'Agregar Tarjeta' })).not.toBeInTheDocument();
      await userEvent.click(within(bar).getByRole('button', { name: MENU_LABEL }));
      const nav = await screen.findByRole('navigation', { name: 'Navegación principal' });
      expect(
        within(nav)
          .getAllByRole('link')
          .map((a) => a.textContent),
      ).toEqual(['Dashboard', 'Mis Tarjetas', 'Mis reportes', 'Quick Kaizen', 'Programa AM', 'Mis horas', 'Buscar tarjeta', 'Administrar usuarios']);
    });
  });
});
