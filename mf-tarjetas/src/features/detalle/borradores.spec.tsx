import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { ROUTES, detallePath } from '@portal/shared/domain';
import { draftKey } from '@portal/shared/ui';
import { fakeServer, makeUser, renderWithPortal } from '@portal/shared/testing';
import TarjetaDetallePage from '../../pages/TarjetaDetallePage';
import { CAMPOS_FIXTURE, makeTarjeta } from '../test/makeTarjeta';
import { elegirOpcion, renderDetalle } from './detalleTestSetup';

/** The detail page again, as after the next login (its title may sit behind a reopened dialog). */
function volverAlDetalle() {
  const tarjeta = makeTarjeta();
  fakeServer({
    'GET /api/auth/user': { body: makeUser({ role: 'Jefe de area' }) },
    'GET /api/campos': { body: CAMPOS_FIXTURE },
    [`GET /api/tarjetas/${tarjeta._id}`]: { body: tarjeta },
  });
  renderWithPortal({ user: makeUser({ role: 'Jefe de area' }), route: detallePath(tarjeta._id), routes: { [ROUTES.detalle]: <TarjetaDetallePage /> } });
}

describe('card dialogs keep what was typed', () => {
  it.each([
    ['Cerrar tarjeta', 'cerrar', 'Responsable'],
    ['Planificar tarjeta', 'planificar', 'Responsable del seguimiento'],
  ])('%s left open (session expired) opens again with its draft after the next login', async (opcion, clave, label) => {
    const first = await renderDetalle({}, 'Jefe de area');
    const dialog = await elegirOpcion(first.user, opcion);
    const campo = within(dialog).getByLabelText(new RegExp(`^${label}( \\*)?$`));
    await first.user.clear(campo);
    await first.user.type(campo, 'Juan Pérez');
    first.view.unmount();
    expect(sessionStorage.getItem(draftKey('u-admin', `${clave}:t-1`))).toContain('Juan Pérez');

    volverAlDetalle();
    const reabierto = await screen.findByRole('dialog');
    await waitFor(() => expect(within(reabierto).getByLabelText(new RegExp(`^${label}( \\*)?$`))).toHaveValue('Juan Pérez'));
  });

  it('asks before Escape closes a dialog with changes, and a discarded draft does not come back', async () => {
    const { user, view } = await renderDetalle({}, 'Jefe de area');
    const dialog = await elegirOpcion(user, 'Cerrar tarjeta');
    await user.type(within(dialog).getByLabelText(/^Responsable/), 'Juan');
    await user.keyboard('{Escape}');
    await screen.findByRole('dialog', { name: '¿Descartar los cambios sin guardar?' });
    await user.click(screen.getByRole('button', { name: 'Seguir editando' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '¿Descartar los cambios sin guardar?' })).not.toBeInTheDocument());
    expect(within(dialog).getByLabelText(/^Responsable/)).toHaveValue('Juan');

    await user.keyboard('{Escape}');
    await user.click(await screen.findByRole('button', { name: 'Descartar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sessionStorage.getItem(draftKey('u-admin', 'cerrar:t-1'))).toBeNull();
    view.unmount();
    await renderDetalle({}, 'Jefe de area');
    await new Promise((r) => setTimeout(r, 100));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
