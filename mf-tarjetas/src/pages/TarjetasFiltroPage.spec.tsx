import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EXPORT_FILE_NAME, formatearFecha, MSG, ROUTES, type FiltroPreset, type FiltroSeleccion } from '@portal/shared/domain';
import TarjetasFiltroPage from './TarjetasFiltroPage';
import { fakeServer, makeUser, renderWithPortal, stubPhone, ZONA_PRUEBAS } from '@portal/shared/testing';
import type { FakeRoutes } from '@portal/shared/testing';
import { makePagina, makeTarjeta } from '../features/test/makeTarjeta';
import { SIN_COLUMNAS } from '../features/filtro/FiltroTabla';

const user = makeUser({ role: 'Operario' });
afterEach(() => vi.unstubAllGlobals());
const haceDias = (dias: number) => new Date(Date.now() - dias * 24 * 60 * 60 * 1000).toISOString();
const filas = [
  makeTarjeta({ _id: 't-1', numero: 11, color: 'Roja', prioridad: 'Alta', estado: 'Abierta', fecha: haceDias(20), equipo: 'Equipo A' }),
  makeTarjeta({ _id: 't-2', numero: 12, color: 'Azul', prioridad: 'Media', estado: 'Abierta', fecha: haceDias(10), equipo: 'Equipo B' }),
  makeTarjeta({ _id: 't-3', numero: 13, color: 'Verde', prioridad: 'Alta', estado: 'Cerrada', fecha: haceDias(90), equipo: 'Equipo A' }),
  makeTarjeta({
    _id: 't-4',
    numero: 14,
    color: 'Roja',
    prioridad: 'Alta',
    estado: 'Abierta',
    fecha: haceDias(16),
    equipo: 'Equipo B',
    descripcion: 'Una descripción larga que no debe cortarse en la tabla dinámica de tarjetas',
  }),
];
const VALORES: Record<string, string[]> = { color: ['Roja', 'Azul', 'Verde'], equipo: ['Equipo A', 'Equipo B'], numero: ['11', '12', '13'] };
const preset: FiltroPreset = {
  _id: 'p-1',
  nombre: 'Rojas del equipo A',
  selectedOption: ['numero', 'color', 'equipo'],
  color: ['Roja'],
  equipo: ['Equipo A'],
  alerta: true,
  qrcode: false,
  convertida: true,
  planificacion: false,
};

function setup(routes: FakeRoutes = {}) {
  const server = fakeServer({
    'GET /api/auth/user': { body: user },
    'GET /api/filters': { body: [preset] },
    'GET /api/tarjetas/valores': (_b, call) => ({ body: VALORES[call.query.columna] ?? [] }),
    'POST /api/tarjetas/consulta': (body) => {
      const { page = 0, pageSize = 10 } = body as FiltroSeleccion;
      return { body: makePagina(filas, { total: 45, page, pageSize }) };
    },
    ...routes,
  });
  renderWithPortal({ user, routes: { [ROUTES.tarjetasFiltro]: <TarjetasFiltroPage /> } });
  return server;
}

const consultas = (server: ReturnType<typeof setup>) => server.callsTo('POST', '/api/tarjetas/consulta').map((c) => c.body as FiltroSeleccion);
const ultimaConsulta = (server: ReturnType<typeof setup>) => consultas(server).at(-1);

async function elegirColumnas(ue: ReturnType<typeof userEvent.setup>, labels: string[]) {
  await ue.click(screen.getByRole('combobox', { name: 'Columnas' }));
  for (const label of labels) await ue.click(await screen.findByRole('option', { name: label }));
  await ue.keyboard('{Escape}');
}

async function elegirValor(ue: ReturnType<typeof userEvent.setup>, columna: string, valor: string) {
  const filtros = screen.getByRole('region', { name: 'Filtros por columna' });
  await ue.click(within(filtros).getByRole('combobox', { name: columna }));
  await ue.click(await screen.findByRole('option', { name: valor }));
  await ue.keyboard('{Escape}');
}

