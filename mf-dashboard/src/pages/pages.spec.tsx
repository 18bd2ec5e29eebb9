import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPageAs } from '@portal/shared/testing';
import { cierrePeriodo, PESTANAS_DASHBOARD, serieEvolucion, type DashboardMeses, type EvolucionRespuesta } from '@portal/shared/domain';
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
    expect(tabs.map((t) => t.textContent)).toEqual(PESTANAS_DASHBOARD.map((p) => p.titulo));
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
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

  it('redirects to /login without a session', async () => {
    renderPageAs(DashboardPage, null);
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
  });
});
