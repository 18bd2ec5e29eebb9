import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MSG } from '@portal/shared/domain';
import { fakeServer } from '../test/fakeServer';
import { renderWithShell } from '../test/renderApp';
import { IngresoSsoPage } from './IngresoSsoPage';

const JEFE = { _id: 'u2', name: 'Beto', role: 'Jefe de area', email: '7702', hours: [], date: '2024-01-01', sso: true };

describe('IngresoSsoPage (the return of single sign-on)', () => {
  it("trades the fragment's one-time code for the session, forgets the code, and goes to the role's home", async () => {
    window.history.replaceState(null, '', '/ingreso-sso#codigo=codigo-de-un-solo-uso-0123456789');
    const { calls } = fakeServer({ 'POST /api/auth/sso/canje': { body: { token: 'tok-sso', user: JEFE } } });
    const { store } = renderWithShell(<IngresoSsoPage />, { path: '/ingreso-sso' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/bandeja$/));
    expect(calls.find((c) => c.path === '/api/auth/sso/canje')?.body).toEqual({ codigo: 'codigo-de-un-solo-uso-0123456789' });
    expect(window.location.hash).toBe('');
    expect(localStorage.getItem('token')).toBe('tok-sso');
    expect(localStorage.getItem('sesion-sso')).toBe('1');
    expect(store.getState().auth).toMatchObject({ status: 'authenticated', user: { name: 'Beto' } });
  });

  it('a used code says so, with the way back to the login', async () => {
    window.history.replaceState(null, '', '/ingreso-sso#codigo=codigo-ya-usado-0123456789abcdef');
    fakeServer({ 'POST /api/auth/sso/canje': { status: 400, body: { msg: MSG.ssoCodigoInvalido } } });
    renderWithShell(<IngresoSsoPage />, { path: '/ingreso-sso' });
    expect(await screen.findByText(MSG.ssoCodigoInvalido)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al login' })).toHaveAttribute('href', '/login');
    expect(localStorage.getItem('token')).toBeNull();
  });
});
