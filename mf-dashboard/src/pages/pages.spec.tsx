import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderPageAs } from '@portal/shared/testing';
import {
  cierrePeriodo,
  indicadoresPlanta,
  PESTANA_CURVA,
  PESTANA_PLANTAS,
  PESTANAS_DASHBOARD,
  serieEvolucion,
  type ComparacionPlantas,
  type CurvaAm,
  type DashboardMeses,
  type EvolucionRespuesta,
} from '@portal/shared/domain';
import DashboardPage from './DashboardPage';

/** A plant migrated from the original app: its last card is from December 2021. */
const MIGRADA: DashboardMeses = {
  primerMes: '2019-03',
  ultimoMes: '2021-12',
  porColor: { Amarilla: { primerMes: '2019-03', ultimoMes: '2021-12' } },
  mesActual: '2026-11',
  disponibles: 93,
  zonaHoraria: 'America/Argentina/Buenos_Aires',
};
const ULTIMOS_12: EvolucionRespuesta = {
  desde: '2025-12',
  hasta: '2026-11',
  agrupacion: 'mes',
  filas: serieEvolucion(['2025-12', '2026-11'], [0, 0], [0, 0]),
  periodo: cierrePeriodo({ tarjetas: 0, cerradas: 0, sinFechaCierre: 0 }),
};
const HISTORIAL: EvolucionRespuesta = {
  desde: '2019-03',
  hasta: '2026-11',
  agrupacion: 'trimestre',
  filas: serieEvolucion(['2019-01', '2019-04'], [5, 2], [1, 3]),
  periodo: cierrePeriodo({ tarjetas: 7, cerradas: 4, sinFechaCierre: 0 }),
};

