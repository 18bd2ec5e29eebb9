import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { ROUTES, type KaizenResumen, type Role } from '@portal/shared/domain';
import { fakeServer, makeUser, renderWithPortal, stubPhone, type FakeRoutes } from '@portal/shared/testing';
import { CAMPOS_KAIZEN, TOTALES_FIXTURE, makeKaizenResumen, makeKaizensPagina } from '../features/lista/kaizenFixtures';
import KaizenPage from './KaizenPage';

const KAIZENS: KaizenResumen[] = [
  makeKaizenResumen({
    _id: 'k7',
    numero: 7,
    codigo: 'QK-7',
    maquina: 'Extrusora 1',
    fecha: new Date(2024, 2, 5, 14, 30).toISOString(),
    tema: 'Fuga de aceite',
    estadoActual: 'En implementacion',
    implementacion: true,
    lider: 'Laura Líder',
  }),
  makeKaizenResumen({
    _id: 'k3',
    numero: 3,
    codigo: 'QK-3',
    maquina: 'Envasadora',
    fecha: new Date(2024, 0, 9, 8, 0).toISOString(),
    tema: 'Cinta desalineada',
    estado: 'Cerrada',
    estadoActual: 'Cerrada',
    lider: 'Pedro Pérez',
  }),
];

function SearchProbe() {
  return <div data-testid="search">{useLocation().search}</div>;
}

function setup({
  role = 'Jefe de area',
  routes = {},
  route,
  total = KAIZENS.length,
}: { role?: Role; routes?: FakeRoutes; route?: string; total?: number } = {}) {
  const user = makeUser({ role });
  const server = fakeServer({
    'GET /api/auth/user': { body: user },
    'GET /api/campos': { body: CAMPOS_KAIZEN },
    'GET /api/tarjetaskaizen': (_b, call) => ({
      body: makeKaizensPagina(KAIZENS, { total, page: Number(call.query.page), pageSize: Number(call.query.pageSize) }),
    }),
    'GET /api/tarjetaskaizen/totales': { body: TOTALES_FIXTURE },
    ...routes,
  });
  renderWithPortal({
    user,
    route,
    routes: {
      [ROUTES.kaizen]: (
        <>
          <KaizenPage />
          <SearchProbe />
        </>
      ),
      [ROUTES.agregarKaizen]: <h1>Formulario Kaizen</h1>,
    },
  });
  return server;
}

const listCalls = (server: ReturnType<typeof setup>) => server.callsTo('GET', '/api/tarjetaskaizen').map((c) => c.query);
const lastListCall = (server: ReturnType<typeof setup>) => listCalls(server).at(-1);
const grid = () => screen.getByRole('grid');
const dataRows = () =>
  within(grid())
    .getAllByRole('row')
    .filter((r) => r.hasAttribute('data-id'));
const filasCargadas = () => waitFor(() => expect(within(grid()).getByRole('link', { name: 'Quick Kaizen N°7' })).toBeInTheDocument());

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

