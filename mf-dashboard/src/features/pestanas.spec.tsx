import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  agrupacionDe,
  cierrePeriodo,
  etiquetaMes,
  MESES_POR_PERIODO,
  MSG,
  SIN_FECHA_CIERRE,
  serieAutonomia,
  serieEvolucion,
  serieMeses,
  seriePeriodos,
  sumarMeses,
  ventanaMeses,
  type DashboardMeses,
  type Mes,
  type RangoMeses,
} from '@portal/shared/domain';
import { escribirFecha, fakeServer, makeUser, renderWithPortal, type FakeRoutes, type RecordedCall } from '@portal/shared/testing';
import AutonomiaTab from './autonomia/AutonomiaTab';
import EvolucionTab from './evolucion/EvolucionTab';
import PersonalizadoTab from './personalizado/PersonalizadoTab';

// The charts are drawn by MUI X (checked in the browser by e2e/src/dashboard.e2e.ts); here they would only
// double the time of each render. The figures are asserted on the tables.
vi.mock('@mui/x-charts', () => {
  const nada = () => null;
  const nombres = [
    'ChartsDataProvider',
    'ChartsWrapper',
    'ChartsLegend',
    'ChartsSurface',
    'ChartsGrid',
    'BarPlot',
    'LinePlot',
    'MarkPlot',
    'LineHighlightPlot',
    'ChartsAxisHighlight',
    'ChartsAxis',
    'ChartsTooltip',
    'LineChart',
  ];
  return Object.fromEntries(nombres.map((n) => [n, nada]));
});

const MESES: DashboardMeses = {
  primerMes: '2025-01',
  ultimoMes: '2026-03',
  porColor: { Roja: { primerMes: '2025-01', ultimoMes: '2026-03' }, Azul: { primerMes: '2025-02', ultimoMes: '2026-03' } },
  mesActual: '2026-03',
  disponibles: 15,
  zonaHoraria: 'America/Argentina/Buenos_Aires',
};
/** Cards of the fixture by month; any other month has none. */
const ABIERTAS: Record<Mes, number> = { '2026-02': 3 };
const CERRADAS: Record<Mes, number> = { '2026-03': 2 };
const AUTONOMAS: Record<Mes, number> = { '2026-03': 1 };

/** A plant migrated from the original app: its cards end in December 2021, nearly five years ago. */
const MIGRADA: DashboardMeses = {
  primerMes: '2019-01',
  ultimoMes: '2021-12',
  porColor: { Amarilla: { primerMes: '2019-03', ultimoMes: '2021-12' }, Roja: { primerMes: '2019-01', ultimoMes: '2021-06' } },
  mesActual: '2026-11',
  disponibles: 95,
  zonaHoraria: 'America/Argentina/Buenos_Aires',
};
const ABIERTAS_MIGRADA: Record<Mes, number> = { '2019-03': 2, '2019-04': 1, '2021-12': 1 };
const CERRADAS_MIGRADA: Record<Mes, number> = { '2019-05': 1, '2021-12': 2 };
const suma = (v: number[]) => v.reduce((a, b) => a + b, 0);

/** The range the tab asked for: `desde`–`hasta`, or the last `meses` ending with the current month. */
const rangoPedido = ({ query }: RecordedCall, mesActual: Mes): RangoMeses =>
  query.desde ? { desde: query.desde, hasta: query.hasta } : ventanaMeses(mesActual, Number(query.meses));

/** The server's answer shape: the range's periods (months, quarters or years) and each one's cards inside the range. */
function periodos(rango: RangoMeses, ...conteos: Record<Mes, number>[]) {
  const agrupacion = agrupacionDe(rango);
  const meses = seriePeriodos(rango, agrupacion);
  const dentro = serieMeses(rango.desde, rango.hasta);
  const sumas = conteos.map((c) =>
    meses.map((p) => serieMeses(p, sumarMeses(p, MESES_POR_PERIODO[agrupacion] - 1)).reduce((s, m) => s + (dentro.includes(m) ? (c[m] ?? 0) : 0), 0)),
  );
  return { rango, agrupacion, meses, sumas };
}

const routes = (meses: DashboardMeses, abiertas: Record<Mes, number>, cerradas: Record<Mes, number>, autonomas: Record<Mes, number> = {}): FakeRoutes => ({
  'GET /api/auth/user': { body: makeUser({ role: 'Operario' }) },
  'GET /api/campos': { body: [{ _id: 'e1', name: 'equipo', value: 'Equipo A', parteMaquina: [] }] },
  'GET /api/dashboard/meses': { body: meses },
  'GET /api/dashboard/evolucion': (_b, call) => {
    const p = periodos(rangoPedido(call, meses.mesActual), abiertas, cerradas);
    const periodo = cierrePeriodo({ tarjetas: suma(p.sumas[0]), cerradas: 0, sinFechaCierre: 0 });
    return { body: { ...p.rango, agrupacion: p.agrupacion, filas: serieEvolucion(p.meses, p.sumas[0], p.sumas[1]), periodo } };
  },
  'GET /api/dashboard/autonomia': (_b, call) => {
    const p = periodos(rangoPedido(call, meses.mesActual), cerradas, autonomas);
    return { body: { ...p.rango, agrupacion: p.agrupacion, filas: serieAutonomia(p.meses, p.sumas[0], p.sumas[1]), sinFechaCierre: 0 } };
  },
});
const ROUTES = routes(MESES, ABIERTAS, CERRADAS, AUTONOMAS);
const ROUTES_MIGRADA = routes(MIGRADA, ABIERTAS_MIGRADA, CERRADAS_MIGRADA);