describe('mf-dashboard pages', () => {
  it('DashboardPage shows its title and every tab, the first one selected', async () => {
    renderPageAs(DashboardPage, 'Operario');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual([...PESTANAS_DASHBOARD.map((p) => p.titulo), PESTANA_CURVA.titulo]);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
  });

  it('the tag curve tab (issue 25 §4) shows the plant’s curve, then a machine’s or a team’s as chosen', async () => {
    const curva = (maquina: string | null): CurvaAm => ({
      periodo: 'semana',
      equipo: null,
      maquina,
      puntos: [{ periodo: '2026-W48', inicio: '2026-11-23', colgadas: maquina ? 4 : 40, retiradas: maquina ? 3 : 30, brecha: 25 }],
      pasos: [],
      brechaMax: 20,
    });
    const { server } = renderPageAs(DashboardPage, 'Operario', {
      'GET /api/campos': {
        body: [
          { _id: 'e1', name: 'equipo', value: 'Equipo Prensa', parteMaquina: [], equipo: null },
          { _id: 'm1', name: 'maquina', value: 'Prensa 7', parteMaquina: [], equipo: 'Equipo Prensa' },
        ],
      },
      'GET /api/programa/curva': (_b, call) => ({ body: curva(call.query.maquina ?? null) }),
    });
    await userEvent.click(await screen.findByRole('tab', { name: PESTANA_CURVA.titulo }));
    expect(await screen.findByText('Hasta hoy: 40 colgadas, 30 retiradas · brecha 25 % (umbral 20 %)')).toBeInTheDocument();
    expect(server.callsTo('GET', '/api/programa/curva')[0].query).toEqual({ periodo: 'semana' });
    await userEvent.click(screen.getByRole('combobox', { name: 'Curva de' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Prensa 7' }));
    expect(await screen.findByText('Hasta hoy: 4 colgadas, 3 retiradas · brecha 25 % (umbral 20 %)')).toBeInTheDocument();
    expect(server.callsTo('GET', '/api/programa/curva').at(-1)!.query).toEqual({ maquina: 'Prensa 7', periodo: 'semana' });
    await userEvent.click(screen.getByRole('combobox', { name: 'Curva de' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Equipo Prensa' }));
    await vi.waitFor(() => expect(server.callsTo('GET', '/api/programa/curva').at(-1)!.query).toEqual({ equipo: 'e1', periodo: 'semana' }));
  });

  it("a migrated plant's home page says its last 12 months are empty and opens its whole history", async () => {
    const { server } = renderPageAs(DashboardPage, 'Operario', {
      'GET /api/dashboard/meses': { body: MIGRADA },
      'GET /api/dashboard/evolucion': (_b, call) => ({ body: call.query.desde ? HISTORIAL : ULTIMOS_12 }),
    });
    expect(await screen.findByText('Sin tarjetas en los últimos 12 meses — la última es de dic. 2021')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ver todo el historial' }));
    expect(await screen.findByRole('figure', { name: 'Gráfico: Tarjetas Amarillas' })).toBeInTheDocument();
    expect(server.callsTo('GET', '/api/dashboard/evolucion').at(-1)!.query).toEqual({ color: 'Amarilla', desde: '2019-03', hasta: '2026-11' });
    expect(screen.getByRole('columnheader', { name: 'T2 2019' })).toBeInTheDocument();
  });

  it('Corporativo lands on the plants comparison: one row per plant, its Excel and each plant’s report', async () => {
    const sumas = { cerradasVentana: 4, autonomasVentana: 1, operarios: 2, abiertas: 3, excedidas: 1, diasAbiertas: 30, mttrCerradas: 2, mttrHoras: 5 };
    const porColor = (roja: number) => [{ color: 'Roja' as const, tarjetas: roja, cerradas: 1 }];
    const comparacion: ComparacionPlantas = {
      desde: '2026-10',
      hasta: '2026-11',
      agrupacion: 'mes',
      meses: ['2026-10', '2026-11'],
      plantas: [
        {
          planta: { _id: 1, nombre: 'Planta principal', codigo: 'PP', zonaHoraria: 'America/Argentina/Buenos_Aires' },
          indicadores: indicadoresPlanta({ ...sumas, porColor: porColor(4) }),
          porPeriodo: [
            { mes: '2026-10', abiertas: 3, cerradas: 1 },
            { mes: '2026-11', abiertas: 1, cerradas: 0 },
          ],
        },
        {
          planta: { _id: 2, nombre: 'Planta Sur', codigo: 'PS', zonaHoraria: 'Europe/Madrid' },
          indicadores: indicadoresPlanta({ ...sumas, operarios: 0, porColor: porColor(1) }),
          porPeriodo: [
            { mes: '2026-10', abiertas: 0, cerradas: 0 },
            { mes: '2026-11', abiertas: 1, cerradas: 1 },
          ],
        },
      ],
    };
    const { server } = renderPageAs(DashboardPage, 'Corporativo', {
      'GET /api/dashboard/meses': { body: { ...MIGRADA, disponibles: 2 } },
      'GET /api/dashboard/plantas': { body: comparacion },
    });
    const tabla = await screen.findByRole('table', { name: 'Indicadores por planta' });
    expect(screen.getByRole('tab', { name: PESTANA_PLANTAS.titulo })).toHaveAttribute('aria-selected', 'true');
    const filas = within(tabla).getAllByRole('row');
    expect(
      within(filas[1])
        .getAllByRole('cell')
        .map((c) => c.textContent)
        .slice(0, 4),
    ).toEqual(['4', '1', '25 %', '25 %']);
    // No Operarios: tags per operator is '—', never infinite.
    expect(within(filas[2]).getByRole('rowheader')).toHaveTextContent('Planta Sur (PS)');
    expect(within(filas[2]).getAllByRole('cell')[5]).toHaveTextContent('—');
    expect(screen.getByRole('button', { name: 'PDF de Planta Sur' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exportar a Excel' })).toBeEnabled();
    expect(screen.getByRole('cell', { name: '3 / 1' })).toBeInTheDocument();
    expect(server.callsTo('GET', '/api/dashboard/plantas').at(-1)!.query).toEqual({ meses: '2' });
  });

  it('an Operario has no plants comparison', () => {
    renderPageAs(DashboardPage, 'Operario');
    expect(screen.queryByRole('tab', { name: PESTANA_PLANTAS.titulo })).not.toBeInTheDocument();
  });

  it('redirects to /login without a session', async () => {
    renderPageAs(DashboardPage, null);
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
  });
});
