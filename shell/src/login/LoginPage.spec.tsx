import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '@portal/shared/domain';
import { fakeServer } from '../test/fakeServer';
import { renderWithShell } from '../test/renderApp';
import { LoginPage } from './LoginPage';

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

  it('stores the token and goes to / on success', async () => {
    fakeServer({
      'GET /api/auth/config': { body: { demoLogin: false } },
      'POST /api/auth': { body: { token: 'tok-1', user: ADMIN } },
    });
    const { store } = renderWithShell(<LoginPage />, { path: '/login' });
    await userEvent.type(screen.getByLabelText('N° Legajo'), '1000');
    await userEvent.type(screen.getByLabelText('Pin'), '100000');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(localStorage.getItem('token')).toBe('tok-1');
    expect(store.getState().auth).toMatchObject({ token: 'tok-1', status: 'authenticated', user: { name: 'Ana' } });
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
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });

  it('hides the demo link when the server disables it', async () => {
    const { calls } = fakeServer({ 'GET /api/auth/config': { body: { demoLogin: false } } });
    renderWithShell(<LoginPage />, { path: '/login' });
    await waitFor(() => expect(calls.some((c) => c.path === '/api/auth/config')).toBe(true));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('link', { name: 'Login as a demo user' })).not.toBeInTheDocument();
  });
});
