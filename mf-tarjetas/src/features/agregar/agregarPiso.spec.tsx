import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EnvioTarjeta } from '@portal/shared/data-access';
import { MSG, ROUTES, type Campo } from '@portal/shared/domain';
import { draftKey } from '@portal/shared/ui';
import { fakeServer, makeUser, renderWithPortal, type FakeRoutes, elegirOpcion, opcionElegida, controlDeOpcion } from '@portal/shared/testing';
import AgregarTarjetaPage from '../../pages/AgregarTarjetaPage';
import { CAMPOS_FIXTURE, makeTarjeta } from '../test/makeTarjeta';
import { cargarPendiente, guardarSinConexion, quitarPendiente } from './sinConexion';
import { AVISO_SIN_CONEXION, GUARDADA_SIN_CONEXION } from './GuardadaSinConexion';

// jsdom has no canvas: the resize is tested apart (shared/ui's redimensionarFoto.spec.ts and the e2e).
vi.mock('@portal/shared/ui', async (original) => ({
  ...(await original<typeof import('@portal/shared/ui')>()),
  redimensionarFoto: vi.fn(async () => new Blob(['jpeg'], { type: 'image/jpeg' })),
}));
vi.mock('./sinConexion', () => ({
  guardarSinConexion: vi.fn(async () => false),
  cargarPendiente: vi.fn(async () => undefined),
  quitarPendiente: vi.fn(async () => undefined),
}));

const operario = makeUser({ _id: 'u-op', name: 'Oscar Operario', role: 'Operario' });
const CALANDRA = '0b6f4c8e-2d7a-4b1e-9c3f-5a8d2e7f1c40';
const CAMPOS: Campo[] = [...CAMPOS_FIXTURE, { _id: CALANDRA, name: 'maquina', value: 'Calandra 1', parteMaquina: ['Reductor', 'Rodillo'], equipo: 'Equipo B' }];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

function setup(route: string = ROUTES.agregarTarjeta, routes: FakeRoutes = {}) {
  const server = fakeServer({
    'GET /api/auth/user': { body: operario },
    'GET /api/campos': { body: CAMPOS },
    'GET /api/tarjetas/siguiente-numero': (_b, call) => ({ body: { color: call.query.color, numero: 13 } }),
    'GET /api/tarjetas/abiertas': { body: { total: 0, tarjetas: [] } },
    'POST /api/uploads': { status: 201, body: { secure_url: '/uploads/foto-1.jpg' } },
    'POST /api/tarjetas': (body) => ({ status: 201, body: makeTarjeta({ ...(body as object), _id: 'nueva', numero: 13 }) }),
    ...routes,
  });
  renderWithPortal({ user: operario, route, routes: { [ROUTES.agregarTarjeta]: <AgregarTarjetaPage />, [ROUTES.tarjetas]: <div>Lista de tarjetas</div> } });
  return server;
}

/** The network is gone for `path` (fetch rejects as a browser offline does); the other calls still answer. */
function sinRed(server: ReturnType<typeof fakeServer>, path: string) {
  const servir = server.fetchMock.getMockImplementation()!;
  server.fetchMock.mockImplementation(async (input, init) => {
    if (String(input) === path) throw new TypeError('Failed to fetch');
    return servir(input, init);
  });
}

const PAYLOAD_PENDIENTE = {
  numero: 0,
  color: 'Azul',
  maquina: 'Calandra 1',
  parteMaquina: 'Rodillo',
  descripcion: '',
  sugerencia: '',
  reparacion: 'Con maquina parada',
  detecto: 'Oscar Operario',
  prioridad: 'Baja',
  familia: '3 - Puntos inaccesibles',
  equipo: 'Equipo B',
  riesgoInicial: 'MO: MODERADO',
  tipodeRiesgo: 'Riesgo mecánico',
} as unknown as EnvioTarjeta['payload'];

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const campo = (label: string) => screen.getByLabelText(new RegExp(`^${escape(label)}( \\*)?$`));
const opciones = (label: string) =>
  within(campo(label))
    .getAllByRole('option')
    .map((o) => o.textContent);
