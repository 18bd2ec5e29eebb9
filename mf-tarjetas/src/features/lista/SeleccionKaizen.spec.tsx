import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { agregarKaizenConTarjetas, ROUTES, type Role, type Tarjeta } from '@portal/shared/domain';
import { fakeServer, makeUser, renderWithPortal, stubPhone } from '@portal/shared/testing';
import TarjetasPage from '../../pages/TarjetasPage';
import { CAMPOS_FIXTURE, makePagina, makeTarjeta } from '../test/makeTarjeta';

const TARJETAS: Tarjeta[] = [
  makeTarjeta({ _id: 'r7', numero: 7, color: 'Roja', descripcion: 'Pérdida de aceite' }),
  makeTarjeta({ _id: 'a3', numero: 3, color: 'Azul', descripcion: 'Falta señalización' }),
  makeTarjeta({ _id: 'r2', numero: 2, color: 'Roja', descripcion: 'Tornillo flojo' }),
];

function setup(role: Role) {
  const user = makeUser({ role });
  fakeServer({
    'GET /api/auth/user': { body: user },
    'GET /api/campos': { body: CAMPOS_FIXTURE },
    'GET /api/tarjetas': (_b, call) => ({
      body: makePagina(TARJETAS, { total: TARJETAS.length, page: Number(call.query.page), pageSize: Number(call.query.pageSize) }),
    }),
  });
  renderWithPortal({ user, routes: { [ROUTES.tarjetas]: <TarjetasPage />, [ROUTES.agregarKaizen]: <h1>Formulario Kaizen</h1> }, route: ROUTES.tarjetas });
  return userEvent.setup();
}

const crear = () => screen.queryByRole('link', { name: /^Crear Quick Kaizen con/ });

afterEach(() => vi.unstubAllGlobals());

describe("/tarjetas: 'Crear Quick Kaizen con N tarjetas' from the selected rows", () => {
  it('an Admin selects rows; the button names the count and opens the add form with their ids', async () => {
    const user = setup('Admin');
    const grid = await screen.findByRole('grid');
    await waitFor(() => expect(within(grid).getByRole('link', { name: 'Tarjeta Roja N°7' })).toBeInTheDocument());
    expect(crear()).not.toBeInTheDocument();
    const fila = (id: string) =>
      within(grid)
        .getAllByRole('row')
        .find((r) => r.getAttribute('data-id') === id)!;
    // Each row's checkbox names its card, as on a phone (a screen reader heard 'Seleccionar fila' on every row).
    expect(within(fila('r7')).getByRole('checkbox')).toHaveAccessibleName('Seleccionar Tarjeta Roja N°7');
    expect(within(fila('a3')).getByRole('checkbox')).toHaveAccessibleName('Seleccionar Tarjeta Azul N°3');
    await user.click(within(fila('r7')).getByRole('checkbox'));
    expect(within(fila('r7')).getByRole('checkbox')).toHaveAccessibleName('Seleccionar Tarjeta Roja N°7');
    expect(crear()).toHaveTextContent('Crear Quick Kaizen con 1 tarjeta');
    await user.click(within(fila('r2')).getByRole('checkbox'));
    expect(screen.getByRole('region', { name: 'Tarjetas seleccionadas' })).toHaveTextContent('2 tarjetas seleccionadas');
    expect(crear()).toHaveAttribute('href', agregarKaizenConTarjetas(['r7', 'r2']));
    await user.click(screen.getByRole('button', { name: 'Quitar selección' }));
    expect(crear()).not.toBeInTheDocument();
    await user.click(within(fila('a3')).getByRole('checkbox'));
    await user.click(crear()!);
    expect(await screen.findByRole('heading', { name: 'Formulario Kaizen' })).toBeInTheDocument();
  });

  it.each(['Jefe de area', 'Operario'] as const)('a %s (no kaizen.create) gets no selection, so no way to a form that says No tiene permiso', async (role) => {
    setup(role);
    const grid = await screen.findByRole('grid');
    await waitFor(() => expect(within(grid).getByRole('link', { name: 'Tarjeta Roja N°7' })).toBeInTheDocument());
    expect(within(grid).queryAllByRole('checkbox')).toHaveLength(0);
    expect(crear()).not.toBeInTheDocument();
  });

  it('on a phone each card has its own checkbox beside its link', async () => {
    stubPhone();
    const user = setup('Admin');
    const lista = await screen.findByRole('list', { name: 'Tarjetas' });
    await user.click(await within(lista).findByRole('checkbox', { name: 'Seleccionar Tarjeta Azul N°3' }));
    await user.click(within(lista).getByRole('checkbox', { name: 'Seleccionar Tarjeta Roja N°7' }));
    expect(crear()).toHaveTextContent('Crear Quick Kaizen con 2 tarjetas');
    expect(crear()).toHaveAttribute('href', agregarKaizenConTarjetas(['a3', 'r7']));
    // The row's link still opens the card.
    expect(within(lista).getAllByRole('link')).toHaveLength(3);
  });
});
