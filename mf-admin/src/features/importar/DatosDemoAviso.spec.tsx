import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG_DATOS_DEMO, type DatosDemo, type DatosDemoBorrados } from '@portal/shared/domain';
import { renderPageAs, type FakeRoutes } from '@portal/shared/testing';
import ImportarPage from '../../pages/ImportarPage';

const DEMO = '/api/importar/demo';
const SEMBRADOS: DatosDemo = { tarjetas: 300, kaizens: 5, horas: 4 };
const NADA: DatosDemo = { tarjetas: 0, kaizens: 0, horas: 0 };

/** The import page with a server whose demo counts drop to zero once the delete is accepted. */
function setup(extra: FakeRoutes = {}) {
  let quedan = SEMBRADOS;
  const routes: FakeRoutes = {
    [`GET ${DEMO}`]: () => ({ body: quedan }),
    [`DELETE ${DEMO}`]: () => {
      const borrados: DatosDemoBorrados = { ...quedan, msg: MSG_DATOS_DEMO.borrados(quedan) };
      quedan = NADA;
      return { body: borrados };
    },
    ...extra,
  };
  return { user: userEvent.setup(), ...renderPageAs(ImportarPage, 'Admin', routes) };
}

const aviso = () => screen.findByRole('region', { name: 'Datos de demostración' });

describe('ImportarPage: demo data warning (issue 21 §3)', () => {
  it('warns with the counts and removes the demo data after confirming; the warning goes away', async () => {
    const { user, server } = setup();
    expect(await aviso()).toHaveTextContent('La base tiene datos de demostración: 300 tarjetas, 5 Kaizens y 4 registros de horas.');
    await user.click(within(await aviso()).getByRole('button', { name: 'Borrar datos de demostración' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Borrar datos de demostración' });
    expect(dialogo).toHaveTextContent('Se borrarán 300 tarjetas, 5 Kaizens y 4 registros de horas');
    expect(server.callsTo('DELETE', DEMO)).toHaveLength(0);
    await user.click(within(dialogo).getByRole('button', { name: 'Borrar' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Se borraron los datos de demostración: 300 tarjetas, 5 Kaizens y 4 registros de horas.');
    expect(server.callsTo('DELETE', DEMO)).toHaveLength(1);
    await waitFor(() => expect(server.callsTo('GET', DEMO).length).toBeGreaterThanOrEqual(2));
    expect(screen.queryByRole('region', { name: 'Datos de demostración' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The import itself is still there below.
    expect(screen.getByLabelText('Archivo a importar')).toBeInTheDocument();
  });

  it('cancel sends nothing; a refused delete shows its message inside the dialog and keeps the warning', async () => {
    const { user, server } = setup({ [`DELETE ${DEMO}`]: { status: 403, body: { msg: 'No tiene permiso para realizar esta acción' } } });
    await user.click(within(await aviso()).getByRole('button', { name: 'Borrar datos de demostración' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.callsTo('DELETE', DEMO)).toHaveLength(0);
    await user.click(within(await aviso()).getByRole('button', { name: 'Borrar datos de demostración' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Borrar' }));
    expect(await within(screen.getByRole('dialog')).findByText('No tiene permiso para realizar esta acción')).toBeInTheDocument();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancelar' }));
    expect(await aviso()).toHaveTextContent('300 tarjetas');
  });

  it('shows nothing when the database has no demo data', async () => {
    const { server } = setup({ [`GET ${DEMO}`]: { body: NADA } });
    await waitFor(() => expect(server.callsTo('GET', DEMO)).toHaveLength(1));
    expect(await screen.findByLabelText('Archivo a importar')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Datos de demostración' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Borrar datos de demostración' })).not.toBeInTheDocument();
  });
});