const cargado = () => waitFor(() => expect(opciones('Maquina/Instalación')).toContain('Calandra 1'));

async function llenarResto(user = userEvent.setup()) {
  await elegirOpcion(user, 'Color', 'Roja');
  await user.type(screen.getByRole('textbox', { name: /^Descripción/ }), 'Ruido en el reductor');
  await elegirOpcion(user, 'Prioridad', 'Alta');
  await elegirOpcion(user, 'Reparación', 'Con maquina en marcha');
  await elegirOpcion(user, 'Riesgo Inicial', 'MO: MODERADO');
  await user.selectOptions(campo('Equipo Autonomo'), 'Equipo A');
  await elegirOpcion(user, 'Familia de anomalias', '2 - Condiciones basicas');
  await elegirOpcion(user, 'Tipo de R/FC/LDA', 'Riesgo mecánico');
  return user;
}

async function sacarFoto(user: ReturnType<typeof userEvent.setup>) {
  await user.upload(screen.getByLabelText('Foto: tomar foto'), new File(['raw'], 'IMG_0001.HEIC', { type: 'image/heic' }));
  return screen.findByRole('img', { name: 'Vista previa: Foto' });
}

beforeEach(() => {
  vi.mocked(guardarSinConexion).mockClear();
  vi.mocked(cargarPendiente).mockReset().mockResolvedValue(undefined);
  vi.mocked(quitarPendiente).mockClear();
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:foto');
  vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
});

