import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KAIZEN_ERROR_IDS, MSG, ROUTES, type Color, type Kaizen, type Tarjeta } from '@portal/shared/domain';
import { fakeServer, makeUser, renderWithPortal, type FakeRoutes, type RecordedCall } from '@portal/shared/testing';
import { CAMPOS_KAIZEN } from '../features/lista/kaizenFixtures';
import AgregarKaizenPage from './AgregarKaizenPage';

/** The existing cards: GET /api/tarjetas?color&numero answers the matching one (a page of 0 or 1). */
const TARJETAS = [
  { _id: 't-r12', color: 'Roja', numero: 12, maquina: 'Envasadora' },
  { _id: 't-a4', color: 'Azul', numero: 4, maquina: 'Extrusora 1' },
] as Tarjeta[];
const buscarTarjeta = (_b: unknown, call: RecordedCall) => {
  const items = TARJETAS.filter((t) => t.color === call.query.color && String(t.numero) === call.query.numero);
  return { body: { items, total: items.length, page: 0, pageSize: 1 } };
};

function setup(routes: FakeRoutes = {}, route: string = ROUTES.agregarKaizen) {
  const admin = makeUser({ role: 'Admin' });
  const server = fakeServer({
    'GET /api/auth/user': { body: admin },
    'GET /api/campos': { body: CAMPOS_KAIZEN },
    'GET /api/tarjetas': buscarTarjeta,
    'POST /api/tarjetaskaizen': (body) => ({ status: 201, body: { ...(body as object), _id: 'k-7', numero: 7 } as Kaizen }),
    ...routes,
  });
  renderWithPortal({ user: admin, route, routes: { [ROUTES.agregarKaizen]: <AgregarKaizenPage />, [ROUTES.kaizen]: <h1>Lista de Kaizen</h1> } });
  return { server, user: userEvent.setup() };
}

async function agregarTarjeta(user: ReturnType<typeof userEvent.setup>, color: Color, numero: string) {
  await user.selectOptions(screen.getByRole('combobox', { name: 'Color' }), color);
  await user.clear(screen.getByRole('textbox', { name: 'Número' }));
  await user.type(screen.getByRole('textbox', { name: 'Número' }), numero);
  await user.click(screen.getByRole('button', { name: 'Agregar' }));
}
const chips = () => within(screen.queryByRole('list', { name: 'Tarjetas de origen' }) ?? document.createElement('ul')).queryAllByRole('listitem').map((li) => li.textContent);

async function completar(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'Código del Kaizen' }), 'QK-7');
  await user.type(screen.getByRole('textbox', { name: 'Líder del equipo de mejora' }), 'Laura Líder');
  await user.type(screen.getByRole('textbox', { name: 'Tema' }), 'Fuga de aceite');
  await user.type(screen.getByRole('textbox', { name: 'Línea' }), 'Línea 2');
  await user.type(screen.getByRole('textbox', { name: 'Pérdida atacada' }), 'Paradas');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Pilar' }), 'Mejoras enfocadas');
}

afterEach(() => vi.unstubAllGlobals());

