import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG, PASOS_AM_DEFECTO, ROUTES, TURNOS_DEFECTO, type Planta } from '@portal/shared/domain';
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
  turnos: [...TURNOS_DEFECTO],
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
    expect(dato('Turnos')).toBe('Mañana 06:00 · Tarde 14:00 · Noche 22:00');
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
      turnos: [...TURNOS_DEFECTO],
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
      turnos: [...TURNOS_DEFECTO],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(dato('Zona horaria')).toBe('Europe/Madrid');
    expect(dato('Días de alerta')).toBe('Alta 7 · Media 30 · Baja 60');
    // The screens' zone and days are read again from the server.
    await waitFor(() => expect(server.callsTo('GET', '/api/auth/config')).toHaveLength(1));
  });

  it('edits the shifts: 1 to 4 rows of name and start, checked, sent in start order', async () => {
    const DOS = [
      { nombre: 'Día', inicio: '07:30' },
      { nombre: 'Noche', inicio: '19:30' },
    ];
    const server = setup({ 'PATCH /api/plantas/1': { body: { ...PRINCIPAL, turnos: DOS } } });
    const ue = userEvent.setup();
    await ue.click(await screen.findByRole('button', { name: 'Editar planta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar planta' });
    const turnos = within(dialog).getByRole('group', { name: 'Turnos' });
    expect(within(turnos).getByLabelText(/^Turno 1/)).toHaveValue('Mañana');
    expect(within(turnos).getByLabelText(/^Inicio del turno 3/)).toHaveValue('22:00');
    // A fourth row is the last one allowed.
    await ue.click(within(turnos).getByRole('button', { name: 'Agregar turno' }));
    expect(within(turnos).getByRole('button', { name: 'Agregar turno' })).toBeDisabled();
    await ue.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(turnos).findByText(MSG.turnoNombreRequerido)).toBeInTheDocument();
    expect(within(turnos).getByText(MSG.turnoInicioInvalido)).toBeInTheDocument();
    expect(server.callsTo('PATCH', '/api/plantas/1')).toHaveLength(0);
    await ue.click(within(turnos).getByRole('button', { name: 'Quitar el turno 4' }));
    await ue.click(within(turnos).getByRole('button', { name: 'Quitar el turno 2' }));
    // Two rows left, typed night first: the same start twice is refused, then they are sent sorted by start.
    const nombre1 = within(turnos).getByLabelText(/^Turno 1/);
    const inicio1 = within(turnos).getByLabelText(/^Inicio del turno 1/);
    const inicio2 = within(turnos).getByLabelText(/^Inicio del turno 2/);
    await ue.clear(nombre1);
    await ue.type(nombre1, 'Noche');
    fireEvent.change(inicio1, { target: { value: '19:30' } });
    fireEvent.change(inicio2, { target: { value: '19:30' } });
    await ue.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(turnos).findByText(MSG.turnosRepetidos)).toBeInTheDocument();
    await ue.clear(within(turnos).getByLabelText(/^Turno 2/));
    await ue.type(within(turnos).getByLabelText(/^Turno 2/), 'Día');
    fireEvent.change(inicio2, { target: { value: '07:30' } });
    await ue.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(server.callsTo('PATCH', '/api/plantas/1')).toHaveLength(1));
    expect((server.callsTo('PATCH', '/api/plantas/1')[0].body as { turnos: unknown }).turnos).toEqual(DOS);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(dato('Turnos')).toBe('Día 07:30 · Noche 19:30');
  });
});
