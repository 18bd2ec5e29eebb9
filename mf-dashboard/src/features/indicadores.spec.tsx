import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  MSG,
  SIN_FECHA_CIERRE,
  SIN_TARJETAS_EN_PERIODO,
  type AntiguedadRespuesta,
  type Campo,
  type DashboardMeses,
  type FilaRiesgo,
  type MttrRespuesta,
  type ParetoRespuesta,
  type RiesgoRespuesta,
} from '@portal/shared/domain';
import { escribirFecha, fakeServer, makeUser, renderPageAs, renderWithPortal, type FakeRoutes } from '@portal/shared/testing';
import DashboardPage from '../pages/DashboardPage';
import AntiguedadTab from './antiguedad/AntiguedadTab';
import MttrTab from './mttr/MttrTab';
import ParetoTab from './pareto/ParetoTab';
import RiesgoTab from './riesgo/RiesgoTab';

const MESES: DashboardMeses = {
  primerMes: '2024-01',
  ultimoMes: '2026-11',
  porColor: {},
  mesActual: '2026-11',
  disponibles: 35,
  zonaHoraria: 'America/Argentina/Buenos_Aires',
};
/** A plant whose cards end in December 2021. */
const MIGRADA: DashboardMeses = {
  primerMes: '2019-02',
  ultimoMes: '2021-12',
  porColor: {},
  mesActual: '2026-11',
  disponibles: 94,
  zonaHoraria: 'America/Argentina/Buenos_Aires',
};
const CAMPOS: Campo[] = [
  { _id: 'e1', name: 'equipo', value: 'Calandrado', parteMaquina: [], equipo: null },
  { _id: 'e2', name: 'equipo', value: 'Laminadora', parteMaquina: [], equipo: null },
];
const riesgo = (equipo: string | undefined, tarjetas: number, cerradas: number, ri: number, rf: number, pc: number | null, red: number | null): FilaRiesgo => ({
  ...(equipo ? { equipo } : {}),
  tarjetas,
  cerradas,
  riesgoInicial: ri,
  riesgoFinal: rf,
  porcentajeCerradas: pc,
  reduccion: red,
});

/** Only the path the test navigates to, with its query: where a click landed. */
function Destino() {
  const { pathname, search } = useLocation();
  return <div data-testid="destino">{`${pathname}${search}`}</div>;
}

function renderTab(tab: ReactElement, routes: FakeRoutes, mesesListos?: Promise<void>) {
  const user = makeUser();
  const server = fakeServer({
    'GET /api/auth/user': { body: user },
    'GET /api/campos': { body: CAMPOS },
    'GET /api/dashboard/meses': { body: MESES },
    ...routes,
  });
  if (mesesListos) {
    const responder = server.fetchMock.getMockImplementation()!;
    server.fetchMock.mockImplementation(async (input, init) => {
      if (String(input instanceof Request ? input.url : input).includes('/api/dashboard/meses')) await mesesListos;
      return responder(input, init);
    });
  }
  renderWithPortal({ user, route: '/', routes: { '/': tab, '/tarjetas': <Destino /> } });
  return server;
}

/** The cells of the row headed `encabezado` (its th's text or its link's name): plain DOM, role queries are slow here. */
const filaDe = (tabla: HTMLElement, encabezado: string) => {
  const fila = [...tabla.querySelectorAll('tbody tr')].find((tr) => {
    const th = tr.querySelector('th');
    return th?.textContent === encabezado || th?.querySelector('a')?.getAttribute('aria-label') === encabezado;
  });
  expect(fila, encabezado).toBeDefined();
  return [...fila!.querySelectorAll('td')].map((c) => c.textContent);
};

afterEach(() => vi.unstubAllGlobals());