const headers = () =>
  within(screen.getByRole('grid'))
    .getAllByRole('columnheader')
    .map((h) => h.textContent);

describe('TarjetasFiltroPage', () => {
  it('offers the 20 columns and the four checkboxes, and queries nothing before a column is chosen', async () => {
    const server = setup();
    const ue = userEvent.setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Tabla dinamica de tarjetas' })).toBeInTheDocument();
    for (const label of ['Alerta', 'Qr Code', 'Convertida', 'Planificación']) expect(screen.getByRole('checkbox', { name: label })).not.toBeChecked();
    expect(screen.getByText(SIN_COLUMNAS)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exportar Excel' })).toBeDisabled();
    await ue.click(screen.getByRole('combobox', { name: 'Columnas' }));
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options).toHaveLength(20);
    expect(options.slice(0, 4)).toEqual(['Número', 'Color', 'Prioridad', 'Equipo']);
    expect(options.at(-1)).toBe('Fin de reparación');
    expect(consultas(server)).toHaveLength(0);
    expect(server.callsTo('GET', '/api/tarjetas/valores')).toHaveLength(0);
  });

  it('the chosen columns drive the table, the value requests and the consulta', async () => {
    const server = setup();
    const ue = userEvent.setup();
    await elegirColumnas(ue, ['Número', 'Color']);

    await waitFor(() => expect(headers()).toEqual(['Número', 'Color']));
    expect(
      server
        .callsTo('GET', '/api/tarjetas/valores')
        .map((c) => c.query.columna)
        .sort(),
    ).toEqual(['color', 'numero']);
    expect(ultimaConsulta(server)).toEqual({
      selectedOption: ['numero', 'color'],
      filtros: {},
      alerta: false,
      qrcode: false,
      convertida: false,
      planificacion: false,
      page: 0,
      pageSize: 10,
    });
    const grid = screen.getByRole('grid');
    expect(await within(grid).findByRole('link', { name: '11' })).toHaveAttribute('href', '/tarjeta/t-1');
    expect(within(grid).getByText('Azul')).toBeInTheDocument();

    await elegirValor(ue, 'Color', 'Roja');
    await waitFor(() => expect(ultimaConsulta(server)?.filtros).toEqual({ color: ['Roja'] }));

    await ue.click(screen.getByRole('checkbox', { name: 'Planificación' }));
    await waitFor(() => expect(ultimaConsulta(server)).toMatchObject({ planificacion: true, convertida: false, page: 0 }));
    expect(headers()).toEqual(['Número', 'Color']);
  });

  it('Alerta and Qr Code add their columns', async () => {
    setup();
    const ue = userEvent.setup();
    await elegirColumnas(ue, ['Número', 'Fecha apertura']);
    await ue.click(screen.getByRole('checkbox', { name: 'Alerta' }));
    await ue.click(screen.getByRole('checkbox', { name: 'Qr Code' }));
    await waitFor(() => expect(headers()).toEqual(['Número', 'Fecha apertura', 'Alerta', 'Qr Code']));
    const grid = screen.getByRole('grid');
    expect(await within(grid).findByText(formatearFecha(filas[0].fecha, ZONA_PRUEBAS))).toBeInTheDocument();
    expect(await within(grid).findByText('Excedido 5 días')).toBeInTheDocument();
    expect(within(grid).getByText('Faltan 20 días')).toBeInTheDocument();
    const qr = await within(grid).findByRole('img', { name: 'QR de la tarjeta N°11' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
  });

  it('says one day in singular, and shows a long description whole', async () => {
    setup();
    const ue = userEvent.setup();
    await elegirColumnas(ue, ['Número', 'Descripción']);
    await ue.click(screen.getByRole('checkbox', { name: 'Alerta' }));
    const grid = screen.getByRole('grid');
    expect(await within(grid).findByText('Excedido 1 día')).toBeInTheDocument();
    expect(within(grid).getByText('Una descripción larga que no debe cortarse en la tabla dinámica de tarjetas')).toBeInTheDocument();
  });

  it('says No se encontraron tarjetas when nothing matches', async () => {
    setup({ 'POST /api/tarjetas/consulta': { body: makePagina([], { total: 0 }) } });
    await elegirColumnas(userEvent.setup(), ['Número']);
    expect(await screen.findByText('No se encontraron tarjetas')).toBeInTheDocument();
  });

  it('on a phone shows each card as a tappable row with number, state, description and the chosen columns', async () => {
    stubPhone();
    setup();
    const ue = userEvent.setup();
    await elegirColumnas(ue, ['Número', 'Equipo']);
    await ue.click(screen.getByRole('checkbox', { name: 'Alerta' }));
    const lista = await screen.findByRole('list', { name: 'Tarjetas filtradas' });
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    await waitFor(() => expect(within(lista).getAllByRole('link')).toHaveLength(4));
    const [primera] = within(lista).getAllByRole('link');
    expect(primera).toHaveAttribute('href', '/tarjeta/t-1');
    for (const texto of ['N°11', 'Roja', 'Abierta', 'Pérdida de aceite', 'Equipo: Equipo A', 'Alerta: Excedido 5 días'])
      expect(primera).toHaveTextContent(texto);
    expect(screen.getByText('1–10 de 45')).toBeInTheDocument();
  });

  it('pages on the server with the chosen page size, in Spanish', async () => {
    const server = setup();
    const ue = userEvent.setup();
    await elegirColumnas(ue, ['Número']);
    await screen.findByRole('link', { name: '11' });
    // The total comes from the server, not from the rows received.
    expect(screen.getByText('1–10 de 45')).toBeInTheDocument();
    expect(screen.getByText('Filas por página:')).toBeInTheDocument();
    expect(screen.queryByText(/Rows per page|of 45/)).not.toBeInTheDocument();
    await ue.click(screen.getByRole('button', { name: 'Ir a la página siguiente' }));
    await waitFor(() => expect(ultimaConsulta(server)).toMatchObject({ page: 1, pageSize: 10 }));
  });

  it('Reset clears every selection', async () => {
    setup();
    const ue = userEvent.setup();
    await elegirColumnas(ue, ['Número', 'Color']);
    await elegirValor(ue, 'Color', 'Azul');
    await ue.click(screen.getByRole('checkbox', { name: 'Convertida' }));
    expect(screen.getByRole('button', { name: 'Número' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Filtros por columna' })).getByRole('button', { name: 'Azul' })).toBeInTheDocument();
    await ue.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByText(SIN_COLUMNAS)).toBeInTheDocument();
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Filtros por columna' })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Convertida' })).not.toBeChecked();
    expect(screen.queryByRole('button', { name: 'Número' })).not.toBeInTheDocument();
  });

  it('saves the selection as a flat preset under the given name', async () => {
    const server = setup({ 'POST /api/filters': (body) => ({ status: 201, body: { _id: 'p-9', ...(body as object) } }) });
    const ue = userEvent.setup();
    await elegirColumnas(ue, ['Número', 'Color', 'Equipo']);
    await elegirValor(ue, 'Color', 'Roja');
    await elegirValor(ue, 'Equipo', 'Equipo B');
    await ue.click(screen.getByRole('checkbox', { name: 'Qr Code' }));
    await ue.click(screen.getByRole('button', { name: 'Guardar como preestablecido' }));

    const dialog = await screen.findByRole('dialog', { name: 'Guardar como preestablecido' });
    await ue.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText(MSG.filtroNombreRequerido)).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/filters')).toHaveLength(0);

    await ue.type(within(dialog).getByLabelText('Nombre'), 'Mis rojas');
    await ue.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.callsTo('POST', '/api/filters').map((c) => c.body)).toEqual([
      {
        nombre: 'Mis rojas',
        selectedOption: ['numero', 'color', 'equipo'],
        color: ['Roja'],
        equipo: ['Equipo B'],
        alerta: false,
        qrcode: true,
        convertida: false,
        planificacion: false,
      },
    ]);
    await waitFor(() => expect(server.callsTo('GET', '/api/filters')).toHaveLength(2));
    expect(await screen.findByRole('status')).toHaveTextContent('Preestablecido "Mis rojas" guardado');
  });

  it('shows the server error inside the preset dialog', async () => {
    setup({ 'POST /api/filters': { status: 400, body: { msg: MSG.cuerpoInvalido } } });
    const ue = userEvent.setup();
    await elegirColumnas(ue, ['Número']);
    await ue.click(screen.getByRole('button', { name: 'Guardar como preestablecido' }));
    const dialog = await screen.findByRole('dialog');
    await ue.type(within(dialog).getByLabelText('Nombre'), 'X');
    await ue.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MSG.cuerpoInvalido);
  });

  it('a preset button restores the whole selection', async () => {
    const server = setup();
    const ue = userEvent.setup();
    await elegirColumnas(ue, ['Prioridad']);
    const presets = await screen.findByRole('region', { name: 'Preestablecidos' });
    await ue.click(within(presets).getByRole('button', { name: 'Rojas del equipo A' }));

    await waitFor(() => expect(headers()).toEqual(['Número', 'Color', 'Equipo', 'Alerta']));
    expect(screen.getByRole('checkbox', { name: 'Alerta' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Convertida' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Qr Code' })).not.toBeChecked();
    const filtros = screen.getByRole('region', { name: 'Filtros por columna' });
    expect(within(filtros).getByRole('button', { name: 'Roja' })).toBeInTheDocument();
    expect(within(filtros).getByRole('button', { name: 'Equipo A' })).toBeInTheDocument();
    await waitFor(() =>
      expect(ultimaConsulta(server)).toEqual({
        selectedOption: ['numero', 'color', 'equipo'],
        filtros: { color: ['Roja'], equipo: ['Equipo A'] },
        alerta: true,
        qrcode: false,
        convertida: true,
        planificacion: false,
        page: 0,
        pageSize: 10,
      }),
    );
  });

  describe('Exportar Excel', () => {
    let descargas: string[];
    beforeEach(() => {
      descargas = [];
      vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:reporte');
      vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        descargas.push(this.download);
      });
    });
    afterEach(() => vi.restoreAllMocks());

    it('posts the selection without a page and downloads ReporteTarjetas.xlsx', async () => {
      const server = setup({ 'POST /api/tarjetas/export': { body: 'xlsx' } });
      const ue = userEvent.setup();
      await elegirColumnas(ue, ['Número', 'Color']);
      await elegirValor(ue, 'Color', 'Verde');
      await ue.click(screen.getByRole('checkbox', { name: 'Alerta' }));
      await ue.click(screen.getByRole('button', { name: 'Exportar Excel' }));
      await waitFor(() => expect(descargas).toEqual([EXPORT_FILE_NAME]));
      expect(server.callsTo('POST', '/api/tarjetas/export').map((c) => c.body)).toEqual([
        { selectedOption: ['numero', 'color'], filtros: { color: ['Verde'] }, alerta: true, qrcode: false, convertida: false, planificacion: false },
      ]);
      const exportCall = server.fetchMock.mock.calls.find(([input]) => String(input instanceof Request ? input.url : input).endsWith('/api/tarjetas/export'));
      const [input, init] = exportCall ?? [];
      expect(new Headers(init?.headers ?? (input as Request | undefined)?.headers).get('Authorization')).toBe('Bearer test-token');
    });

    it('shows the server error', async () => {
      setup({ 'POST /api/tarjetas/export': { status: 400, body: { msg: MSG.cuerpoInvalido } } });
      const ue = userEvent.setup();
      await elegirColumnas(ue, ['Número']);
      await ue.click(screen.getByRole('button', { name: 'Exportar Excel' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(MSG.cuerpoInvalido);
      expect(descargas).toEqual([]);
    });
  });
});
