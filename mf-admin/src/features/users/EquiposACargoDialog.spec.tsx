import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG, ROUTES } from '@portal/shared/domain';
import { fakeServer, makeUser, renderWithPortal } from '@portal/shared/testing';
import { EquiposACargoDialog } from './EquiposACargoDialog';

const admin = makeUser();
const martin = makeUser({ _id: 'u-martin', name: 'Martín Sosa', role: 'Jefe de area', email: '2000', equipo: 'Laminadora', equiposACargo: ['Prensas'] });

function setup(answer: (body: unknown) => { status?: number; body: unknown }) {
  const onClose = vi.fn();
  const server = fakeServer({ 'GET /api/auth/user': { body: admin }, 'POST /api/users/equipos-a-cargo': answer });
  renderWithPortal({
    user: admin,
    routes: { [ROUTES.admin]: <EquiposACargoDialog user={martin} equipos={['Laminadora', 'Prensas', 'Hornos']} onClose={onClose} /> },
  });
  return { server, onClose };
}

describe('EquiposACargoDialog (Admin: the equipos a Jefe de area leads)', () => {
  it("offers every equipo but the Jefe's own, starts from theirs, saves the ticked ones and closes", async () => {
    const { server, onClose } = setup((body) => ({ body: { ...martin, equiposACargo: (body as { equipos: string[] }).equipos } }));
    const grupo = await screen.findByRole('group', { name: 'Otros equipos a cargo' });
    expect(screen.getByText(/Su equipo autonomo \(Laminadora\) siempre está a su cargo/)).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Laminadora' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Prensas' })).toBeChecked());
    expect(grupo).toContainElement(screen.getByRole('checkbox', { name: 'Hornos' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Hornos' }));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.calls.find((c) => c.path === '/api/users/equipos-a-cargo')?.body).toEqual({ _id: 'u-martin', equipos: ['Prensas', 'Hornos'] });
  });

  it("shows the API's refusal in the dialog and stays open", async () => {
    const { onClose } = setup(() => ({ status: 400, body: { msg: MSG.equipoInexistente } }));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Hornos' }));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(MSG.equipoInexistente)).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