describe('Mapas de riesgo', () => {
  const RESPUESTA: RiesgoRespuesta = {
    desde: '2025-12',
    hasta: '2026-11',
    total: riesgo(undefined, 1234, 822, 4021, 2713, 66.61264181523501, 32.53),
    porEquipo: [riesgo('Calandrado', 3, 1, 0, 0, 33.33333333333333, null), riesgo('Laminadora', 1231, 821, 4021, 2713, 66.69374492282697, 32.53)],
    sinFechaCierre: 0,
  };

  it('asks the last 12 months, shows the spec table and one row per Equipo with the exact figures', async () => {
    const server = renderTab(<RiesgoTab />, { 'GET /api/dashboard/riesgo': { body: RESPUESTA } });
    const total = await screen.findByLabelText('Mapa de riesgo', { selector: 'table' });
    expect(server.callsTo('GET', '/api/dashboard/riesgo').map((c) => c.query)).toEqual([{ desde: '2025-12', hasta: '2026-11' }]);
    expect(filaDe(total, 'Tarjetas')).toEqual(['1.234', '822']);
    expect(filaDe(total, '% de tarjetas cerradas')).toEqual(['66,6']);
    expect(filaDe(total, 'Nivel Riesgo Inicial')).toEqual(['4.021']);
    expect(filaDe(total, 'Nivel Riesgo Final')).toEqual(['2.713']);
    expect(filaDe(total, '% de Reducción de Riesgo')).toEqual(['32,53']);
    const equipos = screen.getByLabelText('Mapa de riesgo por equipo', { selector: 'table' });
    expect(filaDe(equipos, 'Calandrado')).toEqual(['3', '1', '33,3', '0', '0', '—']);
    expect(filaDe(equipos, 'Laminadora')).toEqual(['1.231', '821', '66,6', '4.021', '2.713', '32,53']);
    expect(screen.getByRole('figure', { name: 'Nivel de riesgo inicial y final por equipo' })).toBeInTheDocument();
  });

  it('counts closed cards without a closing date as closed and says how many of them there are', async () => {
    renderTab(<RiesgoTab />, { 'GET /api/dashboard/riesgo': { body: { ...RESPUESTA, sinFechaCierre: 500 } } });
    const total = await screen.findByLabelText('Mapa de riesgo', { selector: 'table' });
    expect(filaDe(total, 'Tarjetas')).toEqual(['1.234', '822']);
    expect(screen.getByRole('note', { name: 'Cerradas sin fecha de cierre: 500 (incluidas en Cerradas)' })).toHaveTextContent(SIN_FECHA_CIERRE.explicacion);
  });

  it('says the spec message for a reversed range and asks nothing for it', async () => {
    const server = renderTab(<RiesgoTab />, { 'GET /api/dashboard/riesgo': { body: RESPUESTA } });
    await screen.findByLabelText('Mapa de riesgo', { selector: 'table' });
    await escribirFecha(userEvent.setup(), document.body, 'Hasta', '01/2020');
    expect(await screen.findByText(MSG.rangoMesesInvalido)).toBeInTheDocument();
    expect(screen.queryByLabelText('Mapa de riesgo', { selector: 'table' })).not.toBeInTheDocument();
    expect(server.callsTo('GET', '/api/dashboard/riesgo').every((c) => c.query.hasta >= c.query.desde)).toBe(true);
  });

  it('shows the spinner while the months load, then the figures', async () => {
    let soltar!: () => void;
    const server = renderTab(<RiesgoTab />, { 'GET /api/dashboard/riesgo': { body: RESPUESTA } }, new Promise<void>((r) => (soltar = r)));
    expect(await screen.findByRole('progressbar', { name: 'Cargando' })).toBeInTheDocument();
    expect(server.callsTo('GET', '/api/dashboard/riesgo')).toEqual([]);
    soltar();
    expect(await screen.findByLabelText('Mapa de riesgo', { selector: 'table' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Cargando' })).not.toBeInTheDocument();
  });

  it("shows the server's { msg }", async () => {
    renderTab(<RiesgoTab />, { 'GET /api/dashboard/riesgo': { status: 400, body: { msg: MSG.rangoMesesInvalido } } });
    expect(await screen.findByText(MSG.rangoMesesInvalido)).toBeInTheDocument();
  });

  it('says in words, instead of a chart of zeros, that the cards have no risk level, and an empty range that it has no cards', async () => {
    const sinRiesgo: RiesgoRespuesta = { ...RESPUESTA, total: riesgo(undefined, 2, 0, 0, 0, 0, null), porEquipo: [riesgo('Pintura', 2, 0, 0, 0, 0, null)] };
    const server = renderTab(<RiesgoTab />, { 'GET /api/dashboard/riesgo': { body: sinRiesgo } });
    expect(await screen.findByText('Las tarjetas del período elegido no tienen nivel de riesgo cargado')).toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
    server.routes['GET /api/dashboard/riesgo'] = { body: { ...RESPUESTA, total: riesgo(undefined, 0, 0, 0, 0, null, null), porEquipo: [] } };
    await escribirFecha(userEvent.setup(), document.body, 'Desde', '01/2026');
    expect(await screen.findByText(SIN_TARJETAS_EN_PERIODO)).toBeInTheDocument();
  });
});

describe('Pareto', () => {
  const PARETO: ParetoRespuesta = {
    por: 'maquina',
    total: 8,
    items: [
      { valor: 'Calandra 1', cantidad: 5, porcentaje: 62.5, porcentajeAcumulado: 62.5 },
      { valor: 'Extrusora 2', cantidad: 3, porcentaje: 37.5, porcentajeAcumulado: 100 },
    ],
  };

  it('lists the open cards by máquina with their shares, and a value opens /tarjetas filtered to them', async () => {
    const server = renderTab(<ParetoTab />, { 'GET /api/dashboard/pareto': { body: PARETO } });
    const tabla = await screen.findByLabelText('Pareto por Máquina', { selector: 'table' });
    expect(server.callsTo('GET', '/api/dashboard/pareto')[0].query).toEqual({ por: 'maquina' });
    expect(filaDe(tabla, 'Ver 5 tarjetas abiertas de Calandra 1')).toEqual(['5', '62,5', '62,5']);
    expect(filaDe(tabla, 'Ver 3 tarjetas abiertas de Extrusora 2')).toEqual(['3', '37,5', '100']);
    await userEvent.click(within(tabla).getByRole('link', { name: 'Ver 3 tarjetas abiertas de Extrusora 2' }));
    expect(screen.getByTestId('destino')).toHaveTextContent('/tarjetas?estado=Abierta&maquina=Extrusora+2');
  });

  it("names the bar of cards without a value '(sin valor)' and links it to sinValor", async () => {
    renderTab(<ParetoTab />, {
      'GET /api/dashboard/pareto': {
        body: { ...PARETO, total: 10, items: [...PARETO.items, { valor: '', cantidad: 2, porcentaje: 20, porcentajeAcumulado: 100 }] },
      },
    });
    const tabla = await screen.findByLabelText('Pareto por Máquina', { selector: 'table' });
    const sinValor = within(tabla).getByRole('link', { name: 'Ver 2 tarjetas abiertas de (sin valor)' });
    expect(sinValor).toHaveTextContent('(sin valor)');
    await userEvent.click(sinValor);
    expect(screen.getByTestId('destino')).toHaveTextContent('/tarjetas?estado=Abierta&sinValor=maquina');
  });

  it('carries two chosen colours and equipos into the link, each repeated', async () => {
    renderTab(<ParetoTab />, { 'GET /api/dashboard/pareto': { body: PARETO } });
    await screen.findByLabelText('Pareto por Máquina', { selector: 'table' });
    await userEvent.click(screen.getByRole('combobox', { name: 'Color' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Roja' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Azul' }));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('combobox', { name: 'Equipo' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Calandrado' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Laminadora' }));
    await userEvent.keyboard('{Escape}');
    const enlace = await screen.findByRole('link', { name: 'Ver 3 tarjetas abiertas de Extrusora 2' });
    expect(enlace).toHaveAttribute('href', '/tarjetas?estado=Abierta&maquina=Extrusora+2&color=Roja&color=Azul&equipo=Calandrado&equipo=Laminadora');
  });

  it('groups by familia when asked and carries a single chosen colour into the link', async () => {
    const server = renderTab(<ParetoTab />, {
      'GET /api/dashboard/pareto': (_b, call) => ({
        body:
          call.query.por === 'familia'
            ? { por: 'familia', total: 2, items: [{ valor: '2 - Condiciones basicas', cantidad: 2, porcentaje: 100, porcentajeAcumulado: 100 }] }
            : PARETO,
      }),
    });
    await screen.findByLabelText('Pareto por Máquina', { selector: 'table' });
    await userEvent.click(screen.getByRole('button', { name: 'Familia' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Color' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Roja' }));
    await waitFor(() => expect(server.callsTo('GET', '/api/dashboard/pareto').at(-1)?.query).toEqual({ por: 'familia', color: 'Roja' }));
    await userEvent.click(await screen.findByRole('link', { name: 'Ver 2 tarjetas abiertas de 2 - Condiciones basicas' }));
    expect(screen.getByTestId('destino')).toHaveTextContent('/tarjetas?estado=Abierta&familia=2+-+Condiciones+basicas&color=Roja');
  });
});

describe('Antigüedad', () => {
  const ANTIGUEDAD: AntiguedadRespuesta = {
    porPrioridad: [
      { prioridad: 'Alta', enPlazo: 2, excedido: 7 },
      { prioridad: 'Media', enPlazo: 4, excedido: 0 },
      { prioridad: 'Baja', enPlazo: 1, excedido: 3 },
    ],
    masAntiguas: [
      {
        _id: 'r81',
        color: 'Roja',
        numero: 81,
        descripcion: 'Pérdida de aceite',
        equipo: 'Calandrado',
        maquina: 'Calandra 1',
        prioridad: 'Alta',
        fecha: '2026-01-10T13:00:00.000Z',
        dias: 317,
        excedido: true,
      },
      {
        _id: 'v5',
        color: 'Verde',
        numero: 5,
        descripcion: 'Orden',
        equipo: 'Laminadora',
        maquina: '',
        prioridad: 'Baja',
        fecha: '2026-10-01T13:00:00.000Z',
        dias: 1,
        excedido: false,
      },
    ],
  };

  it('shows each priority within and past its deadline, and the oldest cards linked to their detail', async () => {
    renderTab(<AntiguedadTab />, { 'GET /api/dashboard/antiguedad': { body: ANTIGUEDAD } });
    const tabla = await screen.findByLabelText('Tarjetas abiertas por prioridad y plazo', { selector: 'table' });
    expect(filaDe(tabla, 'Alta')).toEqual(['15 días', '2', '7', '9']);
    expect(filaDe(tabla, 'Media')).toEqual(['30 días', '4', '0', '4']);
    expect(filaDe(tabla, 'Baja')).toEqual(['60 días', '1', '3', '4']);
    const lista = screen.getByRole('list', { name: 'Tarjetas abiertas más antiguas' });
    const links = within(lista).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/tarjeta/r81', '/tarjeta/v5']);
    // Named by what they show (axe label-content-name-mismatch): colour, number, values, days and the overdue mark.
    expect(links[0]).toHaveAccessibleName(/^Roja N°81 ?Calandrado · Calandra 1 · Alta · 10\/01\/2026.*317 días ?Excedido$/);
    expect(links[1]).toHaveAccessibleName(/^Verde N°5 ?Laminadora · Baja · 01\/10\/2026.*1 día$/);
    expect(within(links[0]).getByText('Excedido')).toBeInTheDocument();
    expect(within(links[0]).getByText('Calandrado · Calandra 1 · Alta · 10/01/2026')).toBeInTheDocument();
    expect(within(links[1]).queryByText('Excedido')).not.toBeInTheDocument();
    // No máquina: one separator, never 'Laminadora ·  · Baja'.
    expect(within(links[1]).getByText('Laminadora · Baja · 01/10/2026')).toBeInTheDocument();
  });

  it('without open cards says so instead of drawing zeros', async () => {
    const ninguna: AntiguedadRespuesta = { porPrioridad: ANTIGUEDAD.porPrioridad.map((p) => ({ ...p, enPlazo: 0, excedido: 0 })), masAntiguas: [] };
    renderTab(<AntiguedadTab />, { 'GET /api/dashboard/antiguedad': { body: ninguna } });
    expect(await screen.findByText('Sin tarjetas abiertas')).toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
  });
});

describe('MTTR', () => {
  const MTTR: MttrRespuesta = {
    desde: '2026-10',
    hasta: '2026-11',
    agrupacion: 'mes',
    filas: [
      { mes: '2026-10', porColor: { Roja: { cerradas: 3, media: 2.57 }, Azul: { cerradas: 0, media: null }, Verde: { cerradas: 1, media: 12 } } },
      { mes: '2026-11', porColor: { Roja: { cerradas: 0, media: null }, Azul: { cerradas: 2, media: 0.5 }, Verde: { cerradas: 0, media: null } } },
    ],
    sinFechaCierre: 0,
    sinTiempoEmpleado: 0,
  };

  it('asks the last 12 months and shows mean hours and counts per close month and colour, — for none', async () => {
    const server = renderTab(<MttrTab />, { 'GET /api/dashboard/mttr': { body: MTTR } });
    const tabla = await screen.findByLabelText('Tiempo medio de reparación por mes', { selector: 'table' });
    expect(server.callsTo('GET', '/api/dashboard/mttr')[0].query).toEqual({ meses: '12' });
    expect(filaDe(tabla, 'Octubre 2026')).toEqual(['2,57 h', '3', '—', '0', '12 h', '1']);
    expect(filaDe(tabla, 'Noviembre 2026')).toEqual(['—', '0', '0,5 h', '2', '—', '0']);
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('says how many closed cards no mean counts: without a closing date, without repair time', async () => {
    renderTab(<MttrTab />, { 'GET /api/dashboard/mttr': { body: { ...MTTR, sinFechaCierre: 1994, sinTiempoEmpleado: 1 } } });
    await screen.findByLabelText('Tiempo medio de reparación por mes', { selector: 'table' });
    expect(screen.getByRole('note', { name: '1.994 tarjetas cerradas sin fecha de cierre no entran en este cálculo.' })).toHaveTextContent(
      SIN_FECHA_CIERRE.explicacion,
    );
    expect(screen.getByRole('note', { name: '1 tarjeta cerrada sin tiempo empleado no entra en la media.' })).toBeInTheDocument();
  });

  it("an empty window names the last card's month; 'Ver todo el historial' asks the whole history and shows it by quarter", async () => {
    const nada = { cerradas: 0, media: null };
    const server = renderTab(<MttrTab />, {
      'GET /api/dashboard/meses': { body: MIGRADA },
      'GET /api/dashboard/mttr': (_b, call) =>
        call.query.desde
          ? {
              body: {
                desde: '2019-02',
                hasta: '2026-11',
                agrupacion: 'trimestre',
                filas: [
                  { mes: '2019-01', porColor: { Roja: { cerradas: 2, media: 3 }, Azul: nada, Verde: nada } },
                  { mes: '2019-04', porColor: { Roja: nada, Azul: { cerradas: 1, media: 1.5 }, Verde: nada } },
                ],
                sinFechaCierre: 0,
                sinTiempoEmpleado: 0,
              } satisfies MttrRespuesta,
            }
          : {
              body: {
                desde: '2025-12',
                hasta: '2026-11',
                agrupacion: 'mes',
                filas: [{ mes: '2026-11', porColor: { Roja: nada, Azul: nada, Verde: nada } }],
                sinFechaCierre: 0,
                sinTiempoEmpleado: 0,
              } satisfies MttrRespuesta,
            },
    });
    expect(await screen.findByText('Sin tarjetas en los últimos 12 meses — la última es de dic. 2021')).toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ver todo el historial' }));
    expect(await screen.findByRole('figure', { name: 'Tiempo medio de reparación por color' })).toBeInTheDocument();
    expect(server.callsTo('GET', '/api/dashboard/mttr').at(-1)!.query).toEqual({ desde: '2019-02', hasta: '2026-11' });
    const tabla = screen.getByLabelText('Tiempo medio de reparación por mes', { selector: 'table' });
    expect(within(tabla).getByRole('columnheader', { name: 'Trimestre de cierre' })).toBeInTheDocument();
    expect(filaDe(tabla, 'T1 2019')).toEqual(['3 h', '2', '—', '0', '—', '0']);
    expect(filaDe(tabla, 'T2 2019')).toEqual(['—', '0', '1,5 h', '1', '—', '0']);
  });
});

describe('Reporte de avance', () => {
  it('is not offered to an Operario', async () => {
    renderPageAs(DashboardPage, 'Operario', { 'GET /api/campos': { body: CAMPOS } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reporte de avance' })).not.toBeInTheDocument();
  });

  it("downloads one Equipo's PDF with the session token for a Jefe de area", async () => {
    const descargados: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:fake');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      descargados.push(this.download);
    });
    const { server } = renderPageAs(DashboardPage, 'Jefe de area', { 'GET /api/campos': { body: CAMPOS }, 'GET /api/dashboard/reporte': { body: '%PDF' } });
    await userEvent.click(await screen.findByRole('button', { name: 'Reporte de avance' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Reporte de avance' });
    await waitFor(() => expect(within(dialogo).getByRole('option', { name: 'Laminadora' })).toBeInTheDocument());
    await userEvent.selectOptions(within(dialogo).getByLabelText('Equipo'), 'Laminadora');
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Descargar PDF' }));
    await waitFor(() => expect(descargados).toEqual(['Reporte de avance - Laminadora.pdf']));
    const [llamada] = server.callsTo('GET', '/api/dashboard/reporte');
    expect(llamada.query).toEqual({ equipo: 'Laminadora' });
    expect(llamada.headers.authorization).toBe('Bearer test-token');
  });
});
