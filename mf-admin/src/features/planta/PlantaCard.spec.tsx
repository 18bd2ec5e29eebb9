import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG, PASOS_AM_DEFECTO, ROUTES, type Planta } from '@portal/shared/domain';
import { fakeServer, makeUser, renderWithPortal, ZONA_PRUEBAS, type FakeRoutes } from '@portal/shared/testing';
import { PlantaCard } from './PlantaCard';

const PRINCIPAL: Planta = {
  _id: 1,
  nombre: 'Planta principal',
  codigo: 'PP',
  zona: null,
  diasAlerta: { Alta: 15, Media: 30, Baja: 60 },
  destinatariosReporte: [],
  pasosAm: [...PASOS_AM_DEFECTO],
};

function setup(routes: FakeRoutes = {}) {
  const server = fakeServer({
    'GET /api/auth/user': { body: makeUser() },
    'GET /api/plantas': { body: [PRINCIPAL] },
    'PATCH /api/plantas/1': { body: { ...PRINCIPAL, nombre: 'Planta Pilar', codigo: 'PIL' } },
    ...routes,
  });
  renderWithPortal({ routes: { [ROUTES.campos]: <PlantaCard /> } });
  return server;
}

const card = () => screen.getByRole('region', { name: 'Planta' });
const dato = (nombre: string) => within(card()).getByText(nombre).nextElementSibling?.textContent;