function renderTab(tab: React.ReactNode, extra: FakeRoutes = {}, base: FakeRoutes = ROUTES) {
  const server = fakeServer({ ...base, ...extra });
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
const columnas = (t: HTMLElement) =>
  within(t)
    .getAllByRole('columnheader')
    .map((c) => c.textContent);
/** The cells of a row, by its header. */
const fila = (t: HTMLElement, etiqueta: string) =>
  within(within(t).getByRole('rowheader', { name: etiqueta }).closest('tr')!)
    .getAllByRole('cell')
    .map((c) => c.textContent);

async function elegirPeriodo(label: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Período' }));
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

  it("says the period's closure and the closed cards without a closing date, which no month shows", async () => {
    const meses = serieMeses('2025-04', '2026-03');
    const cero = meses.map(() => 0);
    renderTab(<EvolucionTab color="Roja" />, {
      'GET /api/dashboard/evolucion': {
        body: {
          desde: meses[0],
          hasta: meses.at(-1),
          agrupacion: 'mes',
          filas: serieEvolucion(meses, [2603, ...cero.slice(1)], cero),
          periodo: cierrePeriodo({ tarjetas: 2603, cerradas: 1994, sinFechaCierre: 1994 }),
        },
      },
    });
    const t = await tabla('Tabla: Tarjetas Rojas');
    expect(fila(t, 'Por mes cerradas').every((c) => c === '0')).toBe(true);
    expect(
      screen.getByRole('note', { name: '% de cierre del período: 76,6 (1.994 de 2.603 tarjetas abiertas en el período están cerradas)' }),
    ).toBeInTheDocument();
    const nota = screen.getByRole('note', { name: 'Cerradas sin fecha de cierre: 1.994' });
    expect(nota).toHaveTextContent(SIN_FECHA_CIERRE.explicacion);
  });

  it('says nothing of closing dates when every closed card has one', async () => {
    renderTab(<EvolucionTab color="Roja" />);
    await tabla('Tabla: Tarjetas Rojas');
    expect(screen.getByRole('note', { name: '% de cierre del período: 0 (0 de 3 tarjetas abiertas en el período están cerradas)' })).toBeInTheDocument();
    expect(screen.queryByRole('note', { name: /^Cerradas sin fecha de cierre/ })).not.toBeInTheDocument();
  });

  it("'Últimos 3 meses' asks for that window and shows its three months", async () => {
    const server = renderTab(<EvolucionTab color="Azul" />);
    await tabla('Tabla: Tarjetas Azules');
    await elegirPeriodo('Últimos 3 meses');
    await waitFor(() => expect(columnas(screen.getByRole('table', { name: 'Tabla: Tarjetas Azules' }))).toEqual(['Mes', 'ene 2026', 'feb 2026', 'mar 2026']));
    expect(urls(server, '/api/dashboard/evolucion').at(-1)).toBe('/api/dashboard/evolucion?color=Azul&meses=3');
  });

  it("shows the server's message in a red alert, and no table", async () => {
    renderTab(<EvolucionTab color="Verde" />, { 'GET /api/dashboard/evolucion': { status: 400, body: { msg: MSG.mesesVentanaInvalido } } });
    expect(await screen.findByText(MSG.mesesVentanaInvalido)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
  it("a migrated plant: the empty 12 months say so and name the last card's month; 'Ver todo el historial' shows its history by quarter", async () => {
    const server = renderTab(<EvolucionTab color="Amarilla" />, {}, ROUTES_MIGRADA);
    expect(await screen.findByText('Sin tarjetas en los últimos 12 meses — la última es de dic. 2021')).toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
    expect(urls(server, '/api/dashboard/evolucion')).toEqual(['/api/dashboard/evolucion?color=Amarilla&meses=12']);

    await userEvent.click(screen.getByRole('button', { name: 'Ver todo el historial' }));
    expect(await screen.findByRole('figure', { name: 'Gráfico: Tarjetas Amarillas' })).toBeInTheDocument();
    // The yellow cards' history: 2019-03 … 2026-11, 93 months, 32 quarters.
    expect(urls(server, '/api/dashboard/evolucion').at(-1)).toBe('/api/dashboard/evolucion?color=Amarilla&desde=2019-03&hasta=2026-11');
    const t = screen.getByRole('table', { name: 'Tabla: Tarjetas Amarillas' });
    const cols = columnas(t);
    expect([cols.length, ...cols.slice(0, 4), cols.at(-1)]).toEqual([33, 'Trimestre', 'T1 2019', 'T2 2019', 'T3 2019', 'T4 2026']);
    expect(fila(t, 'Por trimestre abiertas').slice(0, 2)).toEqual(['2', '1']);
    expect(fila(t, 'Por trimestre cerradas').slice(0, 2)).toEqual(['0', '1']);
    expect(fila(t, 'Acumuladas (abiertas)').at(-1)).toBe('4');
    expect(screen.getByRole('combobox', { name: 'Período' })).toHaveTextContent('Todo el historial');
    expect(screen.getByRole('group', { name: 'Desde' })).toHaveTextContent('03/2019');
    expect(screen.queryByRole('button', { name: 'Ver todo el historial' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Sin tarjetas/)).not.toBeInTheDocument();
  });

  it("'Todo el historial' in the period list, then Desde/Hasta: each range is asked as the pickers show it", async () => {
    const server = renderTab(<EvolucionTab color="Roja" />);
    await tabla('Tabla: Tarjetas Rojas');
    await elegirPeriodo('Todo el historial');
    await waitFor(() => expect(urls(server, '/api/dashboard/evolucion').at(-1)).toBe('/api/dashboard/evolucion?color=Roja&desde=2025-01&hasta=2026-03'));
    await waitFor(() => expect(columnas(screen.getByRole('table', { name: 'Tabla: Tarjetas Rojas' }))).toHaveLength(1 + 15));

    await escribirFecha(userEvent.setup(), document.body, 'Desde', '022026');
    await waitFor(() => expect(columnas(screen.getByRole('table', { name: 'Tabla: Tarjetas Rojas' }))).toEqual(['Mes', 'feb 2026', 'mar 2026']));
    expect(urls(server, '/api/dashboard/evolucion').at(-1)).toBe('/api/dashboard/evolucion?color=Roja&desde=2026-02&hasta=2026-03');
    expect(screen.getByRole('combobox', { name: 'Período' })).toHaveTextContent('Personalizado');

    await escribirFecha(userEvent.setup(), document.body, 'Hasta', '012026');
    expect(await screen.findByText(MSG.rangoMesesInvalido)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(urls(server, '/api/dashboard/evolucion').filter((u) => u.includes('hasta=2026-01'))).toEqual([]);
  });

  it('a colour without cards says so in words and offers no history', async () => {
    renderTab(<EvolucionTab color="Verde" />, {}, ROUTES_MIGRADA);
    expect(await screen.findByText('Sin tarjetas en los últimos 12 meses')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ver todo el historial' })).not.toBeInTheDocument();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Período' }));
    expect(await screen.findByRole('option', { name: 'Todo el historial' })).toHaveAttribute('aria-disabled', 'true');
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

    await elegirPeriodo('Último mes');
    await waitFor(() => expect(columnas(screen.getByRole('table', { name: 'Tabla: Índice de autonomía' }))).toEqual(['Mes', 'mar 2026']));
    expect(urls(server, '/api/dashboard/autonomia').at(-1)).toBe('/api/dashboard/autonomia?meses=1');
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('says how many closed cards it leaves out for lack of a closing date, never a bare —', async () => {
    const meses = serieMeses('2025-04', '2026-03');
    const cero = meses.map(() => 0);
    renderTab(<AutonomiaTab />, {
      'GET /api/dashboard/autonomia': { body: { desde: meses[0], hasta: meses.at(-1), filas: serieAutonomia(meses, cero, cero), sinFechaCierre: 1994 } },
    });
    const t = await tabla('Tabla: Índice de autonomía');
    expect(fila(t, 'Índice de autonomía (%)').every((c) => c === '—')).toBe(true);
    const nota = screen.getByRole('note', { name: '1.994 tarjetas cerradas sin fecha de cierre no entran en este cálculo.' });
    expect(nota).toHaveTextContent(SIN_FECHA_CIERRE.explicacion);
  });

  it("an empty window: the message and 'Ver todo el historial' instead of the chart; the history by quarter", async () => {
    const server = renderTab(<AutonomiaTab />, {}, ROUTES_MIGRADA);
    expect(await screen.findByText('Sin tarjetas en los últimos 12 meses — la última es de dic. 2021')).toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ver todo el historial' }));
    expect(await screen.findByRole('figure', { name: 'Gráfico: Índice de autonomía' })).toBeInTheDocument();
    expect(urls(server, '/api/dashboard/autonomia').at(-1)).toBe('/api/dashboard/autonomia?desde=2019-01&hasta=2026-11');
    const t = screen.getByRole('table', { name: 'Tabla: Índice de autonomía' });
    expect(columnas(t).slice(0, 3)).toEqual(['Trimestre', 'T1 2019', 'T2 2019']);
    expect(fila(t, 'Cerradas en el trimestre').slice(0, 2)).toEqual(['0', '1']);
  });
});
