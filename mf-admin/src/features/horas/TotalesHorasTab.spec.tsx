import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TIPOS_HORA, type HorasMesTotales, type HorasOrdenUsuarios, type HorasPorTipo } from '@portal/shared/domain';
import { renderWithPortal } from '@portal/shared/testing';
import { TotalesHorasTab } from './TotalesHorasTab';
import { useFiltrosHoras } from './useFiltrosHoras';

const cero = Object.fromEntries(TIPOS_HORA.map((t) => [t, 0])) as HorasPorTipo;
const MESES = ['2026-10', '2026-11'];
const meses: HorasMesTotales[] = MESES.map((mes) => ({ mes, porTipo: cero, total: 0 }));
const respuesta = { meses: MESES, filas: [{ userId: 'u1', nombre: 'Carla Ríos', meses, total: 0, porTipo: cero }] };

type Consulta = { data?: typeof respuesta; isFetching: boolean; error?: unknown };

function Tab({ consulta, invalido = false }: { consulta: Consulta; invalido?: boolean }) {
  const f = useFiltrosHoras<HorasOrdenUsuarios>('nombre');
  return (
    <TotalesHorasTab
      id="horas-prueba"
      filtros={f}
      invalido={invalido}
      excel={<button type="button">Exportar</button>}
      consulta={consulta}
      tabla={(data) => ({
        label: 'Horas de prueba',
        filas: data.filas.map((u) => ({ ...u, key: u.userId, titulo: u.nombre })),
        primera: { orden: 'nombre', label: 'Nombre' },
        totalOrden: 'total',
        vacio: 'Nadie',
      })}
    />
  );
}

const renderTab = (consulta: Consulta, invalido?: boolean) => renderWithPortal({ routes: { '/': <Tab consulta={consulta} invalido={invalido} /> } });

describe('TotalesHorasTab', () => {
  it('shows the filters with the export; while the first answer comes, a progress and no table', () => {
    renderTab({ isFetching: true });
    expect(screen.getByLabelText('Tipo de hora')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exportar' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Cargando horas' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("shows the server's message when the query fails", () => {
    renderTab({ isFetching: false, error: { status: 400, data: { msg: 'Rango inválido' } } });
    expect(screen.getByRole('alert')).toHaveTextContent('Rango inválido');
  });

  it('shows the rows; a click on the ordered column flips the order the filters hold', async () => {
    renderTab({ data: respuesta, isFetching: false });
    const tabla = screen.getByRole('table', { name: 'Horas de prueba' });
    expect(within(tabla).getByText('Carla Ríos')).toBeInTheDocument();
    const nombre = within(tabla).getByRole('columnheader', { name: /Nombre/ });
    expect(nombre).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.setup().click(within(nombre).getByRole('button'));
    expect(nombre).toHaveAttribute('aria-sort', 'descending');
  });

  it('an invalid range shows no table, even with an earlier answer', () => {
    renderTab({ data: respuesta, isFetching: false }, true);
    expect(screen.queryByRole('table')).toBeNull();
  });
});