describe('KaizenPage', () => {
  it('asks the first page of 10, newest number first, and renders the columns and a row per Kaizen', async () => {
    const server = setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Quick Kaizen' })).toBeInTheDocument();
    await filasCargadas();
    expect(listCalls(server)).toEqual([{ page: '0', pageSize: '10', sort: 'numero', order: 'desc' }]);
    const headers = within(grid())
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['N°', 'Código del Kaizen', 'Maquina', 'Fecha apertura', 'Tema', 'Estado actual', 'Líder del equipo de mejora', 'Ver detalle']);
    const rows = dataRows();
    expect(rows.map((r) => r.getAttribute('data-id'))).toEqual(['k7', 'k3']);
    const first = within(rows[0]);
    expect(first.getByRole('link', { name: 'Quick Kaizen N°7' })).toHaveAttribute('href', '/tarjeta/k7');
    expect(first.getByRole('link', { name: 'Ver detalle' })).toHaveAttribute('href', '/tarjeta/k7');
    for (const texto of ['QK-7', 'Extrusora 1', '05/03/2024', 'Fuga de aceite', 'Laura Líder']) expect(first.getByText(texto)).toBeInTheDocument();
    expect(first.getByLabelText('Estado: En implementacion')).toBeInTheDocument();
    expect(within(rows[1]).getByLabelText('Estado: Cerrada')).toBeInTheDocument();
    expect(within(rows[1]).getByText('09/01/2024')).toBeInTheDocument();
  });

  it("shows 'Agregar Quick Kaizen' to an Admin only, leading to /agregarkaizen", async () => {
    setup({ role: 'Admin' });
    const agregar = await screen.findByRole('link', { name: 'Agregar Quick Kaizen' });
    expect(agregar).toHaveAttribute('href', ROUTES.agregarKaizen);
    await userEvent.click(agregar);
    expect(await screen.findByRole('heading', { name: 'Formulario Kaizen' })).toBeInTheDocument();
  });

  it.each(['Jefe de area', 'Operario'] as const)('hides Agregar Quick Kaizen from %s', async (role) => {
    setup({ role });
    await filasCargadas();
    expect(screen.queryByRole('link', { name: 'Agregar Quick Kaizen' })).not.toBeInTheDocument();
  });

  it('offers page sizes 10, 20, 100 and Todos and sorts on the server', async () => {
    const server = setup({ total: 250 });
    await filasCargadas();
    await userEvent.click(screen.getByRole('button', { name: /página siguiente/i }));
    await waitFor(() => expect(lastListCall(server)).toMatchObject({ page: '1', pageSize: '10' }));
    await userEvent.click(screen.getByRole('combobox', { name: /filas por página/i, hidden: true }));
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['10', '20', '100', 'Todos']);
    await userEvent.click(screen.getByRole('option', { name: 'Todos' }));
    await waitFor(() => expect(lastListCall(server)).toMatchObject({ page: '0', pageSize: '-1' }));
    await userEvent.click(within(grid()).getByRole('columnheader', { name: 'Tema' }).querySelector('.MuiDataGrid-columnHeaderTitle') as HTMLElement);
    await waitFor(() => expect(lastListCall(server)).toMatchObject({ sort: 'tema', order: 'asc' }));
  });

  it('starts from the filters in its URL and keeps every change there (search debounced)', async () => {
    const server = setup({ route: `${ROUTES.kaizen}?estado=Cerrada&pilar=Calidad&maquina=Envasadora&q=aceite` });
    await filasCargadas();
    expect(listCalls(server)).toEqual([
      { page: '0', pageSize: '10', sort: 'numero', order: 'desc', estado: 'Cerrada', pilar: 'Calidad', maquina: 'Envasadora', q: 'aceite' },
    ]);
    expect(screen.getByLabelText('Estado actual')).toHaveValue('Cerrada');
    expect(screen.getByLabelText('Pilar')).toHaveValue('Calidad');
    expect(screen.getByLabelText('Máquina')).toHaveValue('Envasadora');
    expect(screen.getByRole('textbox', { name: 'Buscar' })).toHaveValue('aceite');

    await userEvent.selectOptions(screen.getByLabelText('Estado actual'), 'En implementacion');
    await userEvent.selectOptions(screen.getByLabelText('Pilar'), '');
    await userEvent.selectOptions(screen.getByLabelText('Máquina'), 'Extrusora 1');
    await userEvent.clear(screen.getByRole('textbox', { name: 'Buscar' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Buscar' }), 'retén');
    await waitFor(() =>
      expect(lastListCall(server)).toEqual({
        page: '0',
        pageSize: '10',
        sort: 'numero',
        order: 'desc',
        estado: 'En implementacion',
        maquina: 'Extrusora 1',
        q: 'retén',
      }),
    );
    const search = new URLSearchParams(screen.getByTestId('search').textContent ?? '');
    expect(Object.fromEntries(search)).toEqual({ estado: 'En implementacion', maquina: 'Extrusora 1', q: 'retén' });
    expect(server.callsTo('GET', '/api/tarjetaskaizen/totales').at(-1)?.query).toEqual({ estado: 'En implementacion', maquina: 'Extrusora 1', q: 'retén' });
  });

  it('keeps a key typed while its own debounced search is written to the URL (a slow device lost the first letter)', async () => {
    setup({ route: `${ROUTES.kaizen}?q=aceite` });
    await filasCargadas();
    const caja = screen.getByRole('textbox', { name: 'Buscar' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      fireEvent.change(caja, { target: { value: '' } });
      // The debounce writes q='' and, in the same render, the user's next key arrives.
      act(() => {
        vi.advanceTimersByTime(1_000);
        fireEvent.change(caja, { target: { value: 'r' } });
      });
      expect(caja).toHaveValue('r');
      act(() => {
        vi.advanceTimersByTime(1_000);
      });
    } finally {
      vi.useRealTimers();
    }
    await waitFor(() => expect(new URLSearchParams(screen.getByTestId('search').textContent ?? '').get('q')).toBe('r'));
    expect(caja).toHaveValue('r');
  });

  it("shows the server's totals per pilar for the filtered Kaizens, in es-AR, with how many are numeric", async () => {
    const server = setup({ route: `${ROUTES.kaizen}?pilar=Calidad` });
    const panel = await screen.findByRole('region', { name: 'Totales por pilar' });
    expect(server.callsTo('GET', '/api/tarjetaskaizen/totales')[0].query).toEqual({ pilar: 'Calidad' });
    const filas = within(panel).getAllByRole('row').slice(1);
    expect(filas.map((f) => within(f).getByRole('rowheader').textContent)).toEqual(['Calidad', 'Seguridad', 'Total']);
    const calidad = within(filas[0])
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(calidad).toEqual(['5', '1.500,53 de 5 con costo numérico', '250.0005 de 5 con beneficio numérico']);
    const seguridad = within(filas[1])
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(seguridad).toEqual(['2', '—0 de 2 con costo numérico', '1.2001 de 2 con beneficio numérico']);
    expect(
      within(filas[2])
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['7', '1.500,5', '251.200']);
  });

  it('downloads the Excel of the filtered list from GET /api/tarjetaskaizen/export with the session token', async () => {
    const server = setup({ route: `${ROUTES.kaizen}?estado=Abierta&q=aceite`, routes: { 'GET /api/tarjetaskaizen/export': { body: {} } } });
    await filasCargadas();
    await userEvent.click(screen.getByRole('button', { name: 'Exportar Excel' }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    const [call] = server.callsTo('GET', '/api/tarjetaskaizen/export');
    expect(call.query).toEqual({ estado: 'Abierta', q: 'aceite' });
    expect(call.headers['authorization']).toBe('Bearer test-token');
  });

  it('shows the server message when the export fails', async () => {
    setup({ routes: { 'GET /api/tarjetaskaizen/export': { status: 400, body: { msg: 'Consulta inválida' } } } });
    await filasCargadas();
    await userEvent.click(screen.getByRole('button', { name: 'Exportar Excel' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Consulta inválida');
    expect(blobs).toHaveLength(0);
  });

  it('on a phone shows one tappable card per Kaizen', async () => {
    stubPhone();
    setup();
    const lista = await screen.findByRole('list', { name: 'Quick Kaizen' });
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    await waitFor(() => expect(within(lista).getAllByRole('link')).toHaveLength(2));
    const [primera] = within(lista).getAllByRole('link');
    expect(primera).toHaveAttribute('href', '/tarjeta/k7');
    for (const texto of ['Kaizen N°7', 'En implementacion', '05/03/2024', 'QK-7', 'Extrusora 1', 'Laura Líder', 'Fuga de aceite'])
      expect(primera).toHaveTextContent(texto);
  });
});