describe('AgregarKaizenPage', () => {
  it("shows the spec's fields in order with the Pilar options", async () => {
    setup();
    const form = await screen.findByRole('form', { name: 'Agregar Quick Kaizen' });
    const nombres = [...form.querySelectorAll('input[id], textarea[id], select[id]')].map((e) => e.id);
    expect(nombres).toEqual(['agregar-kaizen-codigo', 'origen-color', 'origen-numero', 'agregar-kaizen-maquina', 'agregar-kaizen-lider', 'agregar-kaizen-tema', 'agregar-kaizen-linea', 'agregar-kaizen-perdidaAtacada', 'agregar-kaizen-pilar']);
    const pilares = within(screen.getByRole('combobox', { name: 'Pilar' })).getAllByRole('option').map((o) => o.textContent);
    expect(pilares).toEqual(['Seleccionar', 'Seguridad', 'Calidad', 'Mantenimiento autónomo', 'Mantenimiento planificado', 'Mejoras enfocadas', 'Capacitación y Entrenamiento', 'Ambiente', 'Logística']);
    await waitFor(() => expect(within(screen.getByRole('combobox', { name: 'Máquina' })).getAllByRole('option').map((o) => o.textContent)).toEqual(['Seleccionar', 'Extrusora 1', 'Envasadora']));
  });

  it("checks each source card with the server as it is added: a chip, the card's machine, duplicates kept once, removable", async () => {
    const { server, user } = setup();
    await agregarTarjeta(user, 'Roja', '12');
    await waitFor(() => expect(chips()).toEqual(['Roja N°12']));
    expect(server.callsTo('GET', '/api/tarjetas')[0].query).toEqual({ color: 'Roja', numero: '12', page: '0', pageSize: '1' });
    expect(screen.getByRole('combobox', { name: 'Máquina' })).toHaveValue('Envasadora');
    await agregarTarjeta(user, 'Azul', '4');
    await waitFor(() => expect(chips()).toEqual(['Roja N°12', 'Azul N°4']));
    expect(screen.getByRole('combobox', { name: 'Máquina' })).toHaveValue('Envasadora');
    await agregarTarjeta(user, 'Roja', '12');
    await waitFor(() => expect(server.callsTo('GET', '/api/tarjetas')).toHaveLength(3));
    expect(chips()).toEqual(['Roja N°12', 'Azul N°4']);
    await user.click(screen.getByRole('button', { name: 'Quitar Roja N°12' }));
    expect(chips()).toEqual(['Azul N°4']);
  });

  it('refuses an unknown card inline, and a card without colour or number', async () => {
    const { server, user } = setup();
    await agregarTarjeta(user, 'Verde', '99');
    expect(await screen.findByRole('alert')).toHaveTextContent('No existe la tarjeta Verde N°99');
    expect(chips()).toEqual([]);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Color' }), '');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Agregar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.kaizenTarjetaInvalida);
    expect(server.callsTo('GET', '/api/tarjetas')).toHaveLength(1);
  });

  it('says a source card is required instead of sending a Kaizen without one', async () => {
    const { server, user } = setup();
    await screen.findByRole('form', { name: 'Agregar Quick Kaizen' });
    await completar(user);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Máquina' }), 'Extrusora 1');
    await user.click(screen.getByRole('button', { name: 'Subir' }));
    expect(await screen.findByText(MSG.preTarjetaRequerida)).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/tarjetaskaizen')).toHaveLength(0);
    await agregarTarjeta(user, 'Azul', '4');
    await waitFor(() => expect(screen.queryByText(MSG.preTarjetaRequerida)).not.toBeInTheDocument());
  });

  it("sends the Kaizen, names its number in a snackbar and goes to /kaizen", async () => {
    const { server, user } = setup();
    await agregarTarjeta(user, 'Roja', '12');
    await waitFor(() => expect(chips()).toEqual(['Roja N°12']));
    await completar(user);
    await user.click(screen.getByRole('button', { name: 'Subir' }));
    expect(await screen.findByRole('heading', { name: 'Lista de Kaizen' })).toBeInTheDocument();
    expect(await screen.findByText('Quick Kaizen N°7 creado')).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/tarjetaskaizen')[0].body).toEqual({
      codigo: 'QK-7',
      preTarjeta: [{ color: 'Roja', numero: 12 }],
      maquina: 'Envasadora',
      lider: 'Laura Líder',
      tema: 'Fuga de aceite',
      linea: 'Línea 2',
      perdidaAtacada: 'Paradas',
      pilar: 'Mejoras enfocadas',
    });
  });

  it('shows a server refusal in a red alert tagged AGREGAR_KAIZEN_ERROR and stays on the form', async () => {
    const { user } = setup({ 'POST /api/tarjetaskaizen': { status: 400, body: { msg: 'La máquina no es una opción válida' } } });
    await agregarTarjeta(user, 'Roja', '12');
    await waitFor(() => expect(chips()).toEqual(['Roja N°12']));
    await completar(user);
    await user.click(screen.getByRole('button', { name: 'Subir' }));
    const alerta = await screen.findByRole('alert');
    expect(alerta).toHaveTextContent('La máquina no es una opción válida');
    expect(alerta).toHaveAttribute('data-error-id', KAIZEN_ERROR_IDS.agregar);
    expect(screen.getByTestId('location')).toHaveTextContent(ROUTES.agregarKaizen);
  });

  it("starts from the card of ?color=Roja&numero=12 ('Crear Quick Kaizen' on a card) and its machine", async () => {
    const { server } = setup({}, `${ROUTES.agregarKaizen}?color=Roja&numero=12`);
    await waitFor(() => expect(chips()).toEqual(['Roja N°12']));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Máquina' })).toHaveValue('Envasadora'));
    expect(server.callsTo('GET', '/api/tarjetas')).toHaveLength(1);
  });

  it('an unknown card in the URL is reported, not added', async () => {
    setup({}, `${ROUTES.agregarKaizen}?color=Azul&numero=77`);
    expect(await screen.findByRole('alert')).toHaveTextContent('No existe la tarjeta Azul N°77');
    expect(chips()).toEqual([]);
  });
});
