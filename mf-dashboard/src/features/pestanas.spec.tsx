import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  etiquetaMes,
  MSG,
  serieAutonomia,
  serieEvolucion,
  serieMeses,
  ventanaMeses,
  type DashboardMeses,
  type Mes,
} from '@portal/shared/domain';
import { escribirFecha, fakeServer, makeUser, renderWithPortal, type FakeRoutes, type RecordedCall } from '@portal/shared/testing';
import AutonomiaTab from './autonomia/AutonomiaTab';
import EvolucionTab from './evolucion/EvolucionTab';
import PersonalizadoTab from './personalizado/PersonalizadoTab';

// The charts are drawn by MUI X (checked in the browser by e2e/src/dashboard.e2e.ts); here they would only
// double the time of each render. The figures are asserted on the tables.
vi.mock('@mui/x-charts', () => {
  const nada = () => null;
  const nombres = ['ChartsDataProvider', 'ChartsWrapper', 'ChartsLegend', 'ChartsSurface', 'ChartsGrid', 'BarPlot', 'LinePlot', 'MarkPlot', 'LineHighlightPlot', 'ChartsAxisHighlight', 'ChartsAxis', 'ChartsTooltip', 'LineChart'];
  return Object.fromEntries(nombres.map((n) => [n, nada]));
});

const MESES: DashboardMeses = { primerMes: '2025-01', mesActual: '2026-03', disponibles: 15, zonaHoraria: 'America/Argentina/Buenos_Aires' };
/** Cards of the fixture by month; any other month has none. */
const ABIERTAS: Record<Mes, number> = { '2026-02': 3 };
const CERRADAS: Record<Mes, number> = { '2026-03': 2 };
const AUTONOMAS: Record<Mes, number> = { '2026-03': 1 };

/** The months the tab asked for: `desde`–`hasta`, or the last `meses` ending with the current month. */
function mesesPedidos({ query }: RecordedCall): Mes[] {
  const { desde, hasta } = query.desde ? query : ventanaMeses(MESES.mesActual, Number(query.meses));
  return serieMeses(desde, hasta);
}
const de = (conteos: Record<Mes, number>, meses: Mes[]) => meses.map((m) => conteos[m] ?? 0);

const ROUTES: FakeRoutes = {
  'GET /api/auth/user': { body: makeUser({ role: 'Operario' }) },
  'GET /api/campos': { body: [{ _id: 'e1', name: 'equipo', value: 'Equipo A', parteMaquina: [] }] },
  'GET /api/dashboard/meses': { body: MESES },
  'GET /api/dashboard/evolucion': (_b, call) => {
    const meses = mesesPedidos(call);
    return { body: { desde: meses[0], hasta: meses.at(-1), filas: serieEvolucion(meses, de(ABIERTAS, meses), de(CERRADAS, meses)) } };
  },
  'GET /api/dashboard/autonomia': (_b, call) => {
    const meses = mesesPedidos(call);
    return { body: { desde: meses[0], hasta: meses.at(-1), filas: serieAutonomia(meses, de(CERRADAS, meses), de(AUTONOMAS, meses)) } };
  },
};

function renderTab(tab: React.ReactNode, routes: FakeRoutes = {}) {
  const server = fakeServer({ ...ROUTES, ...routes });
  renderWithPortal({ user: makeUser({ role: 'Operario' }), routes: { '/': tab } });
  return server;
}

/** Every URL the tab requested from `path`, with its query string as sent (repeated keys kept). */
const urls = (server: ReturnType<typeof fakeServer>, path: string) =>
  server.fetchMock.mock.calls
    .map(([r]) => new URL(r instanceof Request ? r.url : String(r), 'http://localhost'))
    .filter((u) => u.pathname === path)
    .map((u) => `${u.pathname}${u.search}`);

const tabla = async (nombre: string) => screen.findByRole('table', { name: nombre });
const columnas = (t: HTMLElement) => within(t).getAllByRole('columnheader').map((c) => c.textContent);
/** The cells of a row, by its header. */
const fila = (t: HTMLElement, etiqueta: string) =>
  within(within(t).getByRole('rowheader', { name: etiqueta }).closest('tr')!)
    .getAllByRole('cell')
    .map((c) => c.textContent);

async function elegirMeses(label: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Meses' }));
  fireEvent.click(await screen.findByRole('option', { name: label }));
}

