import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SIN_PERMISO_PAGINA } from '@portal/shared/auth';
import { ROUTES, type Bandeja, type TarjetaBandeja } from '@portal/shared/domain';
import { fakeServer, makeUser, renderWithPortal } from '@portal/shared/testing';
import BandejaPage from './BandejaPage';

afterEach(() => vi.unstubAllGlobals());
const DIA = 86_400_000;
const fila = (p: Partial<TarjetaBandeja> & Pick<TarjetaBandeja, '_id' | 'numero'>): TarjetaBandeja => ({
  color: 'Roja',
  prioridad: 'Alta',
  maquina: 'Calandra 1',
  equipo: 'Calandrado',
  descripcion: 'Pérdida de aceite',
  fecha: new Date(Date.now() - 2 * DIA).toISOString(),
  planificacion: false,
  previstaCierre: null,
  ...p,
});
const vacia = { total: 0, items: [] };

function setup(bandeja: Bandeja, role: 'Jefe de area' | 'Operario' = 'Jefe de area') {
  const user = makeUser({ role });
  const server = fakeServer({ 'GET /api/auth/user': { body: user }, 'GET /api/bandeja': { body: bandeja } });
  renderWithPortal({
    user,
    routes: {
      [ROUTES.bandeja]: <BandejaPage />,
      [ROUTES.detalle]: <div>Detalle</div>,
      [ROUTES.dashboard]: <h1>Dashboard</h1>,
      [ROUTES.tarjetas]: <h1>Lista</h1>,
    },
  });
  return server;
}

describe('BandejaPage', () => {
  it("shows a Jefe's work in sections with counts, each card with its next step one tap away", async () => {
    setup({
      equipos: ['Calandrado'],
      vencidas: { total: 12, items: [fila({ _id: 'v1', numero: 81, fecha: new Date(Date.now() - 20 * DIA).toISOString() })] },
      porPlanificar: { total: 1, items: [fila({ _id: 'p1', numero: 90, color: 'Azul', prioridad: 'Media' })] },
      paraCerrar: { total: 1, items: [fila({ _id: 'c1', numero: 77, planificacion: true, previstaCierre: '2020-01-02' })] },
      kaizen: {
        total: 1,
        items: [{ _id: 'k1', tema: 'Fugas de aceite', maquina: 'Calandra 1', estado: 'En implementacion', fecha: '2026-11-01T10:00:00.000Z' }],
      },
    });
    expect(await screen.findByText('Sus equipos: Calandrado')).toBeInTheDocument();
    const seccion = (nombre: string) => screen.getByRole('region', { name: nombre });
    const vencidas = seccion('Vencidas');
    expect(within(vencidas).getByTestId('total-vencidas')).toHaveTextContent('12');
    expect(within(vencidas).getByText(/Excedido 5 días/)).toBeInTheDocument();
    expect(within(vencidas).getByRole('link', { name: 'Planificar Roja N°81' })).toHaveAttribute('href', '/tarjeta/v1?accion=planificar');
    expect(within(vencidas).getByRole('link', { name: 'Ver Roja N°81' })).toHaveAttribute('href', '/tarjeta/v1');
    expect(within(vencidas).getByRole('link', { name: 'Ver las 12' })).toHaveAttribute('href', '/tarjetas?estado=Abierta&equipo=Calandrado');
    expect(within(seccion('Por planificar')).getByRole('link', { name: 'Planificar Azul N°90' })).toBeInTheDocument();
    const cerrar = seccion('Para cerrar esta semana');
    expect(within(cerrar).getByText(/Atrasada: cierre previsto 02\/01\/2020/)).toBeInTheDocument();
    expect(within(cerrar).getByRole('link', { name: 'Cerrar Roja N°77' })).toHaveAttribute('href', '/tarjeta/c1?accion=cerrar');
    expect(within(seccion('Kaizen a su cargo')).getByRole('link', { name: 'Ver Kaizen Fugas de aceite' })).toHaveAttribute('href', '/tarjeta/k1');

    await userEvent.click(screen.getByRole('link', { name: 'Indicadores' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('says what is empty, and that the inbox covers every equipo when none is set', async () => {
    setup({ equipos: [], vencidas: vacia, porPlanificar: vacia, paraCerrar: vacia, kaizen: vacia });
    expect(await screen.findByText('Todos los equipos')).toBeInTheDocument();
    expect(screen.getByText('No hay tarjetas vencidas.')).toBeInTheDocument();
    expect(screen.getByText('No tiene Kaizen abiertos a su cargo.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Ver las/ })).not.toBeInTheDocument();
  });

  it('is not offered to an Operario, and asks nothing of the server', async () => {
    const server = setup({ equipos: [], vencidas: vacia, porPlanificar: vacia, paraCerrar: vacia, kaizen: vacia }, 'Operario');
    expect(await screen.findByText(SIN_PERMISO_PAGINA)).toBeInTheDocument();
    expect(server.calls.some((c) => c.path === '/api/bandeja')).toBe(false);
  });
});
