import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { escribirFecha, renderPageAs, type FakeRoutes } from '@portal/shared/testing';
import { MSG, type Campo, type CumplimientoCil, type FilaCumplimientoCil } from '@portal/shared/domain';
import CumplimientoCilPage from '../../pages/CumplimientoCilPage';
import ProgramaPage from '../../pages/ProgramaPage';
import { EXPLICACION_CIL } from './textosCil';

const CAMPOS: Campo[] = [
  { _id: 'e1', name: 'equipo', value: 'Laminadora', parteMaquina: [], equipo: null },
  { _id: 'e2', name: 'equipo', value: 'Calandrado', parteMaquina: [], equipo: null },
  { _id: 'm1', name: 'maquina', value: 'Prensa 7', parteMaquina: [], equipo: 'Calandrado' },
];
const fila = (clave: string, nombre: string, cumplidas: number, debidas: number, porcentaje: number | null): FilaCumplimientoCil => ({
  clave,
  nombre,
  cumplidas,
  debidas,
  porcentaje,
});
const CUMPLIMIENTO: CumplimientoCil = {
  desde: '2026-09-07',
  hasta: '2026-11-29',
  total: fila('total', 'Total', 1234, 1418, 87),
  semanas: [fila('2026-09-07', '2026-09-07', 100, 120, 83), fila('2026-09-14', '2026-09-14', 0, 0, null)],
  equipos: [fila('Calandrado', 'Calandrado', 1000, 1100, 90), fila('', 'Sin equipo', 234, 318, 73)],
  maquinas: [fila('m1', 'Prensa 7', 10, 40, 25), fila('m2', 'Calandra 1', 90, 100, 90)],
  operarios: [fila('u1', 'Ana Prensa', 700, 0, null), fila('u2', 'Beto Prensa', 534, 0, null)],
};

function renderCumplimiento(routes: FakeRoutes = {}) {
  return renderPageAs(CumplimientoCilPage, 'Operario', {
    'GET /api/campos': { body: CAMPOS },
    'GET /api/cil/cumplimiento': { body: CUMPLIMIENTO },
    ...routes,
  });
}
const filas = (nombre: string) =>
  within(screen.getByRole('table', { name: nombre }))
    .getAllByRole('row')
    .slice(1)
    .map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent));

