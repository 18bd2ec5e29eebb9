import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CAMPOS_RECIENTES, MSG, ROUTES, type Campo, type TarjetaAbierta, type TarjetasRecientes } from '@portal/shared/domain';
import { draftKey } from '@portal/shared/ui';
import { controlDeOpcion, elegirOpcion, fakeServer, makeUser, opcionesOfrecidas, renderWithPortal, type FakeRoutes } from '@portal/shared/testing';
import AgregarTarjetaPage from '../../pages/AgregarTarjetaPage';
import { CAMPOS_FIXTURE, makeTarjeta } from '../test/makeTarjeta';
import { MISMO_PROBLEMA_ERROR, OTRO_PROBLEMA, mismoProblemaTexto } from './AvisoDuplicados';

// jsdom has no canvas: the resize is tested apart (shared/ui's redimensionarFoto.spec.ts and the e2e).
vi.mock('@portal/shared/ui', async (original) => ({
  ...(await original<typeof import('@portal/shared/ui')>()),
  redimensionarFoto: vi.fn(async () => new Blob(['jpeg'], { type: 'image/jpeg' })),
}));

const operario = makeUser({ _id: 'u-op', name: 'Oscar Operario', role: 'Operario' });
const CALANDRA = '0b6f4c8e-2d7a-4b1e-9c3f-5a8d2e7f1c40';
const CAMPOS: Campo[] = [...CAMPOS_FIXTURE, { _id: CALANDRA, name: 'maquina', value: 'Calandra 1', parteMaquina: ['Reductor', 'Rodillo'], equipo: 'Equipo B' }];
const QR = `${ROUTES.agregarTarjeta}?maquina=${CALANDRA}&parte=Reductor`;
const abierta = (patch: Partial<TarjetaAbierta> = {}): TarjetaAbierta => ({
  _id: 'a1',
  color: 'Roja',
  numero: 81,
  descripcion: 'Pierde aceite',
  maquina: 'Calandra 1',
  parteMaquina: 'Reductor',
  fecha: '2026-11-20T10:00:00.000Z',
  prioridad: 'Alta',
  conFoto: false,
  ...patch,
});

function setup(routes: FakeRoutes = {}, route = QR) {
  const server = fakeServer({
    'GET /api/auth/user': { body: operario },
    'GET /api/campos': { body: CAMPOS },
    'GET /api/tarjetas/siguiente-numero': (_b, call) => ({ body: { color: call.query.color, numero: 13 } }),
    'GET /api/tarjetas/abiertas': { body: { total: 1, tarjetas: [abierta()] } },
    'GET /api/tarjetas/a1': { body: makeTarjeta({ _id: 'a1', numero: 81, imagenUrl: '' }) },
    'POST /api/uploads': { status: 201, body: { secure_url: '/uploads/foto-1.jpg' } },
    'POST /api/tarjetas/a1/comentarios': (body) => ({
      status: 201,
      body: { _id: 'c1', texto: (body as { texto: string }).texto, autor: 'Oscar Operario', fecha: '2026-11-27T10:00:00.000Z' },
    }),
    'POST /api/tarjetas/agregarimagen': (body) => ({ body: makeTarjeta({ _id: 'a1', numero: 81, imagenUrl: (body as { imagenUrl: string }).imagenUrl }) }),
    ...routes,
  });
  renderWithPortal({ user: operario, route, routes: { [ROUTES.agregarTarjeta]: <AgregarTarjetaPage />, [ROUTES.detalle]: <div>Detalle de la tarjeta</div> } });
  return server;
}

/** Typed text goes in as one change (the test is about what is sent, not about typing). */
const escribir = (name: RegExp, texto: string) => fireEvent.change(screen.getByRole('textbox', { name }), { target: { value: texto } });
const aviso = () => screen.findByRole('region', { name: 'Tarjetas abiertas en la máquina' });
const mismo = async () => within(await aviso()).getByRole('button', { name: mismoProblemaTexto(81) });
const creadas = (server: ReturnType<typeof fakeServer>) => server.calls.filter((c) => c.method === 'POST' && /^\/api\/tarjetas(\/amarilla)?$/.test(c.path));

beforeEach(() => {
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:foto');
  vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
});

