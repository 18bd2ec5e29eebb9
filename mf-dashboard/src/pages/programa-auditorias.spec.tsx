import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { escribirFecha, fakeServer, makeUser, renderPageAs, renderWithPortal, textoFecha, ZONA_PRUEBAS } from '@portal/shared/testing';
import {
  AJUSTES_PROGRAMA_AM_DEFECTO,
  AUDITORIA_AM_PLAZO_DIAS,
  MSG,
  PASOS_AM_DEFECTO,
  plantaTiempo,
  solicitarAuditoriaAmSchema,
  sumarDias,
  type AuditoriaAmResumen,
  type EquipoAmDetalle,
  type Role,
} from '@portal/shared/domain';
import EquipoAmPage from './EquipoAmPage';
import { equipoAmDePrueba } from './equipoAmDePrueba';
import ProgramaPage from './ProgramaPage';

afterEach(() => vi.unstubAllGlobals());

const EQUIPO = equipoAmDePrueba({ puedeSolicitarAuditoria: true });

const auditoria = (a: Partial<AuditoriaAmResumen> & Pick<AuditoriaAmResumen, '_id'>): AuditoriaAmResumen => ({
  equipo: { _id: EQUIPO._id, nombre: EQUIPO.equipo },
  paso: 3,
  pasoNombre: PASOS_AM_DEFECTO[2],
  estado: 'solicitada',
  solicitadaPor: { _id: 'u1', nombre: 'Ana Prensa' },
  solicitadaEn: '2026-11-02T12:00:00.000Z',
  vence: '2026-11-16',
  vencida: false,
  auditor: null,
  porcentaje: null,
  aprobada: null,
  firmadaEn: null,
  ...a,
});

/** A step-2 audit signed and failed, one of step 3 signed and passed (newest). */
const NO_APROBADA = auditoria({
  _id: 'a1',
  paso: 2,
  pasoNombre: PASOS_AM_DEFECTO[1],
  estado: 'firmada',
  solicitadaEn: '2026-03-01T12:00:00.000Z',
  vence: '2026-03-15',
  auditor: { _id: 'j1', nombre: 'Jorge Jefe' },
  porcentaje: 70,
  aprobada: false,
  firmadaEn: '2026-03-10T15:00:00.000Z',
});
const APROBADA = auditoria({
  _id: 'a2',
  paso: 2,
  pasoNombre: PASOS_AM_DEFECTO[1],
  estado: 'firmada',
  solicitadaEn: '2026-03-20T12:00:00.000Z',
  vence: '2026-04-03',
  auditor: { _id: 'j1', nombre: 'Jorge Jefe' },
  porcentaje: 88,
  aprobada: true,
  firmadaEn: '2026-04-02T15:00:00.000Z',
});

function renderEquipo(e: EquipoAmDetalle, routes: Parameters<typeof fakeServer>[0]) {
  const user = makeUser({ _id: 'u1', role: 'Operario' });
  const server = fakeServer({ 'GET /api/auth/user': { body: user }, [`GET /api/programa/equipos/${e._id}`]: { body: e }, ...routes });
  renderWithPortal({ user, route: `/programa/${e._id}`, routes: { '/programa/:id': <EquipoAmPage /> } });
  return server;
}

