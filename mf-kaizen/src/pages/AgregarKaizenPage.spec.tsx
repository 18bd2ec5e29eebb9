import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { agregarKaizenConTarjetas, detallePath, KAIZEN_ERROR_IDS, MSG, ROUTES, type Kaizen, type Tarjeta } from '@portal/shared/domain';
import { fakeServer, makeUser, renderWithPortal, type FakeRoutes, type RecordedCall } from '@portal/shared/testing';
import { CAMPOS_KAIZEN } from '../features/lista/kaizenFixtures';
import { BUSCAR_TARJETA_LABEL, SIN_RESULTADOS } from '../features/agregar/TarjetasOrigen';
import AgregarKaizenPage from './AgregarKaizenPage';

/** The existing cards. */
const TARJETAS = [
  { _id: 't-r12', color: 'Roja', numero: 12, maquina: 'Envasadora', descripcion: 'Pierde aceite el cilindro', estado: 'Abierta' },
  { _id: 't-a4', color: 'Azul', numero: 4, maquina: 'Extrusora 1', descripcion: 'Falta la guarda', estado: 'Abierta' },
  { _id: 't-v120', color: 'Verde', numero: 120, maquina: 'Extrusora 1', descripcion: 'Ordenar el tablero', estado: 'Cerrada' },
] as Tarjeta[];
/** GET /api/tarjetas: `?color&numero` answers that card (the URL's card), `?q` searches número, descripción and máquina. */
const buscarTarjeta = (_b: unknown, call: RecordedCall) => {
  const q = call.query.q?.toLowerCase();
  const items = q
    ? TARJETAS.filter((t) => String(t.numero) === q || t.descripcion.toLowerCase().includes(q) || t.maquina.toLowerCase().includes(q))
    : TARJETAS.filter((t) => t.color === call.query.color && String(t.numero) === call.query.numero);
  return { body: { items, total: items.length, page: 0, pageSize: 10 } };
};
const porId = Object.fromEntries(TARJETAS.map((t) => [`GET /api/tarjetas/${t._id}`, { body: t }]));

/** The fake server of the running test (the search helper waits on its calls). */
let servidor: ReturnType<typeof fakeServer>;

function setup(routes: FakeRoutes = {}, route: string = ROUTES.agregarKaizen) {
  const admin = makeUser({ role: 'Admin' });
  const server = (servidor = fakeServer({
    'GET /api/auth/user': { body: admin },
    'GET /api/campos': { body: CAMPOS_KAIZEN },
    'GET /api/tarjetas': buscarTarjeta,
    ...porId,
    'POST /api/tarjetaskaizen': (body) => ({ status: 201, body: { ...(body as object), _id: 'k-7', numero: 7 } as Kaizen }),
    ...routes,
  }));
  renderWithPortal({
    user: admin,
    route,
    routes: { [ROUTES.agregarKaizen]: <AgregarKaizenPage />, [ROUTES.kaizen]: <h1>Lista de Kaizen</h1>, [ROUTES.detalle]: <h1>Detalle del Kaizen</h1> },
  });
  return { server, user: userEvent.setup() };
}

const buscador = () => screen.getByRole('combobox', { name: BUSCAR_TARJETA_LABEL });
/** The options the search offers, as their text. */
const ofrecidas = async () =>
  within(await screen.findByRole('listbox'))
    .getAllByRole('option')
    .map((o) => o.textContent);