describe("the duplicate warning's 'Es el mismo problema'", () => {
  it('adds the description (and suggestion) as a comment, attaches the photo to the card without one, creates nothing and opens the card', async () => {
    const server = setup();
    const user = userEvent.setup();
    await elegirOpcion(user, 'Color', 'Amarilla');
    escribir(/^Descripción/, '  Gotea aceite bajo el reductor ');
    escribir(/incidente no se repita/, 'Cambiar el retén');
    await user.upload(screen.getByLabelText('Foto: tomar foto'), new File(['raw'], 'IMG_0001.HEIC', { type: 'image/heic' }));
    await screen.findByRole('img', { name: 'Vista previa: Foto' });
    await user.click(await mismo());

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/tarjeta/a1'));
    expect(await screen.findByRole('status')).toHaveTextContent('Comentario y foto agregados a Tarjeta Roja N°81');
    expect(server.callsTo('POST', '/api/tarjetas/a1/comentarios').map((c) => c.body)).toEqual([
      { texto: 'Gotea aceite bajo el reductor\n\n¿Qué hacer para que el incidente no se repita?: Cambiar el retén' },
    ]);
    expect(server.callsTo('POST', '/api/uploads')).toHaveLength(1);
    expect(server.callsTo('POST', '/api/tarjetas/agregarimagen').map((c) => c.body)).toEqual([{ _id: 'a1', imagenUrl: '/uploads/foto-1.jpg' }]);
    expect(creadas(server)).toHaveLength(0);
    // The card being entered is forgotten: no draft to come back to.
    expect(sessionStorage.getItem(draftKey('u-op', 'agregar'))).toBeNull();
  });

  it('a card that already has its image keeps it: the warning says so, the comment goes without the photo', async () => {
    const server = setup({
      'GET /api/tarjetas/abiertas': { body: { total: 1, tarjetas: [abierta({ conFoto: true })] } },
      'GET /api/tarjetas/a1': { body: makeTarjeta({ _id: 'a1', numero: 81, imagenUrl: '/uploads/vieja.jpg' }) },
    });
    const user = userEvent.setup();
    escribir(/^Descripción/, 'Gotea aceite');
    expect(within(await aviso()).queryByText(/ya tiene foto/)).not.toBeInTheDocument();
    await user.upload(screen.getByLabelText('Foto: tomar foto'), new File(['raw'], 'IMG_0001.HEIC', { type: 'image/heic' }));
    expect(await within(await aviso()).findByText('N°81 ya tiene foto: la suya no se agregará (un comentario no lleva foto).')).toBeInTheDocument();
    await user.click(await mismo());
    expect(await screen.findByRole('status')).toHaveTextContent('Comentario agregado a Tarjeta Roja N°81');
    expect(server.callsTo('POST', '/api/tarjetas/a1/comentarios').map((c) => c.body)).toEqual([{ texto: 'Gotea aceite' }]);
    expect(server.callsTo('POST', '/api/uploads')).toHaveLength(0);
    expect(server.callsTo('POST', '/api/tarjetas/agregarimagen')).toHaveLength(0);
  });

  it('needs the description first: it says so on the field, focused, and sends nothing', async () => {
    const server = setup();
    await userEvent.click(await mismo());
    expect(await screen.findByText(MSG.descripcionRequerida)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Descripción/ })).toHaveFocus());
    expect(server.callsTo('POST', '/api/tarjetas/a1/comentarios')).toHaveLength(0);
    expect(screen.getByTestId('location')).toHaveTextContent(ROUTES.agregarTarjeta);
  });

  it("a refused comment is shown in the warning and the form stays; 'Es otro problema' closes the warning and goes on", async () => {
    const server = setup({ 'POST /api/tarjetas/a1/comentarios': { status: 404, body: { msg: MSG.tarjetaNoEncontrada } } });
    escribir(/^Descripción/, 'Gotea aceite');
    await userEvent.click(await mismo());
    const alerta = await within(await aviso()).findByRole('alert');
    expect(alerta).toHaveTextContent(MSG.tarjetaNoEncontrada);
    expect(alerta).toHaveAttribute('data-error-id', MISMO_PROBLEMA_ERROR);
    expect(screen.getByTestId('location')).toHaveTextContent(ROUTES.agregarTarjeta);

    await userEvent.click(within(await aviso()).getByRole('button', { name: OTRO_PROBLEMA }));
    expect(screen.queryByRole('region', { name: 'Tarjetas abiertas en la máquina' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Descripción/ })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: /^Descripción/ })).toHaveValue('Gotea aceite');
    expect(creadas(server)).toHaveLength(0);
  });

  it('lists the newest three, each with its own button, and counts the others', async () => {
    const tarjetas = [81, 80, 79, 78, 77].map((numero) => abierta({ _id: `a${numero}`, numero }));
    setup({ 'GET /api/tarjetas/abiertas': { body: { total: 12, tarjetas } } });
    const region = await aviso();
    expect(
      within(region)
        .getAllByRole('button', { name: /^Es el mismo problema/ })
        .map((b) => b.textContent),
    ).toEqual([81, 80, 79].map(mismoProblemaTexto));
    expect(region).toHaveTextContent('… y 9 más');
    expect(within(region).getAllByRole('button', { name: OTRO_PROBLEMA })).toHaveLength(1);
  });

  it('offline the warning (if it was loaded) offers no comment', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    setup();
    const region = await aviso();
    expect(within(region).getByRole('link', { name: 'Ver tarjeta Roja N°81' })).toBeInTheDocument();
    expect(within(region).queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('recent choices first', () => {
  const RECIENTES: TarjetasRecientes = {
    ...(Object.fromEntries(CAMPOS_RECIENTES.map((c) => [c, []])) as unknown as TarjetasRecientes),
    prioridad: ['Baja'],
    familia: ['5 - Defecto de Calidad', '8 - Actos Inseguros'],
    parteMaquina: ['Rodillo'],
    maquina: ['Envasadora'],
  };

  it("asks with the label's machine and puts the user's and the machine's choices first, removing none", async () => {
    const server = setup({
      'GET /api/tarjetas/recientes': (_b, call) => ({ body: call.query.maquina === 'Calandra 1' ? RECIENTES : { ...RECIENTES, parteMaquina: [] } }),
    });
    await waitFor(() => expect(server.callsTo('GET', '/api/tarjetas/recientes').at(-1)?.query).toEqual({ maquina: 'Calandra 1' }));
    await waitFor(() => expect(opcionesOfrecidas('Prioridad')).toEqual(['Baja', 'Alta', 'Media']));
    // The label chose the part: a chosen field keeps its order.
    expect(opcionesOfrecidas('Parte de maquina')).toEqual(['Reductor', 'Rodillo']);
    // A family the colour does not offer is not added.
    expect(opcionesOfrecidas('Familia de anomalias')).toEqual([
      '5 - Defecto de Calidad',
      '1 - Pequeñas Deficiencia',
      '2 - Condiciones basicas',
      '3 - Puntos inaccesibles',
      '4 - Focos de contaminacion',
      '6 - Elementos Innecesarios',
      '7 - Lugares Inseguros',
    ]);
    const maquina = controlDeOpcion('Maquina/Instalación');
    expect(Array.from(maquina.querySelectorAll('optgroup')).map((g) => g.label)).toEqual(['Recientes', 'Otras']);
    expect(opcionesOfrecidas('Maquina/Instalación')).toEqual(['Envasadora', 'Extrusora 1', 'Calandra 1']);
    expect(within(controlDeOpcion('Prioridad')).getByRole('radio', { name: 'Baja' }).closest('label')).toHaveAttribute('data-reciente', 'true');
    // The machine chosen by hand: its parts with the machine's recent one first.
    const user = userEvent.setup();
    await user.selectOptions(controlDeOpcion('Maquina/Instalación'), 'Extrusora 1');
    await user.selectOptions(controlDeOpcion('Maquina/Instalación'), 'Calandra 1');
    await waitFor(() => expect(opcionesOfrecidas('Parte de maquina')).toEqual(['Rodillo', 'Reductor']));
    // Choosing still takes one tap.
    await elegirOpcion(user, 'Prioridad', 'Baja');
    expect(within(controlDeOpcion('Prioridad')).getByRole('radio', { name: 'Baja' })).toBeChecked();
  });

  it('without an answer (offline, an error) the order is the plain one', async () => {
    setup({ 'GET /api/tarjetas/recientes': { status: 500, body: { msg: 'Error' } } });
    await waitFor(() => expect(opcionesOfrecidas('Parte de maquina')).toEqual(['Reductor', 'Rodillo']));
    expect(opcionesOfrecidas('Prioridad')).toEqual(['Alta', 'Media', 'Baja']);
    expect(controlDeOpcion('Maquina/Instalación').querySelectorAll('optgroup')).toHaveLength(0);
  });
});
