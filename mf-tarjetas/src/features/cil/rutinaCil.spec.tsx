import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG, ROUTES, type PuntoCilEstado, type RutinaCil } from '@portal/shared/domain';
import { leerBorradorCil, listarRutinasPendientes } from '@portal/shared/offline';
import { elegirOpcion, fakeServer, makeUser, renderWithPortal } from '@portal/shared/testing';
import RutinaCilPage from '../../pages/RutinaCilPage';
import AgregarTarjetaPage from '../../pages/AgregarTarjetaPage';
import { CAMPOS_FIXTURE } from '../test/makeTarjeta';

const operario = makeUser({ _id: 'u-op', name: 'Oscar Operario', role: 'Operario' });
const MAQUINA = '0b6f4c8e-2d7a-4b1e-9c3f-5a8d2e7f1c41';

const punto = (n: number, p: Partial<PuntoCilEstado> = {}): PuntoCilEstado => ({
  _id: `p${n}`,
  maquinaId: MAQUINA,
  numero: n,
  tipo: 'lubricacion',
  parte: 'Reductor',
  tarea: `Tarea ${n}`,
  estandar: 'Nivel entre marcas',
  metodo: 'Visual',
  minutos: 5,
  frecuencia: 'diaria',
  cadaDias: null,
  foto: null,
  marcador: { x: 0.5, y: 0.5 },
  desde: '2026-11-01',
  estado: 'pendiente',
  vence: '2026-11-29T23:00:00.000Z',
  ultimo: null,
  ...p,
});

const RUTINA: RutinaCil = {
  maquinaId: MAQUINA,
  maquina: 'Prensa 7',
  equipo: 'Equipo B',
  imagen: '/uploads/prensa.jpg',
  puedeEditar: false,
  puntos: [punto(1), punto(2, { tipo: 'inspeccion', parte: 'Guía', estado: 'atrasado' }), punto(3, { tipo: 'limpieza' })],
};

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});

function setup(registrar: { status: number; body?: unknown } = { status: 201 }) {
  const server = fakeServer({
    'GET /api/auth/user': { body: operario },
    'GET /api/campos': { body: [...CAMPOS_FIXTURE, { _id: MAQUINA, name: 'maquina', value: 'Prensa 7', parteMaquina: ['Guía'], equipo: 'Equipo B' }] },
    [`GET /api/cil/maquinas/${MAQUINA}`]: { body: RUTINA },
    'GET /api/tarjetas/siguiente-numero': { body: { color: 'Roja', numero: 5 } },
    'GET /api/tarjetas/abiertas': { body: { total: 0, tarjetas: [] } },
    'POST /api/cil/ejecuciones': (body) => ({
      status: registrar.status,
      body: registrar.body ?? { _id: 'e1', maquinaId: MAQUINA, maquina: 'Prensa 7', resultados: [], ...(body as object) },
    }),
  });
  renderWithPortal({
    user: operario,
    route: `/cil/maquinas/${MAQUINA}`,
    routes: {
      [ROUTES.rutinaCil]: <RutinaCilPage />,
      [ROUTES.agregarTarjeta]: <AgregarTarjetaPage />,
      [ROUTES.cil]: <div>Rutinas CIL</div>,
      [ROUTES.pendientes]: <div>Pendientes de envío</div>,
    },
  });
  return server;
}

const puntoCard = async (n: number) => screen.findByRole('listitem', { name: new RegExp(`^${n}\\. `) });
const responder = async (n: number, boton: 'OK' | 'No OK' | 'No realizado') =>
  userEvent.click(within(await puntoCard(n)).getByRole('button', { name: new RegExp(`^${boton}$`) }));