describe('colour tab (EvolucionTab)', () => {
  it('asks the last 12 months of its colour and shows the exact figures, 0/0 as —', async () => {
    const server = renderTab(<EvolucionTab color="Roja" />);
    const t = await tabla('Tabla: Tarjetas Rojas');
    expect(urls(server, '/api/dashboard/evolucion')).toEqual(['/api/dashboard/evolucion?color=Roja&meses=12']);
    expect(columnas(t)).toEqual(['Mes', ...serieMeses('2025-04', '2026-03').map((m) => etiquetaMes(m, 'corta'))]);
    expect(fila(t, 'Acumuladas (abiertas)').slice(-3)).toEqual(['0', '3', '3']);
    expect(fila(t, 'Acumuladas (cerradas)').slice(-3)).toEqual(['0', '0', '2']);
    expect(fila(t, 'Porcentaje (cerradas)').slice(-3)).toEqual(['—', '0', '66,6']);
    expect(fila(t, 'Por mes abiertas').slice(-3)).toEqual(['0', '3', '0']);
    expect(fila(t, 'Por mes cerradas').slice(-3)).toEqual(['0', '0', '2']);
    expect(screen.getByRole('figure', { name: 'Gráfico: Tarjetas Rojas' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exportar a Excel' })).toBeEnabled();
  });

  it("'Últimos 3 meses' asks for that window and shows its three months", async () => {
    const server = renderTab(<EvolucionTab color="Azul" />);
    await tabla('Tabla: Tarjetas Azules');
    await elegirMeses('Últimos 3 meses');
    await waitFor(() => expect(columnas(screen.getByRole('table', { name: 'Tabla: Tarjetas Azules' }))).toEqual(['Mes', 'ene 2026', 'feb 2026', 'mar 2026']));
    expect(urls(server, '/api/dashboard/evolucion').at(-1)).toBe('/api/dashboard/evolucion?color=Azul&meses=3');
  });

  it("shows the server's message in a red alert, and no table", async () => {
    renderTab(<EvolucionTab color="Verde" />, { 'GET /api/dashboard/evolucion': { status: 400, body: { msg: MSG.mesesVentanaInvalido } } });
    expect(await screen.findByText(MSG.mesesVentanaInvalido)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('Grafico personalizado', () => {
  it('asks every colour over the last 12 months; a reversed range says so and is not asked', async () => {
    const server = renderTab(<PersonalizadoTab />);
    const t = await tabla('Tabla: Gráfico personalizado');
    expect(urls(server, '/api/dashboard/evolucion')).toEqual([
      '/api/dashboard/evolucion?color=Roja&color=Azul&color=Verde&color=Amarilla&desde=2025-04&hasta=2026-03',
    ]);
    expect(fila(t, 'Porcentaje (cerradas)').slice(-3)).toEqual(['—', '0', '66,6']);

    await escribirFecha(userEvent.setup(), document.body, 'Desde', '052026');
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.rangoMesesInvalido);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
    expect(urls(server, '/api/dashboard/evolucion').filter((u) => u.includes('desde=2026-05'))).toEqual([]);
  });
});

describe('Indice de autonomia', () => {
  it('shows the index cut to 4 characters, and asks the new window when the months change', async () => {
    const server = renderTab(<AutonomiaTab />);
    const t = await tabla('Tabla: Índice de autonomía');
    expect(urls(server, '/api/dashboard/autonomia')).toEqual(['/api/dashboard/autonomia?meses=12']);
    expect(fila(t, 'Cerradas acumuladas').slice(-2)).toEqual(['0', '2']);
    expect(fila(t, 'Autónomas acumuladas').slice(-2)).toEqual(['0', '1']);
    expect(fila(t, 'Índice de autonomía (%)').slice(-2)).toEqual(['—', '50']);
    expect(fila(t, 'Cerradas en el mes').slice(-2)).toEqual(['0', '2']);
    expect(fila(t, 'Autónomas en el mes').slice(-2)).toEqual(['0', '1']);

    await elegirMeses('Último mes');
    await waitFor(() => expect(columnas(screen.getByRole('table', { name: 'Tabla: Índice de autonomía' }))).toEqual(['Mes', 'mar 2026']));
    expect(urls(server, '/api/dashboard/autonomia').at(-1)).toBe('/api/dashboard/autonomia?meses=1');
  });
});
