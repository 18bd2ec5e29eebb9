import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '@portal/shared/domain';
import { authApi } from '@portal/shared/auth';
import { createAppStore } from '../app/store';
import { fakeServer } from '../test/fakeServer';
import { renderWithShell } from '../test/renderApp';
import { AVISOS_CORREO_LABEL, CuentaPage } from './CuentaPage';
import { AVISOS_GUARDADOS } from './useAvisosCuentaForm';

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
  correo: 'oscar@example.com',
  avisosCorreo: true,
};

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

async function renderPage() {
  localStorage.setItem('token', 'tok');
  const store = createAppStore();
  const view = renderWithShell(<CuentaPage />, { path: '/cuenta', store });
  await store.dispatch(authApi.endpoints.loadUser.initiate());
  return { ...view, store };
}

describe('CuentaPage (Mi cuenta > Avisos por e-mail)', () => {
  it("shows the user's e-mail and choice, turns e-mail off and saves; the session user follows", async () => {
    const server = fakeServer({
      'GET /api/auth/user': { body: OPERARIO },
      'POST /api/auth/avisos': (call) => ({ body: { ...OPERARIO, ...(call.body as object) } }),
    });
    const { store } = await renderPage();
    const correo = await screen.findByLabelText('E-mail');
    await waitFor(() => expect(correo).toHaveValue('oscar@example.com'));
    const toggle = screen.getByRole('switch', { name: AVISOS_CORREO_LABEL });
    expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(AVISOS_GUARDADOS)).toBeInTheDocument();
    const post = server.calls.find((c) => c.method === 'POST' && c.path === '/api/auth/avisos');
    expect(post?.body).toEqual({ correo: 'oscar@example.com', avisosCorreo: false });
    expect(store.getState().auth.user).toMatchObject({ avisosCorreo: false });
  });

  it('checks the address before calling, and clears it when left empty', async () => {
    const server = fakeServer({
      'GET /api/auth/user': { body: OPERARIO },
      'POST /api/auth/avisos': (call) => ({ body: { ...OPERARIO, ...(call.body as object) } }),
    });
    await renderPage();
    const correo = await screen.findByLabelText('E-mail');
    await waitFor(() => expect(correo).toHaveValue('oscar@example.com'));
    await userEvent.clear(correo);
    await userEvent.type(correo, 'oscar@');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(MSG.correoInvalido)).toBeInTheDocument();
    expect(server.calls.filter((c) => c.path === '/api/auth/avisos')).toHaveLength(0);
    await userEvent.clear(correo);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(server.calls.find((c) => c.path === '/api/auth/avisos')?.body).toEqual({ correo: null, avisosCorreo: true }));
  });

  it("shows the server's refusal", async () => {
    fakeServer({ 'GET /api/auth/user': { body: OPERARIO }, 'POST /api/auth/avisos': { status: 400, body: { msg: MSG.correoMax } } });
    await renderPage();
    await waitFor(() => expect(screen.getByLabelText('E-mail')).toHaveValue('oscar@example.com'));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(MSG.correoMax)).toBeInTheDocument();
  });
});
