import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG, ROUTES } from '@portal/shared/domain';
import { fakeServer, makeUser, renderWithPortal } from '@portal/shared/testing';
import { CorreoUsuarioDialog } from './CorreoUsuarioDialog';

afterEach(() => vi.unstubAllGlobals());

const admin = makeUser();
const nora = makeUser({ _id: 'u-nora', name: 'Nora Paz', role: 'Operario', email: '300', correo: 'nora@example.com' });

function setup(onClose = vi.fn()) {
  const server = fakeServer({
    'GET /api/auth/user': { body: admin },
    'POST /api/users/correo': (body) => ({ body: { ...nora, correo: (body as { correo: string | null }).correo } }),
  });
  renderWithPortal({ user: admin, routes: { [ROUTES.admin]: <CorreoUsuarioDialog user={nora} onClose={onClose} /> } });
  return { server, onClose };
}

describe("CorreoUsuarioDialog (Admin: a user's e-mail)", () => {
  it("starts from the user's address, changes it and closes", async () => {
    const { server, onClose } = setup();
    const campo = await screen.findByLabelText('E-mail');
    await waitFor(() => expect(campo).toHaveValue('nora@example.com'));
    await userEvent.clear(campo);
    await userEvent.type(campo, 'Nora.Paz@Example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.calls.find((c) => c.path === '/api/users/correo')?.body).toEqual({ _id: 'u-nora', correo: 'nora.paz@example.com' });
  });

  it('refuses a malformed address before calling', async () => {
    const { server } = setup();
    const campo = await screen.findByLabelText('E-mail');
    await userEvent.clear(campo);
    await userEvent.type(campo, 'nora@');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(MSG.correoInvalido)).toBeInTheDocument();
    expect(server.calls.filter((c) => c.path === '/api/users/correo')).toEqual([]);
  });
});
