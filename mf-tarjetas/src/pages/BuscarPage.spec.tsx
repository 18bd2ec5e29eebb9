import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROUTES, detallePath } from '@portal/shared/domain';
import BuscarPage from './BuscarPage';
import { fakeServer, makeUser, renderWithPortal, stubPhone } from '@portal/shared/testing';
import type { FakeRoutes } from '@portal/shared/testing';
import { makePagina, makeTarjeta } from '../features/test/makeTarjeta';
import { NUMERO_INVALIDO } from '../features/buscar/buscarSchema';
import { SIN_RESULTADOS } from '../features/buscar/BuscarResultados';

const user = makeUser({ role: 'Operario' });
afterEach(() => vi.unstubAllGlobals());
const haceDias = (dias: number) => new Date(Date.now() - dias * 24 * 60 * 60 * 1000).toISOString();

const vencida = makeTarjeta({
  _id: 't-a',
  numero: 7,
  color: 'Azul',
  prioridad: 'Alta',
  estado: 'Abierta',
  fecha: haceDias(20),
  equipo: 'Equipo A',
  descripcion: 'Fuga',
});
const aTiempo = makeTarjeta({ _id: 't-b', numero: 8, color: 'Azul', prioridad: 'Baja', estado: 'Abierta', fecha: haceDias(20), descripcion: 'Ruido' });
const cerrada = makeTarjeta({ _id: 't-c', numero: 9, color: 'Azul', prioridad: 'Alta', estado: 'Cerrada', fecha: haceDias(100), descripcion: 'Polvo' });

function setup(routes: FakeRoutes = {}, withUser = true) {
  const server = fakeServer({
    'GET /api/auth/user': { body: user },
    'GET /api/tarjetas': { body: makePagina([vencida, aTiempo, cerrada], { pageSize: 100 }) },
    ...routes,
  });
  renderWithPortal({
    user: withUser ? user : null,
    routes: {
      [ROUTES.buscar]: <BuscarPage />,
      [ROUTES.login]: <h1>Login</h1>,
      [ROUTES.detalle]: <div>Página de detalle</div>,
      [ROUTES.tarjetasFiltro]: <div>Tabla dinámica</div>,
    },
  });
  return server;
}

const rowOf = (numero: number) => screen.getByRole('link', { name: new RegExp(`^Tarjeta Azul N°${numero}$`) }).closest('[role="row"]') as HTMLElement;

describe('BuscarPage', () => {
  it('redirects to /login without a session', async () => {
    setup({}, false);
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
  });

  it('offers the four colours and searches nothing until Buscar is pressed', async () => {
    const server = setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Buscar tarjeta' })).toBeInTheDocument();
    const options = within(screen.getByLabelText('Color'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(['Seleccionar', 'Roja', 'Azul', 'Verde', 'Amarilla']);
    expect(screen.getByLabelText('Número')).toBeInTheDocument();
    await waitFor(() => expect(server.callsTo('GET', '/api/auth/user').length).toBeGreaterThan(0));
    expect(server.callsTo('GET', '/api/tarjetas')).toHaveLength(0);
  });

  it('sends color and numero and shows the results, marking only overdue open cards', async () => {
    const server = setup();
    const ue = userEvent.setup();
    await ue.selectOptions(screen.getByLabelText('Color'), 'Azul');
    await ue.type(screen.getByLabelText('Número'), '7');
    await ue.click(screen.getByRole('button', { name: 'Buscar' }));

    await screen.findByRole('grid', { name: 'Resultados de la búsqueda' });
    await waitFor(() => expect(screen.getByRole('link', { name: 'Tarjeta Azul N°7' })).toBeInTheDocument());
    expect(server.callsTo('GET', '/api/tarjetas').map((c) => c.query)).toEqual([
      { page: '0', pageSize: '20', sort: 'fecha', order: 'desc', color: 'Azul', numero: '7' },
    ]);

    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['N°', 'Color', 'Equipo Autonomo', 'Prioridad', 'Fecha apertura', 'Descripción anomalia', 'Estado actual', 'Ver detalle']);

    const fila = rowOf(7);
    expect(within(fila).getByText('Equipo A')).toBeInTheDocument();
    expect(within(fila).getByText('Fuga')).toBeInTheDocument();
    expect(within(fila).getByLabelText('Estado: Abierta')).toBeInTheDocument();
    expect(within(fila).getByText(/^\d{2}\/\d{2}\/\d{4}$/)).toBeInTheDocument();
    expect(within(fila).getByLabelText('Alerta vencida')).toBeInTheDocument();
    expect(within(rowOf(8)).queryByLabelText('Alerta vencida')).not.toBeInTheDocument();
    expect(within(rowOf(9)).queryByLabelText('Alerta vencida')).not.toBeInTheDocument();
    expect(screen.getAllByLabelText('Alerta vencida')).toHaveLength(1);

    expect(within(fila).getByRole('link', { name: /Ver detalle/ })).toHaveAttribute('href', detallePath('t-a'));
    await ue.click(within(fila).getByRole('link', { name: 'Tarjeta Azul N°7' }));
    expect(screen.getByTestId('location')).toHaveTextContent(detallePath('t-a'));
  });

  it('on a phone shows the results as tappable cards with number, state and description; a card opens the detail', async () => {
    stubPhone();
    setup();
    const ue = userEvent.setup();
    await ue.click(screen.getByRole('button', { name: 'Buscar' }));
    const lista = await screen.findByRole('list', { name: 'Resultados de la búsqueda' });
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    const tarjetas = await within(lista).findAllByRole('link');
    expect(tarjetas).toHaveLength(3);
    for (const texto of ['N°7', 'Azul', 'Abierta', 'Equipo A', 'Fuga']) expect(tarjetas[0]).toHaveTextContent(texto);
    expect(within(tarjetas[0]).getByLabelText('Alerta vencida')).toBeInTheDocument();
    await ue.click(tarjetas[0]);
    expect(screen.getByTestId('location')).toHaveTextContent(detallePath('t-a'));
  });

  it('leaves out an empty colour and number', async () => {
    const server = setup();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Buscar' }));
    await screen.findByRole('grid');
    await waitFor(() =>
      expect(server.callsTo('GET', '/api/tarjetas').map((c) => c.query)).toEqual([{ page: '0', pageSize: '20', sort: 'fecha', order: 'desc' }]),
    );
  });

  it('rejects a number that is not a positive integer', async () => {
    const server = setup();
    const ue = userEvent.setup();
    await ue.type(screen.getByLabelText('Número'), '-3');
    await ue.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText(NUMERO_INVALIDO)).toBeInTheDocument();
    expect(server.callsTo('GET', '/api/tarjetas')).toHaveLength(0);
  });

  it('says when nothing was found, and shows a server error', async () => {
    let reply: { status?: number; body: unknown } = { body: makePagina([]) };
    setup({ 'GET /api/tarjetas': () => reply });
    const ue = userEvent.setup();
    await ue.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText(SIN_RESULTADOS)).toBeInTheDocument();

    reply = { status: 500, body: { msg: 'Error del servidor' } };
    await ue.type(screen.getByLabelText('Número'), '1');
    await ue.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error del servidor');
    expect(screen.queryByText(SIN_RESULTADOS)).not.toBeInTheDocument();
  });

  it("'Exportar Tarjetas' goes to the dynamic export table", async () => {
    setup();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Exportar Tarjetas' }));
    expect(await screen.findByText('Tabla dinámica')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(ROUTES.tarjetasFiltro);
  });
});
