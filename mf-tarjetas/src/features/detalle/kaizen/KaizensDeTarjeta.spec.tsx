import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { ROUTES, detallePath, type KaizenDeTarjeta } from '@portal/shared/domain';
import { fakeServer, makeUser, renderWithPortal } from '@portal/shared/testing';
import TarjetaDetallePage from '../../../pages/TarjetaDetallePage';
import { CAMPOS_FIXTURE, makeTarjeta } from '../../test/makeTarjeta';
import { opcionesDelMenu, renderDetalle } from '../detalleTestSetup';
import { KAIZENS_TITULO } from './KaizensDeTarjetaSection';

const KAIZENS: KaizenDeTarjeta[] = [
  { _id: 'k-3', numero: 3, codigo: 'QK-3', tema: 'Fuga de aceite en la extrusora', estadoActual: 'En implementacion', roles: ['origen'] },
  { _id: 'k-5', numero: 5, codigo: 'QK-5', tema: 'Cambio de retenes', estadoActual: 'Cerrada', roles: ['origen', 'hacer'] },
];
function FormularioKaizen() {
  const { search } = useLocation();
  return <h1>Formulario Kaizen {search}</h1>;
}

const deTarjeta = (id: string, body: KaizenDeTarjeta[] = KAIZENS) => ({ [`GET /api/tarjetaskaizen/de-tarjeta/${id}`]: { body } });

describe("TarjetaDetalle: 'Crear Quick Kaizen'", () => {
  it('is offered to an Admin and opens /agregarkaizen with the card as its source', async () => {
    const tarjeta = makeTarjeta({ _id: 't-12', color: 'Azul', numero: 12 });
    const admin = makeUser({ role: 'Admin' });
    fakeServer({ 'GET /api/auth/user': { body: admin }, 'GET /api/campos': { body: CAMPOS_FIXTURE }, 'GET /api/tarjetas/t-12': { body: tarjeta } });
    renderWithPortal({
      user: admin,
      route: detallePath('t-12'),
      routes: { [ROUTES.detalle]: <TarjetaDetallePage />, [ROUTES.agregarKaizen]: <FormularioKaizen /> },
    });
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Tarjeta Azul N°12' });
    expect(await opcionesDelMenu(user)).toContain('Crear Quick Kaizen');
    await user.click(screen.getByRole('menuitem', { name: 'Crear Quick Kaizen' }));
    expect(await screen.findByRole('heading', { name: 'Formulario Kaizen ?color=Azul&numero=12' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/agregarkaizen');
  });

  it.each(['Jefe de area', 'Operario'] as const)('is not offered to %s', async (role) => {
    const { user } = await renderDetalle({}, role);
    expect(await opcionesDelMenu(user)).not.toContain('Crear Quick Kaizen');
  });
});

describe("TarjetaDetalle: the 'Quick Kaizen' section", () => {
  it('lists the Kaizens of the card, each linked to its detail, with its state and how the card is linked', async () => {
    await renderDetalle({ _id: 't-1' }, 'Operario', deTarjeta('t-1'));
    const seccion = await screen.findByRole('region', { name: KAIZENS_TITULO });
    const items = within(seccion).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const primero = within(items[0]);
    expect(primero.getByRole('link', { name: 'Quick Kaizen N°3 — QK-3 — Fuga de aceite en la extrusora' })).toHaveAttribute('href', '/tarjeta/k-3');
    expect(primero.getByLabelText('Estado: En implementacion')).toBeInTheDocument();
    expect(primero.getByText('Origen')).toBeInTheDocument();
    expect(primero.queryByText('Hacer')).not.toBeInTheDocument();
    const segundo = within(items[1]);
    expect(segundo.getByRole('link', { name: 'Quick Kaizen N°5 — QK-5 — Cambio de retenes' })).toHaveAttribute('href', '/tarjeta/k-5');
    expect(segundo.getByText('Origen')).toBeInTheDocument();
    expect(segundo.getByText('Hacer')).toBeInTheDocument();
  });

  it('is hidden when the card belongs to no Kaizen', async () => {
    const { server } = await renderDetalle({ _id: 't-1' }, 'Operario', deTarjeta('t-1', []));
    await waitFor(() => expect(server.callsTo('GET', '/api/tarjetaskaizen/de-tarjeta/t-1')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: KAIZENS_TITULO })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: KAIZENS_TITULO })).not.toBeInTheDocument();
  });
});