describe('step audits on a team’s page (issue 25 §2)', () => {
  it('lists the team’s audits newest first, each linking to it; a member asks for one and the new row appears', async () => {
    let lista = [NO_APROBADA, APROBADA];
    const hoy = plantaTiempo(ZONA_PRUEBAS).hoy();
    const vence = sumarDias(hoy, AUDITORIA_AM_PLAZO_DIAS);
    const nueva = auditoria({ _id: 'a3', solicitadaEn: new Date().toISOString(), vence });
    const ruta = `/api/programa/equipos/${EQUIPO._id}/auditorias`;
    const server = renderEquipo(EQUIPO, {
      'GET /api/programa/auditorias': () => ({ body: lista }),
      [`POST ${ruta}`]: () => {
        lista = [...lista, nueva];
        return { status: 201, body: { ...nueva, comentario: 'Mejor el martes' } };
      },
    });
    const seccion = await screen.findByRole('region', { name: 'Auditorías del paso' });
    const filas = await within(seccion).findAllByRole('link');
    expect(filas.map((f) => f.textContent)).toEqual([
      `Paso 2 · ${PASOS_AM_DEFECTO[1]}Firmada88 % · AprobadaFecha límite 03/04/2026 · firmada el 02/04/2026 · Auditor: Jorge Jefe`,
      `Paso 2 · ${PASOS_AM_DEFECTO[1]}Firmada70 % · No aprobadaFecha límite 15/03/2026 · firmada el 10/03/2026 · Auditor: Jorge Jefe`,
    ]);
    expect(filas[0]).toHaveAttribute('href', '/programa/auditorias/a2');
    expect(server.callsTo('GET', '/api/programa/auditorias')[0].query).toEqual({ equipo: EQUIPO._id, vista: 'todas' });

    await userEvent.click(within(seccion).getByRole('button', { name: 'Pedir auditoría del paso' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Pedir la auditoría del paso 3 de Equipo Prensa 7' });
    // Two weeks from the plant's today, by default.
    const [a, m, d] = vence.split('-');
    expect(textoFecha(dialogo, 'Fecha límite')).toBe(`${d}/${m}/${a}`);
    await userEvent.type(within(dialogo).getByRole('textbox', { name: 'Comentario' }), '  Mejor el martes ');
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Pedir auditoría' }));

    expect(await screen.findByText('Auditoría pedida: la ven los auditores en su bandeja')).toBeInTheDocument();
    const cuerpo = server.callsTo('POST', ruta).at(-1)!.body;
    expect(cuerpo).toEqual({ vence, comentario: 'Mejor el martes' });
    expect(solicitarAuditoriaAmSchema.safeParse(cuerpo).success).toBe(true);
    // The page stays; the new audit heads the list, open: no second request is offered.
    expect(screen.getByRole('heading', { level: 1, name: 'Equipo Prensa 7' })).toBeInTheDocument();
    await vi.waitFor(() => expect(within(seccion).getAllByRole('link')).toHaveLength(3));
    expect(within(seccion).getAllByRole('link')[0]).toHaveTextContent(`Paso 3 · ${PASOS_AM_DEFECTO[2]}Solicitada`);
    expect(within(seccion).queryByRole('button', { name: 'Pedir auditoría del paso' })).not.toBeInTheDocument();
  });

  it('refuses a due day before today without sending', async () => {
    const server = renderEquipo(EQUIPO, { 'GET /api/programa/auditorias': { body: [] } });
    await userEvent.click(await screen.findByRole('button', { name: 'Pedir auditoría del paso' }));
    const dialogo = await screen.findByRole('dialog', { name: /Pedir la auditoría/ });
    await escribirFecha(userEvent.setup(), dialogo, 'Fecha límite', '01/01/2020');
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Pedir auditoría' }));
    expect(await within(dialogo).findByText(MSG.auditoriaAmVenceAnterior)).toBeInTheDocument();
    expect(server.callsTo('POST', `/api/programa/equipos/${EQUIPO._id}/auditorias`)).toHaveLength(0);
  });

  it('an open audit past its day reads “Vencida” and who audits it; no second request is offered', async () => {
    const enCurso = auditoria({ _id: 'a4', estado: 'en_curso', vencida: true, auditor: { _id: 'j1', nombre: 'Jorge Jefe' } });
    renderEquipo(EQUIPO, { 'GET /api/programa/auditorias': { body: [enCurso] } });
    const fila = await screen.findByRole('link', { name: /Paso 3/ });
    expect(fila).toHaveTextContent('En cursoVencidaFecha límite 16/11/2026 · Auditor: Jorge Jefe');
    expect(screen.queryByRole('button', { name: 'Pedir auditoría del paso' })).not.toBeInTheDocument();
  });

  it('offers no request to whom may not ask for one', async () => {
    renderEquipo({ ...EQUIPO, puedeSolicitarAuditoria: false }, { 'GET /api/programa/auditorias': { body: [] } });
    expect(await screen.findByText('El equipo todavía no pidió ninguna auditoría.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pedir auditoría del paso' })).not.toBeInTheDocument();
  });
});

const PENDIENTES = [
  auditoria({ _id: 'p1', vence: '2026-12-01' }),
  auditoria({
    _id: 'p2',
    equipo: { _id: 'e2', nombre: 'Equipo Horno' },
    paso: 1,
    pasoNombre: PASOS_AM_DEFECTO[0],
    estado: 'en_curso',
    vence: '2026-11-10',
    vencida: true,
    auditor: { _id: 'j1', nombre: 'Jorge Jefe' },
  }),
];

function renderPrograma(role: Role, auditores: string[] = []) {
  return renderPageAs(ProgramaPage, role, {
    'GET /api/programa/equipos': { body: [] },
    'GET /api/programa/ajustes': { body: { ...AJUSTES_PROGRAMA_AM_DEFECTO, auditores } },
    'GET /api/programa/auditorias': { body: PENDIENTES },
  });
}

/** The plant's settings reached the page (who audits is known). */
const ajustesCargados = (store: ReturnType<typeof renderPrograma>['store']) =>
  Object.entries(store.getState().api.queries).some(([clave, q]) => clave.startsWith('getAjustesProgramaAm') && q?.status === 'fulfilled');

describe('the auditors’ inbox on /programa (issue 25 §2)', () => {
  it('a Jefe de area (the plant names no auditors) sees the pending audits, soonest due first, each opening it', async () => {
    const { server } = renderPrograma('Jefe de area');
    const seccion = await screen.findByRole('region', { name: 'Auditorías por hacer' });
    const filas = await within(seccion).findAllByRole('link');
    expect(filas.map((f) => f.textContent)).toEqual([
      `Equipo HornoPaso 1 · ${PASOS_AM_DEFECTO[0]}Fecha límite 10/11/2026Vencidaen curso · Jorge Jefe`,
      `Equipo Prensa 7Paso 3 · ${PASOS_AM_DEFECTO[2]}Fecha límite 01/12/2026`,
    ]);
    expect(filas[0]).toHaveAttribute('href', '/programa/auditorias/p2');
    expect(server.callsTo('GET', '/api/programa/auditorias')[0].query).toEqual({ vista: 'pendientes' });
  });

  it('says when none is pending', async () => {
    renderPageAs(ProgramaPage, 'Admin', {
      'GET /api/programa/equipos': { body: [] },
      'GET /api/programa/ajustes': { body: AJUSTES_PROGRAMA_AM_DEFECTO },
      'GET /api/programa/auditorias': { body: [] },
    });
    expect(await screen.findByText('No hay auditorías pedidas.')).toBeInTheDocument();
  });

  it('is hidden from an Operario who is not a named auditor, and asks nothing', async () => {
    const { server, store } = renderPrograma('Operario', ['otro']);
    await vi.waitFor(() => expect(ajustesCargados(store)).toBe(true));
    expect(screen.queryByRole('region', { name: 'Auditorías por hacer' })).not.toBeInTheDocument();
    expect(server.callsTo('GET', '/api/programa/auditorias')).toHaveLength(0);
  });

  it.each([
    ['an Operario the plant named', 'Operario', true],
    ['a Jefe de area the plant did not name', 'Jefe de area', false],
  ] as const)('when the plant names auditors, %s (%s) sees it: %s', async (_quien, role, visible) => {
    // makeUser's id is 'u-admin' whatever the role.
    const { store } = renderPrograma(role, visible ? ['u-admin'] : ['otro']);
    await vi.waitFor(() => expect(ajustesCargados(store)).toBe(true));
    if (visible) expect(await screen.findByRole('region', { name: 'Auditorías por hacer' })).toBeInTheDocument();
    else expect(screen.queryByRole('region', { name: 'Auditorías por hacer' })).not.toBeInTheDocument();
  });
});

describe('the plant’s auditors (Umbrales de la puerta)', () => {
  it('the Admin picks users of the plant; their ids are sent', async () => {
    const { server } = renderPageAs(ProgramaPage, 'Admin', {
      'GET /api/programa/equipos': { body: [] },
      'GET /api/programa/ajustes': { body: { ...AJUSTES_PROGRAMA_AM_DEFECTO, auditores: ['u-ana'] } },
      'GET /api/programa/auditorias': { body: [] },
      'GET /api/users': {
        body: [
          makeUser({ _id: 'u-ana', name: 'Ana Calidad', role: 'Operario' }),
          makeUser({ _id: 'u-jorge', name: 'Jorge Jefe', role: 'Jefe de area' }),
          makeUser({ _id: 'u-beto', name: 'Beto Mantenimiento', role: 'Operario' }),
        ],
      },
      'PATCH /api/programa/ajustes': (body) => ({ body: { ...AJUSTES_PROGRAMA_AM_DEFECTO, ...(body as object) } }),
    });
    const umbrales = await screen.findByRole('button', { name: 'Umbrales de la puerta' });
    await vi.waitFor(() => expect(umbrales).toBeEnabled());
    await userEvent.click(umbrales);
    const dialogo = await screen.findByRole('dialog', { name: 'Umbrales de la puerta del paso' });
    const campo = within(dialogo).getByRole('combobox', { name: 'Auditores de la planta' });
    expect(within(dialogo).getByText('Sin auditores nombrados, auditan los jefes de área (y los administradores siempre)')).toBeInTheDocument();
    // The saved auditor shows by name once the users load.
    expect(await within(dialogo).findByRole('button', { name: 'Ana Calidad' })).toBeInTheDocument();
    await userEvent.click(campo);
    const opciones = await screen.findByRole('listbox');
    expect(
      within(opciones)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Ana Calidad · Operario', 'Beto Mantenimiento · Operario', 'Jorge Jefe · Jefe de area']);
    await userEvent.click(within(opciones).getByRole('option', { name: 'Jorge Jefe · Jefe de area' }));
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Umbrales guardados')).toBeInTheDocument();
    expect(server.callsTo('PATCH', '/api/programa/ajustes').at(-1)!.body).toEqual({ ...AJUSTES_PROGRAMA_AM_DEFECTO, auditores: ['u-ana', 'u-jorge'] });
  });
});