beforeEach(() => {
  // Wednesday 25/11/2026 in the plant (the tests' plant zone is UTC).
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-25T12:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('Cumplimiento CIL (issue 26 §1)', () => {
  it('asks for the last 12 weeks of every team and shows the total in words, what "a tiempo" means, the chart and each breakdown', async () => {
    const { server } = renderCumplimiento();
    expect(await screen.findByRole('heading', { level: 1, name: 'Cumplimiento CIL' })).toBeInTheDocument();
    expect(await screen.findByText('Cumplimiento 87 % — 1.234 de 1.418 ventanas a tiempo')).toBeInTheDocument();
    expect(screen.getByText(EXPLICACION_CIL)).toBeInTheDocument();
    expect(screen.getByText('Semanas del 07/09/2026 al 29/11/2026')).toBeInTheDocument();
    expect(server.callsTo('GET', '/api/cil/cumplimiento').map((c) => c.query)).toEqual([{ desde: '2026-09-07', hasta: '2026-11-25' }]);
    expect(screen.getByRole('figure', { name: 'Gráfico: cumplimiento CIL por semana' })).toBeInTheDocument();

    expect(filas('Por semana')).toEqual([
      ['07/09/2026', '100', '120', '83 %'],
      ['14/09/2026', '0', '0', '—'],
    ]);
    expect(filas('Por equipo')).toEqual([
      ['Calandrado', '1.000', '1.100', '90 %'],
      ['Sin equipo', '234', '318', '73 %'],
    ]);
    // Worst first as the server sends them, each to its routine.
    expect(filas('Por máquina')).toEqual([
      ['Prensa 7', '10', '40', '25 %'],
      ['Calandra 1', '90', '100', '90 %'],
    ]);
    expect(screen.getByRole('link', { name: 'Prensa 7' })).toHaveAttribute('href', '/cil/maquinas/m1');
    expect(filas('Personas')).toEqual([
      ['Ana Prensa', '700'],
      ['Beto Prensa', '534'],
    ]);
  });

  it('"Este año", a team (its campo id) and "12 semanas" apply at once; typed dates apply with "Ver"', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { server } = renderCumplimiento();
    const consultas = () => server.callsTo('GET', '/api/cil/cumplimiento').map((c) => c.query);
    await screen.findByText('Cumplimiento 87 % — 1.234 de 1.418 ventanas a tiempo');
    const form = screen.getByRole('form', { name: 'Filtros del cumplimiento CIL' });
    // Teams in Spanish order.
    await waitFor(() =>
      expect(
        within(form)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Todos los equipos', 'Calandrado', 'Laminadora']),
    );

    await user.click(within(form).getByRole('button', { name: 'Este año' }));
    await waitFor(() => expect(consultas().at(-1)).toEqual({ desde: '2026-01-01', hasta: '2026-11-25' }));
    await user.selectOptions(within(form).getByLabelText('Equipo'), 'Calandrado');
    await waitFor(() => expect(consultas().at(-1)).toEqual({ desde: '2026-01-01', hasta: '2026-11-25', equipo: 'e2' }));
    await user.click(within(form).getByRole('button', { name: '12 semanas' }));
    await waitFor(() => expect(consultas().at(-1)).toEqual({ desde: '2026-09-07', hasta: '2026-11-25', equipo: 'e2' }));

    await escribirFecha(user, form, 'Desde', '02/03/2026');
    await escribirFecha(user, form, 'Hasta', '31/05/2026');
    await user.click(within(form).getByRole('button', { name: 'Ver' }));
    await waitFor(() => expect(consultas().at(-1)).toEqual({ desde: '2026-03-02', hasta: '2026-05-31', equipo: 'e2' }));
  });

  it('refuses a Desde after Hasta with the API’s message and asks nothing; a span the server refuses shows its message', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { server } = renderCumplimiento();
    await screen.findByText('Cumplimiento 87 % — 1.234 de 1.418 ventanas a tiempo');
    const form = screen.getByRole('form', { name: 'Filtros del cumplimiento CIL' });
    await escribirFecha(user, form, 'Desde', '01/06/2026');
    await escribirFecha(user, form, 'Hasta', '31/05/2026');
    await user.click(within(form).getByRole('button', { name: 'Ver' }));
    expect(await within(form).findByText(MSG.cilRangoInvalido)).toBeInTheDocument();
    expect(server.callsTo('GET', '/api/cil/cumplimiento')).toHaveLength(1);

    server.routes['GET /api/cil/cumplimiento'] = { status: 400, body: { msg: MSG.cilRangoInvalido } };
    await escribirFecha(user, form, 'Desde', '01/01/2023');
    await user.click(within(form).getByRole('button', { name: 'Ver' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.cilRangoInvalido);
    expect(screen.queryByText(/ventanas a tiempo/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Descargar Excel' })).toBeDisabled();
  });

  it('says when nothing was due, without a chart', async () => {
    const vacio: CumplimientoCil = { ...CUMPLIMIENTO, total: fila('total', 'Total', 0, 0, null), semanas: [], equipos: [], maquinas: [], operarios: [] };
    renderCumplimiento({ 'GET /api/cil/cumplimiento': { body: vacio } });
    expect(await screen.findByText('Sin ventanas debidas en el período')).toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
    expect(screen.getByText('Nadie registró rutinas en el período.')).toBeInTheDocument();
  });

  it('"Descargar Excel" asks for the file of the filters applied, with the session token, named by its weeks', async () => {
    const descargados: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:fake');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      descargados.push(this.download);
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { server } = renderCumplimiento({ 'GET /api/cil/cumplimiento/excel': { body: 'xlsx' } });
    await screen.findByText('Cumplimiento 87 % — 1.234 de 1.418 ventanas a tiempo');
    await user.click(screen.getByRole('button', { name: 'Descargar Excel' }));
    await waitFor(() => expect(descargados).toEqual(['Cumplimiento CIL 2026-09-07 a 2026-11-29.xlsx']));
    const [llamada] = server.callsTo('GET', '/api/cil/cumplimiento/excel');
    expect(llamada.query).toEqual({ desde: '2026-09-07', hasta: '2026-11-25' });
    expect(llamada.headers.authorization).toBe('Bearer test-token');
  });

  it('is reached from the autonomous-maintenance program page', async () => {
    renderPageAs(ProgramaPage, 'Operario', { 'GET /api/programa/equipos': { body: [] } });
    expect(await screen.findByRole('link', { name: 'Cumplimiento CIL' })).toHaveAttribute('href', '/cil/cumplimiento');
  });
});