describe('the add form on the floor', () => {
  it('lists the fields in the order an operator thinks', async () => {
    setup();
    await cargado();
    const orden = [
      controlDeOpcion('Color'),
      campo('Maquina/Instalación'),
      campo('Parte de maquina'),
      screen.getByRole('textbox', { name: /^Descripción/ }),
      controlDeOpcion('Prioridad'),
      screen.getByLabelText('Foto: tomar foto'),
      screen.getByLabelText('Foto: elegir de la galería'),
      screen.getByRole('textbox', { name: 'Sugerencia' }),
      controlDeOpcion('Reparación'),
      controlDeOpcion('Riesgo Inicial'),
      campo('Equipo Autonomo'),
      controlDeOpcion('Familia de anomalias'),
      controlDeOpcion('Tipo de R/FC/LDA'),
      campo('Detectó'),
    ];
    for (let i = 1; i < orden.length; i++) expect(orden[i - 1].compareDocumentPosition(orden[i]) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByLabelText('Foto: tomar foto')).toHaveAttribute('capture', 'environment');
    expect(screen.getByLabelText('Foto: tomar foto')).toHaveAttribute('accept', 'image/*');
    expect(screen.getByLabelText('Foto: elegir de la galería')).not.toHaveAttribute('capture');
  });

  it("pre-fills Máquina and Parte from the machine's QR link", async () => {
    setup(`${ROUTES.agregarTarjeta}?maquina=${CALANDRA}&parte=Reductor`);
    await waitFor(() => expect(campo('Parte de maquina')).toHaveValue('Reductor'));
    expect(campo('Maquina/Instalación')).toHaveValue('Calandra 1');
    expect(screen.queryByText(MSG.etiquetaMaquinaEliminada)).not.toBeInTheDocument();
  });

  it("brings the machine's Equipo autónomo (QR or chosen), unless the user chose one", async () => {
    setup(`${ROUTES.agregarTarjeta}?maquina=${CALANDRA}&parte=Reductor`);
    await waitFor(() => expect(campo('Equipo Autonomo')).toHaveValue('Equipo B'));
    const user = userEvent.setup();
    await user.selectOptions(campo('Maquina/Instalación'), 'Extrusora 1');
    // A machine without an equipo leaves the field as it was; the user's own choice stays when the machine changes.
    expect(campo('Equipo Autonomo')).toHaveValue('Equipo B');
    await user.selectOptions(campo('Equipo Autonomo'), 'Equipo A');
    await user.selectOptions(campo('Maquina/Instalación'), 'Calandra 1');
    expect(campo('Equipo Autonomo')).toHaveValue('Equipo A');
  });

  it('says so when the label names a deleted machine, and leaves Máquina empty', async () => {
    setup(`${ROUTES.agregarTarjeta}?maquina=7d3c1a90-1111-4222-8333-944455556666&parte=Reductor`);
    expect(await screen.findByText(MSG.etiquetaMaquinaEliminada)).toBeInTheDocument();
    expect(campo('Maquina/Instalación')).toHaveValue('');
    expect(campo('Parte de maquina')).toHaveValue('');
  });

  it('leaves Parte empty with a message when the part no longer exists', async () => {
    setup(`${ROUTES.agregarTarjeta}?maquina=${CALANDRA}&parte=Engranaje`);
    expect(await screen.findByText(MSG.etiquetaParteEliminada)).toBeInTheDocument();
    expect(campo('Maquina/Instalación')).toHaveValue('Calandra 1');
    expect(campo('Parte de maquina')).toHaveValue('');
  });

  it('the label wins over a saved draft only for Máquina and Parte', async () => {
    sessionStorage.setItem(
      draftKey('u-op', 'agregar'),
      JSON.stringify({ v: 1, values: { color: 'Verde', maquina: 'Envasadora', parteMaquina: 'Sellador', descripcion: 'Texto del borrador' } }),
    );
    setup(`${ROUTES.agregarTarjeta}?maquina=${CALANDRA}&parte=Rodillo`);
    await waitFor(() => expect(campo('Parte de maquina')).toHaveValue('Rodillo'));
    expect(campo('Maquina/Instalación')).toHaveValue('Calandra 1');
    expect(opcionElegida('Color')).toBe('Verde');
    expect(screen.getByRole('textbox', { name: /^Descripción/ })).toHaveValue('Texto del borrador');
  });

  it('warns of the open cards on the chosen machine and part, and still lets the card be sent', async () => {
    const abiertas = [
      makeTarjeta({ _id: 'a1', numero: 7, color: 'Roja', descripcion: 'Pierde aceite', maquina: 'Calandra 1', parteMaquina: 'Reductor' }),
      makeTarjeta({ _id: 'a2', numero: 3, color: 'Azul', descripcion: 'Vibra', maquina: 'Calandra 1', parteMaquina: 'Reductor' }),
    ];
    const server = setup(`${ROUTES.agregarTarjeta}?maquina=${CALANDRA}&parte=Reductor`, {
      'GET /api/tarjetas/abiertas': (_b, call) => ({
        body: call.query.parteMaquina === 'Reductor' ? { total: 3, tarjetas: abiertas } : { total: 0, tarjetas: [] },
      }),
    });
    const aviso = await screen.findByRole('region', { name: 'Tarjetas abiertas en la máquina' });
    expect(aviso).toHaveTextContent('Ya hay 3 tarjetas abiertas en Calandra 1 · Reductor');
    expect(within(aviso).getByRole('link', { name: 'Ver tarjeta Roja N°7' })).toHaveAttribute('href', '/tarjeta/a1');
    expect(within(aviso).getByRole('link', { name: 'Ver tarjeta Azul N°3' })).toHaveAttribute('href', '/tarjeta/a2');
    expect(aviso).toHaveTextContent('Pierde aceite');
    expect(aviso).toHaveTextContent('… y 1 más');
    expect(server.callsTo('GET', '/api/tarjetas/abiertas').at(-1)?.query).toEqual({ maquina: 'Calandra 1', parteMaquina: 'Reductor' });

    const user = await llenarResto();
    await user.click(screen.getByRole('button', { name: 'Subir' }));
    expect(await screen.findByText('Lista de tarjetas')).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/tarjetas')).toHaveLength(1);
  });

  it('a duplicate link leaves the form keeping its draft', async () => {
    setup(`${ROUTES.agregarTarjeta}?maquina=${CALANDRA}&parte=Reductor`, {
      'GET /api/tarjetas/abiertas': { body: { total: 1, tarjetas: [makeTarjeta({ _id: 'a1', numero: 7 })] } },
    });
    const link = await screen.findByRole('link', { name: 'Ver tarjeta Roja N°7' });
    await userEvent.type(screen.getByRole('textbox', { name: /^Descripción/ }), 'A medio escribir');
    await userEvent.click(link);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/tarjeta/a1'));
    const borrador = JSON.parse(sessionStorage.getItem(draftKey('u-op', 'agregar')) ?? '{}');
    expect(borrador.values).toMatchObject({ maquina: 'Calandra 1', parteMaquina: 'Reductor', descripcion: 'A medio escribir' });
  });

  it('a photo chosen is previewed, uploaded once and sent with the card and its Idempotency-Key', async () => {
    const server = setup(`${ROUTES.agregarTarjeta}?maquina=${CALANDRA}&parte=Reductor`);
    await waitFor(() => expect(campo('Parte de maquina')).toHaveValue('Reductor'));
    const user = await llenarResto();
    expect(await sacarFoto(user)).toHaveAttribute('src', 'blob:foto');
    await user.click(screen.getByRole('button', { name: 'Subir' }));
    expect(await screen.findByText('Lista de tarjetas')).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/uploads')).toHaveLength(1);
    const [post] = server.callsTo('POST', '/api/tarjetas');
    expect(post.headers['idempotency-key']).toMatch(UUID);
    expect(post.body).toMatchObject({ maquina: 'Calandra 1', parteMaquina: 'Reductor', imagenUrl: '/uploads/foto-1.jpg', descripcion: 'Ruido en el reductor' });
    expect(await screen.findByRole('status')).toHaveTextContent('Tarjeta Roja N°13 creada');
  });

  it("'Quitar' drops the photo: the card goes without one", async () => {
    const server = setup(`${ROUTES.agregarTarjeta}?maquina=${CALANDRA}&parte=Reductor`);
    await waitFor(() => expect(campo('Parte de maquina')).toHaveValue('Reductor'));
    const user = await llenarResto();
    await sacarFoto(user);
    await user.click(screen.getByRole('button', { name: 'Quitar foto' }));
    expect(screen.queryByRole('img', { name: 'Vista previa: Foto' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Subir' }));
    expect(await screen.findByText('Lista de tarjetas')).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/uploads')).toHaveLength(0);
    expect(server.callsTo('POST', '/api/tarjetas')[0].body).not.toHaveProperty('imagenUrl');
  });

  it('a retry after a failure sends the same key and does not upload the photo again', async () => {
    let intentos = 0;
    const server = setup(`${ROUTES.agregarTarjeta}?maquina=${CALANDRA}&parte=Reductor`, {
      'POST /api/tarjetas': (body) =>
        ++intentos === 1
          ? { status: 500, body: { msg: 'Error del servidor' } }
          : { status: 201, body: makeTarjeta({ ...(body as object), _id: 'nueva', numero: 13 }) },
    });
    await waitFor(() => expect(campo('Parte de maquina')).toHaveValue('Reductor'));
    const user = await llenarResto();
    await sacarFoto(user);
    await user.click(screen.getByRole('button', { name: 'Subir' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error del servidor');
    await user.click(screen.getByRole('button', { name: 'Subir' }));
    expect(await screen.findByText('Lista de tarjetas')).toBeInTheDocument();
    const [primero, segundo] = server.callsTo('POST', '/api/tarjetas');
    expect(segundo.headers['idempotency-key']).toBe(primero.headers['idempotency-key']);
    expect(segundo.body).toMatchObject({ imagenUrl: '/uploads/foto-1.jpg' });
    expect(server.callsTo('POST', '/api/uploads')).toHaveLength(1);
  });

  it('without connection hands the card to the offline queue, and says it was not kept when the queue refuses', async () => {
    sinRed(setup(`${ROUTES.agregarTarjeta}?maquina=${CALANDRA}&parte=Reductor`), '/api/tarjetas');
    await waitFor(() => expect(campo('Parte de maquina')).toHaveValue('Reductor'));
    const user = await llenarResto();
    await user.click(screen.getByRole('button', { name: 'Subir' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.sinConexionNoGuardada);
    const [envio] = vi.mocked(guardarSinConexion).mock.calls[0];
    expect(envio).toMatchObject({ amarilla: false, payload: { maquina: 'Calandra 1', descripcion: 'Ruido en el reductor' } });
    expect(envio.key).toMatch(UUID);
    expect(screen.getByTestId('location')).toHaveTextContent(ROUTES.agregarTarjeta);
  });

  it('offline, a card kept on the device stays on its confirmation (no navigation); Agregar otra starts again with what the portal knows', async () => {
    vi.mocked(guardarSinConexion).mockResolvedValueOnce(true);
    const server = setup(`${ROUTES.agregarTarjeta}?maquina=${CALANDRA}&parte=Reductor`);
    sinRed(server, '/api/tarjetas');
    await waitFor(() => expect(campo('Parte de maquina')).toHaveValue('Reductor'));
    const user = await llenarResto();
    await user.type(screen.getByRole('textbox', { name: /^Sugerencia/ }), 'Ajustar');
    await user.click(screen.getByRole('button', { name: 'Subir' }));

    const titulo = await screen.findByRole('heading', { name: GUARDADA_SIN_CONEXION });
    expect(titulo).toHaveFocus();
    expect(guardarSinConexion).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('form', { name: 'Agregar Tarjeta' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver Pendientes de envío' })).toHaveAttribute('href', ROUTES.pendientes);
    expect(screen.getByTestId('location')).toHaveTextContent(ROUTES.agregarTarjeta);
    expect(screen.queryByText('Lista de tarjetas')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(sessionStorage.getItem(draftKey('u-op', 'agregar'))).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Agregar otra' }));
    await waitFor(() => expect(campo('Parte de maquina')).toHaveValue('Reductor'));
    expect(campo('Maquina/Instalación')).toHaveValue('Calandra 1');
    expect(campo('Equipo Autonomo')).toHaveValue('Equipo B');
    expect(campo('Detectó')).toHaveValue('Oscar Operario');
    expect(opcionElegida('Color')).toBeFalsy();
    expect(opcionElegida('Prioridad')).toBeFalsy();
    expect(screen.getByRole('textbox', { name: /^Descripción/ })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /^Sugerencia/ })).toHaveValue('');
    expect(screen.queryByRole('heading', { name: GUARDADA_SIN_CONEXION })).not.toBeInTheDocument();
  });

  it('a reopened queued card kept again offline is not reopened by Agregar otra', async () => {
    const pendiente: EnvioTarjeta = {
      key: '7a1d3c5e-2b4f-4a6c-8d0e-1f2a3b4c5d6e',
      amarilla: false,
      payload: { ...PAYLOAD_PENDIENTE, descripcion: 'Rodillo rayado' },
    };
    vi.mocked(cargarPendiente).mockResolvedValue(pendiente);
    vi.mocked(guardarSinConexion).mockResolvedValueOnce(true);
    const server = setup(`${ROUTES.agregarTarjeta}?pendiente=${pendiente.key}`);
    sinRed(server, '/api/tarjetas');
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Descripción/ })).toHaveValue('Rodillo rayado'));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Subir' }));
    await screen.findByRole('heading', { name: GUARDADA_SIN_CONEXION });
    expect(vi.mocked(guardarSinConexion).mock.calls[0][0].key).toBe(pendiente.key);
    const lecturas = vi.mocked(cargarPendiente).mock.calls.length;

    await user.click(screen.getByRole('button', { name: 'Agregar otra' }));
    await waitFor(() => expect(campo('Detectó')).toHaveValue('Oscar Operario'));
    await waitFor(() => expect(opciones('Maquina/Instalación')).toContain('Calandra 1'));
    expect(screen.getByRole('textbox', { name: /^Descripción/ })).toHaveValue('');
    expect(campo('Maquina/Instalación')).toHaveValue('');
    expect(cargarPendiente).toHaveBeenCalledTimes(lecturas);
  });

  it('says it is offline before Subir (top and above the button), following the online and offline events', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    setup();
    await cargado();
    const avisos = screen.getAllByText(AVISO_SIN_CONEXION);
    expect(avisos).toHaveLength(2);
    expect(screen.getByRole('status')).toContainElement(avisos[0]);
    const subir = screen.getByRole('button', { name: 'Subir' });
    expect(avisos[1].compareDocumentPosition(subir) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(avisos[0].compareDocumentPosition(controlDeOpcion('Color')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(screen.queryByText(AVISO_SIN_CONEXION)).not.toBeInTheDocument();
    onLine.mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(screen.getAllByText(AVISO_SIN_CONEXION)).toHaveLength(2);
  });

  it('an expired session goes to the login, keeping the draft to come back to', async () => {
    const server = setup(`${ROUTES.agregarTarjeta}?maquina=${CALANDRA}&parte=Reductor`, {
      'POST /api/tarjetas': { status: 401, body: { msg: MSG.noAutenticado } },
    });
    await waitFor(() => expect(campo('Parte de maquina')).toHaveValue('Reductor'));
    const user = await llenarResto();
    await user.click(screen.getByRole('button', { name: 'Subir' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(ROUTES.login));
    expect(server.callsTo('POST', '/api/tarjetas')).toHaveLength(1);
    expect(guardarSinConexion).not.toHaveBeenCalled();
    const borrador = JSON.parse(sessionStorage.getItem(draftKey('u-op', 'agregar')) ?? '{}');
    expect(borrador.values).toMatchObject({ maquina: 'Calandra 1', parteMaquina: 'Reductor', descripcion: 'Ruido en el reductor' });
  });

  it('?pendiente= reopens a queued card (values, photo, key) and drops it from the queue once sent', async () => {
    const foto = new Blob(['jpeg'], { type: 'image/jpeg' });
    const pendiente: EnvioTarjeta = {
      key: '5f0c2a4e-8b1d-4c7e-9a3f-2e6d8b4c1a70',
      amarilla: false,
      foto,
      payload: { ...PAYLOAD_PENDIENTE, descripcion: 'Rodillo rayado' },
    };
    vi.mocked(cargarPendiente).mockResolvedValue(pendiente);
    const server = setup(`${ROUTES.agregarTarjeta}?pendiente=${pendiente.key}`);
    await waitFor(() => expect(campo('Parte de maquina')).toHaveValue('Rodillo'));
    expect(cargarPendiente).toHaveBeenCalledWith(pendiente.key);
    expect(opcionElegida('Color')).toBe('Azul');
    expect(screen.getByRole('textbox', { name: /^Descripción/ })).toHaveValue('Rodillo rayado');
    expect(await screen.findByRole('img', { name: 'Vista previa: Foto' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Subir' }));
    expect(await screen.findByText('Lista de tarjetas')).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/uploads')).toHaveLength(1);
    expect(server.callsTo('POST', '/api/tarjetas')[0].headers['idempotency-key']).toBe(pendiente.key);
    expect(quitarPendiente).toHaveBeenCalledWith(pendiente.key);
  });

  it('says so when the queued card is no longer on the device', async () => {
    setup(`${ROUTES.agregarTarjeta}?pendiente=nada`);
    expect(await screen.findByText(MSG.pendienteNoEncontrado)).toBeInTheDocument();
  });
});
