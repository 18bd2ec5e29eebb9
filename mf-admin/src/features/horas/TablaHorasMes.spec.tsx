import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { etiquetaMes, TIPOS_HORA, type HorasMesTotales, type HorasPorTipo } from '@portal/shared/domain';
import { renderWithPortal } from '@portal/shared/testing';
import { TablaHorasMes } from './TablaHorasMes';
import { TablaTotales } from './TablaTotales';

const cero = Object.fromEntries(TIPOS_HORA.map((t) => [t, 0])) as HorasPorTipo;
const MESES = ['2026-10', '2026-11', '2026-12'];
const meses: HorasMesTotales[] = MESES.map((mes) => ({ mes, porTipo: cero, total: 0 }));

// 1 December 02:00 UTC is still 30 November in Buenos Aires: the plant's month is November, the process's December.
const ahora = new Date('2026-12-01T02:00:00Z');
const zonaHoraria = 'America/Argentina/Buenos_Aires';

const mesMarcado = (tabla: HTMLElement) =>
  within(tabla)
    .getAllByRole('columnheader')
    .filter((c) => c.getAttribute('aria-current') === 'date')
    .map((c) => c.textContent);

describe('the hours tables open on the current plant month', () => {
  afterEach(() => vi.useRealTimers());

  it("marks the plant's month in a user's table, not the browser's", () => {
    vi.useFakeTimers({ toFake: ['Date'], now: ahora });
    renderWithPortal({ zonaHoraria, routes: { '/': <TablaHorasMes meses={meses} porTipo={cero} total={0} label="Mis horas por mes" /> } });
    expect(mesMarcado(screen.getByRole('table', { name: 'Mis horas por mes' }))).toEqual([etiquetaMes('2026-11', 'corta')]);
  });

  it("marks the plant's month in 'Horas de todos'", () => {
    vi.useFakeTimers({ toFake: ['Date'], now: ahora });
    renderWithPortal({
      zonaHoraria,
      routes: {
        '/': (
          <TablaTotales
            label="Horas de todos por mes"
            meses={MESES}
            filas={[{ key: 'u1', titulo: 'Carla Ríos', meses, total: 0, porTipo: cero }]}
            primera={{ orden: 'nombre', label: 'Nombre' }}
            orden="nombre"
            dir="asc"
            onOrden={() => undefined}
            totalOrden="total"
            vacio="No hay usuarios para mostrar."
          />
        ),
      },
    });
    expect(mesMarcado(screen.getByRole('table', { name: 'Horas de todos por mes' }))).toEqual([etiquetaMes('2026-11', 'corta')]);
  });
});