describe('RutinaCilPage: a machine’s CIL routine on the phone (issue 26 §1)', () => {
  it('shows each point with its standard and state, and the diagram with its markers', async () => {
    setup();
    expect(await screen.findByRole('heading', { name: 'Rutina CIL · Prensa 7' })).toBeInTheDocument();
    expect(within(await puntoCard(2)).getByText(/^Atrasado · (hasta el|vence) \d\d\/\d\d\/2026/)).toBeInTheDocument();
    expect(within(await puntoCard(1)).getByText('Nivel entre marcas')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Esquema de Prensa 7 con sus puntos CIL' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Editar estándar' })).not.toBeInTheDocument();
  });

  it('records OK and No OK with its comment, then sends the run once with its Idempotency-Key and goes to /cil', async () => {
    const server = setup();
    await responder(1, 'OK');
    await responder(2, 'No OK');
    const comentario = await within(await puntoCard(2)).findByRole('textbox', { name: '¿Qué encontró?' });
    await userEvent.type(comentario, 'Nivel bajo');
    await userEvent.tab();
    await userEvent.click(await screen.findByRole('button', { name: /Terminar rutina \(2 de 3\)/ }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(ROUTES.cil));
    const [call] = server.callsTo('POST', '/api/cil/ejecuciones');
    expect(call.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(call.body).toMatchObject({
      maquinaId: MAQUINA,
      resultados: [
        { punto: 'p1', resultado: 'ok', comentario: '', motivo: '', tarjetaKey: null, foto: null },
        { punto: 'p2', resultado: 'no_ok', comentario: 'Nivel bajo', foto: null },
      ],
    });
    expect(await leerBorradorCil(operario._id, MAQUINA)).toBeUndefined();
  });

  it('No realizado needs its reason: nothing is sent without it', async () => {
    const server = setup();
    await responder(3, 'No realizado');
    await userEvent.click(await screen.findByRole('button', { name: /Terminar rutina/ }));
    expect(await screen.findByText(MSG.cilMotivoRequerido, { selector: '.MuiAlert-message, .MuiAlert-message *' })).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/cil/ejecuciones')).toEqual([]);
  });

  it('without a connection the run waits on the device (Pendientes de envío) with the same key', async () => {
    setup({ status: 503, body: { msg: 'Sin conexión' } });
    await responder(1, 'OK');
    await userEvent.click(await screen.findByRole('button', { name: /Terminar rutina/ }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(ROUTES.pendientes));
    const [pendiente] = await listarRutinasPendientes(operario._id);
    expect(pendiente).toMatchObject({ maquina: 'Prensa 7', estado: 'pendiente', resultados: [{ punto: 'p1', resultado: 'ok' }] });
  });

  it('a No OK point raises a pre-filled card in one tap, and the routine links it when the card is sent', async () => {
    const server = setup();
    server.routes['POST /api/tarjetas'] = (body) => ({ status: 201, body: { _id: 't1', numero: 5, color: 'Roja', ...(body as object) } });
    await responder(2, 'No OK');
    await userEvent.click(await within(await puntoCard(2)).findByRole('button', { name: 'Levantar tarjeta' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(ROUTES.agregarTarjeta));
    const descripcion = await screen.findByRole('textbox', { name: /^Descripción/ });
    await waitFor(() => expect(descripcion).toHaveValue('CIL punto 2 (Inspección): Tarea 2. Estándar: Nivel entre marcas.'));
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Parte de maquina/ })).toHaveValue('Guía'));
    const user = userEvent.setup();
    await elegirOpcion(user, 'Color', 'Roja');
    await elegirOpcion(user, 'Prioridad', 'Alta');
    await elegirOpcion(user, 'Reparación', 'Con maquina en marcha');
    await elegirOpcion(user, 'Riesgo Inicial', 'MO: MODERADO');
    await elegirOpcion(user, 'Familia de anomalias', '2 - Condiciones basicas');
    await elegirOpcion(user, 'Tipo de R/FC/LDA', 'Riesgo mecánico');
    await user.click(screen.getByRole('button', { name: 'Subir' }));
    // Back at the routine: the point shows its card, and the run carries the card's key.
    expect(await within(await puntoCard(2)).findByText('Tarjeta levantada')).toBeInTheDocument();
    const [card] = server.callsTo('POST', '/api/tarjetas');
    expect(card.body).toMatchObject({ maquina: 'Prensa 7', parteMaquina: 'Guía', equipo: 'Equipo B' });
    const b = await leerBorradorCil(operario._id, MAQUINA);
    expect(b?.resultados.p2).toMatchObject({ resultado: 'no_ok', tarjetaKey: card.headers['idempotency-key'] });
    await userEvent.click(await screen.findByRole('button', { name: /Terminar rutina/ }));
    await waitFor(() => expect(server.callsTo('POST', '/api/cil/ejecuciones')).toHaveLength(1));
    expect(server.callsTo('POST', '/api/cil/ejecuciones')[0].body).toMatchObject({
      resultados: [{ punto: 'p2', tarjetaKey: card.headers['idempotency-key'] }],
    });
  });
});