/** Types `texto` in the source-card search and picks the option that starts with `opcion` ('Roja N°12'). */
async function agregarTarjeta(user: ReturnType<typeof userEvent.setup>, texto: string, opcion: RegExp) {
  await user.clear(buscador());
  await user.type(buscador(), texto);
  // On a slow machine a partial text ('extru') is searched too: its options leave the list when the whole text's
  // search starts, so the tap waits for that search (an option shown after it is one of its answer).
  await waitFor(() => expect(servidor.callsTo('GET', '/api/tarjetas').at(-1)?.query?.q).toBe(texto));
  await user.click(await screen.findByRole('option', { name: opcion }));
}
const chips = () =>
  within(screen.queryByRole('list', { name: 'Tarjetas de origen' }) ?? document.createElement('ul'))
    .queryAllByRole('listitem')
    .map((li) => li.textContent);

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
    expect(nombres).toEqual([
      'agregar-kaizen-codigo',
      'origen-buscar',
      'agregar-kaizen-maquina',
      'agregar-kaizen-lider',
      'agregar-kaizen-tema',
      'agregar-kaizen-linea',
      'agregar-kaizen-perdidaAtacada',
      'agregar-kaizen-pilar',
    ]);
    const pilares = within(screen.getByRole('combobox', { name: 'Pilar' }))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(pilares).toEqual([
      'Seleccionar',
      'Seguridad',
      'Calidad',
      'Mantenimiento autónomo',
      'Mantenimiento planificado',
      'Mejoras enfocadas',
      'Capacitación y Entrenamiento',
      'Ambiente',
      'Logística',
    ]);
    await waitFor(() =>
      expect(
        within(screen.getByRole('combobox', { name: 'Máquina' }))
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Seleccionar', 'Extrusora 1', 'Envasadora']),
    );
  });

  it('finds source cards by number, description or machine, adds each as a chip once (with its machine), removable', async () => {
    const { server, user } = setup();
    await user.type(buscador(), '12');
    expect(await ofrecidas()).toEqual([expect.stringMatching(/^RojaN°12Abierta · EnvasadoraPierde aceite el cilindro$/)]);
    await waitFor(() => expect(server.callsTo('GET', '/api/tarjetas').at(-1)?.query).toEqual({ q: '12', page: '0', pageSize: '10' }));
    await user.click(screen.getByRole('option', { name: /Roja.*N°12/ }));
    expect(chips()).toEqual(['Roja N°12']);
    // The box empties for the next search; the card's machine fills Máquina.
    expect(buscador()).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Máquina' })).toHaveValue('Envasadora');

    await agregarTarjeta(user, 'extrusora', /Azul.*N°4/);
    expect(chips()).toEqual(['Roja N°12', 'Azul N°4']);
    expect(screen.getByRole('combobox', { name: 'Máquina' })).toHaveValue('Envasadora');
    // A card already chosen is not offered again.
    await user.clear(buscador());
    await user.type(buscador(), 'extrusora');
    await waitFor(async () => expect(await ofrecidas()).toEqual([expect.stringContaining('N°120')]));
    await user.clear(buscador());
    await user.type(buscador(), 'aceite');
    expect(await screen.findByText(SIN_RESULTADOS)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Quitar Roja N°12' }));
    expect(chips()).toEqual(['Azul N°4']);
  });

  it('says when the search finds nothing, and asks nothing until something is typed', async () => {
    const { server, user } = setup();
    await screen.findByRole('form', { name: 'Agregar Quick Kaizen' });
    await user.type(buscador(), 'zzz');
    expect(await screen.findByText(SIN_RESULTADOS)).toBeInTheDocument();
    expect(chips()).toEqual([]);
    expect(server.callsTo('GET', '/api/tarjetas').map((c) => c.query.q)).toEqual(['zzz']);
  });

  it('says a source card is required instead of sending a Kaizen without one', async () => {
    const { server, user } = setup();
    await screen.findByRole('form', { name: 'Agregar Quick Kaizen' });
    await completar(user);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Máquina' }), 'Extrusora 1');
    await user.click(screen.getByRole('button', { name: 'Subir' }));
    expect(await screen.findByText(MSG.preTarjetaRequerida)).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/tarjetaskaizen')).toHaveLength(0);
    await agregarTarjeta(user, '4', /Azul.*N°4/);
    await waitFor(() => expect(screen.queryByText(MSG.preTarjetaRequerida)).not.toBeInTheDocument());
  });

  it('sends the Kaizen, names its number in a snackbar and opens the new Kaizen', async () => {
    const { server, user } = setup();
    await agregarTarjeta(user, '12', /Roja.*N°12/);
    await waitFor(() => expect(chips()).toEqual(['Roja N°12']));
    await completar(user);
    await user.click(screen.getByRole('button', { name: 'Subir' }));
    expect(await screen.findByRole('heading', { name: 'Detalle del Kaizen' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(detallePath('k-7'));
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
    await agregarTarjeta(user, '12', /Roja.*N°12/);
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

  it("starts from the cards selected in the list (?tarjetas=<id>,<id>) as chips, with the first card's machine, and sends them", async () => {
    const { server, user } = setup({}, agregarKaizenConTarjetas(['t-a4', 't-r12']));
    await waitFor(() => expect(chips()).toEqual(['Azul N°4', 'Roja N°12']));
    expect(screen.getByRole('combobox', { name: 'Máquina' })).toHaveValue('Extrusora 1');
    expect(server.callsTo('GET', '/api/tarjetas/t-a4')).toHaveLength(1);
    await completar(user);
    await user.click(screen.getByRole('button', { name: 'Subir' }));
    await screen.findByRole('heading', { name: 'Detalle del Kaizen' });
    expect(server.callsTo('POST', '/api/tarjetaskaizen')[0].body).toMatchObject({
      preTarjeta: [
        { color: 'Azul', numero: 4 },
        { color: 'Roja', numero: 12 },
      ],
      maquina: 'Extrusora 1',
    });
  });

  it('a selected card deleted meanwhile is reported; the others are added', async () => {
    setup({}, agregarKaizenConTarjetas(['t-r12', 't-borrada']));
    expect(await screen.findByRole('alert')).toHaveTextContent('Una de las tarjetas elegidas ya no existe: no se agregó.');
    expect(chips()).toEqual(['Roja N°12']);
  });
});
