import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { AJUSTES_PROGRAMA_AM_DEFECTO, ROUTES, type AuditoriaAmResumen, type Bandeja } from '@portal/shared/domain';
import { fakeServer, makeUser, renderWithPortal } from '@portal/shared/testing';
import BandejaPage from '../../pages/BandejaPage';

afterEach(() => vi.unstubAllGlobals());

const vacia = { total: 0, items: [] };
const BANDEJA: Bandeja = { equipos: [], vencidas: vacia, porPlanificar: vacia, paraCerrar: vacia, kaizen: vacia };

const auditoria = (a: Partial<AuditoriaAmResumen> & Pick<AuditoriaAmResumen, '_id'>): AuditoriaAmResumen => ({
  equipo: { _id: 'e1', nombre: 'Equipo Prensa 7' },
  paso: 3,
  pasoNombre: 'Estándares provisionales',
  estado: 'solicitada',
  solicitadaPor: { _id: 'u1', nombre: 'Ana Prensa' },
  solicitadaEn: '2026-11-02T12:00:00.000Z',
  vence: '2026-12-01',
  vencida: false,
  auditor: null,
  porcentaje: null,
  aprobada: null,
  firmadaEn: null,
  ...a,
});
const PENDIENTES = [
  auditoria({ _id: 'a1' }),
  auditoria({
    _id: 'a2',
    equipo: { _id: 'e2', nombre: 'Equipo Horno' },
    paso: 1,
    pasoNombre: 'Limpieza inicial',
    estado: 'en_curso',
    vence: '2026-11-10',
    vencida: true,
    auditor: { _id: 'j1', nombre: 'Jorge Jefe' },
  }),
];

function setup(pendientes: AuditoriaAmResumen[], auditores: string[] = []) {
  const user = makeUser({ role: 'Jefe de area' });
  const server = fakeServer({
    'GET /api/auth/user': { body: user },
    'GET /api/bandeja': { body: BANDEJA },
    'GET /api/programa/ajustes': { body: { ...AJUSTES_PROGRAMA_AM_DEFECTO, auditores } },
    'GET /api/programa/auditorias': { body: pendientes },
  });
  const view = renderWithPortal({ user, routes: { [ROUTES.bandeja]: <BandejaPage /> } });
  return { server, ...view };
}

/** Both answers reached the page (who audits, and what is pending). */
const cargado = (store: ReturnType<typeof setup>['store']) =>
  ['getAuditoresAm', 'getAuditoriasAmPendientes'].every((n) =>
    Object.entries(store.getState().api.queries).some(([clave, q]) => clave.startsWith(n) && q?.status === 'fulfilled'),
  );

describe('Auditorías de paso in the inbox (issue 25 §2)', () => {
  it('lists the pending audits to a Jefe who audits (none named), soonest due first, each opening it', async () => {
    const { server } = setup(PENDIENTES);
    const seccion = await screen.findByRole('region', { name: 'Auditorías de paso' });
    expect(await within(seccion).findByTestId('total-auditorias')).toHaveTextContent('2');
    const filas = within(seccion).getAllByRole('listitem');
    expect(filas.map((f) => f.textContent)).toEqual([
      'Equipo HornoPaso 1 · Limpieza inicialFecha límite 10/11/2026Vencidaen curso · Jorge JefeVer',
      'Equipo Prensa 7Paso 3 · Estándares provisionalesFecha límite 01/12/2026Ver',
    ]);
    expect(within(filas[0]).getByRole('link', { name: 'Ver la auditoría de Equipo Horno, Paso 1 · Limpieza inicial' })).toHaveAttribute(
      'href',
      '/programa/auditorias/a2',
    );
    expect(server.callsTo('GET', '/api/programa/auditorias')[0].query).toEqual({ vista: 'pendientes' });
  });

  it('tells an auditor when none is pending', async () => {
    setup([]);
    const seccion = await screen.findByRole('region', { name: 'Auditorías de paso' });
    expect(await within(seccion).findByText('No hay auditorías pedidas.')).toBeInTheDocument();
  });

  it('is left out for a Jefe the plant did not name, when nothing is pending for them', async () => {
    const { store } = setup([], ['otro']);
    expect(await screen.findByText('Todos los equipos')).toBeInTheDocument();
    await vi.waitFor(() => expect(cargado(store)).toBe(true));
    expect(screen.queryByRole('region', { name: 'Auditorías de paso' })).not.toBeInTheDocument();
  });

  it('still shows what the server lists to a Jefe the plant did not name', async () => {
    setup(PENDIENTES, ['otro']);
    expect(await screen.findByRole('region', { name: 'Auditorías de paso' })).toBeInTheDocument();
  });
});
