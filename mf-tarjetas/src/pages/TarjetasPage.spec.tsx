import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROUTES, type Tarjeta } from '@portal/shared/domain';
import TarjetasPage from './TarjetasPage';
import { fakeServer, makeUser, renderWithPortal, stubPhone, type FakeRoutes } from '@portal/shared/testing';
import { CAMPOS_FIXTURE, makePagina, makeTarjeta } from '../features/test/makeTarjeta';

const jefe = makeUser({ _id: 'u-jefe', name: 'Julia Jefa', role: 'Jefe de area' });
const TARJETAS: Tarjeta[] = [
  makeTarjeta({
    _id: 'r7',
    numero: 7,
    color: 'Roja',
    equipo: 'Equipo A',
    prioridad: 'Alta',
    fecha: new Date(2024, 2, 5, 14, 30).toISOString(),
    descripcion: 'Pérdida de aceite',
  }),
  makeTarjeta({
    _id: 'a3',
    numero: 3,
    color: 'Azul',
    equipo: 'Equipo B',
    prioridad: 'Baja',
    estado: 'Cerrada',
    fecha: new Date(2024, 1, 1, 8, 5).toISOString(),
    descripcion: 'Falta señalización',
  }),
  makeTarjeta({
    _id: 'r2',
    numero: 2,
    color: 'Roja',
    equipo: 'Equipo B',
    prioridad: 'Media',
    fecha: new Date(2024, 0, 9, 10, 0).toISOString(),
    descripcion: 'Tornillo flojo',
  }),
];

function setup(routes: FakeRoutes = {}, total = TARJETAS.length, route?: string, zonaHoraria?: string) {
  const server = fakeServer({
    'GET /api/auth/user': { body: jefe },
    'GET /api/campos': { body: CAMPOS_FIXTURE },
    'GET /api/tarjetas': (_b, call) => ({ body: makePagina(TARJETAS, { total, page: Number(call.query.page), pageSize: Number(call.query.pageSize) }) }),
    ...routes,
  });
  renderWithPortal({ user: jefe, route, routes: { [ROUTES.tarjetas]: <TarjetasPage />, [ROUTES.agregarTarjeta]: <div>Formulario agregar</div> }, zonaHoraria });
  return server;
}

const listCalls = (server: ReturnType<typeof setup>) => server.callsTo('GET', '/api/tarjetas').map((c) => c.query);
const lastListCall = (server: ReturnType<typeof setup>) => listCalls(server).at(-1);
const grid = () => screen.getByRole('grid');
const dataRows = () =>
  within(grid())
    .getAllByRole('row')
    .filter((r) => r.hasAttribute('data-id'));

async function filasCargadas() {
  await waitFor(() => expect(within(grid()).getByRole('link', { name: 'Tarjeta Roja N°7' })).toBeInTheDocument());
}