describe('PlantaCard (Admin › Campos › Planta)', () => {
  it("shows the user's plant: name and code, the installation's zone and the alert days", async () => {
    setup({ 'GET /api/plantas': { body: [{ ...PRINCIPAL, diasAlerta: { Alta: 10, Media: 20, Baja: 40 } }] } });
    expect(await within(card()).findByText('Planta principal')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Planta' })).toBeInTheDocument();
    expect(dato('Código')).toBe('PP');
    expect(dato('Zona horaria')).toBe(`${ZONA_PRUEBAS} (la de la instalación)`);
    expect(dato('Días de alerta')).toBe('Alta 10 · Media 20 · Baja 40');
  });

  it("a plant's own zone is shown instead of the installation's", async () => {
    setup({ 'GET /api/plantas': { body: [{ ...PRINCIPAL, zona: 'Europe/Madrid' }] } });
    await within(card()).findByText('Planta principal');
    expect(dato('Zona horaria')).toBe('Europe/Madrid');
  });

  it('renames the plant and changes its code (sent as typed; the server upper-cases), then shows the answer', async () => {
    const server = setup();
    const ue = userEvent.setup();
    await ue.click(await screen.findByRole('button', { name: 'Editar planta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar planta' });
    const nombre = within(dialog).getByLabelText(/^Nombre/);
    const codigo = within(dialog).getByLabelText(/^Código/);
    expect(nombre).toHaveValue('Planta principal');
    expect(codigo).toHaveValue('PP');
    await ue.clear(nombre);
    await ue.type(nombre, '  Planta Pilar ');
    await ue.clear(codigo);
    await ue.type(codigo, 'pil');
    const destinatarios = within(dialog).getByRole('textbox', { name: 'Destinatarios del reporte semanal' });
    await ue.type(destinatarios, 'no-es-correo');
    await ue.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText(MSG.correoInvalido)).toBeInTheDocument();
    await ue.clear(destinatarios);
    await ue.type(destinatarios, 'Gerencia@example.com; calidad@example.com,gerencia@example.com');
    await ue.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(server.callsTo('PATCH', '/api/plantas/1')).toHaveLength(1));
    // The schema trims, upper-cases the code and makes the recipients a list (lower-cased, each once) before sending.
    expect(server.callsTo('PATCH', '/api/plantas/1')[0].body).toEqual({
      nombre: 'Planta Pilar',
      codigo: 'PIL',
      zona: null,
      diasAlerta: { Alta: 15, Media: 30, Baja: 60 },
      destinatariosReporte: ['gerencia@example.com', 'calidad@example.com'],
      pasosAm: [...PASOS_AM_DEFECTO],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Planta "Planta Pilar" guardada')).toBeInTheDocument();
    expect(within(card()).getByText('Planta Pilar')).toBeInTheDocument();
    expect(dato('Código')).toBe('PIL');
  });

  it('checks the fields before sending, and shows the server refusal in the dialog', async () => {
    const server = setup({ 'PATCH /api/plantas/1': { status: 400, body: { msg: MSG.plantaCodigoDuplicado } } });
    const ue = userEvent.setup();
    await ue.click(await screen.findByRole('button', { name: 'Editar planta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar planta' });
    const nombre = within(dialog).getByLabelText(/^Nombre/);
    const codigo = within(dialog).getByLabelText(/^Código/);
    await ue.clear(nombre);
    await ue.clear(codigo);
    await ue.type(codigo, 'P-1');
    await ue.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText(MSG.plantaNombreRequerido)).toBeInTheDocument();
    expect(within(dialog).getByText(MSG.plantaCodigoInvalido)).toBeInTheDocument();
    expect(server.callsTo('PATCH', '/api/plantas/1')).toHaveLength(0);
    await ue.type(nombre, 'Planta Sur');
    await ue.clear(codigo);
    await ue.type(codigo, 'PS');
    await ue.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText(MSG.plantaCodigoDuplicado)).toBeInTheDocument();
    expect(server.callsTo('PATCH', '/api/plantas/1')).toHaveLength(1);
    // Behind the open dialog (aria-hidden), the card still shows the stored plant.
    expect(within(screen.getByRole('region', { name: 'Planta', hidden: true })).getByText('Planta principal')).toBeInTheDocument();
  });

  it('sets its own zone and alert days (in force from the next request); days must grow from Alta to Baja', async () => {
    const server = setup({
      'PATCH /api/plantas/1': { body: { ...PRINCIPAL, zona: 'Europe/Madrid', diasAlerta: { Alta: 7, Media: 30, Baja: 60 } } },
      'GET /api/auth/config': { body: { demoLogin: false, zonaHoraria: 'Europe/Madrid', pcCompartidaMinutos: 10, plantas: [] } },
    });
    const ue = userEvent.setup();
    await ue.click(await screen.findByRole('button', { name: 'Editar planta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar planta' });
    await ue.type(within(dialog).getByRole('combobox', { name: 'Zona horaria' }), 'Europe/Madr');
    await ue.click(await screen.findByRole('option', { name: 'Europe/Madrid' }));
    const alta = within(dialog).getByRole('spinbutton', { name: /^Alta/ });
    await ue.clear(alta);
    await ue.type(alta, '70');
    await ue.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText(MSG.plantaDiasAlertaOrden)).toBeInTheDocument();
    expect(server.callsTo('PATCH', '/api/plantas/1')).toHaveLength(0);
    await ue.clear(alta);
    await ue.type(alta, '7');
    // The program's steps, one per line: a list of two is refused, five (blank lines left out) are sent trimmed.
    const pasos = within(dialog).getByRole('textbox', { name: 'Pasos del programa de mantenimiento autónomo' });
    await ue.clear(pasos);
    await ue.type(pasos, 'Limpieza{Enter}Fuentes');
    await ue.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText(MSG.pasosAmCantidad)).toBeInTheDocument();
    await ue.type(pasos, '{Enter}{Enter} Estándares {Enter}Inspección{Enter}Autonomía');
    await ue.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(server.callsTo('PATCH', '/api/plantas/1')).toHaveLength(1));
    expect(server.callsTo('PATCH', '/api/plantas/1')[0].body).toEqual({
      nombre: 'Planta principal',
      codigo: 'PP',
      zona: 'Europe/Madrid',
      diasAlerta: { Alta: 7, Media: 30, Baja: 60 },
      destinatariosReporte: [],
      pasosAm: ['Limpieza', 'Fuentes', 'Estándares', 'Inspección', 'Autonomía'],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(dato('Zona horaria')).toBe('Europe/Madrid');
    expect(dato('Días de alerta')).toBe('Alta 7 · Media 30 · Baja 60');
    // The screens' zone and days are read again from the server.
    await waitFor(() => expect(server.callsTo('GET', '/api/auth/config')).toHaveLength(1));
  });
});
