import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PASOS_AM_DEFECTO, ROUTES, TURNOS_DEFECTO, type Planta } from '@portal/shared/domain';
import { fakeServer, makeUser, renderWithPortal } from '@portal/shared/testing';
import { NUEVA_PLANTA_LABEL, PlantasEmpresaCard, SUMAR_A_PLANTA_LABEL } from './PlantasEmpresaCard';

const dias = { Alta: 15, Media: 30, Baja: 60 };
const PRINCIPAL: Planta = {
  _id: 1,
  nombre: 'Planta principal',
  codigo: 'PP',
  zona: null,
  diasAlerta: dias,
  destinatariosReporte: [],
  pasosAm: [...PASOS_AM_DEFECTO],
  turnos: [...TURNOS_DEFECTO],
};
const NORTE: Planta = {
  _id: 2,
  nombre: 'Planta Norte',
  codigo: 'PN',
  zona: null,
  diasAlerta: dias,
  destinatariosReporte: [],
  pasosAm: [...PASOS_AM_DEFECTO],
  turnos: [...TURNOS_DEFECTO],
};
const OPERARIO = makeUser({ _id: 'u-op', name: 'Oscar Operario', role: 'Operario', email: '3000' });

function setup(plantas: Planta[]) {
  const server = fakeServer({
    'GET /api/auth/user': { body: makeUser({ empresa: true }) },
    'GET /api/auth/plantas': { body: [] },
    'GET /api/plantas': { body: plantas },
    'GET /api/users': { body: [makeUser({ empresa: true }), OPERARIO] },
    'POST /api/plantas': { status: 201, body: NORTE },
    'POST /api/plantas/2/miembros': { status: 201, body: { ...OPERARIO, _id: 'u-op-2', email: '8000', role: 'Jefe de area', planta: 2 } },
  });
  renderWithPortal({ routes: { [ROUTES.campos]: <PlantasEmpresaCard /> } });
  return server;
}

const card = () => screen.getByRole('region', { name: 'Plantas de la empresa' });

describe('PlantasEmpresaCard (Admin › Campos, company Admin)', () => {
  it('lists the plants and creates one (Nueva planta → name, code → Crear), which joins the list', async () => {
    const server = setup([PRINCIPAL]);
    const ue = userEvent.setup();
    expect(await within(card()).findByText('Planta principal')).toBeInTheDocument();
    // One plant: nobody to add to another.
    expect(within(card()).getByRole('button', { name: SUMAR_A_PLANTA_LABEL })).toBeDisabled();
    await ue.click(within(card()).getByRole('button', { name: NUEVA_PLANTA_LABEL }));
    const dialog = await screen.findByRole('dialog', { name: NUEVA_PLANTA_LABEL });
    await ue.type(within(dialog).getByLabelText(/^Nombre/), 'Planta Norte');
    await ue.type(within(dialog).getByLabelText(/^Código/), 'pn');
    await ue.click(within(dialog).getByRole('button', { name: 'Crear' }));
    await waitFor(() =>
      expect(server.calls.find((c) => c.method === 'POST' && c.path === '/api/plantas')?.body).toEqual({ nombre: 'Planta Norte', codigo: 'PN' }),
    );
    expect(await screen.findByText('Planta "Planta Norte" creada: usted es su Admin')).toBeInTheDocument();
    await waitFor(() => expect(within(card()).getByText('Planta Norte')).toBeInTheDocument());
  });

  it('adds a user of this plant to another with a legajo and role there', async () => {
    const server = setup([PRINCIPAL, NORTE]);
    const ue = userEvent.setup();
    await ue.click(await within(card()).findByRole('button', { name: SUMAR_A_PLANTA_LABEL }));
    const dialog = await screen.findByRole('dialog', { name: SUMAR_A_PLANTA_LABEL });
    await waitFor(() => expect(within(dialog).getAllByRole('option', { name: /Oscar Operario/ })).toHaveLength(1));
    await ue.selectOptions(within(dialog).getByRole('combobox', { name: /^Persona/ }), 'Oscar Operario (legajo 3000)');
    // The other plants only.
    const planta = within(dialog).getByRole('combobox', { name: /^Planta/ });
    expect(within(planta).queryByRole('option', { name: 'Planta principal' })).toBeNull();
    await ue.selectOptions(planta, 'Planta Norte');
    await ue.type(within(dialog).getByLabelText(/^N° Legajo en esa planta/), '8000');
    await ue.click(within(dialog).getByRole('combobox', { name: /^Rol en esa planta/ }));
    await ue.click(await screen.findByRole('option', { name: 'Jefe de area' }));
    await ue.click(within(dialog).getByRole('button', { name: 'Sumar' }));
    await waitFor(() =>
      expect(server.calls.find((c) => c.path === '/api/plantas/2/miembros')?.body).toEqual({ userId: 'u-op', email: '8000', role: 'Jefe de area' }),
    );
    expect(await screen.findByText('Oscar Operario es miembro de Planta Norte (legajo 8000)')).toBeInTheDocument();
  });
});