let blobs: Blob[] = [];
beforeEach(() => {
  blobs = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => {
    blobs.push(b as Blob);
    return 'blob:fake';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});
afterEach(() => vi.unstubAllGlobals());

describe('TarjetasPage', () => {
  it('asks the first page of 10, newest first, and shows the title and the green Agregar Tarjeta button', async () => {
    const server = setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Tarjetas' })).toBeInTheDocument();
    await filasCargadas();
    expect(listCalls(server)).toEqual([{ page: '0', pageSize: '10', sort: 'fecha', order: 'desc' }]);
    const agregar = screen.getByRole('link', { name: 'Agregar Tarjeta' });
    expect(agregar).toHaveAttribute('href', ROUTES.agregarTarjeta);
    expect(agregar).toHaveClass('MuiButton-colorSuccess');
    await userEvent.click(agregar);
    expect(await screen.findByText('Formulario agregar')).toBeInTheDocument();
  });

  it('renders the columns and a row per card with its links, chip, date and state', async () => {
    setup();
    await filasCargadas();
    const headers = within(grid())
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['N°', 'Color', 'Equipo Autonomo', 'Prioridad', 'Fecha apertura', 'Descripción anomalia', 'Estado actual', 'Ver detalle']);
    const rows = dataRows();
    expect(rows.map((r) => r.getAttribute('data-id'))).toEqual(['r7', 'a3', 'r2']);
    const first = within(rows[0]);
    expect(first.getByRole('link', { name: 'Tarjeta Roja N°7' })).toHaveAttribute('href', '/tarjeta/r7');
    expect(first.getByRole('link', { name: 'Ver detalle' })).toHaveAttribute('href', '/tarjeta/r7');
    expect(first.getByText('Roja').closest('.MuiChip-root')).toBeInTheDocument();
    expect(first.getByText('05/03/2024 14:30')).toBeInTheDocument();
    expect(first.getByText('Pérdida de aceite')).toBeInTheDocument();
    expect(first.getByLabelText('Estado: Abierta')).toBeInTheDocument();
    expect(within(rows[1]).getByLabelText('Estado: Cerrada')).toBeInTheDocument();
    expect(within(rows[1]).getByText('01/02/2024 08:05')).toBeInTheDocument();
  });

  it('offers page sizes 10, 20, 100 and Todas, asking the server for each and for the next page', async () => {
    const server = setup({}, 250);
    await filasCargadas();
    await userEvent.click(screen.getByRole('button', { name: /página siguiente/i }));
    await waitFor(() => expect(lastListCall(server)).toMatchObject({ page: '1', pageSize: '10' }));

    // The grid hides the size select below the 'sm' breakpoint, and jsdom evaluates no media query.
    const sizeSelect = screen.getByRole('combobox', { name: /filas por página/i, hidden: true });
    await userEvent.click(sizeSelect);
    const options = within(screen.getByRole('listbox'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(['10', '20', '100', 'Todas']);
    await userEvent.click(screen.getByRole('option', { name: '20' }));
    await waitFor(() => expect(lastListCall(server)).toMatchObject({ pageSize: '20' }));

    await userEvent.click(screen.getByRole('combobox', { name: /filas por página/i, hidden: true }));
    await userEvent.click(screen.getByRole('option', { name: 'Todas' }));
    await waitFor(() => expect(lastListCall(server)).toMatchObject({ page: '0', pageSize: '-1' }));
  });

  it('sorts on the server when a header is clicked', async () => {
    const server = setup();
    await filasCargadas();
    await userEvent.click(within(grid()).getByRole('columnheader', { name: 'Prioridad' }).querySelector('.MuiDataGrid-columnHeaderTitle') as HTMLElement);
    await waitFor(() => expect(lastListCall(server)).toEqual({ page: '0', pageSize: '10', sort: 'prioridad', order: 'asc' }));
    await userEvent.click(
      within(grid())
        .getByRole('columnheader', { name: /Prioridad/ })
        .querySelector('.MuiDataGrid-columnHeaderTitle') as HTMLElement,
    );
    await waitFor(() => expect(lastListCall(server)).toMatchObject({ sort: 'prioridad', order: 'desc' }));
  });

  it('sends the search box as q, from the first page', async () => {
    const server = setup({}, 250);
    await filasCargadas();
    await userEvent.click(screen.getByRole('button', { name: /página siguiente/i }));
    await waitFor(() => expect(lastListCall(server)).toMatchObject({ page: '1' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Buscar' }), 'aceite');
    await waitFor(() => expect(lastListCall(server)).toEqual({ page: '0', pageSize: '10', sort: 'fecha', order: 'desc', q: 'aceite' }));
  });

  it('starts from the filters of its URL (the dashboard Pareto link), shows them and lets the user clear them', async () => {
    const server = setup({}, TARJETAS.length, `${ROUTES.tarjetas}?estado=Abierta&maquina=Extrusora%201&color=Negra&q=aceite`);
    await filasCargadas();
    expect(listCalls(server)).toEqual([{ page: '0', pageSize: '10', sort: 'fecha', order: 'desc', estado: 'Abierta', maquina: 'Extrusora 1', q: 'aceite' }]);
    expect(screen.getByLabelText('Estado')).toHaveValue('Abierta');
    expect(screen.getByLabelText('Color')).toHaveValue('');
    expect(screen.getByLabelText('Buscar')).toHaveValue('aceite');
    const chip = screen.getByText('Máquina: Extrusora 1').closest('.MuiChip-root') as HTMLElement;
    await userEvent.click(within(chip).getByTestId('CancelIcon'));
    await waitFor(() => expect(lastListCall(server)).toEqual({ page: '0', pageSize: '10', sort: 'fecha', order: 'desc', estado: 'Abierta', q: 'aceite' }));
    expect(screen.queryByText('Máquina: Extrusora 1')).not.toBeInTheDocument();
  });

  it('starts from several colours and equipos and from sinValor (the Pareto), sends them repeated, and a select replaces them', async () => {
    const server = setup({}, TARJETAS.length, `${ROUTES.tarjetas}?estado=Abierta&sinValor=maquina&color=Roja&color=Azul&equipo=Equipo%20A&equipo=Equipo%20B`);
    await filasCargadas();
    const urls = () =>
      server.fetchMock.mock.calls
        .map(([input]) => new URL(input instanceof Request ? input.url : String(input), 'http://localhost'))
        .filter((u) => u.pathname === '/api/tarjetas');
    expect([...urls()[0].searchParams]).toEqual([
      ['page', '0'],
      ['pageSize', '10'],
      ['sort', 'fecha'],
      ['order', 'desc'],
      ['color', 'Roja'],
      ['color', 'Azul'],
      ['estado', 'Abierta'],
      ['equipo', 'Equipo A'],
      ['equipo', 'Equipo B'],
      ['sinValor', 'maquina'],
    ]);
    expect(screen.getByText('Color: Roja, Azul')).toBeInTheDocument();
    expect(screen.getByText('Equipo: Equipo A, Equipo B')).toBeInTheDocument();
    const chip = screen.getByText('Máquina: (sin valor)').closest('.MuiChip-root') as HTMLElement;
    await userEvent.click(within(chip).getByTestId('CancelIcon'));
    await waitFor(() => expect(urls().at(-1)!.searchParams.getAll('sinValor')).toEqual([]));
    await userEvent.selectOptions(screen.getByLabelText('Color'), 'Verde');
    await waitFor(() => expect(urls().at(-1)!.searchParams.getAll('color')).toEqual(['Verde']));
    expect(screen.queryByText('Color: Roja, Azul')).not.toBeInTheDocument();
    expect(urls().at(-1)!.searchParams.getAll('equipo')).toEqual(['Equipo A', 'Equipo B']);
  });

  it('has one search box, the list filters and no grid filter panel', async () => {
    const server = setup();
    await filasCargadas();
    expect(screen.getAllByRole('textbox', { name: /buscar/i })).toHaveLength(1);
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^filtros$/i })).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Color'), 'Roja');
    await userEvent.selectOptions(screen.getByLabelText('Equipo'), 'Equipo B');
    await waitFor(() => expect(lastListCall(server)).toEqual({ page: '0', pageSize: '10', sort: 'fecha', order: 'desc', color: 'Roja', equipo: 'Equipo B' }));
  });

  it('says No se encontraron tarjetas on an empty list', async () => {
    setup({ 'GET /api/tarjetas': { body: makePagina([], { total: 0 }) } });
    expect(await screen.findByText('No se encontraron tarjetas')).toBeInTheDocument();
  });

  it('groups over the whole filtered set with the server counts and loads a group only when expanded', async () => {
    const server = setup({
      'GET /api/tarjetas/grupos': (_b, call) => ({
        body: {
          por: call.query.por,
          grupos: [
            { valor: 'Roja', cantidad: 1282 },
            { valor: 'Azul', cantidad: 3 },
          ],
          total: 1285,
        },
      }),
    });
    await filasCargadas();
    const agrupar = screen.getByLabelText('Agrupar por');
    expect(
      within(agrupar)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Ninguno', 'Color', 'Estado', 'Equipo', 'Prioridad']);
    await userEvent.selectOptions(screen.getByLabelText('Estado'), 'Abierta');
    await userEvent.selectOptions(agrupar, 'Color');
    await waitFor(() => expect(screen.getAllByTestId('grupo').map((g) => g.textContent)).toEqual(['Color: Roja (1.282)', 'Color: Azul (3)']));
    expect(server.callsTo('GET', '/api/tarjetas/grupos').at(-1)?.query).toEqual({ por: 'color', estado: 'Abierta' });

    const antes = listCalls(server).length;
    await userEvent.click(screen.getByRole('button', { name: /Roja \(1\.282\)/ }));
    await waitFor(() => expect(lastListCall(server)).toEqual({ page: '0', pageSize: '10', sort: 'fecha', order: 'desc', estado: 'Abierta', color: 'Roja' }));
    expect(listCalls(server)).toHaveLength(antes + 1);
    expect(await screen.findByRole('grid', { name: 'Tarjetas de Roja' })).toBeInTheDocument();

    await userEvent.selectOptions(agrupar, 'Ninguno');
    await waitFor(() => expect(screen.queryAllByTestId('grupo')).toHaveLength(0));
    await filasCargadas();
  });

  it('on a phone shows one tappable card per row with number, state, equipo, date and description, paged and sorted by the server', async () => {
    stubPhone();
    const server = setup({}, 250);
    const lista = await screen.findByRole('list', { name: 'Tarjetas' });
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    await waitFor(() => expect(within(lista).getAllByRole('link')).toHaveLength(3));
    const [primera] = within(lista).getAllByRole('link');
    expect(primera).toHaveAttribute('href', '/tarjeta/r7');
    for (const texto of ['N°7', 'Roja', 'Abierta', '05/03/2024 14:30', 'Pérdida de aceite']) expect(primera).toHaveTextContent(texto);
    expect(primera).toHaveTextContent('Equipo A');
    await userEvent.selectOptions(screen.getByLabelText('Ordenar por'), 'N° (ascendente)');
    await waitFor(() => expect(lastListCall(server)).toMatchObject({ sort: 'numero', order: 'asc', page: '0' }));
    await userEvent.click(screen.getByRole('button', { name: /página siguiente/i }));
    await waitFor(() => expect(lastListCall(server)).toMatchObject({ page: '1', pageSize: '10' }));
    expect(await screen.findByText('11–20 de 250')).toBeInTheDocument();
  });

  it('on a phone keeps the filters under a Filtros button instead of the grid filter panel', async () => {
    stubPhone();
    const server = setup();
    await screen.findByRole('list', { name: 'Tarjetas' });
    const boton = screen.getByRole('button', { name: 'Filtros' });
    expect(boton).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(boton);
    expect(boton).toHaveAttribute('aria-expanded', 'true');
    await userEvent.selectOptions(screen.getByLabelText('Estado'), 'Cerrada');
    await waitFor(() => expect(lastListCall(server)).toMatchObject({ estado: 'Cerrada', page: '0' }));
    expect(screen.getByRole('button', { name: 'Filtros (1)' })).toBeInTheDocument();
  });

  it('exports Excel through POST /api/tarjetas/export with the visible columns and downloads ReporteTarjetas.xlsx', async () => {
    const server = setup({ 'POST /api/tarjetas/export': { body: 'xlsx' } });
    await filasCargadas();
    await userEvent.click(screen.getByRole('button', { name: 'Exportar Excel' }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    const [call] = server.callsTo('POST', '/api/tarjetas/export');
    expect(call.body).toEqual({
      selectedOption: ['numero', 'color', 'equipo', 'prioridad', 'fecha', 'descripcion', 'estado'],
      filtros: {},
      alerta: false,
      qrcode: false,
      convertida: false,
      planificacion: false,
    });
    const fetchMock = vi.mocked(globalThis.fetch);
    const exportCall = fetchMock.mock.calls.find(([input]) => String(input instanceof Request ? input.url : input).endsWith('/api/tarjetas/export'));
    expect(new Headers(exportCall?.[1]?.headers).get('Authorization')).toBe('Bearer test-token');
  });

  it('shows the export failure as a red alert', async () => {
    setup({ 'POST /api/tarjetas/export': { status: 400, body: { msg: 'Elija al menos una columna' } } });
    await filasCargadas();
    await userEvent.click(screen.getByRole('button', { name: 'Exportar Excel' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Elija al menos una columna');
    expect(blobs).toHaveLength(0);
  });

  it('exports the shown cards as a CSV Excel splits in Spanish: BOM, ; and CRLF', async () => {
    setup();
    await filasCargadas();
    await userEvent.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    const texto = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await blobs[0].arrayBuffer());
    expect(texto.startsWith('\uFEFF')).toBe(true);
    const lines = texto.slice(1).split('\r\n');
    expect(lines[0]).toBe('N°;Color;Equipo Autonomo;Prioridad;Fecha apertura;Descripción anomalia;Estado actual');
    expect(lines.slice(1, 4).map((l) => l.split(';')[0])).toEqual(['7', '3', '2']);
    expect(lines[1]).toBe('7;Roja;Equipo A;Alta;05/03/2024 14:30;Pérdida de aceite;Abierta');
  });

  it("shows and exports the opening in the plant's zone (Madrid), not the browser's (Honolulu)", async () => {
    // The card, opened 2019-01-30T23:10Z: 31/01/2019 00:10 in Madrid, 30/01 13:10 in this process's zone.
    process.env.TZ = 'Pacific/Honolulu';
    try {
      const card = makeTarjeta({
        _id: 'r7',
        numero: 7,
        color: 'Roja',
        equipo: 'Equipo A',
        prioridad: 'Alta',
        fecha: '2019-01-30T23:10:00.000Z',
        descripcion: 'Borde de mes',
      });
      setup(
        {
          'GET /api/tarjetas': (_b, call) => ({ body: makePagina([card], { total: 1, page: Number(call.query.page), pageSize: Number(call.query.pageSize) }) }),
        },
        1,
        undefined,
        'Europe/Madrid',
      );
      await filasCargadas();
      expect(within(dataRows()[0]).getByText('31/01/2019 00:10')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Exportar CSV' }));
      await waitFor(() => expect(blobs).toHaveLength(1));
      const texto = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await blobs[0].arrayBuffer());
      expect(texto.slice(1).split('\r\n')[1]).toBe('7;Roja;Equipo A;Alta;31/01/2019 00:10;Borde de mes;Abierta');
    } finally {
      process.env.TZ = 'UTC';
    }
  });

  it('exports text a user typed that a spreadsheet would run as a formula as text: a leading apostrophe, quoted', async () => {
    const hostil = makeTarjeta({
      _id: 'h9',
      numero: 9,
      color: 'Roja',
      equipo: '@Equipo',
      fecha: new Date(2024, 2, 6, 9, 0).toISOString(),
      descripcion: '=HYPERLINK("http://evil.example","x")',
    });
    setup({
      'GET /api/tarjetas': (_b, call) => ({ body: makePagina([hostil], { total: 1, page: Number(call.query.page), pageSize: Number(call.query.pageSize) }) }),
    });
    await waitFor(() => expect(within(grid()).getByRole('link', { name: 'Tarjeta Roja N°9' })).toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    const texto = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await blobs[0].arrayBuffer());
    expect(texto.slice(1).split('\r\n')[1]).toBe(`9;Roja;"'@Equipo";Alta;06/03/2024 09:00;"'=HYPERLINK(""http://evil.example"",""x"")";Abierta`);
  });
});
