import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '@portal/shared/domain';
import { authApi } from '@portal/shared/auth';
import { createAppStore } from '../app/store';
import { fakeServer } from '../test/fakeServer';
import { renderWithShell } from '../test/renderApp';
import { CambiarPinPage } from './CambiarPinPage';
import { PIN_CAMBIADO } from './useCambiarPinForm';

const OPERARIO = {
  _id: 'u1',
  name: 'Oscar',
  role: 'Operario',
  email: '3000',
  hours: [],
  date: '2024-01-01',
  ultimoLogin: null,
  ultimaActividad: null,
  debeCambiarPin: false,
};

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

async function renderPage(path = '/cambiarpin', user = OPERARIO) {
  localStorage.setItem('token', 'tok-viejo');
  const store = createAppStore();
  const view = renderWithShell(<CambiarPinPage />, { path, store });
  await store.dispatch(authApi.endpoints.loadUser.initiate());
  return { ...view, store, user };
}

async function fill(actual: string, nuevo: string, repetido = nuevo) {
  const u = userEvent.setup();
  if (actual) await u.type(screen.getByLabelText(/Pin actual/), actual);
  if (nuevo) await u.type(screen.getByLabelText(/^Pin nuevo/), nuevo);
  if (repetido) await u.type(screen.getByLabelText(/Repetir pin nuevo/), repetido);
  await u.click(screen.getByRole('button', { name: 'Cambiar pin' }));
}

describe('CambiarPinPage', () => {
  it('checks the rules before calling: all fields at once, the pins must match and differ from the current one', async () => {
    const { calls } = fakeServer({ 'GET /api/auth/user': { body: OPERARIO } });
    await renderPage();
    await fill('', '');
    expect(await screen.findByText(MSG.pinActualRequerido)).toBeInTheDocument();
    expect(screen.getByText(MSG.pinRequerido)).toBeInTheDocument();
    expect(screen.getByText(MSG.pinRepetidoRequerido)).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/auth/pin')).toHaveLength(0);
  });

  it('refuses different new pins and a short one', async () => {
    const { calls } = fakeServer({ 'GET /api/auth/user': { body: OPERARIO } });
    await renderPage();
    await fill('111111', '222222', '222223');
    expect(await screen.findByText(MSG.pinesNoCoinciden)).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/auth/pin')).toHaveLength(0);
  });

  it('shows the server refusal (wrong current pin) above the button and keeps the session', async () => {
    fakeServer({ 'GET /api/auth/user': { body: OPERARIO }, 'POST /api/auth/pin': { status: 400, body: { msg: MSG.pinActualIncorrecto } } });
    const { store } = await renderPage();
    await fill('999999', '222222');
    expect(await screen.findByText(MSG.pinActualIncorrecto)).toBeInTheDocument();
    expect(store.getState().auth.token).toBe('tok-viejo');
  });

  it('on success takes the new token, says so and goes to `next`', async () => {
    const { calls } = fakeServer({
      'GET /api/auth/user': { body: { ...OPERARIO, debeCambiarPin: true } },
      'POST /api/auth/pin': { body: { token: 'tok-nuevo', user: OPERARIO } },
    });
    const { store } = await renderPage('/cambiarpin?next=%2Ftarjetas%3Fcolor%3DRoja');
    expect(await screen.findByText(MSG.debeCambiarPin)).toBeInTheDocument();
    await fill('111111', '222222');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/tarjetas?color=Roja'));
    expect(calls.find((c) => c.path === '/api/auth/pin')).toMatchObject({
      body: { pinActual: '111111', pinNuevo: '222222', pinNuevoRepetido: '222222' },
      authorization: 'Bearer tok-viejo',
    });
    expect(localStorage.getItem('token')).toBe('tok-nuevo');
    expect(store.getState().auth).toMatchObject({ token: 'tok-nuevo', user: { debeCambiarPin: false } });
    expect(await screen.findByText(PIN_CAMBIADO)).toBeInTheDocument();
  });
});
