import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionExpired } from '@portal/shared/data-access';
import { MSG, PC_COMPARTIDA_KEY, SSO_MOTIVOS } from '@portal/shared/domain';
import { createAppStore } from '../app/store';
import { fakeServer } from '../test/fakeServer';
import { renderWithShell } from '../test/renderApp';
import { LoginPage } from './LoginPage';
import { PLANTA_INGRESO_KEY } from './plantaRecordada';

const ADMIN = { _id: 'u1', name: 'Ana', role: 'Admin', email: '1000', hours: [], date: '2024-01-01' };

afterEach(() => vi.unstubAllGlobals());

describe('LoginPage', () => {
  it('shows the server message on failure and keeps no token', async () => {
    const { calls } = fakeServer({
      'GET /api/auth/config': { body: { demoLogin: false } },
      'POST /api/auth': { status: 400, body: { msg: 'Legajo o pin incorrectos' } },
    });
    renderWithShell(<LoginPage />, { path: '/login' });
    expect(screen.getByRole('heading', { name: 'Iniciar Sesión' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('N° Legajo'), '1000');
    await userEvent.type(screen.getByLabelText('Pin'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Legajo o pin incorrectos')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/auth')?.body).toEqual({ email: '1000', password: '123456' });
    expect(localStorage.getItem('token')).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it("stores the token and goes to the role's home on success: the Bandeja for an Admin", async () => {
    fakeServer({
      'GET /api/auth/config': { body: { demoLogin: false } },
      'POST /api/auth': { body: { token: 'tok-1', user: ADMIN } },
    });
    const { store } = renderWithShell(<LoginPage />, { path: '/login' });
    await userEvent.type(screen.getByLabelText('N° Legajo'), '1000');
    await userEvent.type(screen.getByLabelText('Pin'), '100000');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/bandeja$/));
    expect(localStorage.getItem('token')).toBe('tok-1');
    // Not a shared PC unless ticked.
    expect(localStorage.getItem(PC_COMPARTIDA_KEY)).toBeNull();
    expect(store.getState().auth).toMatchObject({ token: 'tok-1', status: 'authenticated', user: { name: 'Ana' } });
  });

  it("an Operario goes to the dashboard; 'PC compartida' ticked is remembered on this browser", async () => {
    fakeServer({
      'GET /api/auth/config': { body: { demoLogin: false, pcCompartidaMinutos: 20 } },
      'POST /api/auth': { body: { token: 'tok-2', user: { ...ADMIN, role: 'Operario' } } },
    });
    renderWithShell(<LoginPage />, { path: '/login' });
    await userEvent.type(screen.getByLabelText('N° Legajo'), '3000');
    await userEvent.type(screen.getByLabelText('Pin'), '300000');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'PC compartida: cerrar la sesión tras 20 minutos sin uso' }));
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(localStorage.getItem(PC_COMPARTIDA_KEY)).toBe('1');
  });

  describe('the plant (issue 24)', () => {
    const PLANTAS = [
      { codigo: 'PP', nombre: 'Planta principal' },
      { codigo: 'PS', nombre: 'Planta Sur' },
    ];

    it('with one plant asks nothing and sends no plant', async () => {
      const { calls } = fakeServer({
        'GET /api/auth/config': { body: { demoLogin: false, plantas: [PLANTAS[0]] } },
        'POST /api/auth': { body: { token: 'tok-p', user: ADMIN } },
      });
      renderWithShell(<LoginPage />, { path: '/login' });
      await userEvent.type(screen.getByLabelText('N° Legajo'), '1000');
      await userEvent.type(screen.getByLabelText('Pin'), '100000');
      await userEvent.click(screen.getByRole('button', { name: 'Login' }));
      await waitFor(() => expect(localStorage.getItem('token')).toBe('tok-p'));
      expect(screen.queryByRole('combobox', { name: 'Planta' })).toBeNull();
      expect(calls.find((c) => c.path === '/api/auth')?.body).toEqual({ email: '1000', password: '100000' });
      expect(localStorage.getItem(PLANTA_INGRESO_KEY)).toBeNull();
    });

    it('with several, requires one, sends its code and remembers it on this device', async () => {
      const { calls } = fakeServer({
        'GET /api/auth/config': { body: { demoLogin: false, plantas: PLANTAS } },
        'POST /api/auth': { body: { token: 'tok-s', user: ADMIN } },
      });
      renderWithShell(<LoginPage />, { path: '/login' });
      const planta = await screen.findByRole('combobox', { name: 'Planta' });
      await userEvent.type(screen.getByLabelText('N° Legajo'), '1000');
      await userEvent.type(screen.getByLabelText('Pin'), '100000');
      await userEvent.click(screen.getByRole('button', { name: 'Login' }));
      expect(await screen.findByText(MSG.plantaElegir)).toBeInTheDocument();
      expect(calls.some((c) => c.path === '/api/auth')).toBe(false);
      await userEvent.selectOptions(planta, 'Planta Sur');
      await userEvent.click(screen.getByRole('button', { name: 'Login' }));
      await waitFor(() => expect(localStorage.getItem('token')).toBe('tok-s'));
      expect(calls.find((c) => c.path === '/api/auth')?.body).toEqual({ email: '1000', password: '100000', planta: 'PS' });
      expect(localStorage.getItem(PLANTA_INGRESO_KEY)).toBe('PS');
    });

    it("offers the device's plant, and the address's code over it", async () => {
      fakeServer({ 'GET /api/auth/config': { body: { demoLogin: false, plantas: PLANTAS } } });
      localStorage.setItem(PLANTA_INGRESO_KEY, 'PS');
      const primera = renderWithShell(<LoginPage />, { path: '/login' });
      await waitFor(() => expect(screen.getByRole('combobox', { name: 'Planta' })).toHaveValue('PS'));
      primera.unmount();
      renderWithShell(<LoginPage />, { path: '/login?planta=pp' });
      await waitFor(() => expect(screen.getByRole('combobox', { name: 'Planta' })).toHaveValue('PP'));
    });
  });

  it('validates the fields before calling the server', async () => {
    const { calls } = fakeServer({ 'GET /api/auth/config': { body: { demoLogin: false } } });
    renderWithShell(<LoginPage />, { path: '/login' });
    await userEvent.type(screen.getByLabelText('N° Legajo'), 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText(MSG.legajoNumerico)).toBeInTheDocument();
    expect(screen.getByText(MSG.pinRequerido)).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/auth')).toBe(false);
  });

  it('offers the demo login only when /api/auth/config enables it, and it logs in', async () => {
    const { calls } = fakeServer({
      'GET /api/auth/config': { body: { demoLogin: true } },
      'POST /api/auth/demo': { body: { token: 'demo-tok', user: { ...ADMIN, name: 'Demo' } } },
    });
    renderWithShell(<LoginPage />, { path: '/login' });
    await userEvent.click(await screen.findByRole('link', { name: 'Login as a demo user' }));
    await waitFor(() => expect(localStorage.getItem('token')).toBe('demo-tok'));
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/auth/demo')).toBe(true);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/bandeja$/));
  });

  it('hides the demo link when the server disables it', async () => {
    const { calls } = fakeServer({ 'GET /api/auth/config': { body: { demoLogin: false } } });
    renderWithShell(<LoginPage />, { path: '/login' });
    await waitFor(() => expect(calls.some((c) => c.path === '/api/auth/config')).toBe(true));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('link', { name: 'Login as a demo user' })).not.toBeInTheDocument();
  });

  it.each([
    ['the form', 'form'],
    ['the demo link', 'demo'],
  ] as const)('after logging in with %s, goes to the page in ?next= (path and query)', async (_label, via) => {
    fakeServer({
      'GET /api/auth/config': { body: { demoLogin: true } },
      'POST /api/auth': { body: { token: 'tok-1', user: ADMIN } },
      'POST /api/auth/demo': { body: { token: 'demo-tok', user: ADMIN } },
    });
    const next = '/agregartarjeta?maquina=Prensa%201&x=1';
    // The page only at /login: rendered at every path, it would send the signed-in user on from `next` (no ?next= there)
    // to their home, and the test would depend on seeing the address in between.
    renderWithShell(<LoginPage />, { path: `/login?next=${encodeURIComponent(next)}`, routePath: '/login' });
    if (via === 'form') {
      await userEvent.type(screen.getByLabelText('N° Legajo'), '1000');
      await userEvent.type(screen.getByLabelText('Pin'), '100000');
      await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    } else {
      await userEvent.click(await screen.findByRole('link', { name: 'Login as a demo user' }));
    }
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(next));
  });

  it.each(['//evil.example', 'https://evil.example/', '/\\evil.example', 'javascript:alert(1)'])(
    'ignores the hostile next %s and goes home',
    async (hostile) => {
      fakeServer({
        'GET /api/auth/config': { body: { demoLogin: false } },
        'POST /api/auth': { body: { token: 'tok-1', user: ADMIN } },
      });
      renderWithShell(<LoginPage />, { path: `/login?next=${encodeURIComponent(hostile)}` });
      await userEvent.type(screen.getByLabelText('N° Legajo'), '1000');
      await userEvent.type(screen.getByLabelText('Pin'), '100000');
      await userEvent.click(screen.getByRole('button', { name: 'Login' }));
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/bandeja$/));
    },
  );

  it('sends a user who is already logged in straight to next', async () => {
    localStorage.setItem('token', 'tok-1');
    fakeServer({ 'GET /api/auth/config': { body: { demoLogin: false } }, 'GET /api/auth/user': { body: ADMIN } });
    renderWithShell(<LoginPage />, { path: '/login?next=%2Ftarjeta%2Fabc' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/tarjeta\/abc$/));
  });

  it('says the session expired after a 401 mid-session, and not on a plain visit', async () => {
    fakeServer({ 'GET /api/auth/config': { body: { demoLogin: false } } });
    const plain = renderWithShell(<LoginPage />, { path: '/login' });
    expect(screen.queryByText(MSG.sesionExpirada)).not.toBeInTheDocument();
    plain.unmount();

    localStorage.setItem('token', 'tok-1');
    const store = createAppStore();
    store.dispatch(sessionExpired());
    renderWithShell(<LoginPage />, { path: '/login?next=%2Fagregartarjeta', store });
    expect(screen.getByText(MSG.sesionExpirada)).toBeInTheDocument();
  });

  describe('single sign-on (issue 24 §3)', () => {
    it("offers 'Ingresar con <provider>' beside legajo and pin, starting at the BFF with this device's plant", async () => {
      localStorage.setItem(PLANTA_INGRESO_KEY, 'PS');
      fakeServer({
        'GET /api/auth/config': {
          body: {
            demoLogin: false,
            sso: { nombre: 'Microsoft' },
            plantas: [
              { codigo: 'PP', nombre: 'Planta principal' },
              { codigo: 'PS', nombre: 'Planta Sur' },
            ],
          },
        },
      });
      renderWithShell(<LoginPage />, { path: '/login' });
      const boton = await screen.findByRole('link', { name: 'Ingresar con Microsoft' });
      await waitFor(() => expect(boton).toHaveAttribute('href', '/api/auth/sso?planta=PS'));
      expect(screen.getByLabelText('N° Legajo')).toBeInTheDocument();
      localStorage.removeItem(PLANTA_INGRESO_KEY);
    });

    it('without a provider offers none; a return without a session says why', async () => {
      fakeServer({ 'GET /api/auth/config': { body: { demoLogin: false, sso: null } } });
      renderWithShell(<LoginPage />, { path: '/login?sso=sinAcceso' });
      expect(await screen.findByText(SSO_MOTIVOS.sinAcceso)).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: /Ingresar con/ })).toBeNull();
    });
  });
});
